import { eventsContract } from '@harmony/shared';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { fakeServer } from '../../test/render-screen';
import { eventsKey } from './calendar-api';
import { eventToInput } from './calendar-mapping';
import { useEventMove } from './use-event-move';

const meeting: CalendarEvent = {
  id: 42, title: 'Spotkanie', description: 'Z klientem', starts_at: '2026-03-02T08:00:00.000Z', ends_at: '2026-03-02T09:00:00.000Z', all_day: false, color: '#e53935',
};
const holiday: CalendarEvent = {
  id: 43, title: 'Urlop', description: '', starts_at: '2026-03-04T23:00:00.000Z', ends_at: '2026-03-06T23:00:00.000Z', all_day: true, color: '#43a047',
};

function setup(answer: { status?: number; body: unknown }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(eventsKey('a', 'b'), [meeting, holiday]);
  const server = fakeServer(() => answer);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const byId = new Map([meeting, holiday].map((e) => [e.id, e]));
  const { result } = renderHook(() => useEventMove((id) => byId.get(id)), { wrapper });
  return { client, server, move: result.current };
}

describe('moving an event on the calendar', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('drag → PUT /api/events with the whole event and its id in the body', async () => {
    const { server, client, move } = setup({ body: { message: 'Zapisano zmiany wydarzenia.' } });
    const revert = vi.fn();
    // What FullCalendar (timeZone Europe/Warsaw) reports after dragging the meeting to Wednesday 14:30.
    const dropped = { ...eventToInput(meeting), startStr: '2026-03-04T14:30:00+01:00', endStr: '2026-03-04T15:30:00+01:00' };
    await act(() => move({ event: dropped, revert }));

    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(eventsContract.path);
    expect(put.body).toEqual({
      id: 42, title: 'Spotkanie', description: 'Z klientem', starts_at: '2026-03-04T13:30:00.000Z', ends_at: '2026-03-04T14:30:00.000Z', all_day: false, color: '#e53935',
    });
    expect(revert).not.toHaveBeenCalled();
    expect(client.getQueryData<CalendarEvent[]>(eventsKey('a', 'b'))![0]!.starts_at).toBe('2026-03-04T13:30:00.000Z');
  });

  it('resizing an all-day event sends Warsaw midnights (end exclusive)', async () => {
    const { server, move } = setup({ body: { message: 'ok' } });
    const resized = { ...eventToInput(holiday), startStr: '2026-03-05', endStr: '2026-03-09' };
    await act(() => move({ event: resized, revert: vi.fn() }));
    expect(server.requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
      id: 43, all_day: true, starts_at: '2026-03-04T23:00:00.000Z', ends_at: '2026-03-08T23:00:00.000Z',
    });
  });

  it('a refused move puts the event back', async () => {
    const { client, move } = setup({ status: 422, body: { message: 'Wydarzenie może trwać najwyżej 31 dni.', errors: { ends_at: ['za długo'] } } });
    const revert = vi.fn();
    const dropped = { ...eventToInput(meeting), startStr: '2026-03-04T14:30:00+01:00', endStr: '2026-05-04T15:30:00+02:00' };
    await act(() => move({ event: dropped, revert }));
    expect(revert).toHaveBeenCalledOnce();
    expect(client.getQueryData<CalendarEvent[]>(eventsKey('a', 'b'))![0]).toEqual(meeting);
  });
});
