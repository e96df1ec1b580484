import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { QUERY_KEYS } from '../../apps/api/test/security/support/schema-arbitrary.js';
import type { HttpClient } from '../../apps/api/test/durability/support/child-server.js';

/**
 * sqlmap against the search, sort, order, paging and filter parameters of every list endpoint (a GET that
 * answers the {data, meta} envelope), with the signed-in session's cookies. Each list's own filters are
 * found from its 422 (every known query key sent with a wrong value), each given a value the list accepts
 * so sqlmap has a true baseline to compare its payloads with.
 */
export interface ScanResult {
  url: string;
  parameters: string[];
  injectable: string[];
  /** Answers of 500 or above among sqlmap's requests (its "HTTP error codes" summary). */
  serverErrors: number;
  seconds: number;
  exit: number | null;
}

/** A value the list accepts for a key (sqlmap mutates it; the baseline must answer 200). */
function baseline(key: string, sorts: string[]): string | undefined {
  if (key === 'sort') return sorts[0];
  if (key === 'order') return 'asc';
  if (key === 'page') return '1';
  if (key === 'per_page') return '10';
  if (key === 'search') return 'a';
  if (/_id$|^role$/.test(key)) return '1';
  if (/^(from|to|day|date)$/.test(key)) return '2026-01-01'; // or a month: see ALTERNATIVES
  if (/month/.test(key)) return '2026-01';
  const s = QUERY_KEYS[key];
  const first = s?.enum?.[0] ?? s?.anyOf?.find((a) => a.enum)?.enum?.[0];
  return first === undefined ? undefined : String(first);
}

/** A second guess for a key whose first baseline the list refused (report ranges take months, lists days). */
const ALTERNATIVES: Record<string, string> = { '2026-01-01': '2026-01', '2026-01': '2026-01-01' };

/**
 * The list's query keys and a query string of values it answers 200 to; null when the route takes no query
 * (a JSON answer that is neither a list nor validates any key) or answers no JSON.
 */
export async function listQuery(client: HttpClient, url: string): Promise<URLSearchParams | null> {
  const plain = await client.request('GET', url);
  const body = (await plain.json().catch(() => null)) as { data?: unknown; meta?: unknown } | null;
  if (plain.status !== 200 || body === null || typeof body !== 'object') return null;
  const wrong = new URLSearchParams(Object.keys(QUERY_KEYS).map((k) => [k, '\u0000x']));
  const probe = await client.request('GET', `${url}?${wrong}`);
  const named = probe.status === 422 ? Object.keys(((await probe.json()) as { errors?: object }).errors ?? {}) : [];
  if (!Array.isArray(body.data) && !named.length) return null;
  // A paged list takes the standard five; anything else (reports, pickers) only the keys it validates.
  const standard = Array.isArray(body.data) && body.meta ? ['search', 'sort', 'order', 'page', 'per_page'] : [];
  const keys = [...new Set([...standard, ...named.map((k) => k.split('.')[0]!)])];
  // The first sort name this list takes.
  const sorts: string[] = [];
  for (const candidate of (keys.includes('sort') ? QUERY_KEYS.sort?.enum ?? [] : []) as string[]) {
    if ((await client.request('GET', `${url}?sort=${candidate}`)).status === 200) {
      sorts.push(candidate);
      break;
    }
  }
  const query = new URLSearchParams();
  for (const k of keys) {
    const v = baseline(k, sorts);
    if (v !== undefined) query.set(k, v);
  }
  // Drop whatever the list still refuses (a filter whose baseline guess was wrong).
  for (let tries = 0; tries < 5; tries++) {
    const res = await client.request('GET', `${url}?${query}`);
    if (res.status === 200) return [...query.keys()].length ? query : null;
    const errors = res.status === 422 ? Object.keys(((await res.json()) as { errors?: object }).errors ?? {}) : [...query.keys()];
    for (const k of errors.map((e) => e.split('.')[0]!)) {
      const next = ALTERNATIVES[query.get(k) ?? ''];
      if (next && tries === 0) query.set(k, next);
      else query.delete(k);
    }
  }
  return [...query.keys()].length ? query : null;
}

/** Runs sqlmap on one list; parses its verdict from the output. */
export async function scan(o: { base: string; url: string; query: URLSearchParams; cookie: string; outDir: string; level: number; risk: number }): Promise<ScanResult> {
  const parameters = [...o.query.keys()];
  const started = Date.now();
  const args = [
    '-u', `${o.base}${o.url}?${o.query}`, '-p', parameters.join(','), '--cookie', o.cookie,
    '--level', String(o.level), '--risk', String(o.risk), '--dbms', 'PostgreSQL', '--batch', '--threads', '4',
    '--disable-coloring', '--flush-session', '--skip-waf', '--output-dir', o.outDir,
    // Only our own 127.0.0.1 server is ever a target; never follow a redirect elsewhere.
    '--ignore-redirects',
  ];
  const out = await new Promise<{ text: string; exit: number | null }>((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.on('close', (exit) => resolve({ text, exit }));
  });
  fs.writeFileSync(path.join(o.outDir, `${o.url.replace(/[^a-z0-9]+/gi, '_')}.log`), out.text);
  // "Parameter: search (GET)" blocks follow "identified the following injection point(s)".
  const verdict = out.text.split(/identified the following injection point/)[1] ?? '';
  const injectable = [...verdict.matchAll(/^Parameter: (\S+) \(GET\)/gm)].map((m) => m[1]!);
  const serverErrors = [...out.text.matchAll(/^(5\d\d) \([^)]*\) - (\d+) times/gm)].reduce((n, m) => n + Number(m[2]), 0);
  return { url: o.url, parameters, injectable, serverErrors, seconds: Math.round((Date.now() - started) / 1000), exit: out.exit };
}
