#!/usr/bin/env node
// The JavaScript budget of the web build (issue 5): what a browser downloads to show /login stays within
// LOGIN_BUDGET, and no single chunk exceeds CHUNK_BUDGET, both gzip. /login is measured twice: the static
// page a browser without a session loads (its script and what it loads on the first submit), and the
// app's sign-in screen (the entry, its static imports and the screen), where a signed-out visit to any
// other address lands. Reads Vite's manifests of the build in WEB_DIST (default apps/web/dist), prints
// the sizes and exits 1 above a budget. Usage: node scripts/bundle-budget.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
export const LOGIN_BUDGET = 200 * KB;
export const CHUNK_BUDGET = 350 * KB;
/**
 * The modules /login loads lazily on first render, besides the entry and its static imports: the
 * screen itself (app/router/screens.ts). The plain layout is part of the entry. A key missing from the
 * manifest fails the script, so a rename cannot silently shrink the measurement.
 */
const LOGIN_DYNAMIC = ['src/features/auth/login-page.tsx'];

const dist = path.resolve(ROOT, process.argv[2] ?? process.env.WEB_DIST ?? 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${path.relative(ROOT, manifestPath)}: build the web app first (build.manifest must be on).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const staticManifestPath = path.join(dist, '.vite/static-login-manifest.json');
if (!fs.existsSync(staticManifestPath)) {
  console.error(`No static sign-in page manifest at ${path.relative(ROOT, staticManifestPath)}: build the web app first (npm run build).`);
  process.exit(1);
}
const staticManifest = JSON.parse(fs.readFileSync(staticManifestPath, 'utf8'));

const gzipCache = new Map();
/** Bytes a browser receives for a file sent with gzip (the server also has brotli, which is smaller). */
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** A manifest entry's own JS file and every file it imports statically (what modulepreload fetches). */
function staticClosure(key, files = new Set(), from = manifest) {
  const chunk = from[key];
  if (!chunk) throw new Error(`"${key}" is not in the Vite manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, from);
  return files;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const failures = [];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
const login = staticClosure(entryKey);
for (const key of LOGIN_DYNAMIC) {
  if (!(manifest[entryKey].dynamicImports ?? []).includes(key) && !Object.values(manifest).some((c) => c.dynamicImports?.includes(key))) {
    failures.push(`${key} is no longer loaded lazily: update LOGIN_DYNAMIC in scripts/bundle-budget.mjs`);
  }
  staticClosure(key, login);
}
const loginBytes = sum(login);
const entryBytes = sum(staticClosure(entryKey));
console.log(`/login in the app: ${kb(loginBytes)} gzip in ${login.size} files (entry with static imports ${kb(entryBytes)}); budget ${kb(LOGIN_BUDGET)}`);
if (loginBytes > LOGIN_BUDGET) failures.push(`/login in the app downloads ${kb(loginBytes)} of JavaScript (gzip), over ${kb(LOGIN_BUDGET)}`);

// The static page: its script with its static imports at load, and its lazy chunks (the schema) on the first submit.
const staticEntryKey = Object.keys(staticManifest).find((key) => staticManifest[key].isEntry);
if (!staticEntryKey) throw new Error('The static sign-in page manifest has no entry chunk');
const staticAtLoad = staticClosure(staticEntryKey, new Set(), staticManifest);
const staticAll = new Set(staticAtLoad);
for (const key of staticManifest[staticEntryKey].dynamicImports ?? []) staticClosure(key, staticAll, staticManifest);
const staticBytes = sum(staticAll);
console.log(`/login as the static page: ${kb(sum(staticAtLoad))} gzip at load, ${kb(staticBytes)} with the first submit, in ${staticAll.size} files; budget ${kb(LOGIN_BUDGET)}`);
if (staticBytes > LOGIN_BUDGET) failures.push(`/login as the static page downloads ${kb(staticBytes)} of JavaScript (gzip), over ${kb(LOGIN_BUDGET)}`);

const chunks = [...new Set([...Object.values(manifest), ...Object.values(staticManifest)].map((c) => c.file).filter((f) => f.endsWith('.js')))]
  .map((file) => ({ file, bytes: gzipSize(file) }))
  .sort((a, b) => b.bytes - a.bytes);
console.log(`Largest of ${chunks.length} chunks (gzip; budget ${kb(CHUNK_BUDGET)} each):`);
for (const { file, bytes } of chunks.slice(0, 8)) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
for (const { file, bytes } of chunks) if (bytes > CHUNK_BUDGET) failures.push(`${file} is ${kb(bytes)} (gzip), over ${kb(CHUNK_BUDGET)}`);

for (const failure of failures) console.error(`✗ ${failure}`);
if (failures.length) process.exit(1);
console.log('Bundle budget: OK');
