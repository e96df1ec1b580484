import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { ENTRY_CLASS } from './calendar-mapping';

/** FullCalendar's classic theme in the app's colours, and the quieter look of time entries. */
export function calendarSx(theme: Theme): SystemStyleObject<Theme> {
  const dark = theme.palette.mode === 'dark';
  return {
    // '&&' outranks the palette's own [data-color-scheme] rules.
    '&&': {
      '--fc-classic-primary': theme.palette.primary.main,
      '--fc-classic-primary-foreground': theme.palette.primary.contrastText,
      '--fc-classic-button': theme.palette.grey[dark ? 800 : 700],
      '--fc-classic-button-border': theme.palette.grey[dark ? 800 : 700],
      '--fc-classic-button-strong': theme.palette.grey[dark ? 600 : 900],
      '--fc-classic-button-strong-border': theme.palette.grey[dark ? 600 : 900],
      '--fc-classic-background': theme.palette.background.paper,
      '--fc-classic-foreground': theme.palette.text.primary,
      // The palette's greys (#9ca3af on white: 2.5:1) fail WCAG's 4.5:1 for the other months' day numbers.
      '--fc-classic-faint-foreground': theme.palette.text.secondary,
      '--fc-classic-muted-foreground': theme.palette.text.secondary,
      '--fc-classic-border': theme.palette.divider,
      '--fc-classic-today': alpha(theme.palette.primary.main, 0.12),
      '--fc-classic-highlight': alpha(theme.palette.primary.main, 0.2),
    },
    fontFamily: theme.typography.fontFamily,
    '& > *': { fontSize: '0.875rem' },
    // Time entries are read-only: muted lines in the month, hatched blocks in week and day.
    [`& .${ENTRY_CLASS}`]: { cursor: 'default', fontStyle: 'italic' },
    [`&[data-view="dayGridMonth"] .${ENTRY_CLASS}`]: { color: 'text.secondary', '& *': { fontWeight: 400 } },
    [`&[data-view^="timeGrid"] .${ENTRY_CLASS}`]: {
      backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, ${alpha(theme.palette.common.white, dark ? 0.08 : 0.3)} 6px 12px)`,
      opacity: 0.75,
    },
  };
}
