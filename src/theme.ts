/**
 * The app's light and dark themes (react-admin's defaults with the product palette) and the
 * sidebar breakpoint: under 1024 px the sidebar is a temporary drawer (docs/requirements.md §9).
 * Stage and status colours live in src/domain/colors.ts.
 *
 * Accessibility, once for every screen:
 * - every palette colour reads at 4.5:1 or better as text on the paper and under its contrast text
 *   (MUI's default warning, info and dark-mode error do not), and `contrastThreshold: 4.5` makes MUI
 *   pick that contrast text by the WCAG ratio;
 * - a checkbox's name belongs on its <input>: react-admin's DataTable row checkbox passes
 *   `aria-label` to the MUI Checkbox, which puts it on the root <span> (prohibited there) and leaves
 *   the input nameless; the Checkbox defaults below move it to the input, for every present and
 *   future table;
 * - avatar initials get a background they read on (MUI's grey gives 1.7:1).
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** An avatar in the primary colour with its contrast text (the sign-in logo, the user menu, the profile, logo initials). */
export const PRIMARY_AVATAR = { bgcolor: 'primary.main', color: 'primary.contrastText' } as const;

/** Below this width (px) the sidebar is a drawer that closes after navigation. */
export const SIDEBAR_BREAKPOINT = 1024;
/** The sidebar's width, open and closed to its icons (px). */
export const SIDEBAR_WIDTH = { open: 248, closed: 56 } as const;

const shared: RaThemeOptions = {
  shape: { borderRadius: 8 },
  sidebar: { width: SIDEBAR_WIDTH.open, closedWidth: SIDEBAR_WIDTH.closed },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h6: { fontWeight: 600 },
  },
  components: {
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 10 } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
    // A tooltip never takes the pointer: the one a dialog's closing brings back (focus returns to the row's button)
    // lies over the next row's controls and would swallow their clicks.
    MuiTooltip: { defaultProps: { disableInteractive: true } },
  },
};

/** Merges the product palette and the shared options over one of react-admin's default themes. */
/** Colours outside MUI's palette: avatar initials (background and text) and the focus ring. */
interface Accents {
  avatarBg: string;
  avatarFg: string;
  focus: string;
}

function build(base: RaThemeOptions, palette: RaThemeOptions['palette'], accents: Accents): RaThemeOptions {
  const focusRing = { outline: `2px solid ${accents.focus}`, outlineOffset: 2 };
  return {
    ...base,
    ...shared,
    typography: { ...base.typography, ...shared.typography },
    components: {
      ...base.components,
      ...shared.components,
      MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: accents.avatarBg, color: accents.avatarFg } } },
      // A visible focus ring on everything reached by the keyboard (MUI's ripple alone is faint).
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiCssBaseline: { styleOverrides: { 'a:focus-visible, [tabindex]:not(input):focus-visible': focusRing } },
    },
    palette: { ...base.palette, contrastThreshold: 4.5, ...palette },
  };
}

export const lightTheme = build(defaultLightTheme, {
  mode: 'light',
  primary: { main: '#1d4ed8' },
  secondary: { main: '#0f766e' },
  background: { default: '#f4f6fa', paper: '#ffffff' },
  error: { main: '#c62828' },
  warning: { main: '#b45309' },
  info: { main: '#0277bd' },
  success: { main: '#2e7d32' },
}, { avatarBg: '#546e7a', avatarFg: '#ffffff', focus: '#1d4ed8' });

export const darkTheme = build(defaultDarkTheme, {
  mode: 'dark',
  primary: { main: '#93b4ff' },
  secondary: { main: '#5eead4' },
  background: { default: '#121620', paper: '#1b2130' },
  error: { main: '#f87171' },
  warning: { main: '#fbbf24' },
  info: { main: '#38bdf8' },
  success: { main: '#4ade80' },
}, { avatarBg: '#3b4a63', avatarFg: '#e8edf7', focus: '#93b4ff' });
