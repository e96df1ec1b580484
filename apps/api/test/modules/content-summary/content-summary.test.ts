import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONTENT_SUMMARY_PATH, pagesContract, popupsContract, postsContract, publicPopupEventPath } from '@harmony/shared';
import { rolePermissions, roles } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';

/** The content home's lists: newest drafts and the soonest scheduled, posts and pages together, by permission. */
const t = withApp();
const admin = t.client('Administrator');
const contractor = t.client('Kontraktor');
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

describe('GET /api/content/summary', () => {
  it('lists drafts newest first and scheduled items soonest first, across posts and pages', async () => {
    const make = async (path: string, body: Record<string, unknown>) => {
      const res = await admin.post(path, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const olderDraft = await make(postsContract.path, { title: 'Szkic wpisu' });
    const newerDraft = await make(pagesContract.path, { title: 'Szkic strony' });
    await make(postsContract.path, { title: 'Opublikowany wpis', status: 'published' });
    const later = await make(postsContract.path, { title: 'Wpis za tydzień', status: 'scheduled', publish_at: days(7) });
    const sooner = await make(pagesContract.path, { title: 'Strona jutro', status: 'scheduled', publish_at: days(1) });

    const summary = (await admin.get(CONTENT_SUMMARY_PATH)).json();
    expect(summary.drafts.map((d: { kind: string; id: number }) => [d.kind, d.id])).toEqual([['pages', newerDraft], ['posts', olderDraft]]);
    expect(summary.scheduled.map((d: { kind: string; id: number }) => [d.kind, d.id])).toEqual([['pages', sooner], ['posts', later]]);
  });

  it('ranks the pop-ups by views for those who may list them, and leaves them out for the others', async () => {
    const popup = async (name: string, views: number) => {
      const id = (await admin.post(popupsContract.path, { name })).json().id as number;
      for (let i = 0; i < views; i++) expect((await t.anonymous().post(publicPopupEventPath(id, 'view'), undefined)).statusCode).toBe(204);
      return id;
    };
    const less = await popup('Rzadziej oglądany', 1);
    const more = await popup('Często oglądany', 3);
    await popup('Nieoglądany', 0);
    expect((await admin.get(CONTENT_SUMMARY_PATH)).json().top_popups).toEqual([
      { id: more, name: 'Często oglądany', views: 3, clicks: 0 }, { id: less, name: 'Rzadziej oglądany', views: 1, clicks: 0 },
    ]);
    // The Administrator group without the pop-ups subject: drafts and schedule still, no pop-ups.
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Administrator'));
    await t.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, role!.id), eq(rolePermissions.subject, 'Tresci__popupy')));
    const without = await (await t.signIn('Administrator')).get(CONTENT_SUMMARY_PATH);
    expect(without.statusCode).toBe(200);
    expect(without.json()).not.toHaveProperty('top_popups');
  });

  it('is for those who may list posts or pages', async () => {
    expect((await contractor.get(CONTENT_SUMMARY_PATH)).statusCode).toBe(403);
  });
});
