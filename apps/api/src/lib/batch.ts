/**
 * Many callers' items written as one: a caller's item goes at once when fewer than `concurrency` batches are on
 * their way, else it waits for one to end and goes with everything that gathered meanwhile (at most `max`). No
 * timer: alone, an item waits for nothing; in a burst, one statement carries many (a website's answers, issue 27).
 * A batch that fails is tried again item by item (all at once), so a bad item fails alone and the others are kept.
 */
export function batcher<T, R>(run: (items: T[]) => Promise<R[]>, opts: { max: number; concurrency: number }): (item: T) => Promise<R> {
  const waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  const settle = async (batch: typeof waiting) => {
    try {
      const results = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // All at once: when the database is away, every caller hears so within one attempt's time, not one after another.
      await Promise.all(batch.map((w) => settle([w])));
    }
  };
  const pump = () => {
    while (running < opts.concurrency && waiting.length) {
      running++;
      void settle(waiting.splice(0, opts.max)).finally(() => {
        running--;
        pump();
      });
    }
  };
  return (item) => new Promise<R>((resolve, reject) => {
    waiting.push({ item, resolve, reject });
    pump();
  });
}
