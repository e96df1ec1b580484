import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY, updateEvent, type CalendarEvent } from './calendar-api';
import { movedEventBody, type MovedEvent } from './calendar-mapping';

/** What FullCalendar hands to eventDrop and eventResize (the part used here). */
export interface MoveInfo {
  event: MovedEvent;
  revert(): void;
}

/**
 * Dragging or resizing an event saves it at once (PUT /api/events, id in the body). The cached lists take
 * the new times first, so the calendar does not jump back; a refused save puts the event back where it was,
 * and the api client shows the server's message.
 */
export function useEventMove(find: (id: number) => CalendarEvent | undefined) {
  const client = useQueryClient();
  return useCallback(
    async (info: MoveInfo) => {
      const body = movedEventBody(info.event, find(Number(info.event.id)));
      const snapshot = client.getQueriesData<CalendarEvent[]>({ queryKey: EVENTS_KEY });
      client.setQueriesData<CalendarEvent[]>({ queryKey: EVENTS_KEY }, (list) => list?.map((e) => (e.id === body.id ? body : e)));
      try {
        await updateEvent(body);
      } catch {
        for (const [key, data] of snapshot) client.setQueryData(key, data);
        info.revert();
      } finally {
        void client.invalidateQueries({ queryKey: EVENTS_KEY });
      }
    },
    [client, find],
  );
}
