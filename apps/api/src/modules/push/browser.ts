import type { FastifyInstance } from 'fastify';
import { encodeRule, messageRead, PUSH_EVENTS_PATH, PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH, pushContract, pushEventInput, pushKeyRead,
  pushSubscriptionInput, pushUnsubscribeInput, type PushSubscriptionInput } from '@harmony/shared';
import { notFound } from '../../lib/http-errors.js';
import { recordEvent } from '../../lib/push/deliver.js';
import { vapidKeys } from '../../lib/push/vapid.js';
import { fieldErrors, validationError } from '../../lib/validate.js';
import { isPushService, removeSubscription, saveSubscription } from './repository.js';

const labels = { labels: pushContract.labels };

/**
 * What a browser calls: the VAPID public key and its own subscription (any signed-in user, for themselves), and the
 * service worker's report of a notification shown or clicked — no session there (a notification outlives one), so
 * no CSRF token either; the delivery's random token is what makes it unforgeable for any other delivery.
 */
export function browserRoutes(app: FastifyInstance): void {
  app.get(PUSH_KEY_PATH, { schema: { response: { 200: pushKeyRead } } }, async () => ({ public_key: (await vapidKeys(app.db)).publicKey }));

  app.post(PUSH_SUBSCRIPTIONS_PATH, { config: { ...labels, authSync: false }, schema: { body: pushSubscriptionInput, response: { 200: messageRead } } }, async (req) => {
    const input = req.body as PushSubscriptionInput;
    if (!isPushService(input.endpoint, app.config.pushServiceHosts)) {
      throw validationError(fieldErrors([{ path: ['endpoint'], message: encodeRule('in') }], req, pushContract.labels));
    }
    await saveSubscription(app.db, req.user!.id, input, req.headers['user-agent']?.slice(0, 500) ?? null);
    return { message: req.t('push.subscribed') };
  });

  app.delete(PUSH_SUBSCRIPTIONS_PATH, { config: { ...labels, authSync: false }, schema: { body: pushUnsubscribeInput, response: { 200: messageRead } } }, async (req) => {
    await removeSubscription(app.db, req.user!.id, (req.body as { endpoint: string }).endpoint);
    return { message: req.t('push.unsubscribed') };
  });

  app.post(PUSH_EVENTS_PATH, {
    config: { ...labels, public: true, csrf: false, csrfCookie: false, authSync: false },
    schema: { body: pushEventInput, response: { 200: messageRead } },
  }, async (req) => {
    const { delivery, token, event } = req.body as { delivery: number; token: string; event: 'shown' | 'clicked' };
    if (!(await app.db.transaction((tx) => recordEvent(tx, delivery, token, event)))) throw notFound();
    return { message: 'OK' };
  });
}
