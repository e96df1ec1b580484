import type { FastifyInstance } from 'fastify';

/** A URL-encoded body's fields: a repeated name becomes a list, in the order sent. */
export type UrlEncodedFields = Record<string, string | string[]>;

/**
 * Reads `application/x-www-form-urlencoded` bodies (what an HTML form or `fetch` with URLSearchParams posts: a
 * CORS simple request, no preflight) in the calling plugin's routes, as a plain object of their fields.
 */
export function acceptUrlEncoded(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const fields: UrlEncodedFields = {};
    for (const [key, value] of new URLSearchParams(body as string)) {
      const had = fields[key];
      fields[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
    }
    done(null, fields);
  });
}
