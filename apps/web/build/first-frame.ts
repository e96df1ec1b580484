// The dashboard's first frame, run after `vite build` (npm run build -w @harmony/web): its renderer
// (src/first-frame/render.tsx) bundled for Node into dist/.server/, where the API imports it from
// (apps/api/src/plugins/first-frame.ts). A dot-folder: the static file server never sends it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_FRAME } from '@harmony/shared';
import { bundleForNode } from './node-bundle';

const DIST = path.resolve(import.meta.dirname, '../dist');

async function main(): Promise<void> {
  const started = Date.now();
  const target = path.join(DIST, FIRST_FRAME.module);
  await bundleForNode('src/first-frame/render.tsx', path.dirname(target), path.basename(target));
  console.log(`first frame: ${FIRST_FRAME.module} in ${Date.now() - started} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
