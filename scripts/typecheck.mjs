#!/usr/bin/env node
// `npm run typecheck`: the four TypeScript projects, two at a time (each tsc is one thread; this machine has two
// cores). Each project reads the others' sources itself, so their order does not matter. Exits non-zero if any fails.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/web-build.mjs';

const PROJECTS = ['apps/web', 'apps/api', 'e2e', 'packages/shared'];
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const AT_ONCE = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', project], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(Array.from({ length: AT_ONCE }, async () => {
  let ok = true;
  for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
  return ok;
}));
process.exit(results.every(Boolean) ? 0 : 1);
