import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferenceInput, preferenceKeyParams, preferenceRead, type Preference } from '@harmony/shared';

import { findPreference, savePreference } from './repository.js';

/** The key's 422 names it among the administration's fields ("klucz"). */
const config = { labels: 'admin.fields' };

/**
 * The signed-in user's own UI preferences (e.g. a list's chosen columns), so they follow the user to any
 * browser. Always the caller's own: there is no user id to pass. Not business data, so saving writes no
 * activity-log row and answers without a `message` (the client would show every column change as an alert).
 * A key never saved reads as `value: null` (200, not 404): "nothing chosen yet" is the usual case, not an error,
 * and a 404 would be logged in the browser's console on every first visit of a list.
 */
export default async function preferenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/preferences/:key', {
    config,
    schema: { params: preferenceKeyParams, response: { 200: preferenceRead } },
  }, async (req): Promise<Preference> => {
    const { key } = req.params;
    const row = await findPreference(app.db, req.user!.id, key);
    return { key, value: row ? row.value : null };
  });

  app.put('/api/preferences/:key', {
    config,
    schema: { params: preferenceKeyParams, body: preferenceInput, response: { 200: preferenceRead } },
  }, async (req): Promise<Preference> => {
    const { key } = req.params;
    const { value } = req.body;
    await savePreference(app.db, req.user!.id, key, value);
    return { key, value };
  });
}
