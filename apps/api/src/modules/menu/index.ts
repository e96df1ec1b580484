import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLES, menuInput, menuRead, type FieldErrors, type MenuInput, type MenuSectionRow } from '@harmony/shared';
import { logActivity } from '../../lib/activity.js';
import { ApiError } from '../../lib/http-errors.js';
import { adminRuleMessage } from '../settings/labels.js';
import { allSections, updateSection } from './repository.js';

/**
 * Menu configuration (/administrator/menu): each section's enable flag, Polish display name and order.
 * GET /api/app-config reads the same table, so the menus change at once.
 */
export default async function menuRoutes(app: FastifyInstance) {
  const guard = { roles: ADMIN_ROLES, permission: 'Administracja', labels: 'admin.fields' };
  const schema = { response: { 200: menuRead } };

  app.get('/api/menu', { config: guard, schema }, async () => ({ data: await allSections(app.db) }));

  // The body's shape is the schema's; whether each key exists is checked below, against the table.
  app.put('/api/menu', { config: { ...guard, verb: 'edycja' }, schema: { ...schema, body: menuInput } }, async (req) => {
    const { menu } = req.body as MenuInput;
    const data = await app.db.transaction(async (tx) => {
      const before = await allSections(tx);
      const known = new Map(before.map((s) => [s.key, s]));
      const errors: FieldErrors = {};
      menu.forEach((row, i) => {
        if (!known.has(row.key)) errors[`menu.${i}.key`] = [adminRuleMessage(req, `menu.${i}.key`, 'in')];
      });
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new ApiError(422, first, {}, errors);

      // The listed sections in the given order, then any left out, unchanged, in their current order.
      const listed = new Set(menu.map((m) => m.key));
      const next: MenuSectionRow[] = [
        ...menu.map((m) => ({ key: m.key, name: m.name, enabled: m.enabled })),
        ...before.filter((s) => !listed.has(s.key)),
      ].map((s, position) => ({ ...s, position }));
      for (const row of next) await updateSection(tx, row);
      await logActivity(tx, req, { action: 'update', subjectType: 'menu', before, after: next });
      return next;
    });
    return { data, message: req.t('admin.menu.saved') };
  });
}
