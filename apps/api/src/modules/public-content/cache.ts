import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_MAX_AGE } from '@harmony/shared';

/**
 * A public answer with its validators: an ETag of the body (a website's repeat read gets a 304 with no body)
 * and a max-age that ends when the answer could next change by a schedule (`nextChange`), at most
 * PUBLIC_MAX_AGE — so a cache never shows a post past its end, nor hides one after its start for long.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, body: unknown, nextChange: Date | null): FastifyReply {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  const untilChange = nextChange ? Math.floor((nextChange.getTime() - Date.now()) / 1000) : PUBLIC_MAX_AGE;
  const maxAge = Math.max(0, Math.min(PUBLIC_MAX_AGE, untilChange));
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAge}`).header('vary', 'Accept-Language, X-Locale');
  const asked = req.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
