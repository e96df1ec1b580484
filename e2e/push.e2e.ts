import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUSH_EVENTS_PATH, PUSH_SUBSCRIPTIONS_PATH, pushContract, type PushNotification, type PushPayload } from '@harmony/shared';
import { startPushService, type TestPushService, type TestSubscription } from '../apps/api/test/helpers/push-service.js';
import { api, getJson } from './support/api.js';
import { baseURL, launch, newPage, signIn, type DemoRole } from './support/browser.js';
import { fill } from './support/forms.js';

/**
 * Issue 28's Web Push end to end, in Polish and under /en (side by side against one server). Headless Chromium
 * reaches no real push service, so each journey's recipient registers two browsers — keys made as a browser makes
 * them — at a push service of the test's own on loopback, one of them expired (it answers 410). The administrator
 * sees the user menu's switch, is refused an empty title on /push/new, then sends to that one user, picked by name;
 * the local push service decrypts the message with the live browser's keys (title, body, link, delivery); the
 * journey reports it shown and clicked as the service worker does; /push/list counts 2 targeted, 1 accepted, 1
 * failed, 1 shown, 1 clicked, and its details name the failure's reason.
 */
let browser: Browser;
let service: TestPushService;
beforeAll(async () => {
  browser = await launch();
  service = await startPushService();
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

/** A browser of the signed-in user at the local push service, registered as the user menu would. */
async function register(page: Page): Promise<TestSubscription> {
  const subscription = service.subscribe();
  const res = await api(page, 'POST', PUSH_SUBSCRIPTIONS_PATH, { endpoint: subscription.endpoint, keys: subscription.keys, expirationTime: null });
  if (res.status !== 200) throw new Error(`subscribing answered ${res.status}: ${JSON.stringify(res.body)}`);
  return subscription;
}

/** What the service worker posts once it showed the notification, and once it is clicked (no session, no CSRF token). */
const report = (payload: PushPayload, event: 'shown' | 'clicked') =>
  fetch(`${baseURL()}${PUSH_EVENTS_PATH}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ delivery: payload.delivery, token: payload.token, event }),
  }).then((r) => r.status);

describe.concurrent.each([
  {
    prefix: '' as const, recipient: 'lider' as DemoRole, name: 'Lena Liderska', menu: 'Włącz powiadomienia', audience: 'Wybrani użytkownicy',
    required: 'Pole tytuł jest wymagane', gone: 'Subskrypcja wygasła', sent: 'Wysłane',
  },
  {
    prefix: '/en' as const, recipient: 'kontraktor' as DemoRole, name: 'Konrad Kontraktor', menu: 'Turn on notifications', audience: 'Chosen users',
    required: 'The title field is required', gone: 'Subscription expired', sent: 'Sent',
  },
])('push $prefix', ({ prefix, recipient, name, menu, audience, required, gone, sent }) => {
  it('is sent from /push/new to a user’s browsers, decrypted by the push service, and counted on /push/list', async ({ expect }) => {
    const them = await newPage(browser);
    const { context, page } = await newPage(browser);
    try {
      await signIn(them.page, recipient, { prefix });
      const live = await register(them.page);
      const expired = await register(them.page);
      service.answer(expired, 410);

      await signIn(page, 'admin', { prefix });
      // The user menu offers to turn this browser's notifications on (Chromium has the Push API).
      await page.getByTestId('user-menu-button').click();
      await expect.poll(() => page.getByTestId('push-toggle').textContent()).toBe(menu);
      await page.keyboard.press('Escape');

      await page.goto(`${prefix}/push/new`);
      await page.getByTestId('form-submit').click();
      await page.getByText(required).waitFor();
      const title = `Zebranie ${prefix || 'pl'} ${Date.now().toString(36)}`;
      await fill(page, 'title', title);
      await fill(page, 'body', 'Zapraszamy o 10:00 do sali konferencyjnej.');
      await fill(page, 'link', '/uzytkownik/kalendarz');
      await page.getByTestId('field-audience').click();
      await page.getByRole('option', { name: audience, exact: true }).click();
      await fill(page, 'user_ids', name.split(' ')[1]!);
      await page.getByRole('option', { name, exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('form-submit').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/push/list`);

      // The push service decrypts it with the live browser's keys; the expired one is asked too, and answers 410.
      await expect.poll(() => service.received.filter((r) => r.subscription === live.id).length, { timeout: 20_000 }).toBe(1);
      const message = service.received.find((r) => r.subscription === live.id)!;
      const payload = JSON.parse(message.text) as PushPayload;
      expect(payload).toMatchObject({ title, body: 'Zapraszamy o 10:00 do sali konferencyjnej.', link: '/uzytkownik/kalendarz' });
      expect(payload.delivery).toBeGreaterThan(0);
      expect(message.vapid.aud).toBe(service.origin);
      await expect.poll(() => service.received.some((r) => r.subscription === expired.id && r.status === 410)).toBe(true);

      expect(await report(payload, 'shown')).toBe(200);
      expect(await report(payload, 'clicked')).toBe(200);

      const [push] = (await getJson<{ data: PushNotification[] }>(page, `${pushContract.path}?search=${encodeURIComponent(title)}`)).data;
      await page.goto(`${prefix}/push/list?search=${encodeURIComponent(title)}`);
      const cell = (field: string) => page.getByTestId(`push-${field}-${push!.id}`).textContent();
      await expect.poll(async () => [await cell('targeted'), await cell('accepted'), await cell('failed'), await cell('shown'), await cell('clicked')], { timeout: 15_000 })
        .toEqual(['2', '1', '1', '1', '1']);
      expect(await page.getByTestId(`push-status-${push!.id}`).textContent()).toBe(sent);

      await page.getByTestId(`push-details-${push!.id}`).click();
      await page.getByTestId('push-failure-gone').getByText(gone).waitFor();
      // The recipient turns the live browser off again (the expired one went with its 410).
      expect((await api(them.page, 'DELETE', PUSH_SUBSCRIPTIONS_PATH, { endpoint: live.endpoint })).status).toBe(200);
    } finally {
      await context.close();
      await them.context.close();
    }
  });
});
