// FullCalendar 7 works on Temporal; the polyfill goes in before the calendar (a no-op where the browser has it).
import 'temporal-polyfill/global';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import enGb from '@fullcalendar/react/locales/en-gb';
import plLocale from '@fullcalendar/react/locales/pl';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { Box } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { TIMEZONE, type Locale } from '@harmony/shared';
import { formatMinutes } from '../timer/time-format';
import { ENTRY_CLASS, type CalendarEventInput } from './calendar-mapping';
import type { MoveInfo } from './use-event-move';

export interface CalendarViewProps {
  locale: Locale;
  events: CalendarEventInput[];
  /** The visible range changed: FullCalendar's start and end (exclusive), as it formats them. */
  onRange(startStr: string, endStr: string): void;
  onSelect(info: { startStr: string; endStr: string; allDay: boolean }): void;
  onEventClick(id: string): void;
  onMove(info: MoveInfo): void;
  editable: boolean;
  selectable: boolean;
}

/** The FullCalendar part of /uzytkownik/kalendarz (its own chunk, loaded with the screen): month, week and day. */
export default function CalendarView({ locale, events, onRange, onSelect, onEventClick, onMove, editable, selectable }: CalendarViewProps) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return (
    <Box
      data-testid="calendar"
      data-color-scheme={dark ? 'dark' : 'light'}
      sx={{
        // The calendar's palette from the app's theme.
        '--fc-classic-primary': theme.palette.primary.main,
        '--fc-classic-primary-foreground': theme.palette.primary.contrastText,
        '--fc-classic-button': theme.palette.grey[dark ? 800 : 700],
        '--fc-classic-button-border': theme.palette.grey[dark ? 800 : 700],
        '--fc-classic-button-strong': theme.palette.grey[900],
        '--fc-classic-button-strong-border': theme.palette.grey[900],
        '--fc-classic-background': theme.palette.background.paper,
        '--fc-classic-foreground': theme.palette.text.primary,
        '--fc-classic-border': theme.palette.divider,
        '--fc-classic-today': alpha(theme.palette.primary.main, 0.12),
        '--fc-classic-highlight': alpha(theme.palette.primary.main, 0.2),
        fontFamily: theme.typography.fontFamily,
        '& > *': { fontSize: '0.875rem' },
        [`& .${ENTRY_CLASS}`]: {
          backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, ${alpha(theme.palette.common.white, dark ? 0.06 : 0.35)} 6px 12px)`,
          borderStyle: 'dashed',
          opacity: 0.85,
          cursor: 'default',
        },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme]}
        initialView="dayGridMonth"
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
        locale={locale === 'pl' ? plLocale : enGb}
        firstDay={1}
        timeZone={TIMEZONE}
        height="auto"
        nowIndicator
        dayMaxEvents
        navLinks
        selectable={selectable}
        selectMirror
        editable={editable}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        scrollTime="08:00:00"
        events={events}
        datesSet={(info) => onRange(info.startStr, info.endStr)}
        select={(info) => onSelect({ startStr: info.startStr, endStr: info.endStr, allDay: info.allDay })}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          if (info.event.extendedProps.kind === 'event') onEventClick(info.event.id);
        }}
        eventDidMount={(info) => {
          const { kind, description, minutes } = info.event.extendedProps as { kind?: string; description?: string; minutes?: number };
          const parts = [info.event.title, kind === 'entry' && typeof minutes === 'number' ? formatMinutes(minutes) : '', description ?? ''];
          info.el.title = parts.filter(Boolean).join(' · ');
        }}
        eventDrop={(info) => onMove(info)}
        eventResize={(info) => onMove(info)}
      />
    </Box>
  );
}
