#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (which migrates, seeds demo data into an empty embedded database, and serves app + API on one origin).
import { spawn, spawnSync } from 'node:child_process';
import { webBuildIsStale } from './lib/web-build.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@harmony/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
