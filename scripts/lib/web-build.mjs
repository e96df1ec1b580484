import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// The last file `npm run build -w @harmony/web` writes (build/static-login.ts after vite build): a build
// that stopped half-way is stale.
const STAMP = path.join(ROOT, 'apps/web/dist/en/login.html');
const SOURCES = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', 'packages/shared/src'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** True when there is no build, or a source file changed after it was made. */
export function webBuildIsStale() {
  if (!fs.existsSync(STAMP)) return true;
  const built = fs.statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/**
 * Builds the web app (`npm run build -w @harmony/web`) when it is stale, as `npm start` and `npm run cluster` do
 * before serving it; exits the process with the build's status when the build fails.
 */
export function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@harmony/web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
