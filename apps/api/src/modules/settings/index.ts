import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ROLES, DEFAULT_APP_SETTINGS, isAppSettingKey, settingDeletedRead, settingKeyParams, settingsBody, settingsRead, type Setting,
  type SettingsInput,
} from '@harmony/shared';
import { logActivity } from '../../lib/activity.js';
import { notFound } from '../../lib/http-errors.js';

import { allSettings, deleteSetting, findSetting, replaceSettings, upsertSetting } from './repository.js';
import { checkShopSettings } from './shop.js';

const asMap = (list: Setting[]) => Object.fromEntries(list.map((s) => [s.key, s.value]));

/**
 * Settings (/administrator/ustawienia): the whole list is read and saved as one (seed §3, §7). The four
 * application settings can't disappear: left out, emptied or deleted, they fall back to their defaults. The
 * shop's (shop.ts) are ordinary rows whose values are checked against the database.
 * GET /api/app-config reads the same table, so the shell sees a change at once.
 */
export default async function settingsRoutes(app: FastifyInstance) {
  const guard = { roles: ADMIN_ROLES, permission: 'Administracja', labels: 'admin.fields' };

  app.get('/api/settings', { config: guard, schema: { response: { 200: settingsRead } } }, async () => ({ data: await allSettings(app.db) }));

  // 200 values of 5000 characters (2 bytes each in Polish) exceed the app-wide 1 MB body limit.
  // settingsBody also takes the list exactly as GET /api/settings answers it (read, edit one value, write back).
  app.put('/api/settings', {
    config: { ...guard, verb: 'edycja' }, bodyLimit: 4 * 1024 * 1024, schema: { body: settingsBody, response: { 200: settingsRead } },
  }, async (req) => {
    const input = req.body as SettingsInput;
    const list = input.settings.filter((s) => !isAppSettingKey(s.key));
    const given = asMap(input.settings);
    const appSettings = Object.entries(DEFAULT_APP_SETTINGS).map(([key, fallback]) => ({ key, value: given[key] || fallback }));
    const data = await app.db.transaction(async (tx) => {
      await checkShopSettings(tx, req, input.settings);
      const before = await allSettings(tx);
      await replaceSettings(tx, [...appSettings, ...list]);
      const after = await allSettings(tx);
      await logActivity(tx, req, { action: 'update', subjectType: 'settings', before: asMap(before), after: asMap(after) });
      return after;
    });
    return { data, message: req.t('admin.settings.saved') };
  });

  app.delete('/api/settings/:key', {
    config: { ...guard, verb: 'usuwanie' }, schema: { params: settingKeyParams, response: { 200: settingDeletedRead } },
  }, async (req) => {
    const { key } = req.params as { key: string };
    return app.db.transaction(async (tx) => {
      if (isAppSettingKey(key)) {
        const before = await findSetting(tx, key);
        const value = DEFAULT_APP_SETTINGS[key];
        await upsertSetting(tx, key, value);
        await logActivity(tx, req, { action: 'update', subjectType: 'settings', subjectId: key, before, after: { key, value } });
        return { key, value, message: req.t('admin.settings.reset') };
      }
      const removed = await deleteSetting(tx, key);
      if (!removed) throw notFound();
      await logActivity(tx, req, { action: 'delete', subjectType: 'settings', subjectId: key, before: removed });
      return { key, value: null, message: req.t('admin.settings.deleted') };
    });
  });
}
