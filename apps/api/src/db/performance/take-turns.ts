import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs each statement synchronously on the server's one thread, and statements waiting for it are
 * handed on by promises, so a queue of them ran back to back without the event loop turning in between: no
 * connection accepted, no request read, no answer written until the queue was empty. Under load, a client
 * that connected while a queue was running waited for as long as the load lasted (10 s single requests with
 * 50 connections). Here every statement of the client waits its turn in arrival order and lets the event loop
 * turn once before it runs, so requests are read and answered between statements. A transaction takes one
 * turn for the whole of it (its statements go through the transaction object): left out of the turns, it
 * overtook every waiting statement, and writes under load waited up to 10 s.
 *
 * Leans on PGlite's `transaction` and `exec` not calling the instance's own `query` (they would wait behind
 * their own turn for ever): checked by test/db/performance/assumptions.test.ts.
 */
export function takeTurns(client: PGlite): void {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    queue = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => inTurn(() => exec(...args))) as typeof client.exec;
  client.transaction = ((...args: Parameters<typeof transaction>) => inTurn(() => transaction(...args))) as typeof client.transaction;
}
