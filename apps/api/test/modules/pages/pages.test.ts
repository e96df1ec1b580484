import { beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_EMBED_SCRIPT_PATH, formFramePath, formsContract, galleriesContract, pagesContract, publicMediaPath, publicPagePath, slidersContract, versionsPath,
} from '@harmony/shared';
import { files } from '../../../src/db/schema.js';
import { expectInert, HOSTILE_HTML } from '../../helpers/hostile-html.js';
import { withApp } from '../../helpers/index.js';

/**
 * Pages: ordered sections of every kind (sanitised, checked, reordered by a PUT), the parent page (never itself
 * or below itself), versions, and the public page by its slug — live only, its image sections with a public URL.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const guest = t.anonymous();
const path = pagesContract.path;
let image = 0;
let pdf = 0;

beforeAll(async () => {
  const file = async (originalName: string, mime: string) =>
    (await t.db.insert(files).values({ originalName, storageKey: `test/${originalName}-${Math.random()}`, mime, size: 10 }).returning())[0]!.id;
  image = await file('baner.png', 'image/png');
  pdf = await file('cennik.pdf', 'application/pdf');
});

async function create(body: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const res = await admin.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, slug: res.json().data.slug as string };
}
const kinds = (sections: { kind: string }[]) => sections.map((s) => s.kind);

describe('pages', () => {
  it('keeps sections of every kind in order, sanitised, and takes a new order from a PUT', async () => {
    const { id } = await create({
      title: 'O firmie',
      sections: [
        { kind: 'text', data: { html: HOSTILE_HTML } },
        { kind: 'image', data: { file_id: image, alt: 'Zespół', caption: '' } },
        { kind: 'cta', data: { title: 'Napisz', button_label: 'Kontakt', url: '/kontakt' } },
        { kind: 'columns', data: { columns: [{ html: '<p>A</p><script>x()</script>' }, { html: '<p>B</p>' }] } },
      ],
    });
    const got = (await admin.get(pagesContract.itemPath(id))).json();
    expect(got).toMatchObject({ slug: 'o-firmie', status: 'draft', state: 'draft' });
    expect(kinds(got.sections)).toEqual(['text', 'image', 'cta', 'columns']);
    expectInert(got.sections[0].data.html);
    expect(got.sections[3].data.columns).toEqual([{ html: '<p>A</p>' }, { html: '<p>B</p>' }]);

    const reordered = [got.sections[2], got.sections[0], got.sections[1], got.sections[3]].map(({ kind, data }: { kind: string; data: unknown }) => ({ kind, data }));
    const put = await admin.put(pagesContract.itemPath(id), { sections: reordered });
    expect(put.statusCode, put.body).toBe(200);
    expect(kinds(put.json().data.sections)).toEqual(['cta', 'text', 'image', 'columns']);
    expect(((await admin.get(versionsPath(pagesContract.itemPath(id)))).json().data as unknown[]).length).toBe(2);
  });

  it('refuses a wrong section with its number, in Polish and English', async () => {
    const sections = [
      { kind: 'text', data: { html: '<p>ok</p>' } },
      { kind: 'image', data: { file_id: pdf } },
      { kind: 'cta', data: { title: 'X', button_label: 'Y', url: 'javascript:alert(1)' } },
      { kind: 'columns', data: { columns: [{ html: 'jedna' }] } },
    ];
    const pl = await admin.post(path, { title: 'Błędy', sections });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toMatchObject({
      'sections.2.data.url': ['Pole adres odnośnika w sekcji 3 ma nieprawidłową wartość'],
    });
    expect(Object.keys(pl.json().errors)).toEqual(expect.arrayContaining(['sections.3.data.columns']));
    const en = await adminEn.post(path, { title: 'Errors', sections: [{ kind: 'image', data: { file_id: pdf, alt: '', caption: '' } }] });
    expect(en.json().errors).toEqual({ 'sections.0.data.file_id': ['The selected image in section 1 is invalid'] });
    const unknown = await admin.post(path, { title: 'Nieznana', sections: [{ kind: 'video', data: {} }] });
    expect(unknown.statusCode).toBe(422);
  });

  it('puts a page under a parent, never under itself or its own sub-page', async () => {
    const top = await create({ title: 'Oferta główna' });
    const child = await create({ title: 'Oferta dziecko', parent_id: top.id });
    expect((await admin.get(pagesContract.itemPath(child.id))).json()).toMatchObject({ parent_id: top.id, parent_title: 'Oferta główna' });
    for (const parent of [top.id, child.id]) {
      const res = await admin.put(pagesContract.itemPath(top.id), { parent_id: parent });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['parent_id']);
    }
  });

  it('is served to the website by its slug only while live, image sections with a public URL', async () => {
    const draft = await create({ title: 'Strona publiczna', sections: [{ kind: 'image', data: { file_id: image, alt: 'Baner', caption: 'Podpis' } }] });
    expect((await guest.get(publicPagePath(draft.slug))).statusCode).toBe(404);
    await admin.put(pagesContract.itemPath(draft.id), { status: 'published', seo_description: 'Opis do wyszukiwarki' });
    const live = await guest.get(publicPagePath(draft.slug));
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({
      title: 'Strona publiczna', seo_title: 'Strona publiczna', seo_description: 'Opis do wyszukiwarki',
      sections: [{ kind: 'image', data: { file_id: image, alt: 'Baner', caption: 'Podpis', url: publicMediaPath(image) } }],
    });
    expect(live.headers.etag).toBeTruthy();
    await admin.put(pagesContract.itemPath(draft.id), { unpublish_at: new Date(Date.now() + 60_000).toISOString() });
    const ending = await guest.get(publicPagePath(draft.slug));
    expect(Number(/max-age=(\d+)/.exec(String(ending.headers['cache-control']))![1])).toBeLessThanOrEqual(60);
  });

  it('embeds a gallery and a slider section for the website (the slider\'s slides shown now) and refuses unknown ones', async () => {
    const gallery = (await admin.post(galleriesContract.path, { name: 'Galeria na stronie', items: [{ file_id: image, caption: 'Raz' }] })).json().id as number;
    const slider = (await admin.post(slidersContract.path, {
      name: 'Slider na stronie', slides: [{ file_id: image, title: 'Teraz' }, { file_id: image, title: 'Jutro', active_from: new Date(Date.now() + 86_400_000).toISOString() }],
    })).json().id as number;
    const missing = await adminEn.post(path, { title: 'Brak', sections: [{ kind: 'gallery', data: { gallery_id: 987_654 } }, { kind: 'slider', data: { slider_id: 987_654 } }] });
    expect(missing.json().errors).toEqual({
      'sections.0.data.gallery_id': ['The selected gallery in section 1 is invalid'],
      'sections.1.data.slider_id': ['The selected slider in section 2 is invalid'],
    });
    const page = await create({ title: 'Strona z galerią', status: 'published', sections: [
      { kind: 'gallery', data: { gallery_id: gallery } }, { kind: 'slider', data: { slider_id: slider } },
    ] });
    const live = (await guest.get(publicPagePath(page.slug))).json();
    expect(live.sections).toEqual([
      { kind: 'gallery', data: { gallery_id: gallery, gallery: { name: 'Galeria na stronie', slug: 'galeria-na-stronie', description: '', items: [
        { url: publicMediaPath(image), image: expect.objectContaining({ url: publicMediaPath(image) }), caption: 'Raz', alt: '', link: '' },
      ] } } },
      { kind: 'slider', data: { slider_id: slider, slider: { name: 'Slider na stronie', slug: 'slider-na-stronie', slides: [
        { url: publicMediaPath(image), mobile_url: null, image: expect.objectContaining({ url: publicMediaPath(image) }), mobile_image: null, title: 'Teraz', alt: '', link: '' },
      ] } } },
    ]);
  });

  it('names a form section’s form for the website’s embed script while the form is on, and refuses an unknown one', async () => {
    const form = (await admin.post(formsContract.path, { name: 'Formularz na stronie' })).json().id as number;
    const { uuid } = (await admin.get(formsContract.itemPath(form))).json() as { uuid: string };
    const missing = await adminEn.post(path, { title: 'Brak formularza', sections: [{ kind: 'form', data: { form_id: 987_654 } }] });
    expect(missing.json().errors).toEqual({ 'sections.0.data.form_id': ['The selected form in section 1 is invalid'] });
    const page = await create({ title: 'Strona z formularzem', status: 'published', sections: [{ kind: 'form', data: { form_id: form } }] });
    expect((await guest.get(publicPagePath(page.slug))).json().sections).toEqual([{ kind: 'form', data: {
      form_id: form, form: { uuid, name: 'Formularz na stronie', script: FORM_EMBED_SCRIPT_PATH, frame_pl: formFramePath(uuid, 'pl'), frame_en: formFramePath(uuid, 'en') },
    } }]);
    await admin.put(formsContract.itemPath(form), { active: false });
    expect((await guest.get(publicPagePath(page.slug))).json().sections).toEqual([{ kind: 'form', data: { form_id: form, form: null } }]);
  });
});
