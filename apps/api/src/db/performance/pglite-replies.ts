import type { QueryOptions, Results } from '@electric-sql/pglite';

/** A type's parser from text, by type OID (PGlite's own `client.parsers`, merged with a query's own). */
type Parsers = Record<number, (value: string, typeId: number) => unknown>;

const [PARSE_COMPLETE, BIND_COMPLETE, NO_DATA, NOTICE, READY] = ['1', '2', 'n', 'N', 'Z'].map((c) => c.charCodeAt(0));
const [ROW_DESCRIPTION, DATA_ROW, COMMAND_COMPLETE] = ['T', 'D', 'C'].map((c) => c.charCodeAt(0));

/**
 * The rows of PostgreSQL's reply to one bound statement (bind, describe portal, execute, sync) in text format,
 * read straight from the reply's bytes: each value decoded in place. PGlite's own parser copies every value into
 * an ArrayBuffer of its own before decoding it, a quarter of the server's CPU on a page of the time list in
 * embedded mode (session 11). The result is what PGlite's `parseResults` gives for the same reply: fields, rows
 * (arrays with `rowMode: 'array'`, else objects), command, affected rows and row count.
 *
 * Undefined when the reply holds anything else: an error, a notification, a value in binary format. The caller
 * then lets PGlite parse it, so errors are PGlite's own.
 */
export function readReply<T>(reply: Uint8Array, parsers: Parsers, options?: QueryOptions): Results<T> | undefined {
  const bytes = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  // A query's own parsers first (drizzle sends some with every query), then PGlite's: looked up per column, not
  // merged into one object per query (PGlite's hold every type and its array type: a copy cost more than the
  // rest of a small reply).
  const own = options?.parsers as Parsers | undefined;
  let fields: { name: string; dataTypeID: number }[] = [];
  let decode: ((value: string) => unknown)[] = [];
  const rows: unknown[] = [];
  let result: Results<T> | undefined;
  for (let at = 0; at < bytes.length;) {
    const type = bytes[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    let p = at + 5;
    if (type === DATA_ROW) {
      const count = bytes.readInt16BE(p);
      p += 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        if (length === -1) values[i] = null;
        else {
          values[i] = decode[i]!(bytes.toString('utf8', p, p + length));
          p += length;
        }
      }
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
    } else if (type === ROW_DESCRIPTION) {
      const count = bytes.readInt16BE(p);
      p += 2;
      fields = [];
      for (let i = 0; i < count; i++) {
        const nul = bytes.indexOf(0, p);
        const name = bytes.toString('utf8', p, nul);
        const dataTypeID = bytes.readInt32BE(nul + 7); // after the table's OID (4) and the column's number (2)
        if (bytes.readInt16BE(nul + 17) !== 0) return undefined; // binary format
        fields.push({ name, dataTypeID });
        p = nul + 19;
      }
      decode = fields.map(({ dataTypeID }) => {
        const parser = own?.[dataTypeID] ?? parsers[dataTypeID];
        return parser ? (value: string) => parser(value, dataTypeID) : (value: string) => value;
      });
    } else if (type === COMMAND_COMPLETE) {
      const words = bytes.toString('utf8', p, end - 1).split(' ');
      const count = parseInt(words[words.length - 1]!, 10);
      const command = words[0]!;
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
      result = { rows: rows as T[], fields, command, affectedRows } as Results<T>;
      if (!Number.isNaN(count)) (result as { rowCount?: number }).rowCount = count;
    } else if (type !== PARSE_COMPLETE && type !== BIND_COMPLETE && type !== NO_DATA && type !== NOTICE && type !== READY) {
      return undefined;
    }
    at = end;
  }
  return result ?? ({ affectedRows: 0, rows: [], fields: [] } as unknown as Results<T>);
}
