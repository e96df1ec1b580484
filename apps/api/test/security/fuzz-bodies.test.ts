import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../helpers/index.js';
import { FUZZ, fuzzEndpoint, type FuzzContext } from './support/fuzz.js';
import { key, makeFixtures, MUTATING, routeCollector } from './support/targets.js';
import { categoriesContract, projectsContract, statusesContract } from '@harmony/shared';

/**
 * Property-based fuzzing (fast-check, fixed seed) of the body of every state-changing route, as a signed-in
 * administrator: schema-shaped bodies, the same with a wrong-typed field, arbitrary JSON, broken payloads,
 * odd path ids. Never a 5xx, never a stack trace or SQL in the answer, and the server lives on.
 * The routes come from the app itself (onRoute), so a new route is fuzzed without touching this file.
 */
const collector = routeCollector();
const t = await createTestApp({ onRoute: collector.onRoute });
const ctx: FuzzContext = { t, fixtures: await makeFixtures(t), admin: await signIn(t.app, 'Administrator') };
const endpoints = collector.endpoints(t.webDist).filter((e) => MUTATING.has(e.method));

afterAll(async () => {
  await t.close();
});

describe(`fuzzing the body of every mutating route (${FUZZ.numRuns} runs each, seed ${FUZZ.seed})`, () => {
  it('found the routes (an empty list would make the rest vacuous)', () => {
    expect(endpoints.length).toBeGreaterThan(40);
  });

  // Found by this fuzzing (fixed since): values the validators let through but a column can't hold were 500s.
  it('regressions: a value the database refuses (int4 overflow, year 0) is a 422, not a 500', async () => {
    const project = ctx.fixtures.byCollection[projectsContract.path];
    const cases: [string, string, unknown?][] = [
      ['GET', statusesContract.itemPath(2147483648)],
      ['PUT', categoriesContract.itemPath(2147483648), { name: 'x' }],
      ['POST', `${statusesContract.path}/bulk-delete`, { ids: [2_147_483_648] }],
      ['PUT', `${projectsContract.itemPath(project!)}/allocations`, { from: '0000-01', to: '0000-01', allocations: [] }],
    ];
    for (const [method, url, body] of cases) {
      const res = await ctx.admin.request(method as never, url, { body });
      // 422 with a message (a tightened validator would name the field; the database's own refusal does not).
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(typeof res.json().message, `${method} ${url}`).toBe('string');
    }
  });

  for (const e of endpoints) {
    it(key(e), () => fuzzEndpoint(ctx, e, 'body'), 60_000);
  }
});
