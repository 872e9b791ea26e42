/**
 * The app's light and dark themes (react-admin's defaults with the product palette) and the
 * sidebar breakpoint: under 1024 px the sidebar is a temporary drawer (spec part 1 §9).
 * Stage and status colours live in src/domain/colors.ts.
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Below this width (px) the sidebar is a drawer that closes after navigation. */
export const SIDEBAR_BREAKPOINT = 1024;

const shared: RaThemeOptions = {
  shape: { borderRadius: 8 },
  sidebar: { width: 248, closedWidth: 56 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h6: { fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 10 } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
};

/** Merges the product palette and the shared options over one of react-admin's default themes. */
function build(base: RaThemeOptions, palette: RaThemeOptions['palette']): RaThemeOptions {
  return {
    ...base,
    ...shared,
    typography: { ...base.typography, ...shared.typography },
    components: { ...base.components, ...shared.components },
    palette: { ...base.palette, ...palette },
  };
}

export const lightTheme = build(defaultLightTheme, {
  mode: 'light',
  primary: { main: '#1d4ed8' },
  secondary: { main: '#0f766e' },
  background: { default: '#f4f6fa', paper: '#ffffff' },
});

export const darkTheme = build(defaultDarkTheme, {
  mode: 'dark',
  primary: { main: '#93b4ff' },
  secondary: { main: '#5eead4' },
  background: { default: '#121620', paper: '#1b2130' },
});
