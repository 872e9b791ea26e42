/**
 * The sign-in page's light/dark switch. Why not react-admin's ToggleThemeButton: it wraps the button in a MUI
 * Tooltip, which brings Popper (and @popperjs/core, ~14 KB gzip) into the sign-in bundle; a `title` gives
 * pointer users the same hint, and the name is on the button for everyone else. Same store key and logic.
 */
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { useTheme, useThemesContext, useTranslate } from 'react-admin';

export const ThemeSwitch = () => {
  const translate = useTranslate();
  const { darkTheme, defaultTheme } = useThemesContext();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [theme, setTheme] = useTheme(defaultTheme || (prefersDark && darkTheme ? 'dark' : 'light'));
  const label = translate('ra.action.toggle_theme', { _: 'Toggle Theme' });
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
      {theme === 'dark' ? <Brightness7Icon /> : <Brightness4Icon />}
    </IconButton>
  );
};
