import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withApp } from '../../helpers/index.js';
import { insertProject } from '../../helpers/projects.js';
import { categoriesContract, categoryTypesContract } from '@harmony/shared';

/** Category types (/category-types) and project categories (/kategorie): the generic CRUD with a join. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');

async function createType(name: string): Promise<number> {
  const res = await admin.post(categoryTypesContract.path, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('category types', () => {
  it('creates, lists, updates and refuses duplicates and empty names', async () => {
    const res = await admin.post(categoryTypesContract.path, { name: 'Branża' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Zapisano.', data: { name: 'Branża' } });
    const id = res.json().id as number;
    expect((await admin.put(categoryTypesContract.itemPath(id), { name: 'Branże' })).json().data.name).toBe('Branże');
    const dup = await admin.post(categoryTypesContract.path, { name: 'BRANŻE' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ name: ['Taka wartość pola nazwa już istnieje'] });
    const empty = await adminEn.post(categoryTypesContract.path, { name: ' ' });
    expect(empty.json().errors).toEqual({ name: ['The name field is required'] });
    const list = await admin.get(categoryTypesContract.path, { query: { search: 'bran' } });
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual(['Branże']);
  });

  it('is for administrators only', async () => {
    expect((await lider.get(categoryTypesContract.path)).statusCode).toBe(403);
    expect((await lider.post(categoryTypesContract.path, { name: 'Lider' })).statusCode).toBe(403);
  });

  it('refuses to delete a type still used by a category (pl and en), deletes it once free', async () => {
    const type = await createType('W użyciu');
    const cat = await admin.post(categoriesContract.path, { name: 'Kat. w użyciu', color: '#abcdef', category_type_id: type });
    expect(cat.statusCode, cat.body).toBe(201);
    const pl = await admin.delete(categoryTypesContract.itemPath(type));
    expect(pl.statusCode).toBe(422);
    expect(pl.json().message).toBe('Nie można usunąć: rekord jest w użyciu.');
    const en = await adminEn.delete(categoryTypesContract.itemPath(type));
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('Cannot delete: the record is in use.');
    expect((await admin.delete(categoriesContract.itemPath(cat.json().id))).statusCode).toBe(200);
    expect((await admin.delete(categoryTypesContract.itemPath(type))).statusCode).toBe(200);
  });
});

describe('categories', () => {
  it('answers with the category type joined in, on every read and write', async () => {
    const type = await createType('Rodzaj usług');
    const res = await admin.post(categoriesContract.path, { name: 'Sklepy', color: '#123abc', category_type_id: type });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const expected = {
      id, name: 'Sklepy', color: '#123abc', category_type_id: type, category_type: { id: type, name: 'Rodzaj usług' },
      created_at: expect.any(String), updated_at: expect.any(String),
    };
    expect(res.json().data).toEqual(expected);
    expect((await admin.get(categoriesContract.itemPath(id))).json()).toEqual(expected);
    const untyped = await admin.put(categoriesContract.itemPath(id), { name: 'Sklepy', color: '#123abc', category_type_id: '' });
    expect(untyped.json().data).toMatchObject({ category_type_id: null, category_type: null });
  });

  it('filters by category type and defaults the colour', async () => {
    const type = await createType('Filtr');
    await admin.post(categoriesContract.path, { name: 'Filtrowana', category_type_id: type });
    await admin.post(categoriesContract.path, { name: 'Inna' });
    const list = await admin.get(categoriesContract.path, { query: { category_type_id: String(type) } });
    expect(list.json().data).toEqual([expect.objectContaining({ name: 'Filtrowana', color: '#9e9e9e', category_type: { id: type, name: 'Filtr' } })]);
    expect(list.json().meta.total).toBe(1);
  });

  it('refuses bad input with 422s in Polish and English', async () => {
    const bad = { name: '', color: 'zielony', category_type_id: 'x' };
    const pl = await admin.post(categoriesContract.path, bad);
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      name: ['Pole nazwa jest wymagane'],
      color: ['Pole kolor musi być kolorem w formacie #RRGGBB'],
      category_type_id: ['Pole typ kategorii musi być liczbą całkowitą'],
    });
    const en = await adminEn.post(categoriesContract.path, bad);
    expect(en.json().errors.category_type_id).toEqual(['The category type field must be an integer']);
    const missing = await admin.post(categoriesContract.path, { name: 'Bez typu', category_type_id: 999999 });
    expect(missing.json().errors).toEqual({ category_type_id: ['Wybrana wartość pola typ kategorii jest nieprawidłowa'] });
    const dup = await admin.post(categoriesContract.path, { name: 'SKLEPY' });
    expect(dup.json().errors).toEqual({ name: ['Taka wartość pola nazwa już istnieje'] });
  });

  it('refuses to delete a category used by a project, then deletes and restores it', async () => {
    const id = (await admin.post(categoriesContract.path, { name: 'Projektowa' })).json().id as number;
    const project = await insertProject(t.database, { categoryId: id });
    const res = await admin.delete(categoriesContract.itemPath(id));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Nie można usunąć: rekord jest w użyciu.');
    await t.database.db.execute(sql`delete from projects where id = ${project}`);
    expect((await admin.delete(categoriesContract.itemPath(id))).statusCode).toBe(200);
    const undo = await admin.post(`${categoriesContract.itemPath(id)}/restore`);
    expect(undo.json()).toMatchObject({ message: 'Przywrócono.', data: { id, name: 'Projektowa', category_type: null } });
  });

  it('is for administrators only', async () => {
    expect((await lider.get(categoriesContract.path)).statusCode).toBe(403);
  });
});
