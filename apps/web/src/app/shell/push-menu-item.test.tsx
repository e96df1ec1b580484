import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MenuList } from '@mui/material';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH } from '@harmony/shared';
import { fakeServer } from '../../test/render-screen';
import { PushMenuItem } from './push-menu-item';

const KEY = 'BAECAwQ';

/** A browser with the Push API: a service worker whose pushManager subscribes, and the permission the user gives. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON(): object; unsubscribe(): Promise<boolean> } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        options: { applicationServerKey: applicationServerKey.buffer as ArrayBuffer },
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: vi.fn(async () => { subscription = null; return true; }),
      };
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), register: vi.fn(), ready: Promise.resolve(registration) },
  });
  return pushManager;
}

describe('the user menu’s notifications switch', () => {
  // jsdom has no service worker: the one defined here goes with the test (the globals are unstubbed by setup.ts).
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('is not there without the Push API', () => {
    render(<MenuList><PushMenuItem open onDone={() => undefined} /></MenuList>);
    expect(screen.queryByTestId('push-toggle')).toBeNull();
  });

  it('turns notifications on: asks, subscribes with the VAPID key, posts the subscription; then off again', async () => {
    const manager = fakeBrowser('default');
    const { requests } = fakeServer(({ method, path }) => {
      if (method === 'GET' && path === PUSH_KEY_PATH) return { body: { public_key: KEY } };
      if (path === PUSH_SUBSCRIPTIONS_PATH) return { body: { message: method === 'POST' ? 'Włączone.' : 'Wyłączone.' } };
      return undefined;
    });
    const done = vi.fn();
    render(<MenuList><PushMenuItem open onDone={done} /></MenuList>);
    const toggle = await screen.findByTestId('push-toggle');
    expect(toggle.textContent).toBe('Włącz powiadomienia');
    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect(screen.getByTestId('push-toggle').textContent).toBe('Wyłącz powiadomienia'));
    expect(done).toHaveBeenCalled();
    expect([...new Uint8Array(manager.subscribe.mock.calls[0]![0].applicationServerKey)]).toEqual([4, 1, 2, 3, 4]);
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({ path: PUSH_SUBSCRIPTIONS_PATH, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } } });

    await act(async () => fireEvent.click(screen.getByTestId('push-toggle')));
    await waitFor(() => expect(screen.getByTestId('push-toggle').textContent).toBe('Włącz powiadomienia'));
    expect(requests.find((r) => r.method === 'DELETE')).toMatchObject({ path: PUSH_SUBSCRIPTIONS_PATH, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' } });
  });

  it('says so, disabled, where the browser blocks notifications', async () => {
    fakeBrowser('denied');
    render(<MenuList><PushMenuItem open onDone={() => undefined} /></MenuList>);
    const toggle = await screen.findByTestId('push-toggle');
    expect(toggle.textContent).toBe('Powiadomienia zablokowane w przeglądarce');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
  });
});
