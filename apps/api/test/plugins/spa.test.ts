import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INDEX_HTML, withApp } from '../helpers/index.js';

const t = withApp();
const client = t.anonymous();
/** Signed in: the server reads the session as the API does (an unknown or expired cookie is a guest's). */
const member = t.client('Kontraktor');
/** A session cookie the server does not know: what a browser keeps after its session expired. */
const STALE = { headers: { cookie: 'harmony_session=expired-long-ago' } };

const UUID = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';

describe('SPA routes', () => {
  it.each([
    '/', '/en', '/en/', '/login', '/en/login', '/projekty', '/en/projekty', '/projekty?strona=2', '/projekty/',
    '/projekty/12/edycja', '/en/projekty/12/szczegoly', '/czasy/7/edycja', '/galerie/dodaj', '/galerie/3',
    `/formularze/${UUID}/edytuj`, '/administrator/grupy-uzytkownikow/edytuj', '/administrator/grupy-uzytkownikow/5/edytuj',
    '/category-types/edit', '/produkty/typy-atrybutow/5/edytuj', '/administrator/uzytkownicy/9/stawki', '/uzytkownik/kalendarz',
  ])('GET %s → 200 with index.html', async (url) => {
    const res = await client.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('GET /produkty/typy-atrybutow/edytuj → 200 (optional id left out)', async () => {
    expect((await client.get('/produkty/typy-atrybutow/edytuj')).statusCode).toBe(200);
  });

  it.each([
    '/nie-ma-takiej', '/en/nie-ma-takiej', '/projekty/abc/edycja', '/projekty/0/edycja', '/projekty/12/nieznane',
    '/en/projekty/abc/edycja', '/galerie/abc', `/formularze/123/edytuj`, '/formularze/not-a-uuid/odpowiedzi',
    '/administrator/grupy-uzytkownikow/x/edytuj', '/category-types/abc/edit', '/api', '/enprojekty', '/de/projekty',
  ])('GET %s → 404 with index.html (the SPA shows its 404 page)', async (url) => {
    const res = await client.get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('answers an unknown API path with 404 JSON {message}, in the request\'s language', async () => {
    const res = await client.get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Nie znaleziono.' });
    const en = await client.get('/api/nope/deeper?x=1', { headers: { 'x-locale': 'en' } });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Not found.' });
  });

  it('answers other methods on unknown paths with 404 JSON, never the page', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await client.request(method, '/projekty', { csrf: false });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ message: 'Nie znaleziono.' });
    }
  });

  it('serves HEAD like GET', async () => {
    expect((await client.request('HEAD', '/projekty')).statusCode).toBe(200);
    expect((await client.request('HEAD', '/nie-ma-takiej')).statusCode).toBe(404);
  });

  it('serves the build\'s files and sets no session or CSRF cookies on pages', async () => {
    const file = await client.get('/index.html');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(INDEX_HTML);
    const page = await t.anonymous().get('/projekty');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  describe('route preloads (Link: rel=modulepreload from the build\'s .vite/route-preloads.json)', () => {
    const file = () => path.join(t.webDist, '.vite', 'route-preloads.json');
    const write = (value: unknown) => {
      fs.mkdirSync(path.dirname(file()), { recursive: true });
      fs.writeFileSync(file(), typeof value === 'string' ? value : JSON.stringify(value));
      // A new build: the server notices by the file's modification time.
      const later = new Date(Date.now() + Math.random() * 100_000);
      fs.utimesSync(file(), later, later);
    };
    const PRELOADS = {
      entry: ['/assets/index-1.js', '/assets/framework-1.js'],
      routes: { times: ['/assets/time-entries-1.js', '/assets/signed-in-1.js'], login: ['/assets/login-1.js'] },
      layouts: { crm: ['/assets/crm-layout-1.js', '/assets/signed-in-1.js'], plain: [] },
    };
    const links = (header: unknown) => String(header ?? '').split(', ').filter(Boolean);
    /** The session probe and the app config, preloaded as the app's fetch asks for them (credentials included). */
    const DATA = ['/api/session', '/api/app-config'].map((href) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    afterAll(() => fs.rmSync(path.dirname(file()), { recursive: true, force: true }));

    it('preloads the first data, the entry, then the layout\'s and the screen\'s chunks, once each, for a request with a live session', async () => {
      write(PRELOADS);
      for (const url of ['/czasy', '/czasy?from=&to=', '/en/czasy']) {
        const res = await member.get(url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(INDEX_HTML);
        expect(links(res.headers.link)).toEqual([
          ...DATA,
          ...['index-1', 'framework-1', 'crm-layout-1', 'signed-in-1', 'time-entries-1'].map((name) => `</assets/${name}.js>; rel=modulepreload; crossorigin`),
        ]);
      }
    });

    it('preloads the app\'s sign-in screen, and no data, for a guest on a signed-in screen: where the app sends them', async () => {
      write(PRELOADS);
      const signIn = ['index-1', 'framework-1', 'login-1'].map((name) => `</assets/${name}.js>; rel=modulepreload; crossorigin`);
      for (const url of ['/czasy', '/en/czasy', '/']) {
        expect(links((await t.anonymous().get(url)).headers.link), url).toEqual(signIn);
        expect(links((await client.get(url, STALE)).headers.link), url).toEqual(signIn);
      }
    });

    it('sends none for a screen with nothing beyond the entry or an unknown path', async () => {
      write(PRELOADS);
      const token = 'a'.repeat(40);
      expect((await member.get(`/ustaw-haslo/${token}`)).headers.link).toBeUndefined();
      expect((await t.anonymous().get(`/ustaw-haslo/${token}`)).headers.link).toBeUndefined();
      expect((await member.get('/nie-ma-takiej')).headers.link).toBeUndefined();
    });

    it('preloads only the first data on a signed-in screen when the list of chunks is broken', async () => {
      write('{"entry": ["javascript:alert(1)"], "routes": {}, "layouts": {}}');
      expect(links((await member.get('/czasy')).headers.link)).toEqual(DATA);
      write('not json');
      const res = await member.get('/czasy');
      expect(res.statusCode).toBe(200);
      expect(links(res.headers.link)).toEqual(DATA);
    });
  });

  describe('the static sign-in page (the build\'s login.html and en/login.html)', () => {
    const PAGES = { pl: '<html lang="pl"><title>Logowanie</title></html>', en: '<html lang="en"><title>Sign in</title></html>' };
    const writePages = () => {
      fs.mkdirSync(path.join(t.webDist, 'en'), { recursive: true });
      fs.writeFileSync(path.join(t.webDist, 'login.html'), PAGES.pl);
      fs.writeFileSync(path.join(t.webDist, 'en', 'login.html'), PAGES.en);
    };
    afterAll(() => {
      fs.rmSync(path.join(t.webDist, 'login.html'), { force: true });
      fs.rmSync(path.join(t.webDist, 'en'), { recursive: true, force: true });
    });

    it('is what a browser without a session gets for /login and /en/login, in its language, with the query kept for the page', async () => {
      writePages();
      for (const [url, body] of [['/login', PAGES.pl], ['/login?redirect=%2Fczasy', PAGES.pl], ['/en/login', PAGES.en], ['/en/login/', PAGES.en]]) {
        const res = await t.anonymous().get(url!);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toBe(body);
      }
    });

    it('is not sent with a live session (the app decides: home when signed in), nor for any other screen', async () => {
      writePages();
      expect((await member.get('/login')).body).toBe(INDEX_HTML);
      // A session that has ended is no session: the page, as to any guest.
      expect((await client.get('/login', STALE)).body).toBe(PAGES.pl);
      for (const url of ['/', '/projekty', '/en/czasy', '/ustaw-haslo/abc']) {
        expect((await t.anonymous().get(url)).body, url).toBe(INDEX_HTML);
      }
    });

    it('is not sent in the dark theme the browser chose (the page is drawn light): the app draws the screen', async () => {
      writePages();
      const dark = t.anonymous();
      dark.setCookie('harmony_theme', 'dark');
      expect((await dark.get('/login')).body).toBe(INDEX_HTML);
      expect((await dark.get('/en/login')).body).toBe(INDEX_HTML);
      dark.setCookie('harmony_theme', 'light');
      expect((await dark.get('/login')).body).toBe(PAGES.pl);
    });

    it('falls back to the app when the build has no static page for the language', async () => {
      writePages();
      fs.rmSync(path.join(t.webDist, 'en'), { recursive: true, force: true });
      expect((await t.anonymous().get('/en/login')).body).toBe(INDEX_HTML);
      expect((await t.anonymous().get('/login')).body).toBe(PAGES.pl);
    });
  });

  it('answers 503 {message} when there is no web build', async () => {
    fs.rmSync(path.join(t.webDist, 'index.html'));
    try {
      const res = await client.get('/projekty');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Wystąpił błąd serwera. Spróbuj ponownie później.' });
    } finally {
      fs.writeFileSync(path.join(t.webDist, 'index.html'), INDEX_HTML);
    }
  });
});
