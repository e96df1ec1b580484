import { createTheme, type Theme } from '@mui/material/styles';
import { DARK_COLORS, THEME_COLOR } from '@harmony/shared';
import type { ThemeMode } from './theme-store';

const INK = '#1f1f1f';

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
          background: { default: '#f6f6f4', paper: '#ffffff' },
        },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Keyboard users must always see where they are (WCAG 2.4.7); the ripple alone is not enough.
          ':focus-visible': { outline: `3px solid ${dark ? DARK_COLORS.primary : '#8a5a00'}`, outlineOffset: 2 },
        },
      },
      MuiAppBar: { defaultProps: { color: 'default' } },
    },
  });
}
