import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { galleriesContract, pagesContract, PUBLIC_GALLERIES_PATH, PUBLIC_SLIDERS_PATH, publicPagePath, slidersContract } from '@harmony/shared';
import { galleries, pages, pageSections } from '../../../src/db/schema.js';
import { PublicAnswers } from '../../../src/modules/public-content/cache.js';
import { withApp } from '../../helpers/index.js';

/**
 * The public answers kept in memory (modules/public-content/cache.ts): built once, then served until the content
 * changes — by the API or behind its back (the tables' triggers, migration 0040) — or its schedule comes.
 */
describe('PublicAnswers', () => {
  const loader = () => {
    const calls = { n: 0 };
    const load = async () => ({ body: { n: ++calls.n }, nextChange: null });
    return { calls, load };
  };

  it('builds an answer once, and again after forget', async () => {
    const answers = new PublicAnswers(() => true);
    const { calls, load } = loader();
    const first = await answers.answer('/a', load);
    expect((await answers.answer('/a', load))!.json).toBe(first!.json);
    expect(calls.n).toBe(1);
    answers.forget();
    expect(JSON.parse((await answers.answer('/a', load))!.json)).toEqual({ n: 2 });
  });

  it('keeps nothing while the change channel is down, nor a miss, nor a load a change overtook', async () => {
    let listening = false;
    const answers = new PublicAnswers(() => listening);
    const { calls, load } = loader();
    await answers.answer('/a', load);
    await answers.answer('/a', load);
    expect(calls.n).toBe(2);
    listening = true;
    expect(await answers.answer('/missing', async () => null)).toBeNull();
    const overtaken = answers.answer('/b', async () => {
      answers.forget();
      return load();
    });
    await overtaken;
    await answers.answer('/b', load);
    expect(calls.n).toBe(4);
  });

  it('drops an answer when its schedule could change it, and the oldest beyond its size', async () => {
    const answers = new PublicAnswers(() => true, 2);
    let n = 0;
    const passing = async () => ({ body: { n: ++n }, nextChange: new Date(Date.now() - 1) });
    await answers.answer('/soon', passing);
    await answers.answer('/soon', passing);
    expect(n).toBe(2);
    const { calls, load } = loader();
    for (const key of ['/1', '/2', '/3', '/1']) await answers.answer(key, load);
    expect(calls.n).toBe(4);
  });
});

describe('the public answers on a running API', () => {
  const t = withApp();
  const admin = t.client('Administrator');
  const guest = t.anonymous();

  it('show a page changed through the API, and one changed behind its back once the change commits', async () => {
    const created = await admin.post(pagesContract.path, {
      title: 'Strona w pamięci', status: 'published',
      sections: [{ kind: 'text', data: { html: '<p>Pierwsza</p>' } }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().data as { id: number; slug: string };
    const read = async () => (await guest.get(publicPagePath(slug))).json() as { title: string; sections: { data: { html?: string } }[] };
    expect((await read()).title).toBe('Strona w pamięci');

    expect((await admin.put(pagesContract.itemPath(id), { title: 'Strona zmieniona' })).statusCode).toBe(200);
    expect((await read()).title).toBe('Strona zmieniona');

    await t.db.update(pageSections).set({ data: sql`jsonb_set(${pageSections.data}, '{html}', '"<p>Druga</p>"')` }).where(eq(pageSections.pageId, id));
    await t.app.authCache.sync();
    expect((await read()).sections[0]!.data.html).toBe('<p>Druga</p>');

    await t.db.update(pages).set({ status: 'draft' }).where(eq(pages.id, id));
    await t.app.authCache.sync();
    expect((await guest.get(publicPagePath(slug))).statusCode).toBe(404);
  });

  it('show a gallery renamed behind the API’s back, and a slider gone', async () => {
    const gallery = await admin.post(galleriesContract.path, { name: 'Galeria w pamięci' });
    expect(gallery.statusCode, gallery.body).toBe(201);
    const { id, slug } = gallery.json().data as { id: number; slug: string };
    expect((await guest.get(`${PUBLIC_GALLERIES_PATH}/${slug}`)).json().name).toBe('Galeria w pamięci');
    await t.db.update(galleries).set({ name: 'Galeria zmieniona' }).where(eq(galleries.id, id));
    await t.app.authCache.sync();
    expect((await guest.get(`${PUBLIC_GALLERIES_PATH}/${slug}`)).json().name).toBe('Galeria zmieniona');

    const slider = await admin.post(slidersContract.path, { name: 'Slider w pamięci' });
    expect(slider.statusCode, slider.body).toBe(201);
    const sliderPath = `${PUBLIC_SLIDERS_PATH}/${slider.json().data.slug as string}`;
    expect((await guest.get(sliderPath)).statusCode).toBe(200);
    expect((await admin.delete(slidersContract.itemPath(slider.json().data.id as number))).statusCode).toBe(200);
    expect((await guest.get(sliderPath)).statusCode).toBe(404);
  });
});
