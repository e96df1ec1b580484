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
import { useState } from 'react';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { formatMinutes, TIMEZONE, type Locale } from '@harmony/shared';
import type { CalendarEventInput } from './calendar-mapping';
import { calendarSx } from './calendar-styles';
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

/** The FullCalendar part of /uzytkownik/kalendarz (in the screen's lazy chunk, never the main bundle): month, week and day. */
export default function CalendarView({ locale, events, onRange, onSelect, onEventClick, onMove, editable, selectable }: CalendarViewProps) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const [view, setView] = useState('dayGridMonth');
  return (
    <Box
      data-testid="calendar"
      data-view={view}
      data-color-scheme={dark ? 'dark' : 'light'}
      sx={calendarSx(theme)}
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme]}
        initialView="dayGridMonth"
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
        locale={locale === 'pl' ? plLocale : enGb}
        firstDay={1}
        timeZone={TIMEZONE}
        // Week and day scroll inside a screen-high box (so they open at 08:00); the month grows with the page.
        height={view.startsWith('timeGrid') ? 'max(480px, calc(100vh - 220px))' : 'auto'}
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
        eventOrder="order,start,-duration,title"
        slotEventOverlap={false}
        datesSet={(info) => {
          setView(info.view.type);
          onRange(info.startStr, info.endStr);
        }}
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
