import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../helpers/index.js';
import { assertAlive, FUZZ, fuzzEndpoint, type FuzzContext } from './support/fuzz.js';
import { assertSafe } from './support/safety.js';
import { fill, isListLike, key, makeFixtures, paramsOf, routeCollector } from './support/targets.js';

/**
 * Property-based fuzzing (fast-check, fixed seed) of the query of every list, report, export and picker, as a
 * signed-in administrator: page/per_page/sort/order/search and each list's own filters with fitting and odd
 * values (SQL-ish, NUL bytes, unicode, huge, repeated keys), plus unknown keys. Never a 5xx, never a stack
 * trace or SQL in the answer, and the server lives on. The routes come from the app itself (onRoute).
 */
const collector = routeCollector();
const t = await createTestApp({ onRoute: collector.onRoute });
const ctx: FuzzContext = { t, fixtures: await makeFixtures(t), admin: await signIn(t.app, 'Administrator') };
const all = collector.endpoints(t.webDist);
const endpoints = all.filter(isListLike);

afterAll(async () => {
  await t.close();
});

describe(`fuzzing the query of every list route (${FUZZ.numRuns} runs each, seed ${FUZZ.seed})`, () => {
  it('found the routes (an empty list would make the rest vacuous)', () => {
    expect(endpoints.length).toBeGreaterThan(20);
  });

  for (const e of endpoints) {
    it(key(e), () => fuzzEndpoint(ctx, e, 'query'), 60_000);
  }
});

/** Ids past int4 and bigint, negative, fractional, non-numeric, NUL: every route with a path parameter, every method. */
const ODD_PATH_VALUES = ['0', '-1', '1.5', '2147483648', '9007199254740991', '99999999999999999999', 'abc', '%00', '%2e%2e'];

describe('odd path parameters on every route that has one', () => {
  it('never a 5xx or a leak, whatever stands where the id should', async () => {
    const withParams = all.filter((e) => e.route.includes('/:') && !e.route.includes('restore'));
    expect(withParams.length).toBeGreaterThan(20);
    for (const e of withParams) {
      const values = await paramsOf(e, ctx.fixtures, ctx.admin);
      for (const odd of ODD_PATH_VALUES) {
        const url = fill(e, values, odd);
        const res = await ctx.admin.request(e.method as never, url, { body: e.method === 'GET' || e.method === 'DELETE' ? undefined : {} });
        assertSafe(res, `${e.method} ${url}`);
      }
    }
    await assertAlive(ctx, 'odd path parameters');
  }, 120_000);
});

