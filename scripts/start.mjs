#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (which migrates, seeds demo data into an empty embedded database, and serves app + API on one origin).
import { spawn } from 'node:child_process';
import { API_ARGS } from './lib/api-server.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';

buildWebIfStale();

const server = spawn(process.execPath, API_ARGS, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
