// The static sign-in page, run after `vite build` (npm run build -w @harmony/web): /login and /en/login as
// HTML that shows the form before any script runs, drawn by the app's own components at build time
// (src/static-login/render.tsx), with one small script that makes it work (src/static-login/main.ts). The
// server sends it to a browser without a session (apps/api/src/plugins/spa.ts); everything else is the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { FONT_SWAP, robotoPreloads, STATIC_LOGIN_FILES, type Locale } from '@harmony/shared';
import type { RenderedLoginPage } from '../src/static-login/render';
import { PAGE_PARTS } from '../src/static-login/page-parts';
import { bundleForNode, withoutIneffectiveImports } from './node-bundle';
import { compressBeside } from './precompress';
import { sideEffectFree } from './side-effects';

const WEB = path.resolve(import.meta.dirname, '..');
const STATIC_LOGIN_MANIFEST = '.vite/static-login-manifest.json';
const DIST = path.join(WEB, 'dist');

type Output = Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
const outputsOf = (result: unknown): Rolldown.RolldownOutput[] => (Array.isArray(result) ? result : [result as Rolldown.RolldownOutput]);

/** The page's script and the chunks it loads later (the schema on the first submit), into dist/assets. */
async function buildScript(): Promise<{ entry: string; files: string[] }> {
  const result = (await build({
    root: WEB,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: DIST,
      emptyOutDir: false,
      copyPublicDir: false,
      // Beside the app's manifest: scripts/bundle-budget.mjs sizes the page's JavaScript from it.
      manifest: STATIC_LOGIN_MANIFEST,
      rolldownOptions: {
        input: { 'static-login': path.join(WEB, 'src/static-login/main.ts') },
        treeshake: { moduleSideEffects: (id: string) => !sideEffectFree(id) },
        onLog: withoutIneffectiveImports,
      },
    },
  })) as Output;
  const chunks = outputsOf(result).flatMap((output) => output.output);
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('The static sign-in script was not built');
  return { entry: `/${entry.fileName}`, files: chunks.map((chunk) => path.join(DIST, chunk.fileName)) };
}

/** render.tsx bundled for Node (every dependency inside), imported from a temporary folder. */
async function loadRenderer(): Promise<(locale: Locale) => RenderedLoginPage> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-static-login-'));
  try {
    const file = await bundleForNode('src/static-login/render.tsx', outDir, 'render.mjs');
    const module = (await import(pathToFileURL(file).href)) as typeof import('../src/static-login/render');
    return module.renderLoginPage;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The Roboto faces the sign-in card draws with: regular text, medium headings, labels and buttons, the bold
 * name beside the logo. The end-to-end test compares them with the fonts the page really loads
 * (e2e/static-login.e2e.ts).
 */
const fontPreloads = (indexHtml: string, pageHtml: string) => robotoPreloads(indexHtml, pageHtml.replace(/<template[\s\S]*?<\/template>/g, ''), [400, 500, 700]);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html made into the sign-in page: its head (the boot styles and fonts, which never swap in late), the
 * page's language and title, the page's styles and script instead of the app's entry and preloads, and the rendered page in #root,
 * which names the app's entry for the page's script.
 */
function pageFrom(indexHtml: string, page: RenderedLoginPage, script: string): string {
  const appEntry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml)?.[1];
  const rootStart = indexHtml.indexOf('<div id="root">');
  const rootEnd = indexHtml.indexOf('<noscript>');
  if (!appEntry || rootStart < 0 || rootEnd < rootStart) throw new Error('dist/index.html has no app entry or #root to replace');
  const head = indexHtml
    .slice(0, rootStart)
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    // The page shows its text at once, so Roboto arriving a moment later would move the centred card (layout
    // shift): the faces it draws with are fetched with the page, and it keeps whichever font it first drew
    // with (the app finds Roboto in the cache).
    .replace(FONT_SWAP, 'font-display:optional')
    .replace('</title>', `</title>${fontPreloads(indexHtml, page.html)}`)
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      '</head>',
      `  <style ${PAGE_PARTS.style}>${page.css}</style>\n    <script type="module" crossorigin src="${script}"></script>\n  </head>`,
    );
  const root = `<div id="root" ${PAGE_PARTS.appEntry}="${escapeHtml(appEntry)}">${page.html}</div>\n    `;
  return head + root + indexHtml.slice(rootEnd);
}

async function main(): Promise<void> {
  const started = Date.now();
  const indexHtml = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const [script, render] = [await buildScript(), await loadRenderer()];
  for (const file of script.files) compressBeside(file);
  for (const [locale, name] of Object.entries(STATIC_LOGIN_FILES) as [Locale, string][]) {
    const file = path.join(DIST, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageFrom(indexHtml, render(locale), script.entry));
    compressBeside(file);
  }
  console.log(`static sign-in page: ${Object.values(STATIC_LOGIN_FILES).join(', ')} and ${script.entry} in ${Date.now() - started} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
