import type { FastifyInstance } from 'fastify';
import campaignRoutes from './campaigns.js';
import subscriberImportRoutes from './import.js';
import newsletterListRoutes from './lists.js';
import newsletterPublicRoutes from './public.js';
import subscriberRoutes from './subscribers.js';

/**
 * The newsletter (issue 28), under the Newsletter subject: lists, subscribers (and their import), campaigns, and
 * the subscriber's public side. Each part is a plugin of its own: the import's multipart and the public side's
 * form bodies are parsers of their own scope.
 */
export default async function newsletterRoutes(app: FastifyInstance) {
  await app.register(newsletterListRoutes);
  await app.register(subscriberRoutes);
  await app.register(subscriberImportRoutes);
  await app.register(campaignRoutes);
  await app.register(newsletterPublicRoutes);
}
