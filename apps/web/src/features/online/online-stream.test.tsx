import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type OnlineUser } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { queryClient } from '../../lib/query-client';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { OnlinePage } from './online-page';

/** A stand-in for the browser's EventSource: the test pushes events and errors. */
class MockEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: MockEventSource[] = [];
  readyState = MockEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    MockEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.readyState = MockEventSource.CLOSED;
  }
  open() {
    this.readyState = MockEventSource.OPEN;
    this.onopen?.();
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail(state: number) {
    this.readyState = state;
    this.onerror?.();
  }
}

const route = ROUTES.find((r) => r.name === 'adminOnline')!;
const started = new Date(Date.now() - 90 * 60_000).toISOString();
const anna: OnlineUser = { user: { id: 7, name: 'Anna Nowak' }, project: { id: 3, name: 'Sklep' }, description: 'Koszyk', started_at: started };
const piotr: OnlineUser = { user: { id: 9, name: 'Piotr Lis' }, project: null, description: '', started_at: new Date().toISOString() };

describe('who is online, live', () => {
  beforeEach(() => {
    stubDesktopMedia();
    MockEventSource.instances = [];
    vi.stubGlobal('EventSource', MockEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('applies every `online` event of the stream to the list and to the top bar’s counter', async () => {
    fakeServer(({ path }) => (path === '/api/v1/admin/times/online' ? { body: { data: [anna] } } : undefined));
    renderScreen(<OnlinePage route={route} />, { path: '/administrator/online' });
    expect(await screen.findByTestId('online-row-7')).toBeTruthy();
    expect(screen.getByTestId('online-row-7').textContent).toContain('Sklep');
    expect(screen.getByTestId('online-elapsed-7').textContent).toMatch(/^1:30:0\d$/);

    const source = MockEventSource.instances.at(-1)!;
    expect(source.url).toBe('/api/v1/admin/times/online/stream');
    act(() => source.open());
    expect(screen.getByTestId('online-live').getAttribute('data-live')).toBe('true');

    act(() => source.emit('online', { data: [anna, piotr] }));
    expect(await screen.findByTestId('online-row-9')).toBeTruthy();
    expect(queryClient.getQueryData(['online-count'])).toEqual({ count: 2 });

    act(() => source.emit('online', { data: [piotr] }));
    await waitFor(() => expect(screen.queryByTestId('online-row-7')).toBeNull());
    expect(queryClient.getQueryData(['online-count'])).toEqual({ count: 1 });

    act(() => source.emit('online', { data: [] }));
    expect(await screen.findByTestId('online-empty')).toBeTruthy();
  });

  it('polls while the stream is down and opens a new one after a refused connection', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = fakeServer(({ path }) => (path === '/api/v1/admin/times/online' ? { body: { data: [anna] } } : undefined));
    renderScreen(<OnlinePage route={route} />, { path: '/administrator/online' });
    expect(await screen.findByTestId('online-row-7')).toBeTruthy();
    const first = MockEventSource.instances.at(-1)!;
    act(() => first.open());
    act(() => first.fail(MockEventSource.CLOSED));
    expect(screen.getByTestId('online-live').getAttribute('data-live')).toBe('false');

    const reads = () => requests.filter((r) => r.path === '/api/v1/admin/times/online').length;
    const before = reads();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(MockEventSource.instances.length).toBeGreaterThan(1);
    expect(MockEventSource.instances.at(-1)).not.toBe(first);
  });
});
