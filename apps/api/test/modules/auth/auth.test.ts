import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD, defaultPermissionsOf } from '@harmony/shared';
import { loginFailures, users } from '../../../src/db/schema.js';
import { createUser } from '../../../src/db/seed/users.js';
import { createTestApp, rows, sessionIdOf, signIn, TestClient, withApp } from '../../helpers/index.js';

const SESSION = 'harmony_session';
const CONTRACTOR = { email: 'kontraktor@demo.local', password: DEMO_PASSWORD };

const t = withApp();

const sessionRows = (token: string) =>
  rows<{ id: string }>(t.database, sql`select id from sessions where id = ${sessionIdOf(token)}`);

describe('POST /login', () => {
  it('signs in with the right credentials and answers the seed\'s shape', async () => {
    const client = t.anonymous();
    const res = await client.post('/login', CONTRACTOR);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'Zalogowano pomyślnie.',
      token: null,
      user: {
        id: expect.any(Number),
        first_name: 'Konrad',
        last_name: 'Kontraktor',
        email: 'kontraktor@demo.local',
        roles: ['Kontraktor'],
        permissions: expect.any(Array),
        impersonator_id: null,
      },
    });
    const byKey = (p: { subject: string; action: string }) => `${p.subject}/${p.action}`;
    expect(body.user.permissions.map(byKey).sort()).toEqual(defaultPermissionsOf('Kontraktor').map(byKey).sort());

    const cookie = res.cookies.find((c) => c.name === SESSION);
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((h) => h.startsWith(`${SESSION}=`))!;
    expect(raw).toMatch(/; HttpOnly/);
    expect(raw).toMatch(/; SameSite=Lax/);
    expect(raw).not.toMatch(/; Secure/); // plain HTTP in tests; production sets Secure

    expect(await sessionRows(cookie!.value)).toHaveLength(1);
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('answers in English under X-Locale: en', async () => {
    const client = t.anonymous({ headers: { 'x-locale': 'en' } });
    const res = await client.post('/login', CONTRACTOR);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Signed in.');
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const client = t.anonymous();
    const res = await client.post('/login', { email: '  Kontraktor@Demo.LOCAL ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('kontraktor@demo.local');
  });

  it('rotates the session id: a planted cookie is replaced, and signing in again replaces the old session', async () => {
    const client = t.anonymous();
    client.setCookie(SESSION, 'planted-by-an-attacker');
    const first = await client.post('/login', CONTRACTOR);
    expect(first.statusCode).toBe(200);
    const tokenA = client.cookie(SESSION)!;
    expect(tokenA).toBeDefined();
    expect(tokenA).not.toBe('planted-by-an-attacker');
    expect(await rows(t.database, sql`select 1 from sessions where id = ${sessionIdOf('planted-by-an-attacker')}`)).toHaveLength(0);

    const second = await client.post('/login', CONTRACTOR);
    expect(second.statusCode).toBe(200);
    const tokenB = client.cookie(SESSION)!;
    expect(tokenB).not.toBe(tokenA);
    expect(await sessionRows(tokenA)).toHaveLength(0);
    expect(await sessionRows(tokenB)).toHaveLength(1);

    const replay = t.anonymous();
    replay.setCookie(SESSION, tokenA);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('refuses a wrong password with 422 on the email field, in Polish and in English', async () => {
    const pl = t.anonymous({ remoteAddress: '10.1.0.1' });
    const res = await pl.post('/login', { email: 'lider@demo.local', password: 'wrong-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Nieprawidłowy e-mail lub hasło.',
      errors: { email: ['Nieprawidłowy e-mail lub hasło.'] },
    });
    expect(pl.cookie(SESSION)).toBeUndefined();

    const en = t.anonymous({ remoteAddress: '10.1.0.2', headers: { 'x-locale': 'en' } });
    const resEn = await en.post('/login', { email: 'lider@demo.local', password: 'wrong-password' });
    expect(resEn.statusCode).toBe(422);
    expect(resEn.json()).toEqual({ message: 'Wrong e-mail or password.', errors: { email: ['Wrong e-mail or password.'] } });
  });

  it('answers an unknown e-mail exactly like a wrong password (no account enumeration)', async () => {
    const client = t.anonymous({ remoteAddress: '10.1.0.3' });
    const res = await client.post('/login', { email: 'nobody@demo.local', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Nieprawidłowy e-mail lub hasło.',
      errors: { email: ['Nieprawidłowy e-mail lub hasło.'] },
    });
  });

  it('returns 422 field errors for an empty body, in Polish and in English', async () => {
    const res = await t.anonymous().post('/login', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Pole email jest wymagane',
      errors: { email: ['Pole email jest wymagane'], password: ['Pole hasło jest wymagane'] },
    });

    const en = await t.anonymous({ headers: { 'x-locale': 'en' } }).post('/login', {});
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The email field is required',
      errors: { email: ['The email field is required'], password: ['The password field is required'] },
    });
  });

  it('validates the e-mail format and the password length', async () => {
    const res = await t.anonymous().post('/login', { email: 'not-an-email', password: 'x'.repeat(201) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Pole email musi być poprawnym adresem email'],
      password: ['Pole hasło nie może być dłuższe niż 200 znaków'],
    });
  });

  it('takes the language from the locale cookie and Accept-Language when there is no X-Locale', async () => {
    const byCookie = t.anonymous();
    byCookie.setCookie('locale', 'en');
    expect((await byCookie.post('/login', {})).json().message).toBe('The email field is required');
    const byHeader = t.anonymous({ headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect((await byHeader.post('/login', {})).json().message).toBe('The email field is required');
    const unknown = t.anonymous({ headers: { 'x-locale': 'de' } });
    expect((await unknown.post('/login', {})).json().message).toBe('Pole email jest wymagane');
  });

  it('does not let an inactive user sign in, and signs out one deactivated mid-session', async () => {
    const email = 'nieaktywny@demo.local';
    const id = await createUser(t.database.db, {
      email, password: DEMO_PASSWORD, firstName: 'Nina', lastName: 'Nieaktywna', roles: ['Kontraktor'],
    });
    const active = t.anonymous();
    expect((await active.post('/login', { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    const token = active.cookie(SESSION)!;

    await t.database.db.update(users).set({ active: false }).where(eq(users.id, id));
    await t.app.authCache.sync(); // a write behind the API's back reaches the session cache through the database
    const me = await active.get('/api/user');
    expect(me.statusCode).toBe(401);
    expect(await sessionRows(token)).toHaveLength(0);

    const res = await t.anonymous().post('/login', { email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'To konto jest nieaktywne.', errors: { email: ['To konto jest nieaktywne.'] } });
    // With a wrong password the answer must not reveal that the account exists but is inactive.
    const wrong = await t.anonymous({ remoteAddress: '10.1.0.4' }).post('/login', { email, password: 'nope' });
    expect(wrong.json().message).toBe('Nieprawidłowy e-mail lub hasło.');
  });

  it('stores new passwords as argon2id with OWASP-level cost, and signs in against such a hash', async () => {
    // (The template gives the demo accounts a cheaper hash for speed; see global-setup.ts.)
    const email = 'nowy@demo.local';
    const id = await createUser(t.database.db, { email, password: 'Bardzo-Tajne-1', firstName: 'Nowy', lastName: 'Użytkownik', roles: ['Lider'] });
    const [row] = await rows<{ password_hash: string }>(t.database, sql`select password_hash from users where id = ${id}`);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    const params = Object.fromEntries(row!.password_hash.split('$')[3]!.split(',').map((kv) => kv.split('=')));
    expect(Number(params.m)).toBeGreaterThanOrEqual(19456);
    expect(Number(params.t)).toBeGreaterThanOrEqual(2);
    expect(row!.password_hash).not.toContain('Bardzo-Tajne-1');
    const client = t.anonymous();
    expect((await client.post('/login', { email, password: 'Bardzo-Tajne-1' })).statusCode).toBe(200);
    expect((await client.get('/api/user')).json()).toMatchObject({ email, roles: ['Lider'] });
  });

  it('throttles after 5 failures for one e-mail + IP: the 6th attempt gets 429 even with the right password', async () => {
    const ip = '10.2.0.1';
    const client = t.anonymous({ remoteAddress: ip });
    for (let i = 1; i <= 5; i++) {
      const res = await client.post('/login', { email: CONTRACTOR.email, password: `wrong-${i}` });
      expect(res.statusCode, `attempt ${i}`).toBe(422);
    }
    const sixth = await client.post('/login', CONTRACTOR);
    expect(sixth.statusCode).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sixth.json()).toEqual({
      message: `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${retryAfter} s.`,
    });
    expect(client.cookie(SESSION)).toBeUndefined();

    const en = t.anonymous({ remoteAddress: ip, headers: { 'x-locale': 'en' } });
    const enRes = await en.post('/login', CONTRACTOR);
    expect(enRes.statusCode).toBe(429);
    expect(enRes.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ s\.$/);

    // The counter is per e-mail + IP: the same account from elsewhere, and another account from here, still work.
    expect((await t.anonymous({ remoteAddress: '10.2.0.2' }).post('/login', CONTRACTOR)).statusCode).toBe(200);
    const other = await t.anonymous({ remoteAddress: ip }).post('/login', { email: 'lider@demo.local', password: DEMO_PASSWORD });
    expect(other.statusCode).toBe(200);
  });

  it('counts guesses sent at once against each other: of ten at the same moment, five are checked and five refused', async () => {
    const client = t.anonymous({ remoteAddress: '10.2.0.9' });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => client.post('/login', { email: CONTRACTOR.email, password: `wrong-${i}` })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429]);
    // Refused attempts are not kept: the five failures stand, the next one is refused too.
    const kept = await t.database.db.select().from(loginFailures).where(eq(loginFailures.ip, '10.2.0.9'));
    expect(kept).toHaveLength(5);
    expect((await client.post('/login', CONTRACTOR)).statusCode).toBe(429);
  });

  /** Earlier failed attempts, as the login would have recorded them (each real attempt costs an argon2 hash). */
  const earlierFailures = (n: number, row: (i: number) => { email: string; ip: string }) =>
    t.database.db.insert(loginFailures).values(Array.from({ length: n }, (_, i) => row(i)));

  it('throttles one IP trying passwords against many accounts: 30 failures in 10 minutes, any e-mails', async () => {
    const ip = '10.4.0.1';
    const client = t.anonymous({ remoteAddress: ip });
    // Eight accounts, at most four tries each: never five for one e-mail + IP, yet thirty from this address.
    await earlierFailures(26, (i) => ({ email: `ofiara${i % 8}@demo.local`, ip }));
    for (let i = 1; i <= 4; i++) {
      const res = await client.post('/login', { email: `nowa.ofiara${i}@demo.local`, password: `zgaduje-${i}` });
      expect(res.statusCode, `attempt ${i}`).toBe(422);
    }
    const next = await client.post('/login', CONTRACTOR);
    expect(next.statusCode).toBe(429);
    const retryAfter = Number(next.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(next.json()).toEqual({ message: `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${retryAfter} s.` });
    const en = await t.anonymous({ remoteAddress: ip, headers: { 'x-locale': 'en' } }).post('/login', { email: 'lider@demo.local', password: DEMO_PASSWORD });
    expect(en.statusCode).toBe(429);
    expect(en.headers['retry-after']).toMatch(/^\d+$/);
    expect(en.json()).toEqual({ message: `Too many failed sign-in attempts. Try again in ${en.headers['retry-after']} s.` });
    // Counted in the database (every API instance sees it), per address: another address is not affected.
    const [stored] = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from login_failures where ip = ${ip}`);
    expect(stored!.n).toBe(30);
    expect((await t.anonymous({ remoteAddress: '10.4.0.2' }).post('/login', CONTRACTOR)).statusCode).toBe(200);
  });

  it('throttles guesses at one account from many IPs: 30 failures in 30 minutes, whatever the address', async () => {
    const email = 'cel.atakow@demo.local';
    await createUser(t.database.db, { email, password: 'Bardzo-Tajne-2', firstName: 'Cel', lastName: 'Ataków', roles: ['Lider'] });
    await earlierFailures(27, (i) => ({ email, ip: `10.5.${i}.1` }));
    for (let i = 1; i <= 3; i++) {
      // Any spelling of the address counts for the same account.
      const res = await t.anonymous({ remoteAddress: `10.5.${100 + i}.1` }).post('/login', { email: i % 2 ? email : email.toUpperCase(), password: `zgaduje-${i}` });
      expect(res.statusCode, `attempt ${i}`).toBe(422);
    }
    const fresh = t.anonymous({ remoteAddress: '10.5.200.1', headers: { 'x-locale': 'en' } });
    const blocked = await fresh.post('/login', { email, password: 'Bardzo-Tajne-2' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(600);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(1800);
    expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ s\.$/);
    // Other accounts from the same address still sign in.
    expect((await fresh.post('/login', CONTRACTOR)).statusCode).toBe(200);
  });

  it('clears the failure count after a successful sign-in', async () => {
    const client = t.anonymous({ remoteAddress: '10.3.0.1' });
    for (let i = 0; i < 4; i++) expect((await client.post('/login', { ...CONTRACTOR, password: 'bad' })).statusCode).toBe(422);
    expect((await client.post('/login', CONTRACTOR)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await client.post('/login', { ...CONTRACTOR, password: 'bad' })).statusCode).toBe(422);
    expect((await client.post('/login', CONTRACTOR)).statusCode).toBe(200);
  });
});

describe('GET /api/user', () => {
  it('answers 401 with the seed\'s message when nobody is signed in', async () => {
    const res = await t.anonymous().get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Zaloguj się aby kontynuować.' });
  });

  it('answers 401 for a made-up session cookie', async () => {
    const client = t.anonymous();
    client.setCookie(SESSION, 'made-up');
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});

describe('POST /logout', () => {
  it('destroys the session server-side: the old cookie no longer works even when replayed', async () => {
    const client = await t.signIn('Lider');
    const token = client.cookie(SESSION)!;
    expect((await client.get('/api/user')).statusCode).toBe(200);

    const res = await client.post('/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Wylogowano.' });
    const cleared = res.cookies.find((c) => c.name === SESSION);
    expect(cleared?.value).toBe('');
    expect(client.cookie(SESSION)).toBeUndefined();
    expect(await sessionRows(token)).toHaveLength(0);

    expect((await client.get('/api/user')).statusCode).toBe(401);
    const replay = t.anonymous();
    replay.setCookie(SESSION, token);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('writes login and logout to the activity log', async () => {
    const client = await t.signIn('Lider');
    await client.post('/logout');
    const log = await rows<{ action: string }>(t.database, sql`
      select a.action from activities a join users u on u.id = a.user_id
      where u.email = 'lider@demo.local' and a.action in ('auth.login', 'auth.logout') order by a.id desc limit 2`);
    expect(log.map((r) => r.action)).toEqual(['auth.logout', 'auth.login']);
  });
});

describe('session lifetime', () => {
  it('ends a session idle for more than 2 hours (401, row deleted)', async () => {
    const client = await t.signIn('Kontraktor');
    const token = client.cookie(SESSION)!;
    const id = sessionIdOf(token);

    // Just under the limit: still signed in, and the visit moves last_seen_at forward.
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '1 hour 59 minutes' where id = ${id}`);
    await t.app.authCache.sync();
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const [touched] = await rows<{ age: number }>(t.database, sql`
      select extract(epoch from now() - last_seen_at)::int as age from sessions where id = ${id}`);
    expect(Number(touched!.age)).toBeLessThan(60);

    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '2 hours 1 minute' where id = ${id}`);
    await t.app.authCache.sync();
    const res = await client.get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Zaloguj się aby kontynuować.' });
    expect(await sessionRows(token)).toHaveLength(0);
  });

  it('ends a session older than 12 hours even when it is in use (absolute timeout)', async () => {
    const client = await t.signIn('Kontraktor');
    const token = client.cookie(SESSION)!;
    const id = sessionIdOf(token);

    await t.database.db.execute(sql`update sessions set created_at = now() - interval '11 hours 58 minutes', last_seen_at = now() where id = ${id}`);
    await t.app.authCache.sync();
    expect((await client.get('/api/user')).statusCode).toBe(200);

    await t.database.db.execute(sql`update sessions set created_at = now() - interval '12 hours 1 minute', last_seen_at = now() where id = ${id}`);
    await t.app.authCache.sync();
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect(await sessionRows(token)).toHaveLength(0);
  });

  it('survives an app restart: a second app on the same database accepts the cookie (and its CSRF token)', async () => {
    const first = await createTestApp({ database: t.database });
    const client = await signIn(first.app, 'Administrator');
    await first.close();

    const second = await createTestApp({ database: t.database });
    try {
      const again = new TestClient(second.app);
      for (const [name, value] of client.cookies) again.setCookie(name, value);
      const me = await again.get('/api/user');
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe('admin@demo.local');
      // The same secret signs CSRF tokens after the restart, so the SPA's token still works.
      expect((await again.post('/logout')).statusCode).toBe(200);
      expect((await again.get('/api/user')).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('GET /api/session', () => {
  it('answers 200 with null for a guest and with the signed-in user after sign-in', async () => {
    const client = t.anonymous();
    const guest = await client.get('/api/session');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null });
    const login = await client.post('/login', CONTRACTOR);
    const signedIn = await client.get('/api/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ user: login.json().user });
  });
});
