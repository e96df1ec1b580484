import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, projectsContract, timeEntriesContract } from '@harmony/shared';
import { rows } from '../helpers/db.js';
import { privateDatabase } from './support/private-database.js';
import { freePort, HttpClient, seededRandom, startServer, type ChildServer } from './support/child-server.js';

/**
 * Crash durability: the real server in a child process takes a stream of time-entry writes and is killed
 * with SIGKILL at seeded random moments. After every restart the database must open cleanly and hold every
 * write that was acknowledged (2xx) — and nothing that was never sent. Runs on the database of the project
 * (PGlite in its own DATA_DIR, or a fresh PostgreSQL database).
 */
// Five rounds in `npm test` (each is a server start, ~5 s of CPU); CRASH_ROUNDS=50 for a longer run by hand.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const SEED = Number(process.env.CRASH_SEED ?? 4242);
/** Writers in flight at once: several requests are mid-transaction when the kill lands. */
const WRITERS = 4;
/** Each entry takes a 1-minute slot of its own, 2 minutes apart: no two ever overlap. */
const BASE = Date.parse('2030-01-07T06:00:00Z');

const kind = inject('testDb');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Ledger {
  /** Acknowledged writes: entry id → slot. */
  acked: Map<number, number>;
  /** Slots sent whose answer never came (the kill cut them off): they may or may not be stored. */
  unanswered: Set<number>;
  next: number;
}

/** WRITERS concurrent loops of POST timeEntriesContract.path until the server dies under them. */
function writeUntilKilled(client: HttpClient, projectId: number, ledger: Ledger, round: number): { done: Promise<void>; firstAck: Promise<void> } {
  let acknowledge!: () => void;
  const firstAck = new Promise<void>((r) => (acknowledge = r));
  const writer = async () => {
    for (;;) {
      const slot = ledger.next++;
      const startedAt = new Date(BASE + slot * 120_000);
      ledger.unanswered.add(slot);
      let res: Response;
      try {
        res = await client.request('POST', timeEntriesContract.path, {
          project_id: projectId, started_at: startedAt.toISOString(), ended_at: new Date(startedAt.getTime() + 60_000).toISOString(),
          description: `crash r${round} s${slot}`, billable: true,
        });
      } catch {
        return; // The connection died with the server: this slot's outcome is unknown.
      }
      const text = await res.text().catch(() => null);
      if (text === null) return;
      if (res.status !== 201) throw new Error(`slot ${slot}: ${res.status} ${text}`);
      ledger.unanswered.delete(slot);
      ledger.acked.set((JSON.parse(text) as { id: number }).id, slot);
      acknowledge();
    }
  };
  return { done: Promise.all(Array.from({ length: WRITERS }, writer)).then(() => undefined), firstAck };
}

/** Every entry of the project, through the API (id → description), page by page. */
async function storedEntries(client: HttpClient, projectId: number): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let page = 1; ; page++) {
    const res = await client.request('GET', `${timeEntriesContract.path}?project_id=${projectId}&per_page=100&page=${page}&sort=started_at&order=asc`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number; description: string }[]; meta: { last_page: number } };
    for (const e of body.data) out.set(e.id, e.description);
    if (page >= body.meta.last_page) return out;
  }
}

/** Acknowledged ⊆ stored ⊆ acknowledged ∪ cut off; a stored entry is the write its slot sent. */
function checkLedger(stored: Map<number, string>, ledger: Ledger): void {
  const missing = [...ledger.acked.keys()].filter((id) => !stored.has(id));
  expect(missing, 'acknowledged writes missing after the crash').toEqual([]);
  const slotOf = (description: string) => Number(/ s(\d+)$/.exec(description)?.[1]);
  const phantom = [...stored].filter(([id, d]) => !ledger.acked.has(id) && !ledger.unanswered.has(slotOf(d)));
  expect(phantom, 'stored entries nobody wrote').toEqual([]);
  for (const [id, slot] of ledger.acked) expect(slotOf(stored.get(id)!)).toBe(slot);
}

describe(`crash durability on ${kind} (${ROUNDS} SIGKILL rounds, seed ${SEED})`, () => {
  it('keeps every acknowledged write across SIGKILLs, and the database opens cleanly', async () => {
    const random = seededRandom(SEED);
    const db = await privateDatabase(cleanups);
    const port = await freePort();
    let server: ChildServer = await startServer({ port, ...db.env });
    cleanups.push(() => server.kill());
    const client = new HttpClient(server.base);
    const login = await client.request('POST', '/login', { email: 'admin@demo.local', password: DEMO_PASSWORD });
    expect(login.status, server.output()).toBe(200);
    const project = await client.request('POST', projectsContract.path, { name: 'Crash durability' });
    expect(project.status, server.output()).toBe(201);
    const projectId = ((await project.json()) as { id: number }).id;
    const ledger: Ledger = { acked: new Map(), unanswered: new Set(), next: 0 };

    for (let round = 1; round <= ROUNDS; round++) {
      const stream = writeUntilKilled(client, projectId, ledger, round);
      await Promise.race([stream.firstAck, stream.done]);
      // The kill lands 0–800 ms into the stream: mid-transaction for some writers, between requests for others.
      await new Promise((r) => setTimeout(r, Math.floor(random() * 800)));
      await server.kill();
      await stream.done;
      // The last crash is checked by opening the database directly below (a start fewer: the run's budget).
      if (round === ROUNDS) break;
      const restarted = Date.now();
      server = await startServer({ port, ...db.env });
      if (process.env.CRASH_DEBUG) console.log(`round ${round}: restart ${Date.now() - restarted} ms, ${ledger.acked.size} acked`);
      checkLedger(await storedEntries(client, projectId), ledger);
    }
    expect(ledger.acked.size).toBeGreaterThanOrEqual(ROUNDS);

    // Opened directly, straight after the last SIGKILL (no server in between): it recovers, opens cleanly and
    // holds every acknowledged write.
    const database = await db.open();
    try {
      const stored = await rows<{ id: number; description: string }>(
        database, sql`select id, description from time_entries where project_id = ${projectId}`,
      );
      checkLedger(new Map(stored.map((r) => [Number(r.id), r.description])), ledger);
      expect((await rows<{ n: number }>(database, sql`select count(*)::int as n from users`))[0]!.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    console.log(`crash durability (${kind}): ${ROUNDS} SIGKILLs, ${ledger.acked.size} acknowledged writes kept, ${ledger.unanswered.size} cut off`);
  }, 240_000);
});
