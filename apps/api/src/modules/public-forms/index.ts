import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { FORM_EMBED_SCRIPT_PATH, PUBLIC_FORMS_PATH, publicFormQuery, publicFormRead, publicSubmitRead, type Locale } from '@harmony/shared';
import { batcher } from '../../lib/batch.js';
import { FileStorage } from '../../lib/files/index.js';
import { acceptUrlEncoded } from '../../lib/form-bodies.js';
import { takeTurn } from '../../db/performance/turns.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import { publicRateLimiter } from '../public-content/rate-limit.js';
import { confirmationOf, forgetForms, loadActiveForm, publicDefinition, type LoadedForm } from './definition.js';
import { signFillToken } from './fill-token.js';
import { framePage } from './frame.js';
import { receiveSubmission, URL_ENCODED_BYTES } from './receive.js';
import { storeAnswers } from './repository.js';
import { submitAnswer } from './submit.js';

// No session, so no CSRF token and no CSRF cookies; nothing of sign-in changes, so no wait for the auth caches of
// the other instances (auth-cache.ts: a NOTIFY round trip that, on PostgreSQL, queued every answer of a burst).
const open = { public: true, csrf: false, csrfCookie: false, authSync: false } as const;
const uuidParams = z.object({ uuid: z.string().max(40) });
const EMBED_SCRIPT = fs.readFileSync(new URL('./embed.js', import.meta.url));

/** Our own origin as the browser names it: the iframe's page posts from it. */
const ownOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * A website may use a form only from one of its allowed origins (or our own, the iframe's): a browser's request
 * from any other is refused with 403 and no CORS header, so its script can't read the answer either. A request
 * with no Origin (a website's server, a script) is not a browser's cross-origin call and passes.
 */
function allowOrigin(req: FastifyRequest, reply: FastifyReply, loaded: LoadedForm): void {
  const origin = req.headers.origin;
  if (!origin) return;
  if (origin !== ownOrigin(req) && !loaded.form.allowedOrigins.includes(origin.toLowerCase())) throw new ApiError(403, 'publicForm.origin');
  reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
}

/**
 * Forms on the agency's websites (issue 27), no sign-in: the embed script, a form's definition in the page's
 * language with a fill token, the submission (JSON, or multipart with files) and the iframe page. A switched-off
 * or unknown form is a 404. Reads are rate-limited per address in memory like the rest of the public API; the
 * answers' own limit per address lives in the database (submit.ts).
 */
export default async function publicFormRoutes(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: false });
  acceptUrlEncoded(app, URL_ENCODED_BYTES);
  const storage = new FileStorage(app.config.filesDir);
  app.authCache.onTopic('content', forgetForms);
  const limiter = publicRateLimiter(app);
  // A burst's answers with no files go as a few statements of many (at most two at once, a hundred each).
  const store = batcher((writes: Parameters<typeof storeAnswers>[1]) => storeAnswers(app.db, writes), { max: 100, concurrency: 2 });
  const localeOf = (req: FastifyRequest) => {
    req.locale = (req.query as { lang: Locale }).lang;
    limiter?.take(req);
  };
  const load = async (req: FastifyRequest, reply: FastifyReply) => {
    const loaded = await loadActiveForm(app.db, (req.params as { uuid: string }).uuid);
    if (!loaded) throw notFound();
    allowOrigin(req, reply, loaded);
    return loaded;
  };

  app.get(FORM_EMBED_SCRIPT_PATH, { config: open }, async (_req, reply) => reply
    .header('content-type', 'text/javascript; charset=utf-8').header('access-control-allow-origin', '*')
    .header('cache-control', 'public, max-age=3600').header('cross-origin-resource-policy', 'cross-origin').send(EMBED_SCRIPT));

  const query = { params: uuidParams, querystring: publicFormQuery };
  app.get(`${PUBLIC_FORMS_PATH}/:uuid`, { config: open, schema: { ...query, response: { 200: publicFormRead } } }, async (req, reply) => {
    localeOf(req);
    const loaded = await load(req, reply);
    reply.header('cache-control', 'no-store');
    return publicDefinition(loaded, req.locale, signFillToken(app.secret, loaded.form.uuid), app.config.maxUploadMb);
  });

  app.post(`${PUBLIC_FORMS_PATH}/:uuid`, { config: open, schema: { ...query, response: { 201: publicSubmitRead } } }, async (req, reply) => {
    localeOf(req);
    const loaded = await load(req, reply);
    const sub = await receiveSubmission(req, storage, app.config.maxUploadMb);
    await submitAnswer(app.db, storage, req, loaded, sub, {
      secret: app.secret, minFillSeconds: app.config.formMinFillSeconds, perHour: app.config.formSubmissionsPerHour,
      maxUploadMb: app.config.maxUploadMb, appUrl: app.config.appUrl, store,
    });
    // A batch's answers all come back at once: each replies in a turn of its own (db/performance/turns.ts).
    await takeTurn();
    return reply.status(201).header('cache-control', 'no-store').send({ message: confirmationOf(loaded.form, req.locale), redirect_url: loaded.form.redirectUrl });
  });

  // A website posting JSON asks first; multipart from the embed script is a simple request and does not.
  app.options(`${PUBLIC_FORMS_PATH}/:uuid`, { config: open, schema: { params: uuidParams } }, async (req, reply) => {
    await load(req, reply);
    return reply.header('access-control-allow-methods', 'GET, POST').header('access-control-allow-headers', 'content-type, accept-language')
      .header('access-control-max-age', '86400').status(204).send();
  });

  app.get(`${PUBLIC_FORMS_PATH}/:uuid/frame`, { config: open, schema: query }, async (req, reply) => {
    localeOf(req);
    const loaded = await load(req, reply);
    // Framed by the form's websites (and our own preview), not by anyone else.
    const csp = String(reply.getHeader('content-security-policy') ?? '')
      .replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${loaded.form.allowedOrigins.join(' ')}`.trim());
    reply.removeHeader('x-frame-options');
    return reply.header('content-security-policy', csp).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(framePage(loaded, req.locale));
  });
}
