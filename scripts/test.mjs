#!/usr/bin/env node
// `npm test`: every suite — types, lint, unit (shared, web), API on PGlite and on PostgreSQL (when
// TEST_DATABASE_URL is set or the local server answers), then end-to-end in Chromium against a fresh
// build. Ends with one summary line "Tests: N passed, N failed". A skipped test counts as a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, webBuildIsStale } from './lib/web-build.mjs';
import { postgresAnswers } from './lib/postgres.mjs';

const REPORTS = path.join(ROOT, '.tmp/test-reports');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
  console.log(`◀ ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function vitest(label, projects) {
  const outputFile = path.join(REPORTS, `${label}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`];
  const ok = run(label, 'npx', args);
  if (!fs.existsSync(outputFile)) {
    problems.push(`${label}: no report (the runner failed before running tests)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numTotalTests === 0) problems.push(`${label}: no tests ran`);
  const suiteErrors = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'));
  for (const file of suiteErrors) problems.push(`${label}: ${path.relative(ROOT, file.name)} failed to run: ${file.message.split('\n')[0]}`);
  if (!ok && report.numFailedTests === 0 && suiteErrors.length === 0) problems.push(`${label}: runner exited with an error`);
}

if (!run('typecheck', 'npm', ['run', 'typecheck'])) problems.push('typecheck failed');
if (!run('lint', 'npm', ['run', 'lint'])) problems.push('lint failed (eslint.config.js: import boundaries, typescript-eslint)');

const projects = ['shared', 'web', 'web-node', 'api-pglite'];
if (await postgresAnswers()) projects.push('api-postgres');
else console.log('\nPostgreSQL does not answer (set TEST_DATABASE_URL): the api-postgres project is not run.');
vitest('unit-and-api', projects);

if (webBuildIsStale() && !run('web build', 'npm', ['run', 'build', '-w', '@harmony/web'])) problems.push('web build failed');
if (!run('bundle budget', 'node', ['scripts/bundle-budget.mjs'])) problems.push('bundle budget exceeded (scripts/bundle-budget.mjs)');
vitest('e2e', ['e2e']);

for (const p of problems) console.log(`✗ ${p}`);
if (totals.skipped) console.log(`✗ ${totals.skipped} test(s) skipped: a test that cannot run is a failure`);
// Steps that fail outside any test (types, build, a runner crash) count as one failure each.
const failed = totals.failed + totals.skipped + problems.length;
console.log(`\nTests: ${totals.passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
