import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser } from '../../../src/db/seed/users.js';
import { rows, TestClient, withApp } from '../../helpers/index.js';
import { usersContract } from '@harmony/shared';

/**
 * Issue #23/12, the self-service account screen (/uzytkownik/profil): your own name and e-mail
 * (PUT /api/user/profile) and your own password (the seed's PUT /api/users/{id}/password with the current one).
 */
const t = withApp();
const PASSWORD = 'Moje-haslo-2026';
const SESSION = 'harmony_session';


let seq = 0;
/** A fresh Kontraktor with a password, so no test depends on another's account. */
async function person(): Promise<{ id: number; email: string }> {
  seq++;
  const email = `profil.${seq}@firma.pl`;
  const id = await createUser(t.database.db, { email, password: PASSWORD, firstName: 'Zofia', lastName: 'Profilowa', roles: ['Kontraktor'] });
  return { id, email };
}

async function login(email: string, password = PASSWORD, headers?: Record<string, string>, remoteAddress?: string): Promise<TestClient> {
  const client = t.anonymous({ headers, remoteAddress });
  const res = await client.post('/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

describe('PUT /api/user/profile', () => {
  it('changes your own name and e-mail, answers the signed-in user, and logs it', async () => {
    const me = await person();
    const client = await login(me.email);
    const res = await client.put('/api/user/profile', { first_name: 'Zofia', last_name: 'Nowakowska', email: 'Zofia.Nowa@Firma.pl' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Zapisano zmiany w Twoim profilu.',
      user: expect.objectContaining({ id: me.id, first_name: 'Zofia', last_name: 'Nowakowska', email: 'zofia.nowa@firma.pl', roles: ['Kontraktor'] }),
    });
    expect((await client.get('/api/user')).json()).toMatchObject({ last_name: 'Nowakowska', email: 'zofia.nowa@firma.pl' });
    await login('zofia.nowa@firma.pl');
    const [log] = await rows<{ action: string; user_id: number; before: { last_name: string }; after: { last_name: string } }>(t.database,
      sql`select action, user_id, before, after from activities where subject_type = 'users' and action = 'update' and subject_id = ${String(me.id)}`);
    expect(log).toMatchObject({ action: 'update', user_id: me.id, before: { last_name: 'Profilowa' }, after: { last_name: 'Nowakowska' } });
  });

  it('checks the fields as the users screen does, in Polish and English', async () => {
    const me = await person();
    const pl = await login(me.email);
    const bad = await pl.put('/api/user/profile', { first_name: '', last_name: 'x'.repeat(101), email: 'nie-mail' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      first_name: ['Pole imię jest wymagane'],
      last_name: ['Pole nazwisko nie może być dłuższe niż 100 znaków'],
      email: ['Pole email musi być poprawnym adresem email'],
    });
    const taken = await pl.put('/api/user/profile', { first_name: 'Zofia', last_name: 'P', email: 'ADMIN@demo.local' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Taka wartość pola email już istnieje'] });
    const en = await login(me.email, PASSWORD, { 'x-locale': 'en' });
    const takenEn = await en.put('/api/user/profile', { first_name: 'Zofia', last_name: 'P', email: 'admin@demo.local' });
    expect(takenEn.json()).toEqual({ message: 'The email has already been taken', errors: { email: ['The email has already been taken'] } });
    const ok = await en.put('/api/user/profile', { first_name: 'Zofia', last_name: 'P', email: me.email });
    expect(ok.json().message).toBe('Your profile has been saved.');
  });

  it('never changes roles or the active flag, and needs a session', async () => {
    const me = await person();
    const client = await login(me.email);
    const res = await client.put('/api/user/profile', { first_name: 'Zofia', last_name: 'P', email: me.email, roles: [1], active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.roles).toEqual(['Kontraktor']);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await t.anonymous().put('/api/user/profile', { first_name: 'A', last_name: 'B', email: 'a@b.pl' })).statusCode).toBe(401);
  });
});

describe('your own password', () => {
  it('needs the current password; afterwards every other session ends, this one goes on (rotated)', async () => {
    const me = await person();
    const client = await login(me.email);
    const elsewhere = await login(me.email);
    const url = `${usersContract.itemPath(me.id)}/password`;
    const next = { password: 'Calkiem-nowe-haslo', password_confirmation: 'Calkiem-nowe-haslo' };
    const wrong = await client.put(url, { ...next, current_password: 'nie-to-haslo' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'Obecne hasło jest nieprawidłowe.', errors: { current_password: ['Obecne hasło jest nieprawidłowe.'] } });
    const mismatch = await client.put(url, { ...next, password_confirmation: 'inne', current_password: PASSWORD });
    expect(mismatch.json().errors).toEqual({ password: ['Pole hasło nie zgadza się z polem potwierdzającym'] });
    expect((await elsewhere.get('/api/user')).statusCode).toBe(200);

    const before = client.cookie(SESSION);
    const res = await client.put(url, { ...next, current_password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Hasło zostało zmienione. Na pozostałych urządzeniach wylogowaliśmy Cię.' });
    expect(client.cookie(SESSION)).toBeDefined();
    expect(client.cookie(SESSION)).not.toBe(before);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    // The rotated session writes too (its CSRF token came along).
    expect((await client.put('/api/user/profile', { first_name: 'Zofia', last_name: 'Po Zmianie', email: me.email })).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
    expect((await t.anonymous().post('/login', { email: me.email, password: PASSWORD })).statusCode).toBe(422);
    await login(me.email, 'Calkiem-nowe-haslo');
  });

  it('answers in English', async () => {
    const me = await person();
    const en = await login(me.email, PASSWORD, { 'x-locale': 'en' });
    const url = `${usersContract.itemPath(me.id)}/password`;
    const wrong = await en.put(url, { password: 'Calkiem-nowe-haslo', password_confirmation: 'Calkiem-nowe-haslo', current_password: 'bad-one' });
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const ok = await en.put(url, { password: 'Calkiem-nowe-haslo', password_confirmation: 'Calkiem-nowe-haslo', current_password: PASSWORD });
    expect(ok.json()).toEqual({ message: 'Your password has been changed. You have been signed out on your other devices.' });
  });

  it('counts wrong current passwords as failed sign-ins: the sixth guess in a minute gets 429', async () => {
    const me = await person();
    const ip = '10.9.0.1';
    const client = await login(me.email, PASSWORD, undefined, ip);
    const url = `${usersContract.itemPath(me.id)}/password`;
    const guess = (current: string) => client.put(url, { password: 'Calkiem-nowe-haslo', password_confirmation: 'Calkiem-nowe-haslo', current_password: current });
    for (let i = 1; i <= 5; i++) expect((await guess(`zgaduje-${i}`)).statusCode, `guess ${i}`).toBe(422);
    const blocked = await guess(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(blocked.json()).toEqual({ message: `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${blocked.headers['retry-after']} s.` });
    // The password did not change, and signing in from this address waits as well.
    expect((await t.anonymous({ remoteAddress: ip }).post('/login', { email: me.email, password: PASSWORD })).statusCode).toBe(429);
  });
});
