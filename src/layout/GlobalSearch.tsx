import { useState, type KeyboardEvent } from 'react';
import { Box, ClickAwayListener, IconButton, InputBase, Paper, useMediaQuery, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate, useTranslate } from 'react-admin';
import { SEARCH_MIN_CHARS, useGlobalSearch, type SearchHit } from './useGlobalSearch';
import { hitId, RESULTS_ID, SearchResults } from './SearchResults';

/**
 * The header search (docs/requirements.md §2 "Shell", done for real): users, businesses and bootcamps
 * matching the text, grouped in a popover; arrows move, Enter opens, Escape closes. Under
 * 900 px it is an icon that expands over the app bar.
 */
export function GlobalSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setActive] = useState(-1);
  const search = useGlobalSearch(term);
  const { hits } = search;
  const active = highlighted < hits.length ? highlighted : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const collapse = () => {
    close();
    setExpanded(false);
  };
  const go = (hit: SearchHit) => {
    navigate(hit.path);
    setTerm('');
    collapse();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 && step < 0 ? hits.length - 1 : (active + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active] ?? hits[0];
      if (hit && !search.pending) go(hit);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) close();
      else collapse();
    }
  };

  if (compact && !expanded) {
    return (
      <IconButton color="inherit" aria-label={translate('app.shell.search.open')} onClick={() => setExpanded(true)}>
        <SearchIcon />
      </IconButton>
    );
  }

  const placeholder = translate('app.shell.search.placeholder');
  const showResults = open && term.trim().length >= SEARCH_MIN_CHARS;
  return (
    <ClickAwayListener onClickAway={compact ? collapse : close}>
      <Box
        sx={
          compact
            ? { position: 'absolute', inset: 0, zIndex: 2, display: 'flex', alignItems: 'center', gap: 1, px: 1, bgcolor: 'background.paper' }
            : { position: 'relative', flex: '0 1 420px', minWidth: 200, mx: 2 }
        }
      >
        {compact && (
          <IconButton aria-label={translate('app.shell.search.close')} onClick={collapse}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ position: 'relative', flex: 1 }}>
          <InputBase
            autoFocus={compact}
            value={term}
            placeholder={placeholder}
            onChange={(event) => {
              setTerm(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            startAdornment={<SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />}
            inputProps={{
              role: 'combobox',
              'aria-label': placeholder,
              'aria-expanded': showResults,
              'aria-controls': RESULTS_ID,
              'aria-autocomplete': 'list',
              'aria-activedescendant': active >= 0 ? hitId(active) : undefined,
            }}
            sx={{ width: '100%', px: 1.5, py: 0.25, borderRadius: 2, bgcolor: 'action.hover', fontSize: 14 }}
          />
          {showResults && (
            <Paper
              elevation={8}
              sx={{ position: 'absolute', top: 'calc(100% + 6px)', left: 0, right: 0, minWidth: 280, maxHeight: '70vh', overflowY: 'auto', zIndex: 'modal' }}
            >
              <SearchResults
                groups={search.groups}
                active={active}
                pending={search.pending}
                error={search.error}
                onSelect={go}
                onHover={setActive}
              />
            </Paper>
          )}
        </Box>
      </Box>
    </ClickAwayListener>
  );
}
