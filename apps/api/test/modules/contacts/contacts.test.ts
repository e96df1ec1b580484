import { describe, expect, it } from 'vitest';
import { contactsContract } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';

/** Contacts: kinds and their names, the map position whole or not at all, tags, filters, who may see them. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const contractor = t.client('Kontraktor');
const path = contactsContract.path;

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const idsOf = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

describe('contacts', () => {
  it('creates a company on the map with tags (trimmed, repeats dropped) and reads it back', async () => {
    const res = await admin.post(path, {
      kind: 'company', company_name: 'Pracownia Wisła', email: 'Biuro@Wisla.example.pl', phone: '+48 12 400 00 00',
      street: 'ul. Grodzka 1', postcode: '31-001', city: 'Kraków', latitude: '50.0614300', longitude: 19.9365800,
      tags: [' klient ', 'Klient', 'partner', ''],
    });
    expect(res.statusCode, res.body).toBe(201);
    const got = (await admin.get(contactsContract.itemPath(res.json().id))).json();
    expect(got).toMatchObject({
      kind: 'company', name: 'Pracownia Wisła', email: 'biuro@wisla.example.pl', country: 'PL',
      latitude: 50.06143, longitude: 19.93658, tags: ['klient', 'partner'],
    });
  });

  it('requires a person\'s names or a company\'s name, both coordinates or neither, in Polish and English', async () => {
    const person = await admin.post(path, { kind: 'person', first_name: 'Ewa' });
    expect(person.statusCode).toBe(422);
    expect(person.json().errors).toEqual({ last_name: ['Pole nazwisko jest wymagane'] });
    const company = await adminEn.post(path, { kind: 'company', latitude: 52.1 });
    expect(company.json().errors).toEqual({ company_name: ['The company name field is required'], longitude: ['The longitude field is required'] });
    const email = await adminEn.post(path, { kind: 'company', company_name: 'Bez Małpy', email: 'no-at-sign' });
    expect(email.json().errors).toEqual({ email: ['The e-mail field must be a valid email'] });
    const far = await admin.post(path, { first_name: 'Jan', last_name: 'Daleki', latitude: 91, longitude: 0 });
    expect(far.json().errors).toEqual({ latitude: ['Pole szerokość geograficzna musi być pomiędzy -90 oraz 90'] });
  });

  it('filters by kind, tag and place on the map, searches names and cities; edits and deletes', async () => {
    const onMap = await create({ first_name: 'Zofia', last_name: 'Mapowa', city: 'Gdańsk', latitude: 54.35, longitude: 18.65, tags: ['dostawca'] });
    const offMap = await create({ first_name: 'Zenon', last_name: 'Bezmapy', city: 'Gdańsk', tags: ['dostawca', 'vip'] });
    expect(idsOf(await admin.get(path, { query: { search: 'gdańsk', tag: 'dostawca', on_map: 'true' } }))).toEqual([onMap]);
    expect(idsOf(await admin.get(path, { query: { search: 'gdańsk', on_map: 'false' } }))).toEqual([offMap]);
    expect(idsOf(await admin.get(path, { query: { tag: 'vip' } }))).toEqual([offMap]);
    expect(idsOf(await admin.get(path, { query: { search: 'Mapowa', kind: 'company' } }))).toEqual([]);

    const put = await admin.put(contactsContract.itemPath(offMap), { first_name: 'Zenon', last_name: 'Bezmapy', city: 'Sopot', latitude: 54.44, longitude: 18.56 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ city: 'Sopot', latitude: 54.44, tags: ['dostawca', 'vip'] });
    expect((await admin.delete(contactsContract.itemPath(offMap))).statusCode).toBe(200);
    expect((await admin.get(contactsContract.itemPath(offMap))).statusCode).toBe(404);
  });

  it('is for the groups with the contacts subject: a contractor gets 403', async () => {
    expect((await contractor.get(path)).statusCode).toBe(403);
    expect((await contractor.post(path, { first_name: 'A', last_name: 'B' })).statusCode).toBe(403);
  });
});
