import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  NEWSLETTER_PATH, NEWSLETTER_SUBSCRIBE_PATH, newsletterPreferencesPath, newsletterPublicQuery, newsletterUnsubscribePath, subscribeInput, subscribeRead,
  SUBSCRIBER_TOKEN, subscribersContract, type Locale,
} from '@harmony/shared';
import { newsletterClicks, newsletterLinks, newsletterSubscribers } from '../../db/schema.js';
import { acceptUrlEncoded } from '../../lib/form-bodies.js';
import { publicRateLimiter } from '../public-content/rate-limit.js';
import { confirmedPage, invalidPage, preferencesPage, unsubscribedPage, unsubscribePage } from './pages.js';
import { listOrRefuse } from './subscribers.js';
import { confirm, findByToken, savePreferences, subscribe, subscriptionsOf, unsubscribe, type FoundSubscription } from './subscriptions.js';

// No session, so no CSRF token and no CSRF cookies; nothing of sign-in changes (public-forms' reasons).
const open = { public: true, csrf: false, csrfCookie: false, authSync: false } as const;
const tokenParams = z.object({ token: z.string().max(200) });
const unsubscribeQuery = newsletterPublicQuery.extend({ campaign: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined) });
const clickParams = z.object({ campaign: z.coerce.number().int().positive().max(2_147_483_647), link: z.coerce.number().int().min(0).max(100_000), token: z.string().max(200) });

/** The form posts (a mail client's RFC 8058 POST, the pages' buttons) as a plain object of their fields. */
function formBodies(app: FastifyInstance) {
  acceptUrlEncoded(app, 16_384);
  // RFC 8058 lets the one-click POST come as multipart/form-data: its fields say nothing the address does not.
  app.addContentTypeParser('multipart/form-data', { bodyLimit: 16_384 }, (_req, payload, done) => {
    payload.on('error', done);
    payload.on('end', () => done(null, {}));
    payload.resume();
  });
}

/**
 * The subscriber's side (no sign-in): subscribe (the same answer for any address), the confirmation link, one-click
 * unsubscribe (RFC 8058's POST; a GET shows a page with a button), the preferences page and the tracked links'
 * redirect. Pages are in ?lang= or the subscription's language.
 */
