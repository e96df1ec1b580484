import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_FRAME, THEME_COOKIE, type AppConfig, type SessionUser } from '@harmony/shared';
import { pageWithFrame } from '../../src/plugins/first-frame.js';
import { createTestApp, INDEX_HTML, signIn, withApp } from '../helpers/index.js';

/**
 * A web build's index.html as Vite writes it: the entry, its module preloads and the Roboto faces. The renderer
 * (the build's .server/first-frame.mjs) stands in for the web build's own (apps/web/src/first-frame/render.tsx,
 * tested there and end to end): it writes out what the server gave it, and fails when the test says so.
 */
const PAGE = [
  '<!doctype html><html lang="pl"><head><title>1CRM Harmony</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
  '<style>@font-face{font-display:swap;src:url(/assets/roboto-latin-400-normal-a.woff2)}@font-face{font-display:swap;src:url(/assets/roboto-latin-500-normal-b.woff2)}',
  '@font-face{font-display:swap;src:url(/assets/roboto-latin-ext-400-normal-c.woff2)}@font-face{font-display:swap;src:url(/assets/roboto-latin-ext-500-normal-d.woff2)}</style>',
  '</head><body><div id="root"><div class="boot-loader"></div></div><noscript>JS</noscript></body></html>',
].join('');
const RENDERER = `
export async function renderFirstFrame(input) {
  if (globalThis.firstFrameFails) throw new Error('broken renderer');
  const text = JSON.stringify(input).replace(/</g, '\\\\u003c');
  return { html: '<div id="${FIRST_FRAME.id}"><h1>Pulpit żółty</h1><script type="application/json">' + text + '</script></div>', head: '<style ${FIRST_FRAME.style}>.frame{color:red}</style>' };
}`;
const PRELOADS = JSON.stringify({ entry: ['/assets/index-1.js', '/assets/framework-1.js'], routes: { dashboard: ['/assets/dashboard-1.js'] }, layouts: { crm: ['/assets/crm-layout-1.js'] } });

