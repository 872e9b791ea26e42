/**
 * Link from an opportunity to its applications: /opportunity-applications filtered by it, a view the applications
 * screen loads from GET /opportunity-applications/opportunity/{id} and titles with the opportunity's name.
 */
import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Link } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { useFormat } from '../common/useFormat';

export const applicationsPath = (opportunityId: RaRecord['id']) =>
  `/opportunity-applications?filter=${encodeURIComponent(JSON.stringify({ opportunityId }))}`;

/** `count` (the list's Applications column): the number of applications as the link, named 'Applications to {title}: n'. */
export function ApplicationsLink({ record, variant = 'icon' }: { record: RaRecord; variant?: 'icon' | 'button' | 'count' }) {
  const translate = useTranslate();
  const { formatNumber } = useFormat();
  const label = translate('resources.opportunities.actions.applications', { title: record.title });
  const stop = (event: MouseEvent) => event.stopPropagation();
  const count = Number(record._count?.applications ?? 0);
  if (variant === 'count') {
    return (
      <Tooltip title={label}>
        <MuiLink component={Link} to={applicationsPath(record.id)} onClick={stop} aria-label={`${label}: ${formatNumber(count, 0)}`} sx={{ fontWeight: 600 }}>
          {formatNumber(count, 0)}
        </MuiLink>
      </Tooltip>
    );
  }
  return variant === 'icon' ? (
    <Tooltip title={label}>
      <IconButton component={Link} to={applicationsPath(record.id)} size="small" aria-label={label} onClick={stop}>
        <ListAltIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : (
    <Button component={Link} to={applicationsPath(record.id)} startIcon={<ListAltIcon />} onClick={stop}>
      {translate('resources.opportunities.actions.viewApplications', { smart_count: count })}
    </Button>
  );
}
