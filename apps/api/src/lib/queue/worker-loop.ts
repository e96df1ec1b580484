import type { FastifyInstance } from 'fastify';

export interface QueueTick {
  /** Rows claimed in this tick. */
  claimed: number;
  /** More is due right now (a full batch): the next tick starts at once instead of after the interval. */
  more: boolean;
  /** What the log's line carries when something was claimed. */
  report?: object;
}

export interface QueueLoopOptions {
  /** The log's name of the queue ("mail", "push"). */
  name: string;
  intervalMs: number;
  tick(): Promise<QueueTick>;
  /** Runs once the loop has stopped (a transport's connections closed). */
  onStop?(): void | Promise<void>;
}

/**
 * Runs a durable queue's tick every `intervalMs` (at once again while a tick says more is due). Ticks never
 * overlap within one process; across processes the rows' claims keep them apart, so every instance may run
 * one. A failed tick is logged and the loop goes on. Returns a function that stops the loop after the tick
 * in progress.
 */
export function startQueueLoop(app: FastifyInstance, opts: QueueLoopOptions): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick();
    }, ms);
    timer.unref();
  };
  const tick = async () => {
    let more = false;
    try {
      const done = await opts.tick();
      if (done.claimed) app.log.info({ [opts.name]: done.report ?? done }, `${opts.name} queue tick`);
      more = done.more;
    } catch (err) {
      app.log.warn({ err }, `${opts.name} queue tick failed`);
    }
    schedule(more ? 0 : opts.intervalMs);
  };

  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    await opts.onStop?.();
  };
}
