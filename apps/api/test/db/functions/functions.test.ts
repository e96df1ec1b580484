import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../helpers/database.js';

/**
 * src/db/functions/ holds the current text of every function of the schema, one file each; the migrations
 * must leave the database with exactly those (npm run db:functions writes the migration that does).
 */
const FUNCTIONS = path.resolve(import.meta.dirname, '../../../src/db/functions');

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => t.dispose());

async function definitions(): Promise<Map<string, string>> {
  const result = await t.database.db.execute(sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
      -- An extension's own functions (pg_trgm's, migration 0017) belong to it, not to the schema's files.
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname`);
  return new Map((result as unknown as { rows: { name: string; definition: string }[] }).rows.map((r) => [r.name, r.definition]));
}

describe('the functions of the schema (src/db/functions/)', () => {
  it('has a file for every function of the migrated database, and a function for every file', async () => {
    const files = fs.readdirSync(FUNCTIONS).filter((f) => f.endsWith('.sql')).map((f) => f.slice(0, -'.sql'.length)).sort();
    const names = [...(await definitions()).keys()].sort();
    expect(names, 'a function without its file in src/db/functions/ (or a file of a function no migration creates)').toEqual(files);
    expect(files.length).toBeGreaterThan(0);
  });

  it('has in the database exactly the text of each file', async () => {
    const inDatabase = await definitions();
    for (const [name, definition] of inDatabase) {
      const file = fs.readFileSync(path.join(FUNCTIONS, `${name}.sql`), 'utf8');
      expect(definition, `src/db/functions/${name}.sql differs from the database's: edit the file, then npm run db:functions -w @harmony/api -- <tag>`).toBe(file);
    }
  });
});
