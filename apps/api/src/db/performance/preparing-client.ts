import pg from 'pg';
import { statementName } from './statement-names.js';
import { takeTurn } from './turns.js';

/**
 * Names every statement with parameters after its text, so each connection parses and plans it once and
 * then only binds values (PostgreSQL switches to a generic plan after five runs unless it costs more).
 * Drizzle sends the same text for the same query shape, so this covers every repository without asking
 * each to prepare its queries by hand. A select without parameters is named too (a list's first page with
 * the page size in its text, shapes.ts): its one plan then serves every run. Other statements without
 * parameters (transaction control, migrations) are sent as they are.
 *
 * Leans on drizzle's node-postgres session calling `client.query` with a config object ({ text, values,
 * name?, rowMode?, types }) and on pg.Pool's `Client` option: checked by test/db/performance/assumptions.test.ts.
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args as [{ text?: unknown; name?: string; values?: unknown[] } | string, unknown[] | undefined];
    if (typeof config === 'object' && config !== null && typeof config.text === 'string' && !config.name
      && (values?.length || config.values?.length || /^\s*select\b/i.test(config.text))) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    // Each answer is handed on in a turn of its own (turns.ts): a burst's answers then don't all run in one iteration
    // of the event loop, and new connections are accepted between them. pg.Pool passes a callback; a transaction's
    // client asks for a promise; a stream or cursor (neither) is handed on as it is.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') args[last] = (...answer: unknown[]) => void takeTurn().then(() => callback(...answer));
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (typeof callback === 'function' || !(result instanceof Promise)) return result as never;
    return result.then((rows) => takeTurn().then(() => rows), (error: unknown) => takeTurn().then(() => Promise.reject(error))) as never;
  }
}
