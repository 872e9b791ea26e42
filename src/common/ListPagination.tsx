/**
 * ListPagination — the pagination of every list: `<List perPage={10} pagination={<ListPagination />}>`.
 * Shows 'Showing X to Y of Z results'; on wide screens first/previous/next/last icon buttons around at most
 * 5 page numbers; under 600 px only 'Previous' and 'Next'. Hidden when there is at most one page. When the page
 * is past the last one or comes back empty (its rows deleted, stale link) it moves to the last page. No props; reads the list context.
 * Buttons carry screen-reader labels (react-admin's 'Go to page 3', 'Go to first page'…).
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useListContext, useTranslate } from 'react-admin';
import { pageWindow, rowRange, totalPagesOf } from './pageWindow';
import { useFormat } from './useFormat';

export function ListPagination() {
  const { page, perPage, total, setPage, isPending, isFetching, data } = useListContext();
  const translate = useTranslate();
  const { formatNumber } = useFormat();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const totalPages = totalPagesOf(total ?? 0, perPage);
  const emptyPage = page > 1 && !isFetching && (data?.length ?? 0) === 0;

  useEffect(() => {
    if (isPending || total == null || total === 0) return;
    if (page <= totalPages && !emptyPage) return;
    // Deferred so that it wins over the list controller's own reset to page 1 when a page comes back empty.
    const timer = setTimeout(() => setPage(Math.min(page - 1, totalPages)), 0);
    return () => clearTimeout(timer);
  }, [isPending, total, page, totalPages, emptyPage, setPage]);

  if (total == null || totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const { from, to } = rowRange(current, perPage, total);
  const go = (target: number) => () => setPage(target);

  return (
    <Box
      component="nav"
      aria-label={translate('app.common.pagination.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        px: 2,
        py: 1.5,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.common.pagination.showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      </Typography>
      {small ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" variant="outlined" disabled={current <= 1} onClick={go(current - 1)}>
            {translate('app.common.pagination.previous')}
          </Button>
          <Button size="small" variant="outlined" disabled={current >= totalPages} onClick={go(current + 1)}>
            {translate('app.common.pagination.next')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton size="small" aria-label={translate('ra.navigation.first')} disabled={current <= 1} onClick={go(1)}>
            <FirstPageIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={translate('ra.navigation.previous')}
            disabled={current <= 1}
            onClick={go(current - 1)}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          {pageWindow(current, totalPages).map((n) => (
            <Button
              key={n}
              size="small"
              variant={n === current ? 'contained' : 'text'}
              aria-label={translate('ra.navigation.page', { page: n })}
              aria-current={n === current ? 'page' : undefined}
              onClick={n === current ? undefined : go(n)}
              sx={{ minWidth: 36 }}
            >
              {n}
            </Button>
          ))}
          <IconButton
            size="small"
            aria-label={translate('ra.navigation.next')}
            disabled={current >= totalPages}
            onClick={go(current + 1)}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={translate('ra.navigation.last')}
            disabled={current >= totalPages}
            onClick={go(totalPages)}
          >
            <LastPageIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
