import fc from 'fast-check';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signIn, TestClient, type TestApp } from '../../helpers/index.js';
import { oddPathValue, oddQueryValue, oddString, oddValue, rawPayload } from './odd-values.js';
import { assertSafe } from './safety.js';
import { fromSchema, QUERY_KEYS, schemaFor, withOneOddField, type ArbitraryContext } from './schema-arbitrary.js';
import { CHANGES_SESSION, fill, key, paramsOf, type Endpoint, type Fixtures } from './targets.js';

/** Fixed seed (reproducible in CI); FUZZ_SEED / FUZZ_RUNS explore further by hand. */
export const FUZZ = { seed: Number(process.env.FUZZ_SEED ?? 20_260_501), numRuns: Number(process.env.FUZZ_RUNS ?? 15) };

type Input =
  | { kind: 'json'; body: unknown }
  | { kind: 'raw'; payload: string; contentType: string };

export interface FuzzContext {
  t: TestApp;
  fixtures: Fixtures;
  /** The signed-in administrator every request goes as (except the session-changing routes). */
  admin: TestClient;
}

/** A client for one request: the shared administrator, or for sign-in/sign-out/impersonation a fresh one. */
async function clientFor(ctx: FuzzContext, e: Endpoint): Promise<TestClient> {
  if (!CHANGES_SESSION.test(e.route)) return ctx.admin;
  // Its own address: failed sign-ins with fuzzed e-mails must not throttle the administrator's.
  if (e.route === '/login') return new TestClient(ctx.t.app, { remoteAddress: '127.0.0.77' });
  return signIn(ctx.t.app, 'Administrator');
}

async function send(client: TestClient, method: string, url: string, input: Input | null, query?: Record<string, string | string[]>) {
  if (!input) return client.request(method as HTTPMethods, url, { query: query as Record<string, string> });
  if (input.kind === 'json') return client.request(method as HTTPMethods, url, { body: input.body, query: query as Record<string, string> });
  return client.request(method as HTTPMethods, url, { payload: input.payload, headers: { 'content-type': input.contentType } });
}

/** Schema-shaped bodies (the shared schema the route's 422 points at), the same with one wrong field, any JSON, raw junk. */
function bodies(errorKeys: string[], arb: ArbitraryContext): fc.Arbitrary<Input> {
  const schema = schemaFor(errorKeys);
  const keys = schema ? Object.keys(schema.json.properties!) : [...new Set(errorKeys.map((k) => k.split('.')[0]!))];
  const shaped = schema
    ? fromSchema(schema.json, arb)
    : fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fromSchema({ type: 'string' }, arb, k), oddValue())])));
  const json = (body: unknown): Input => ({ kind: 'json', body });
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map(json) },
    { weight: 3, arbitrary: withOneOddField(shaped, keys).map(json) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    { weight: 1, arbitrary: fc.dictionary(oddString(), oddValue(), { maxKeys: 5 }).map(json) },
    { weight: 1, arbitrary: rawPayload().map((r): Input => ({ kind: 'raw', ...r })) },
  );
}

/** Query strings: the list's own keys (found from its 422) with fitting or odd values, plus unknown keys. */
function queries(validated: string[], arb: ArbitraryContext): fc.Arbitrary<Record<string, string | string[]>> {
  const keys = [...new Set(['page', 'per_page', 'sort', 'order', 'search', ...validated])];
  const value = (k: string) => fc.oneof(
    { weight: 2, arbitrary: fromSchema(QUERY_KEYS[k] ?? { type: 'string' }, arb, k).map((x) => (typeof x === 'string' ? x : JSON.stringify(x))) },
    { weight: 2, arbitrary: oddQueryValue() },
  );
  const own = fc.record(Object.fromEntries(keys.map((k) => [k, value(k)])), { requiredKeys: [] });
  return fc.tuple(own, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), oddQueryValue(), { maxKeys: 2 }))
    .map(([a, extra]) => ({ ...extra, ...a }) as Record<string, string | string[]>);
}

/** The fields a route names in its 422 for the given (empty or all-wrong) request. */
const errorKeysOf = (res: LightMyRequestResponse): string[] =>
  res.statusCode === 422 ? Object.keys((res.json() as { errors?: object }).errors ?? {}) : [];

/** Fuzzes one route's body (mutating routes) or query (lists) and checks every answer; the server must live on. */
export async function fuzzEndpoint(ctx: FuzzContext, e: Endpoint, part: 'body' | 'query'): Promise<void> {
  const values = await paramsOf(e, ctx.fixtures, ctx.admin);
  const url = fill(e, values);
  const arb: ArbitraryContext = { ids: ctx.fixtures.ids };
  const label = (input: unknown, at = url) => `${e.method} ${at} ${JSON.stringify(input)?.slice(0, 300)}`;
  const hasParams = e.route.includes(':');

  if (part === 'body') {
    const probe = await send(await clientFor(ctx, e), e.method, url, { kind: 'json', body: {} });
    assertSafe(probe, label({}));
    await fc.assert(fc.asyncProperty(bodies(errorKeysOf(probe), arb), fc.option(oddPathValue(), { freq: 5 }), async (input, odd) => {
      const at = hasParams ? fill(e, values, odd) : url;
      assertSafe(await send(await clientFor(ctx, e), e.method, at, input), label(input, at));
    }), FUZZ);
  } else {
    const wrong = Object.fromEntries(Object.keys(QUERY_KEYS).map((k) => [k, '\u0000x']));
    const probe = await send(await clientFor(ctx, e), e.method, url, null, wrong);
    assertSafe(probe, label(wrong));
    await fc.assert(fc.asyncProperty(queries(errorKeysOf(probe), arb), async (query) => {
      const res = await send(await clientFor(ctx, e), e.method, url, null, query);
      assertSafe(res, label(query));
    }), FUZZ);
  }
  await assertAlive(ctx, key(e));
}

/** The server still answers, and the administrator is still signed in (no fuzzed request locked them out). */
export async function assertAlive(ctx: FuzzContext, after: string): Promise<void> {
  const health = await ctx.t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode, `health after ${after}`).toBe(200);
  const me = await ctx.admin.get('/api/user');
  expect(me.statusCode, `administrator's session after ${after}`).toBe(200);
}
