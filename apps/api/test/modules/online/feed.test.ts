import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_POLL_MS, FEED_SAFETY_MS, OnlineFeed } from '../../../src/modules/online/feed.js';

/** The online list read once per change for all of an instance's streams (modules/online/feed.ts). */
describe('OnlineFeed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A database stand-in whose reads resolve when told to, numbered. */
  const database = () => {
    const pending: (() => void)[] = [];
    let reads = 0;
    const read = () => new Promise<string>((resolve) => {
      const n = ++reads;
      pending.push(() => resolve(`list ${n}`));
    });
    const answer = async () => {
      pending.shift()!();
      // The read's continuation runs in a few microtasks (no timers: some tests fake them).
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    return { read, answer, get reads() { return reads; }, get waiting() { return pending.length; } };
  };

  it('reads once for every open stream, and once more when news comes during a read', async () => {
    const db = database();
    const feed = new OnlineFeed(db.read, () => true, () => undefined);
    const got: string[][] = [[], [], []];
    const stops = got.map((seen) => feed.subscribe((data) => seen.push(data)));
    expect(db.reads).toBe(1);
    await db.answer();
    expect(got).toEqual([['list 1'], ['list 1'], ['list 1']]);

    feed.changed();
    feed.changed();
    expect(db.reads).toBe(2);
    feed.changed();
    await db.answer();
    expect(db.reads).toBe(3);
    await db.answer();
    expect(got.map((seen) => seen.at(-1))).toEqual(['list 3', 'list 3', 'list 3']);

    // A new stream gets the last list without a read while nothing changed.
    const late: string[] = [];
    stops.push(feed.subscribe((data) => late.push(data)));
    expect(late).toEqual(['list 3']);
    expect(db.reads).toBe(3);
    for (const stop of stops) stop();
    feed.changed();
    expect(db.reads).toBe(3);
  });

  it('does not keep a list read across a change, even when its streams have gone meanwhile', async () => {
    const db = database();
    const feed = new OnlineFeed(db.read, () => true, () => undefined);
    const stop = feed.subscribe(() => undefined);
    stop();
    feed.changed();
    await db.answer();
    const seen: string[] = [];
    feed.subscribe((data) => seen.push(data));
    expect(db.reads).toBe(2);
    await db.answer();
    expect(seen).toEqual(['list 2']);
    feed.stop();
  });

  it('reads anew for a new stream while the channel is down, and asks every FEED_POLL_MS until it is back', async () => {
    vi.useFakeTimers();
    const db = database();
    let listening = false;
    const feed = new OnlineFeed(db.read, () => listening, () => undefined);
    const seen: string[] = [];
    const stop = feed.subscribe((data) => seen.push(data));
    await db.answer();
    feed.subscribe(() => undefined);
    expect(db.reads).toBe(2);
    await db.answer();
    await vi.advanceTimersByTimeAsync(FEED_POLL_MS);
    expect(db.reads).toBe(3);
    await db.answer();
    listening = true;
    await vi.advanceTimersByTimeAsync(FEED_POLL_MS * 2);
    expect(db.reads).toBe(3);
    await vi.advanceTimersByTimeAsync(FEED_SAFETY_MS);
    expect(db.reads).toBe(4);
    await db.answer();
    expect(seen.at(-1)).toBe('list 4');
    stop();
    feed.stop();
  });

  it('keeps its streams when a read fails, and says so', async () => {
    const failures: unknown[] = [];
    let fail = true;
    const feed = new OnlineFeed(async () => {
      if (fail) throw new Error('database down');
      return 'list';
    }, () => true, (error) => failures.push(error));
    const seen: string[] = [];
    const stop = feed.subscribe((data) => seen.push(data));
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    fail = false;
    feed.changed();
    await vi.waitFor(() => expect(seen).toEqual(['list']));
    stop();
  });
});
