import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newToken, sha256 } from '../../../src/lib/tokens.js';
import { passwordTokens } from '../../../src/db/schema.js';
import { roleIdByName, rows, withApp } from '../../helpers/index.js';
import { usersContract } from '@harmony/shared';

/** POST /api/password/set and GET /api/password/token/:token: the one-time link of send_password. */
const t = withApp();
const admin = t.client('Administrator');
let lider: number;

beforeAll(async () => {
  lider = await roleIdByName(t.database, 'Lider');
});

/** Creates a user with send_password and reads the token from the queued e-mail (as the recipient would). */
async function invite(email: string): Promise<{ userId: number; token: string }> {
  const res = await admin.post(usersContract.path, { first_name: 'Link', last_name: 'Testowy', email, roles: [lider] }, { query: { send_password: '1' } });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await rows<{ content: string }>(t.database,
    sql`select content from mails where emails @> ${JSON.stringify([email])}::jsonb order by id desc limit 1`);
  const token = /\/ustaw-haslo\/([A-Za-z0-9_-]+)"/.exec(mail!.content)![1]!;
  return { userId: res.json().id, token };
}

const PASSWORD = 'Moje-haslo-2026';
const body = (token: string, extra: Record<string, unknown> = {}) => ({ token, password: PASSWORD, password_confirmation: PASSWORD, ...extra });
const INVALID = 'Ten link do ustawienia hasła jest nieprawidłowy, został już użyty albo wygasł. Poproś administratora o nowy.';

describe('GET /api/password/token/:token', () => {
  it('tells the page whether the link is good, and whose it is', async () => {
    const { token } = await invite('sprawdz@firma.pl');
    const anon = t.anonymous();
    expect((await anon.get(`/api/password/token/${token}`)).json()).toEqual({ valid: true, email: 'sprawdz@firma.pl' });
    expect((await anon.get(`/api/password/token/${newToken()}`)).json()).toEqual({ valid: false });
    expect((await anon.get('/api/password/token/za-krotki')).json()).toEqual({ valid: false });
    expect((await anon.get(`/api/password/token/${'x'.repeat(150)}`)).json()).toEqual({ valid: false });
  });
});

describe('POST /api/password/set', () => {
  it('sets an argon2id hash, spends the token, ends the user\'s sessions and logs it', async () => {
    const { userId, token } = await invite('ustaw@firma.pl');
    // A session of this user that must not survive (e.g. one started with an earlier password).
    await t.database.db.execute(sql`insert into sessions (id, user_id) values (${sha256('stara-sesja')}, ${userId})`);
    const anon = t.anonymous();
    const res = await anon.post('/api/password/set', body(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Hasło zostało ustawione. Możesz się teraz zalogować.' });

    const [user] = await rows<{ password_hash: string }>(t.database, sql`select password_hash from users where id = ${userId}`);
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    const [row] = await rows<{ used_at: unknown }>(t.database, sql`select used_at from password_tokens where token_hash = ${sha256(token)}`);
    expect(row!.used_at).not.toBeNull();
    expect(await rows(t.database, sql`select 1 from sessions where user_id = ${userId}`)).toEqual([]);
    const [log] = await rows<{ action: string; user_id: number }>(t.database,
      sql`select action, user_id from activities where subject_type = 'users' and subject_id = ${String(userId)} and action = 'password.set'`);
    expect(Number(log!.user_id)).toBe(userId);

    expect((await anon.post('/login', { email: 'ustaw@firma.pl', password: PASSWORD })).statusCode).toBe(200);
    // Used: the same link no longer works.
    const again = await t.anonymous().post('/api/password/set', body(token, { password: 'Inne-haslo-1', password_confirmation: 'Inne-haslo-1' }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });
  });

  it('refuses unknown, expired and malformed tokens with 422 on token', async () => {
    const { userId, token } = await invite('wygasly@firma.pl');
    await t.database.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${passwordTokens.tokenHash} = ${sha256(token)}`);
    for (const candidate of [token, newToken(), 'krotki', 'x'.repeat(150)]) {
      const res = await t.anonymous().post('/api/password/set', body(candidate));
      expect(res.statusCode, candidate).toBe(422);
      expect(res.json().errors, candidate).toEqual({ token: [INVALID] });
    }
    const [user] = await rows<{ password_hash: string | null }>(t.database, sql`select password_hash from users where id = ${userId}`);
    expect(user!.password_hash).toBeNull();
  });

  it('refuses a deactivated user\'s link', async () => {
    const { userId, token } = await invite('wylaczony@firma.pl');
    await t.database.db.execute(sql`update users set active = false where id = ${userId}`);
    expect((await t.anonymous().get(`/api/password/token/${token}`)).json()).toEqual({ valid: false });
    expect((await t.anonymous().post('/api/password/set', body(token))).statusCode).toBe(422);
  });

  it('validates the password with the seed\'s rules, leaving the token usable', async () => {
    const { token } = await invite('reguly@firma.pl');
    const anon = t.anonymous();
    const short = await anon.post('/api/password/set', body(token, { password: 'krotkie', password_confirmation: 'krotkie' }));
    expect(short.json().errors).toEqual({ password: ['Pole hasło musi być długie na co najmniej 8 znaków'] });
    const mismatch = await anon.post('/api/password/set', body(token, { password_confirmation: 'Inne-haslo-2026' }));
    expect(mismatch.json().errors).toEqual({ password: ['Pole hasło nie zgadza się z polem potwierdzającym'] });
    const missing = await anon.post('/api/password/set', {});
    expect(missing.json().errors).toEqual({ token: ['Pole link jest wymagane'], password: ['Pole hasło jest wymagane'] });
    expect((await anon.get(`/api/password/token/${token}`)).json().valid).toBe(true);
    expect((await anon.post('/api/password/set', body(token))).statusCode).toBe(200);
  });

  it('two submissions of one link at once: exactly one wins', async () => {
    const { token } = await invite('rownoczesnie@firma.pl');
    const [a, b] = await Promise.all([
      t.anonymous().post('/api/password/set', body(token, { password: 'Pierwsze-haslo', password_confirmation: 'Pierwsze-haslo' })),
      t.anonymous().post('/api/password/set', body(token, { password: 'Drugie-haslo-1', password_confirmation: 'Drugie-haslo-1' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
  });

  it('needs the CSRF token like every POST', async () => {
    const { token } = await invite('csrf@firma.pl');
    const res = await t.anonymous().post('/api/password/set', body(token), { csrf: false });
    expect(res.statusCode).toBe(419);
    expect((await t.anonymous().get(`/api/password/token/${token}`)).json().valid).toBe(true);
  });

  it('answers in English under x-locale: en', async () => {
    const { token } = await invite('english@firma.pl');
    const en = t.anonymous({ headers: { 'x-locale': 'en' } });
    const bad = await en.post('/api/password/set', body(newToken()));
    expect(bad.json().errors).toEqual({
      token: ['This set-password link is invalid, has already been used or has expired. Ask your administrator for a new one.'],
    });
    const ok = await en.post('/api/password/set', body(token));
    expect(ok.json()).toEqual({ message: 'Your password has been set. You can sign in now.' });
  });
});
