import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, withApp } from '../../helpers/index.js';

/** The signed-in user's own UI preferences (/api/preferences/{key}). */
const t = withApp();
const admin = t.client('Administrator');
const kontraktor = t.client('Kontraktor');
const kontraktorEn = t.client('Kontraktor', { headers: { 'x-locale': 'en' } });

describe('preferences', () => {
  it('saves and reads any JSON value for the caller, and logs nothing', async () => {
    const activities = await rows(t.database, sql`select count(*)::int as n from activities`);
    const columns = { columns: ['name', 'position', 'applies_to'], density: 'compact' };
    const saved = await kontraktor.put('/api/preferences/statuses.list:columns', { value: columns });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ key: 'statuses.list:columns', value: columns });
    expect((await kontraktor.get('/api/preferences/statuses.list:columns')).json()).toEqual({ key: 'statuses.list:columns', value: columns });
    // Saving again replaces the value.
    await kontraktor.put('/api/preferences/statuses.list:columns', { value: ['name'] });
    expect((await kontraktor.get('/api/preferences/statuses.list:columns')).json().value).toEqual(['name']);
    for (const value of [null, 0, false, 'tekst', [1, [2]]]) {
      await kontraktor.put('/api/preferences/any-json', { value });
      expect((await kontraktor.get('/api/preferences/any-json')).json().value).toEqual(value);
    }
    expect(await rows(t.database, sql`select count(*)::int as n from activities`)).toEqual(activities);
  });

  it('are each user\'s own: another user\'s key is invisible and separate', async () => {
    await kontraktor.put('/api/preferences/users.list:columns', { value: ['email'] });
    expect((await admin.get('/api/preferences/users.list:columns')).json()).toEqual({ key: 'users.list:columns', value: null });
    await admin.put('/api/preferences/users.list:columns', { value: ['last_name'] });
    expect((await admin.get('/api/preferences/users.list:columns')).json().value).toEqual(['last_name']);
    expect((await kontraktor.get('/api/preferences/users.list:columns')).json().value).toEqual(['email']);
  });

  it('answers an unset key with 200 and value null (no 404 in the console), and 401 to strangers', async () => {
    const res = await kontraktor.get('/api/preferences/never-set');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'never-set', value: null });
    const anonymous = t.anonymous();
    expect((await anonymous.get('/api/preferences/x')).statusCode).toBe(401);
    expect((await anonymous.put('/api/preferences/x', { value: 1 })).statusCode).toBe(401);
  });

  it('validates the key and the value (present, at most 10 KB)', async () => {
    const key = await kontraktor.put('/api/preferences/Wielkie_Litery', { value: 1 });
    expect(key.statusCode).toBe(422);
    expect(key.json().errors).toEqual({ key: ['Wybrana wartość pola klucz jest nieprawidłowa'] });
    expect((await kontraktor.get(`/api/preferences/${'a'.repeat(101)}`)).statusCode).toBe(422);
    expect((await kontraktor.put(`/api/preferences/${'a'.repeat(100)}`, { value: 1 })).statusCode).toBe(200);
    const missing = await kontraktor.put('/api/preferences/x', {});
    expect(missing.json().errors).toEqual({ value: ['Pole wartość jest wymagane'] });
    const big = await kontraktorEn.put('/api/preferences/x', { value: 'x'.repeat(10 * 1024) });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ value: ['The value field may not be greater than 10240 characters'] });
    // Exactly 10 KB of JSON ("…" quotes included) is fine.
    expect((await kontraktor.put('/api/preferences/x', { value: 'x'.repeat(10 * 1024 - 2) })).statusCode).toBe(200);
  });
});
