import { describe, expect, it } from 'vitest';
import { postsContract, versionPath, versionsPath } from '@harmony/shared';
import { expectInert, HOSTILE_HTML } from '../../helpers/hostile-html.js';
import { withApp } from '../../helpers/index.js';

/**
 * Posts: slugs, the author, sanitised content, publishing rules in both languages, the state filter, versions
 * (each save, one version's data, a restore that becomes the next version), and who may use them.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const contractor = t.client('Kontraktor');
const path = postsContract.path;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('posts', () => {
  it('creates a draft by the caller with a slug from its title and inert content', async () => {
    const id = await create({ title: 'Nowość w Łodzi', excerpt: 'Krótko', content: HOSTILE_HTML, categories: ['Aktualności'], tags: ['łódź'] });
    const got = (await admin.get(postsContract.itemPath(id))).json();
    expect(got).toMatchObject({ title: 'Nowość w Łodzi', slug: 'nowosc-w-lodzi', status: 'draft', state: 'draft', author_name: 'Adam Administrator', categories: ['Aktualności'] });
    expectInert(got.content);
  });

  it('refuses a schedule without its time and an end before the start, in Polish and English', async () => {
    const pl = await admin.post(path, { title: 'Plan', status: 'scheduled' });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({ publish_at: ['Pole publikacja od jest wymagane'] });
    const en = await adminEn.post(path, { status: 'published', publish_at: hours(2), unpublish_at: hours(1) });
    expect(en.json().errors).toEqual({
      title: ['The title field is required'],
      unpublish_at: ['The published until field must be later than the start of publication'],
    });
  });

  it('publishing without a time starts now; the state filter tells drafts, scheduled, published and expired apart', async () => {
    const live = await create({ title: 'Stan opublikowany', status: 'published' });
    const later = await create({ title: 'Stan zaplanowany', status: 'scheduled', publish_at: hours(5) });
    const gone = await create({ title: 'Stan wygasły', status: 'published', publish_at: hours(-3), unpublish_at: hours(-1) });
    const draft = await create({ title: 'Stan szkic' });
    const published = (await admin.get(postsContract.itemPath(live))).json();
    expect(Math.abs(Date.parse(published.publish_at) - Date.now())).toBeLessThan(60_000);
    // An edit that leaves the times out keeps them.
    const edited = await admin.put(postsContract.itemPath(later), { title: 'Stan zaplanowany (poprawiony)' });
    expect(edited.json().data).toMatchObject({ status: 'scheduled', state: 'scheduled' });
    for (const [state, id] of [['published', live], ['scheduled', later], ['expired', gone], ['draft', draft]] as const) {
      const rows = (await admin.get(path, { query: { search: 'Stan', state } })).json().data as { id: number; state: string }[];
      expect(rows.map((r) => r.id), state).toEqual([id]);
      expect(rows[0]!.state).toBe(state);
    }
  });

  it('keeps a version of every save; one version shows its data; a restore saves it as the next version', async () => {
    const id = await create({ title: 'Wersja pierwsza', content: '<p>Jeden</p>' });
    const item = postsContract.itemPath(id);
    expect((await admin.put(item, { title: 'Wersja druga', content: '<p>Dwa</p>' })).statusCode).toBe(200);
    const list = (await admin.get(versionsPath(item))).json().data as { version: number; user: { name: string } }[];
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect(list[0]!.user.name).toBe('Adam Administrator');
    const first = (await admin.get(versionPath(item, 1))).json();
    expect(first.data).toMatchObject({ title: 'Wersja pierwsza', content: '<p>Jeden</p>', status: 'draft' });

    const restored = await admin.post(`${versionPath(item, 1)}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'Wersja pierwsza', content: '<p>Jeden</p>' });
    expect(((await admin.get(versionsPath(item))).json().data as { version: number }[]).map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await admin.get(versionPath(item, 3))).json().data.title).toBe('Wersja pierwsza');
    expect((await admin.get(versionPath(item, 9))).statusCode).toBe(404);
  });

  it('is for the groups with the posts subject: a contractor gets 403, versions included', async () => {
    const id = await create({ title: 'Tylko dla redakcji' });
    expect((await contractor.get(path)).statusCode).toBe(403);
    expect((await contractor.get(versionsPath(postsContract.itemPath(id)))).statusCode).toBe(403);
    expect((await contractor.post(`${versionPath(postsContract.itemPath(id), 1)}/restore`, {})).statusCode).toBe(403);
  });
});
