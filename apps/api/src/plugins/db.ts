import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp(async (app, opts: { database: Database; closeOnExit: boolean }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.closeOnExit) app.addHook('onClose', async () => opts.database.close());
}, { name: 'db' });
