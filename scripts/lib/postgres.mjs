import net from 'node:net';

/** The PostgreSQL the API tests use: TEST_DATABASE_URL, else the local server on 127.0.0.1:5432. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** True when the PostgreSQL of TEST_DATABASE_URL accepts TCP connections within two seconds. */
export function postgresAnswers(url = TEST_DATABASE_URL) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    const done = (ok) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
