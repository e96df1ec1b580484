import { describe, expect, it } from 'vitest';
import { keyBytes, pushSupported } from './browser-push';

describe('browser push', () => {
  it('is supported only with a service worker, the Push API and notifications', () => {
    const full = { navigator: { serviceWorker: {} }, PushManager: class {}, Notification: class {} } as unknown as Window;
    expect(pushSupported(full)).toBe(true);
    expect(pushSupported({ navigator: { serviceWorker: {} }, Notification: class {} } as unknown as Window)).toBe(false);
    expect(pushSupported({ navigator: {}, PushManager: class {}, Notification: class {} } as unknown as Window)).toBe(false);
    expect(pushSupported(undefined)).toBe(false);
  });

  it('reads the VAPID key from URL-safe base64', () => {
    const bytes = new Uint8Array([4, 250, 251, 62, 63, 0]);
    const text = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect([...keyBytes(text)]).toEqual([...bytes]);
  });
});
