import { useCallback, useState } from 'react';
import { Alert, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from '../../lib/auth/use-auth';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { createEvent, deleteEvent, EVENTS_KEY, updateEvent, type EventInput } from './calendar-api';
import { addDays, addHoursWall, calendarStrToInstant, instantToWall, nextFullHourWall } from './calendar-dates';
import { DEFAULT_EVENT_COLOR, eventToDraft, type EventDraft } from './calendar-mapping';
import CalendarView from './calendar-view';
import { EventDialog } from './event-dialog';
import { useCalendarData, type VisibleRange } from './use-calendar-data';
import { useEventMove } from './use-event-move';

const emptyDraft = (start: string, end: string, allDay: boolean): EventDraft => ({
  title: '', description: '', all_day: allDay, color: DEFAULT_EVENT_COLOR, start, end,
});

/** /uzytkownik/kalendarz: the user's events (create, move, resize, edit, delete) with their time entries alongside. */
export function CalendarPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { user } = useAuth();
  const allows = useCan();
  const client = useQueryClient();
  const canCreate = allows({ permission: 'Kalendarz__wlasne', verb: 'dodawanie' });
  const canEdit = allows({ permission: 'Kalendarz__wlasne', verb: 'edycja' });
  const canDelete = allows({ permission: 'Kalendarz__wlasne', verb: 'usuwanie' });
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [showEntries, setShowEntries] = useState(true);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const data = useCalendarData(range, user?.id);
  const onMove = useEventMove(useCallback((id: number) => data.byId.get(id), [data.byId]));

  const onRange = useCallback((startStr: string, endStr: string) => {
    setRange((r) => (r?.startStr === startStr && r.endStr === endStr ? r : { startStr, endStr }));
  }, []);
  const onSelect = useCallback(({ startStr, endStr, allDay }: { startStr: string; endStr: string; allDay: boolean }) => {
    if (allDay) setDraft(emptyDraft(startStr.slice(0, 10), addDays(endStr.slice(0, 10), -1), true));
    else setDraft(emptyDraft(instantToWall(calendarStrToInstant(startStr)), instantToWall(calendarStrToInstant(endStr)), false));
  }, []);
  const onEventClick = useCallback(
    (id: string) => {
      const event = data.byId.get(Number(id));
      if (event) setDraft(eventToDraft(event));
    },
    [data.byId],
  );

  const refresh = () => client.invalidateQueries({ queryKey: EVENTS_KEY });
  const save = async (input: EventInput, id?: number) => {
    if (id === undefined) await createEvent(input);
    else await updateEvent({ id, ...input });
    await refresh();
  };
  const remove = async (id: number) => {
    await deleteEvent(id);
    await refresh();
  };
  const newEvent = () => {
    const start = nextFullHourWall();
    setDraft(emptyDraft(start, addHoursWall(start, 1), false));
  };

  const events = showEntries ? data.inputs : data.inputs.filter((e) => e.extendedProps.kind === 'event');
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={showEntries} onChange={(e) => setShowEntries(e.target.checked)} slotProps={{ input: { 'data-testid': 'calendar-show-entries' } as object }} />}
            label={t('webTime.calendar.showEntries')}
          />
          {canCreate && (
            <Button variant="contained" startIcon={<Add />} onClick={newEvent} data-testid="calendar-new-event">
              {t('webTime.calendar.newEvent')}
            </Button>
          )}
        </Stack>
      </Stack>
      {(data.eventsFailed || data.entriesFailed) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {data.eventsFailed ? t('webTime.calendar.eventsFailed') : t('webTime.calendar.entriesFailed')}
        </Alert>
      )}
      <CalendarView
        locale={locale}
        events={events}
        onRange={onRange}
        onSelect={onSelect}
        onEventClick={onEventClick}
        onMove={(info) => void onMove(info)}
        editable={canEdit}
        selectable={canCreate}
      />
      {draft && (
        <EventDialog
          key={draft.id ?? `${draft.start}-${draft.end}`}
          draft={draft}
          onSave={save}
          onDelete={canDelete ? remove : undefined}
          onClose={() => setDraft(null)}
        />
      )}
    </>
  );
}
