/** Without news from the database (the channel down), an instance asks this often for all its streams at once. */
export const FEED_POLL_MS = 2000;
/** With news, it still asks this often: a user's or project's new name isn't news (only running_timers are). */
export const FEED_SAFETY_MS = 30_000;

type Send = (data: string) => void;

/**
 * The online list every open stream of this instance is sent: read once per change for all of them, not once
 * per stream every two seconds. `changed()` is PostgreSQL's news that running_timers changed (migration 0041,
 * '~online' on the change channel, which every instance hears); reads never overlap, and a change during a read
 * makes one more. A stream that subscribes gets the last list read if the channel has been up since, or a new read.
 */
export class OnlineFeed {
  private readonly streams = new Set<Send>();
  private latest: string | null = null;
  private reading = false;
  private again = false;
  private lastRead = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly read: () => Promise<string>,
    private readonly listening: () => boolean,
    private readonly failed: (error: unknown) => void,
  ) {}

  changed(): void {
    this.latest = null;
    // A read under way may have started before the change: it is not kept, streams or not.
    if (this.reading) this.again = true;
    else if (this.streams.size > 0) void this.refresh();
  }

  /** Sends the list to `send` now and on every change, until the returned function is called. */
  subscribe(send: Send): () => void {
    this.streams.add(send);
    if (this.latest !== null && this.listening()) send(this.latest);
    else void this.refresh();
    this.timer ??= setInterval(() => {
      if (!this.listening() || Date.now() - this.lastRead >= FEED_SAFETY_MS) void this.refresh();
    }, FEED_POLL_MS).unref();
    return () => {
      this.streams.delete(send);
      if (this.streams.size === 0) this.stop();
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async refresh(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.again = false;
        const trusted = this.listening();
        const data = await this.read();
        this.lastRead = Date.now();
        // Kept only if no news came meanwhile (then `again` reads once more) and the channel was up throughout.
        this.latest = trusted && this.listening() && !this.again ? data : null;
        for (const send of this.streams) send(data);
      } while (this.again && this.streams.size > 0);
    } catch (error) {
      this.failed(error);
    } finally {
      this.reading = false;
    }
  }
}