export default async function newsletterPublicRoutes(app: FastifyInstance) {
  formBodies(app);
  const appUrl = app.config.appUrl;
  const limiter = publicRateLimiter(app);
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const langOf = (req: FastifyRequest, found?: { lang: string } | null): Locale =>
    (req.query as { lang?: Locale }).lang ?? ((found?.lang as Locale | undefined) ?? req.locale);
  /** The subscription of the path's token, or the invalid-link page (404). */
  const subscription = async (req: FastifyRequest, reply: FastifyReply): Promise<FoundSubscription | null> => {
    const { token } = req.params as { token: string };
    const found = SUBSCRIBER_TOKEN.test(token) ? await findByToken(app.db, token) : null;
    if (!found) void html(reply, invalidPage(langOf(req)), 404);
    return found;
  };
  const page = { params: tokenParams, querystring: newsletterPublicQuery };

  // A sign-up box on any of the agency's websites posts here (JSON, so the browser asks first): every origin may, as
  // the answer is the same for any address and says nothing; the address's limit is the public rate limit.
  const anyOrigin = async (_req: FastifyRequest, reply: FastifyReply) => void reply.header('access-control-allow-origin', '*');
  app.options(NEWSLETTER_SUBSCRIBE_PATH, { config: open, onRequest: anyOrigin }, async (_req, reply) => reply
    .header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type, accept-language')
    .header('access-control-max-age', '86400').status(204).send());
  app.post(NEWSLETTER_SUBSCRIBE_PATH, {
    config: { ...open, labels: subscribersContract.labels }, schema: { querystring: newsletterPublicQuery, body: subscribeInput, response: { 202: subscribeRead } },
    onRequest: anyOrigin,
    // The website's language before the body is read: its 422 speaks it.
    preValidation: async (req) => {
      const { lang } = req.query as { lang?: string };
      if (lang === 'pl' || lang === 'en') req.locale = lang;
      limiter?.take(req);
    },
  }, async (req, reply) => {
    const input = req.body as { list_id: number; email: string; name: string };
    await app.db.transaction(async (tx) => subscribe(tx, appUrl, await listOrRefuse(tx, req, input.list_id), input, req.locale));
    return reply.status(202).header('cache-control', 'no-store').send({ message: req.t('newsletter.subscribed') });
  });

  app.get(`${NEWSLETTER_PATH}/confirm/:token`, { config: open, schema: page }, async (req, reply) => {
    const found = await subscription(req, reply);
    if (!found) return reply;
    const lang = langOf(req, found);
    if (found.status === 'pending') await app.db.transaction((tx) => confirm(tx, appUrl, found));
    return html(reply, confirmedPage(lang, { token: found.token, email: found.email, list: found.list.name }, found.status === 'unsubscribed'));
  });

  const unsubscribeAt = (found: FoundSubscription, req: FastifyRequest) => {
    const { campaign, lang } = req.query as { campaign?: number; lang?: Locale };
    const query = new URLSearchParams({ ...(campaign ? { campaign: String(campaign) } : {}), ...(lang ? { lang } : {}) }).toString();
    return `${newsletterUnsubscribePath(found.token)}${query ? `?${query}` : ''}`;
  };
  app.get(`${NEWSLETTER_PATH}/unsubscribe/:token`, { config: open, schema: { params: tokenParams, querystring: unsubscribeQuery } }, async (req, reply) => {
    const found = await subscription(req, reply);
    if (!found) return reply;
    const s = { token: found.token, email: found.email, list: found.list.name };
    return html(reply, found.status === 'unsubscribed' ? unsubscribedPage(langOf(req, found), s) : unsubscribePage(langOf(req, found), s, unsubscribeAt(found, req)));
  });
  // RFC 8058: the mail client's POST (body List-Unsubscribe=One-Click) unsubscribes with no page in between; the page's button posts here too.
  app.post(`${NEWSLETTER_PATH}/unsubscribe/:token`, { config: open, schema: { params: tokenParams, querystring: unsubscribeQuery } }, async (req, reply) => {
    const found = await subscription(req, reply);
    if (!found) return reply;
    await app.db.transaction((tx) => unsubscribe(tx, found, (req.query as { campaign?: number }).campaign));
    return html(reply, unsubscribedPage(langOf(req, found), { token: found.token, email: found.email, list: found.list.name }));
  });

  const preferences = async (req: FastifyRequest, reply: FastifyReply, saved: boolean) => {
    const found = await subscription(req, reply);
    if (!found) return reply;
    if (saved) {
      const ticked = [(req.body as { list?: string | string[] }).list ?? []].flat().map(Number).filter(Number.isInteger);
      await app.db.transaction((tx) => savePreferences(tx, appUrl, found.email, new Set(ticked)));
    }
    const lists = (await subscriptionsOf(app.db, found.email)).map((l) => ({ id: l.listId, name: l.name, on: l.status === 'confirmed' }));
    const lang = langOf(req, found);
    return html(reply, preferencesPage(lang, found.email, lists, `${newsletterPreferencesPath(found.token)}?lang=${lang}`, saved));
  };
  app.get(`${NEWSLETTER_PATH}/preferences/:token`, { config: open, schema: page }, (req, reply) => preferences(req, reply, false));
  app.post(`${NEWSLETTER_PATH}/preferences/:token`, { config: open, schema: page }, (req, reply) => preferences(req, reply, true));

  // A tracked link: counted (every click of a subscriber's link: a token that is nobody's counts nothing), then on to the campaign's own
  // address for it — an index the campaign does not have is a 404, never a redirect somewhere else.
  app.get(`${NEWSLETTER_PATH}/c/:campaign/:link/:token`, { config: open, schema: { params: clickParams } }, async (req, reply) => {
    const { campaign, link, token } = req.params as z.infer<typeof clickParams>;
    // A data-modifying CTE runs whatever the outer select reads: one round trip for the count and the address.
    const found = await app.db.execute(sql`with l as (select id, url from ${newsletterLinks} where campaign_id = ${campaign} and position = ${link}),
        counted as (insert into ${newsletterClicks} (link_id, subscriber_id)
          select l.id, s.id from l join ${newsletterSubscribers} s on s.token = ${token})
      select url from l`);
    const url = (found as unknown as { rows: { url: string }[] }).rows[0]?.url;
    if (!url) return html(reply, invalidPage(req.locale), 404);
    return reply.status(302).header('location', url).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send();
  });
}
