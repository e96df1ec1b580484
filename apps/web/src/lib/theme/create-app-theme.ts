import { createTheme, type Theme } from '@mui/material/styles';
import { DARK_COLORS, THEME_COLOR } from '@harmony/shared';
import type { ThemeMode } from './theme-mode';

const INK = '#1f1f1f';
/**
 * The brand amber (#f5b135) is a background colour: as text on white it is 1.9:1, under WCAG's 4.5:1. In
 * the light theme, text drawn "in the primary colour" (text and outlined buttons, links, focused labels,
 * outlined chips, large accent text) takes this darker amber instead: 5.9:1 on white, 5.5:1 on the page.
 */
export const PRIMARY_TEXT = '#8a5a00';
/** The accent colour for text in the given mode (the brand amber reads well on the dark theme). */
export const accentText = (theme: Theme): string => (theme.palette.mode === 'dark' ? theme.palette.primary.main : PRIMARY_TEXT);

const primaryOwner = ({ ownerState }: { ownerState: { color?: unknown } }) => ownerState.color === 'primary';
/** Light-theme overrides that keep primary-coloured text readable (see PRIMARY_TEXT). */
const READABLE_PRIMARY_TEXT = {
  MuiButton: {
    styleOverrides: {
      root: ({ ownerState }: { ownerState: { color?: unknown; variant?: unknown } }) =>
        ownerState.color === 'primary' && ownerState.variant !== 'contained' ? { color: PRIMARY_TEXT } : {},
    },
  },
  MuiIconButton: { styleOverrides: { root: (props: { ownerState: { color?: unknown } }) => (primaryOwner(props) ? { color: PRIMARY_TEXT } : {}) } },
  MuiLink: { styleOverrides: { root: (props: { ownerState: { color?: unknown } }) => (primaryOwner(props) ? { color: PRIMARY_TEXT } : {}) } },
  MuiChip: {
    styleOverrides: {
      root: ({ ownerState }: { ownerState: { color?: unknown; variant?: unknown } }) =>
        ownerState.color === 'primary' && ownerState.variant === 'outlined' ? { color: PRIMARY_TEXT } : {},
    },
  },
  MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: PRIMARY_TEXT } } } },
  MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: PRIMARY_TEXT } } } },
  MuiTypography: { styleOverrides: { root: (props: { ownerState: { color?: unknown } }) => (primaryOwner(props) ? { color: PRIMARY_TEXT } : {}) } },
} as const;

export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: dark
      ? {
          mode: 'dark',
          primary: { main: DARK_COLORS.primary, contrastText: INK },
          background: { default: DARK_COLORS.background, paper: DARK_COLORS.paper },
          text: { primary: DARK_COLORS.text },
        }
      : {
          mode: 'light',
          primary: { main: THEME_COLOR, contrastText: INK },
          // MUI's white on its orange is 3.1:1; dark text on it is 5.3:1.
          warning: { main: '#ed6c02', contrastText: INK },
          background: { default: '#f6f6f4', paper: '#ffffff' },
        },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Keyboard users must always see where they are (WCAG 2.4.7); the ripple alone is not enough.
          ':focus-visible': { outline: `3px solid ${dark ? DARK_COLORS.primary : PRIMARY_TEXT}`, outlineOffset: 2 },
        },
      },
      MuiAppBar: { defaultProps: { color: 'default' } },
      // A read-only field's hint says why it can't be changed: it stays as readable as any hint (MUI greys it to 2.7:1).
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
      ...(dark ? {} : READABLE_PRIMARY_TEXT),
    },
  });
}
