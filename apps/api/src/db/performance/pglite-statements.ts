import { messages as backend, parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { readReply } from './pglite-replies.js';

const { serialize } = protocol;

/**
 * Byte arrays as one: protocol messages sent to PGlite together (it reads them in order, as PostgreSQL reads a
 * socket), or the chunks of a reply.
 */
function joined(...parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return all;
}

/** A select, or a query with a WITH clause that writes nothing (a report's). */
const readsOnly = (text: string) => /^\s*select\b/i.test(text) || (/^\s*with\b/i.test(text) && !/\b(insert|update|delete|merge)\b/i.test(text));

/**
 * A statement that sends a notification (pg_notify, the auth cache): never named here. PGlite's own parser hands
 * notifications to its listeners; the reply of a named statement is read by pglite-replies.ts instead.
 */
const notifies = (text: string) => /\bpg_notify\b/i.test(text);

/** The reply to `bytes`, as PostgreSQL wrote it: PGlite parses nothing (its parser copies every value, pglite-replies.ts). */
async function rawReply(client: PGlite, bytes: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  // A chunk is a view of PGlite's memory, valid only during the call.
  await client.execProtocolRawStream(bytes, { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) });
  if (chunks.length === 1) return chunks[0]!;
  return joined(...chunks);
}

/** A reply readReply leaves alone (an error above all), parsed by PGlite as its query() would: its errors thrown as they are. */
function parsedByPglite<T>(client: PGlite, reply: Uint8Array, options?: QueryOptions): Results<T> {
  const all: backend.BackendMessage[] = [];
  new protocol.Parser().parse(reply, (message) => void all.push(message));
  const error = all.find((message) => message instanceof backend.DatabaseError);
  if (error) throw error;
  return parse.parseResults(all, client.parsers, options)[0] as Results<T>;
}

/**
 * PGlite's `query` sends every statement unnamed, so PostgreSQL inside it parses and plans each one anew, and
 * planning looks up the size of every table and index the statement reads: an `fstat` per relation through
 * the WebAssembly file system, 13 % of the server's CPU on the time list (session 9). It also sends parse,
 * describe, bind, describe, execute and sync as six calls into PGlite, each parsed on its own. Here a statement
 * is prepared under a name (`nameOf`, the same names the PostgreSQL client gives) the first time it is sent,
 * and later runs only bind, describe, execute and sync, in one call: the time list's statement took 1.5 ms
 * instead of 3.2 ms; a project report's CPU fell by 10–15 %. The reply is read by pglite-replies.ts into what
 * PGlite's own `parseResults` gives with the caller's options (since session 11; before, PGlite parsed it). A
 * failed statement throws PGlite's DatabaseError (the sync in the same call ends the error state).
 *
 * Named: outside a transaction, the statements that only read (a write there is followed by PGlite's
 * `syncToFs`, left as it is); inside one (since session 11), every statement with parameters and every read,
 * as the PostgreSQL client names them. PGlite syncs nothing per statement inside a transaction, and BEGIN,
 * COMMIT and ROLLBACK stay its own, so a transaction ends, fails and rolls back as before.
 */
export function nameStatements(client: PGlite, nameOf: (text: string) => string | undefined): void {
  /** Statement name → the types of its parameters, once prepared. */
  const prepared = new Map<string, number[]>();
  const run = (bytes: Uint8Array) => client.execProtocol(bytes, { syncToFs: false });

  const runNamed = <T>(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> =>
    client._runExclusiveQuery(async () => {
      let types = prepared.get(name);
      if (!types) {
        const described = await run(joined(
          serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync(),
        ));
        types = parse.parseDescribeStatementResults(described.messages);
        prepared.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const reply = await rawReply(client, joined(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()));
      return readReply<T>(reply, client.parsers as never, options) ?? parsedByPglite<T>(client, reply, options);
    });

  const query = client.query.bind(client);
  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const name = readsOnly(text) && !notifies(text) && !options?.blob ? nameOf(text) : undefined;
    return name ? runNamed<T>(name, text, params, options) : query<T>(text, params, options);
  }) as typeof client.query;

  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => transaction((tx) => {
    // The transaction as PGlite gives it (rollback, exec, `closed`), its query naming what it can.
    const named = Object.create(tx) as Transaction;
    named.query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
      const nameable = (params.length > 0 || readsOnly(text)) && !notifies(text) && !options?.blob;
      const name = nameable ? nameOf(text) : undefined;
      if (!name) return tx.query<R>(text, params, options);
      if (tx.closed) throw new Error('Transaction is closed'); // as PGlite's own query says
      return runNamed<R>(name, text, params, options);
    };
    return callback(named);
  })) as typeof client.transaction;
}
