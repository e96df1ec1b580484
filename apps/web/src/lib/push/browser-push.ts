import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH, type PushSubscriptionInput } from '@harmony/shared';
import { api, request } from '../api';

/** This browser's notifications: on (subscribed), off, or blocked (the user refused them in the browser). */
export type PushState = 'on' | 'off' | 'blocked';

/** Whether this browser can take push messages at all: a service worker, the Push API and notifications. */
export const pushSupported = (w: Window | undefined = globalThis.window): boolean =>
  !!w && 'serviceWorker' in w.navigator && 'PushManager' in w && 'Notification' in w;

/** The VAPID key as pushManager.subscribe takes it (URL-safe base64 → bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** The offline shell's worker (registered at start in a production build; here too in development). */
async function worker(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration('/');
  if (!found) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

const current = async () => (await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription()) ?? null;

export async function pushState(): Promise<PushState> {
  if (Notification.permission === 'denied') return 'blocked';
  return (await current()) ? 'on' : 'off';
}

/**
 * Asks the browser's permission, subscribes through the service worker with the app's VAPID key and hands the
 * subscription to the API (whose message is the alert). A subscription made with another key (the database
 * replaced) is made anew.
 */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await worker();
  const { public_key } = await api.get<{ public_key: string }>(PUSH_KEY_PATH, { silent: true });
  const key = keyBytes(public_key);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.post(PUSH_SUBSCRIPTIONS_PATH, subscription.toJSON() as PushSubscriptionInput);
  return 'on';
}

/** The API forgets this browser, then the browser drops its subscription. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await current();
  if (subscription) {
    await request(PUSH_SUBSCRIPTIONS_PATH, { method: 'DELETE', body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
