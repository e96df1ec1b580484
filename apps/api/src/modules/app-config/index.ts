import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { appConfigRead, DEFAULT_APP_SETTINGS, type AppConfig } from '@harmony/shared';
import { menuSections, settings } from '../../db/schema.js';
import type { DbOrTx } from '../../db/client.js';

/**
 * What the shell needs after sign-in: the application settings it displays and the menu configuration. The
 * API's answer, and the dashboard's first frame's (plugins/first-frame.ts).
 */
export async function readAppConfig(db: DbOrTx): Promise<AppConfig> {
  const [settingRows, menu] = await Promise.all([
    db.select().from(settings),
    db.select().from(menuSections).orderBy(asc(menuSections.position)),
  ]);
  const stored = Object.fromEntries(settingRows.map((s) => [s.key, s.value]));
  const shown = Object.fromEntries(
    Object.entries(DEFAULT_APP_SETTINGS).map(([key, fallback]) => [key, stored[key] || fallback]),
  );
  return { settings: shown, menu: menu.map((m) => ({ key: m.key, name: m.name, enabled: m.enabled })) };
}

export default async function appConfigRoutes(app: FastifyInstance) {
  app.get('/api/app-config', { schema: { response: { 200: appConfigRead } } }, async (): Promise<AppConfig> => readAppConfig(app.db));
}