const t = withApp({
  webFiles: { 'index.html': PAGE, [FIRST_FRAME.module]: RENDERER, '.vite/route-preloads.json': PRELOADS },
});
const member = t.client('Kontraktor');
beforeAll(async () => {
  // The renderer loads in the background once the server is ready.
  const deadline = Date.now() + 10_000;
  while (!(await member.get('/')).body.includes(FIRST_FRAME.id)) {
    if (Date.now() > deadline) throw new Error('The first frame renderer never loaded');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

/** What the renderer was given, read back from the page. */
const inputOf = (body: string) => JSON.parse(/<h1>Pulpit żółty<\/h1><script type="application\/json">(.*?)<\/script>/.exec(body)![1]!) as Record<string, unknown>;

describe('the dashboard\'s first frame', () => {
  it('is drawn for the signed-in user into index.html, the app starting once it is painted', async () => {
    const res = await member.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // It names the user: no cache keeps it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body;
    const { user } = (await member.get('/api/session')).json() as { user: { id: number; email: string } };
    const input = inputOf(body);
    expect(input).toMatchObject({ path: '/', locale: 'pl', theme: 'light', user: { id: user.id, email: user.email } });
    expect((input.appConfig as { settings: { appName: string } }).settings.appName).toBeTruthy();
    // The frame before #root (which keeps index.html's loader for the app), its styles at the end of the head.
    expect(body.indexOf(`<div id="${FIRST_FRAME.id}">`)).toBeLessThan(body.indexOf('<div id="root"><div class="boot-loader">'));
    expect(body).toContain(`<style ${FIRST_FRAME.style}>.frame{color:red}</style>`);
    // Without scripts (nothing would remove the frame), index.html's <noscript> message shows instead.
    expect(body).toContain(`<noscript><style>#${FIRST_FRAME.id}{display:none}</style></noscript>`);
    expect(body.indexOf(`<style ${FIRST_FRAME.style}>`)).toBeLessThan(body.indexOf('</head>'));
    // No script of the app's runs before the paint: the entry and its chunks are the starter's to load.
    expect(body).not.toContain('src="/assets/index-1.js"');
    expect(body).not.toContain('<link rel="modulepreload"');
    expect(body).toMatch(/<script type="module" data-app-entry="\/assets\/index-1.js" data-preload="\/assets\/framework-1.js \/assets\/crm-layout-1.js \/assets\/dashboard-1.js">/);
    // What the app would ask for first is in the page: the user and the app config as the API answers them.
    expect(res.headers.link).toBeUndefined();
    const handed = JSON.parse(new RegExp(`<script type="application/json" id="${FIRST_FRAME.data}">(.*?)</script>`).exec(body)![1]!) as unknown;
    expect(handed).toEqual({ user: (await member.get('/api/session')).json().user, appConfig: (await member.get('/api/app-config')).json() });
    expect(body.indexOf(`id="${FIRST_FRAME.data}"`)).toBeLessThan(body.indexOf('<div id="root">'));
    // The faces the frame draws with (Polish letters: Latin Extended too) come with the page and never swap in late.
    for (const face of ['latin-400-normal-a', 'latin-500-normal-b', 'latin-ext-400-normal-c', 'latin-ext-500-normal-d']) {
      expect(body).toContain(`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/roboto-${face}.woff2" />`);
    }
    expect(body).not.toContain('font-display:swap');
    expect(body).toContain('font-display:optional');
  });

  it('names the inline starter in the content security policy, and nothing else inline', async () => {
    const res = await member.get('/');
    const starter = /<script type="module" data-app-entry[^>]*>(.*?)<\/script>/.exec(res.body)![1]!;
    const hash = crypto.createHash('sha256').update(starter).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('speaks the URL\'s language and draws the theme the browser chose', async () => {
    expect(inputOf((await member.get('/en')).body)).toMatchObject({ path: '/en', locale: 'en', theme: 'light' });
    const dark = await t.signIn('Kontraktor');
    dark.setCookie(THEME_COOKIE, 'dark');
    expect(inputOf((await dark.get('/?tab=1')).body)).toMatchObject({ path: '/', theme: 'dark' });
    dark.setCookie(THEME_COOKIE, '"><script>');
    expect(inputOf((await dark.get('/')).body)).toMatchObject({ theme: 'light' });
  });

  it('is compressed as the browser accepts it', async () => {
    const plain = (await member.get('/')).body;
    const br = await member.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await member.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('is not drawn for a guest, a stale session or any other screen, and its renderer is never served', async () => {
    for (const res of [
      await t.anonymous().get('/'),
      await t.anonymous().get('/', { headers: { cookie: 'harmony_session=expired-long-ago' } }),
      await member.get('/czasy'),
      await member.get('/nie-ma-takiej'),
    ]) {
      expect(res.body).toBe(PAGE);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const file of [FIRST_FRAME.module, '.server/', '.server/first-frame.mjs.br']) {
      expect((await member.get(`/${file}`)).body).not.toContain('renderFirstFrame');
    }
  });

  it('leaves the page as it was when the renderer fails or index.html is not what it expects', async () => {
    const global = globalThis as { firstFrameFails?: boolean };
    global.firstFrameFails = true;
    try {
      const res = await member.get('/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(PAGE);
      expect(res.headers.link).toContain('rel=modulepreload');
    } finally {
      delete global.firstFrameFails;
    }
    // A build whose index.html has no entry script where Vite writes it.
    const odd = PAGE.replace(/<script type="module"[^>]*><\/script>/, '<script src="/assets/index-1.js" defer></script>');
    const file = path.join(t.webDist, 'index.html');
    fs.writeFileSync(file, odd);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);
    try {
      expect((await member.get('/')).body).toBe(odd);
    } finally {
      fs.writeFileSync(file, PAGE);
    }
  });
});

describe('the page with a frame (pageWithFrame)', () => {
  it('hands the app its data as JSON that no text can end early', () => {
    const user = { first_name: '</script><script>alert(1)</script>' } as unknown as SessionUser;
    const page = pageWithFrame(PAGE, { html: '<div></div>', head: '' }, [], { user, appConfig: { settings: {}, menu: [] } as unknown as AppConfig })!;
    expect(page).not.toContain('</script><script>alert(1)');
    const json = new RegExp(`<script type="application/json" id="${FIRST_FRAME.data}">(.*?)</script>`).exec(page)![1]!;
    expect((JSON.parse(json) as { user: { first_name: string } }).user.first_name).toBe(user.first_name);
  });
});

describe('the first frame\'s renderer in the stub build of the other tests', () => {
  it('is absent, and the dashboard is index.html as it is', async () => {
    const plain = await createTestApp({ database: t.database });
    try {
      const res = await signIn(plain.app, 'Kontraktor').then((client) => client.get('/'));
      expect(res.body).toBe(INDEX_HTML);
    } finally {
      await plain.close();
    }
  });
});
