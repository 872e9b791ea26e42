/**
 * The language switch of the sign-in page and the app bar: a button with the current language's name that opens
 * the list of languages. Why not react-admin's LocalesMenuButton: it keeps its MUI Menu mounted (Menu, Popover,
 * Modal, focus trap and transitions, ~10 KB gzip) on the sign-in page before anyone opens it, and names every
 * language on the first render. Here the menu's code loads when the pointer or the focus reaches the button, and
 * the menu mounts on the first open.
 */
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocales, useLocaleState } from 'react-admin';
import { useOpenedOnce } from './useOpenedOnce';

const loadList = () => import('./LanguageMenuList');
const LanguageMenuList = lazy(loadList);

export function LanguageMenu() {
  const languages = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useOpenedOnce(Boolean(anchor));
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.locale === locale);
  const name = current?.name ?? locale;
  return (
    <span>
      <Button
        color="inherit"
        // the name is the label everywhere; on a phone only the icon shows, leaving the page title its room
        aria-label={name}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {name}
        </Box>
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <LanguageMenuList anchor={anchor} languages={languages} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </span>
  );
}
