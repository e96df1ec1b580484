import { beforeAll, describe, expect, it } from 'vitest';
import { pagesContract, PUBLIC_POPUPS_PATH, popupsContract, publicMediaPath, publicPopupEventPath } from '@harmony/shared';
import { files } from '../../../src/db/schema.js';
import { expectInert, HOSTILE_HTML } from '../../helpers/hostile-html.js';
import { withApp } from '../../helpers/index.js';

/**
 * Pop-ups: the form's rules (a button whole, pages when not on every page, dates in order, library images only),
 * sanitised content, the state now and its filter; the public API's pop-ups for a page (only those on and inside
 * their dates, every-page ones and those limited to that page), its cache, and the counted views and clicks.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const contractor = t.client('Kontraktor');
const guest = t.anonymous();
const path = popupsContract.path;
const seconds = (n: number) => new Date(Date.now() + n * 1000).toISOString();
let image = 0;
let pdf = 0;
const pageIds: Record<string, number> = {};

beforeAll(async () => {
  const file = async (originalName: string, mime: string) =>
    (await t.db.insert(files).values({ originalName, storageKey: `test/${originalName}-${Math.random()}`, mime, size: 10 }).returning())[0]!.id;
  image = await file('baner.png', 'image/png');
  pdf = await file('cennik.pdf', 'application/pdf');
  for (const slug of ['oferta-popup', 'kontakt-popup']) {
    const res = await admin.post(pagesContract.path, { title: slug, slug, status: 'published' });
    expect(res.statusCode, res.body).toBe(201);
    pageIds[slug] = res.json().id as number;
  }
});

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const publicIds = async (page?: string) =>
  ((await guest.get(PUBLIC_POPUPS_PATH, { query: page ? { page } : {} })).json().data as { id: number }[]).map((p) => p.id);

describe('pop-ups', () => {
  it('saves one with its trigger, frequency, image and chosen pages, with inert content', async () => {
    const id = await create({
      name: 'Rabat jesienny', title: 'Jesienią taniej', content: HOSTILE_HTML, image_id: image, button_label: 'Zobacz', button_url: '/oferta',
      trigger: 'scroll', scroll_percent: 60, frequency: 'days', frequency_days: 3, all_pages: false, page_ids: [pageIds['oferta-popup']],
    });
    const got = (await admin.get(popupsContract.itemPath(id))).json();
    expect(got).toMatchObject({
      name: 'Rabat jesienny', trigger: 'scroll', scroll_percent: 60, frequency: 'days', frequency_days: 3, all_pages: false,
      page_ids: [pageIds['oferta-popup']], pages_count: 1, state: 'active', views: 0, clicks: 0, image_id: image,
    });
    expectInert(got.content);
    // Back to every page: the chosen pages go.
    const put = await admin.put(popupsContract.itemPath(id), { ...got, all_pages: true });
    expect(put.statusCode, put.body).toBe(200);
    expect((await admin.get(popupsContract.itemPath(id))).json()).toMatchObject({ all_pages: true, page_ids: [], pages_count: 0 });
  });

  it('refuses half a button, no pages, an end before the start, a PDF as the image and a bad trigger, in Polish and English', async () => {
    const pl = await admin.post(path, {
      name: 'Zły', button_label: 'Kliknij', all_pages: false, page_ids: [], active_from: seconds(3600), active_to: seconds(60), image_id: pdf,
    });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toMatchObject({
      button_url: ['Pole link przycisku jest wymagane'], page_ids: ['Pole strony jest wymagane'], active_to: [expect.any(String)],
    });
    const en = await adminEn.post(path, { name: '', trigger: 'hover', delay_seconds: 5000, button_url: 'javascript:alert(1)' });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(en.json().errors).sort()).toEqual(['button_label', 'button_url', 'delay_seconds', 'name', 'trigger']);
    expect(en.json().errors.name).toEqual(['The name field is required']);
    const image = await admin.post(path, { name: 'Obraz', image_id: pdf });
    expect(image.json().errors).toEqual({ image_id: [expect.any(String)] });
    const page = await admin.post(path, { name: 'Strona', all_pages: false, page_ids: [987_654] });
    expect(page.json().errors).toEqual({ 'page_ids.0': [expect.any(String)] });
  });

  it('shows what each is now and filters by it', async () => {
    const off = await create({ name: 'Stan wyłączony', active: false });
    const later = await create({ name: 'Stan zaplanowany', active_from: seconds(3600) });
    const ended = await create({ name: 'Stan zakończony', active_from: seconds(-7200), active_to: seconds(-3600) });
    const on = await create({ name: 'Stan aktywny', active_to: seconds(3600) });
    const listed = (await admin.get(path, { query: { search: 'Stan ', per_page: '50' } })).json().data as { id: number; state: string }[];
    expect(Object.fromEntries(listed.map((p) => [p.id, p.state]))).toEqual({ [off]: 'off', [later]: 'scheduled', [ended]: 'expired', [on]: 'active' });
    for (const [state, id] of [['off', off], ['scheduled', later], ['expired', ended], ['active', on]] as const) {
      const ids = (await admin.get(path, { query: { search: 'Stan ', state } })).json().data.map((p: { id: number }) => p.id);
      expect(ids, state).toEqual([id]);
    }
  });

  it('serve the website the pop-ups on now for a page, starting the moment their time comes', async () => {
    const everywhere = await create({ name: 'Wszędzie', title: 'Newsletter', content: HOSTILE_HTML, image_id: image, trigger: 'exit', frequency: 'once' });
    const onOffer = await create({ name: 'Tylko oferta', all_pages: false, page_ids: [pageIds['oferta-popup']] });
    const off = await create({ name: 'Wyłączony publicznie', active: false });
    const soon = await create({ name: 'Za chwilę', active_from: seconds(2) });
    const ended = await create({ name: 'Po czasie', active_to: seconds(-60) });
    const offer = await publicIds('oferta-popup');
    expect(offer).toEqual(expect.arrayContaining([everywhere, onOffer]));
    for (const hidden of [off, soon, ended]) expect(offer).not.toContain(hidden);
    expect(await publicIds('kontakt-popup')).not.toContain(onOffer);
    expect(await publicIds()).not.toContain(onOffer);

    const answer = await guest.get(PUBLIC_POPUPS_PATH, { query: { page: 'oferta-popup' } });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(Number(/max-age=(\d+)/.exec(String(answer.headers['cache-control']))![1])).toBeLessThanOrEqual(2);
    const shown = (answer.json().data as { id: number }[]).find((p) => p.id === everywhere) as Record<string, unknown>;
    expect(shown).toMatchObject({ title: 'Newsletter', trigger: 'exit', frequency: 'once', image_url: publicMediaPath(image) });
    expect(shown).not.toHaveProperty('views');
    expectInert(shown.content as string);
    expect((await guest.get(PUBLIC_POPUPS_PATH, { query: { page: 'oferta-popup' }, headers: { 'if-none-match': String(answer.headers.etag) } })).statusCode).toBe(304);
    await expect.poll(async () => (await publicIds('kontakt-popup')).includes(soon), { timeout: 6000, interval: 250 }).toBe(true);
  });

  it('count a view and a click of a pop-up shown now, and nothing for one that is not', async () => {
    const id = await create({ name: 'Liczony' });
    const off = await create({ name: 'Nieliczony', active: false });
    for (const event of ['view', 'view', 'view', 'click'] as const) {
      const res = await guest.post(publicPopupEventPath(id, event), undefined);
      expect(res.statusCode, res.body).toBe(204);
    }
    expect((await guest.post(publicPopupEventPath(off, 'view'), undefined)).statusCode).toBe(404);
    expect((await guest.post(`${PUBLIC_POPUPS_PATH}/${id}/hover`, undefined)).statusCode).toBe(422);
    expect((await admin.get(popupsContract.itemPath(id))).json()).toMatchObject({ views: 3, clicks: 1 });
    expect((await admin.get(popupsContract.itemPath(off))).json()).toMatchObject({ views: 0, clicks: 0 });
    const top = (await admin.get(path, { query: { sort: 'views', order: 'desc', per_page: '1' } })).json().data[0];
    expect(top).toMatchObject({ id, views: 3 });
  });

  it('is for the groups with the pop-ups subject: a contractor gets 403', async () => {
    expect((await contractor.get(path)).statusCode).toBe(403);
    expect((await contractor.post(path, { name: 'X' })).statusCode).toBe(403);
  });
});
