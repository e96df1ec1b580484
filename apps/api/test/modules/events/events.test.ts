import { eventsContract } from '@harmony/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';

/** Calendar events (/uzytkownik/kalendarz): own events only, PUT with the id in the body, range queries. */
const t = withApp();
const lider = t.client('Lider');
const liderEn = t.client('Lider', { headers: { 'x-locale': 'en' } });
const kontraktor = t.client('Kontraktor');
const admin = t.client('Administrator');
let liderId = 0;

beforeAll(async () => {
  liderId = await userIdByEmail(t.database, 'lider@demo.local');
});

const event = (extra: Record<string, unknown> = {}) => ({
  title: 'Spotkanie z klientem', description: 'Omówienie makiet', starts_at: '2031-03-10T09:00:00+01:00', ends_at: '2031-03-10T10:30:00+01:00',
  all_day: false, color: '#1E88E5', ...extra,
});

async function create(client: TestClient, body: Record<string, unknown>): Promise<number> {
  const res = await client.post(eventsContract.path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('events', () => {
  it('creates, reads, updates with the id in the body and deletes, each change logged', async () => {
    const res = await lider.post(eventsContract.path, event());
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(res.json()).toEqual({
      id, message: 'Dodano wydarzenie.',
      data: {
        id, title: 'Spotkanie z klientem', description: 'Omówienie makiet', starts_at: '2031-03-10T08:00:00.000Z',
        ends_at: '2031-03-10T09:30:00.000Z', all_day: false, color: '#1e88e5',
      },
    });
    expect((await lider.get(eventsContract.itemPath(id))).json()).toEqual(res.json().data);

    const put = await lider.put(eventsContract.path, event({ id, title: 'Spotkanie przeniesione', starts_at: '2031-03-11T12:00:00Z', ends_at: '2031-03-11T13:00:00Z' }));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ message: 'Zapisano zmiany wydarzenia.', data: { id, title: 'Spotkanie przeniesione', starts_at: '2031-03-11T12:00:00.000Z' } });

    const del = await lider.delete(eventsContract.itemPath(id));
    expect(del.json()).toEqual({ id, message: 'Usunięto wydarzenie.' });
    expect((await lider.get(eventsContract.itemPath(id))).statusCode).toBe(404);
    const log = await rows(t.database, sql`select action, user_id from activities where subject_type = 'events' and subject_id = ${String(id)} order by id`);
    expect(log).toEqual([
      { action: 'create', user_id: liderId }, { action: 'update', user_id: liderId }, { action: 'delete', user_id: liderId },
    ]);
  });

  it("never shows or changes another user's event (404, even for an administrator)", async () => {
    const id = await create(lider, event({ title: 'Prywatne' }));
    for (const client of [kontraktor, admin]) {
      expect((await client.get(eventsContract.itemPath(id))).statusCode).toBe(404);
      expect((await client.put(eventsContract.path, event({ id, title: 'Cudze' }))).statusCode).toBe(404);
      expect((await client.delete(eventsContract.itemPath(id))).statusCode).toBe(404);
      const list = (await client.get(eventsContract.path, { query: { from: '2031-03-01', to: '2031-04-01' } })).json();
      expect(list.data.map((e: { id: number }) => e.id)).not.toContain(id);
    }
    expect((await lider.get(eventsContract.itemPath(id))).json().title).toBe('Prywatne');
  });

  it('answers a range with every own event overlapping it, and a plain list with meta', async () => {
    const ids = {
      before: await create(kontraktor, event({ title: 'Przed', starts_at: '2031-05-31T08:00:00Z', ends_at: '2031-05-31T21:59:00Z' })),
      across: await create(kontraktor, event({ title: 'Na przełomie', starts_at: '2031-05-31T20:00:00Z', ends_at: '2031-06-01T08:00:00Z' })),
      inside: await create(kontraktor, event({ title: 'W środku', starts_at: '2031-06-15T08:00:00Z', ends_at: '2031-06-15T09:00:00Z' })),
      point: await create(kontraktor, event({ title: 'Przypomnienie', starts_at: '2031-06-20T08:00:00Z', ends_at: '2031-06-20T08:00:00Z' })),
      allDay: await create(kontraktor, event({ title: 'Urlop', all_day: true, starts_at: '2031-06-30T00:00:00+02:00', ends_at: '2031-07-02T00:00:00+02:00' })),
      after: await create(kontraktor, event({ title: 'Po', starts_at: '2031-07-01T08:00:00Z', ends_at: '2031-07-01T09:00:00Z' })),
    };
    // June in Warsaw (UTC+2): 2031-05-31T22:00Z … 2031-06-30T22:00Z; days and offset-less times are Warsaw wall clock.
    for (const query of [
      { from: '2031-06-01', to: '2031-07-01' },
      { from: '2031-06-01T00:00:00', to: '2031-07-01T00:00:00' },
      { from: '2031-06-01T00:00:00+02:00', to: '2031-06-30T22:00:00Z' },
    ]) {
      const res = await kontraktor.get(eventsContract.path, { query });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((e: { id: number }) => e.id), JSON.stringify(query)).toEqual([ids.across, ids.inside, ids.point, ids.allDay]);
      expect(res.json().meta).toBeUndefined();
    }
    const page = (await kontraktor.get(eventsContract.path, { query: { per_page: '2' } })).json();
    expect(page.data.map((e: { id: number }) => e.id)).toEqual([ids.after, ids.allDay]);
    expect(page.meta).toEqual({ total: 6, page: 1, per_page: 2, last_page: 3 });
    const bad = await kontraktor.get(eventsContract.path, { query: { from: 'wczoraj' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ from: ['Pole data początkowa nie jest prawidłową datą'] });
    expect((await kontraktor.get(eventsContract.path, { query: { from: '2031-02-30' } })).statusCode).toBe(422);
  });

  it('validates title, times, length and colour in Polish and English', async () => {
    const pl = await lider.post(eventsContract.path, { title: '', starts_at: 'jutro', color: 'red' });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      title: ['Pole tytuł jest wymagane'],
      starts_at: ['Pole początek nie jest prawidłową datą'],
      ends_at: ['Pole koniec jest wymagane'],
      color: ['Pole kolor musi być kolorem w formacie #RRGGBB'],
    });
    const long = await lider.post(eventsContract.path, event({ title: 'x'.repeat(201) }));
    expect(long.json().errors).toEqual({ title: ['Pole tytuł nie może być dłuższe niż 200 znaków'] });
    const backwards = await lider.post(eventsContract.path, event({ ends_at: '2031-03-10T08:59:00+01:00' }));
    expect(backwards.json()).toEqual({
      message: 'Koniec wydarzenia nie może być wcześniejszy niż jego początek.',
      errors: { ends_at: ['Koniec wydarzenia nie może być wcześniejszy niż jego początek.'] },
    });
    const month = await liderEn.post(eventsContract.path, event({ starts_at: '2031-03-01T00:00:00Z', ends_at: '2031-04-01T00:00:01Z' }));
    expect(month.json().errors).toEqual({ ends_at: ['An event may last at most 31 days.'] });
    expect((await lider.post(eventsContract.path, event({ starts_at: '2031-03-01T00:00:00Z', ends_at: '2031-04-01T00:00:00Z' }))).statusCode).toBe(201);
    const noId = await liderEn.put(eventsContract.path, event());
    expect(noId.json().errors).toEqual({ id: ['The id field is required'] });
    // Defaults: no colour, no description, not all day.
    const minimal = await lider.post(eventsContract.path, { title: 'Krótko', starts_at: '2031-03-12T10:00:00Z', ends_at: '2031-03-12T10:15:00Z' });
    expect(minimal.json().data).toMatchObject({ description: '', all_day: false, color: '#f5b135' });
  });

  it('needs a session and the Kalendarz__wlasne subject', async () => {
    expect((await t.anonymous().get(eventsContract.path)).statusCode).toBe(401);
  });
});
