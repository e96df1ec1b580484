/**
 * Work that takes turns: each `turn()` resolves in an event-loop iteration of its own, in the order asked.
 *
 * Why: Node (libuv 1.45 and later, so Node 20 on) accepts one new connection per event-loop iteration, and an
 * iteration runs the work of every request whose bytes arrived in it. Under a burst the iterations grow to tens of
 * milliseconds, so a new visitor's connection waits in the kernel's accept queue behind everyone else's work:
 * measured here, a burst of 1,000 form answers on 50 new connections had its last connection accepted after
 * 430 ms while no request took the server more than 56 ms from arrival to answer. A request that waits for its turn
 * before its work leaves each iteration one request long, so connections are accepted as fast as requests are
 * served, and requests are served in the order they came.
 *
 * The cost is one `setImmediate` per turn (microseconds). Every request takes one as it starts (app.ts) and every
 * PostgreSQL answer one before it is handed on (preparing-client.ts), from the one queue below.
 */
export function turnTaker() {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const next = () => {
    waiting.shift()?.();
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(next);
  };
  return function turn(): Promise<void> {
    return new Promise((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(next);
      }
    });
  };
}

/** The server's one queue of turns: requests as they start (app.ts), PostgreSQL's answers (preparing-client.ts). */
export const takeTurn = turnTaker();
