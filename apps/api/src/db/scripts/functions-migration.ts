import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * npm run db:functions -w @harmony/api -- <tag>
 *
 * Writes a migration that (re)creates every function of src/db/functions/ from its file, as it is: the files are
 * the functions' current text, and the database must match them (test/db/functions/functions.test.ts). Change a
 * function by editing its file, then run this (drizzle-kit only writes migrations for tables). The file is
 * what PostgreSQL's pg_get_functiondef prints, so each statement is a CREATE OR REPLACE and the migration
 * may run over a database that already has the functions.
 */
const DB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FUNCTIONS = path.join(DB, 'functions');
const MIGRATIONS = path.join(DB, 'migrations');
const JOURNAL = path.join(MIGRATIONS, 'meta/_journal.json');

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/** Every function's file, in name order, as one migration's text (drizzle splits it at the breakpoints). */
export function functionsMigrationSql(): string {
  const files = fs.readdirSync(FUNCTIONS).filter((f) => f.endsWith('.sql')).sort();
  return files.map((f) => fs.readFileSync(path.join(FUNCTIONS, f), 'utf8').trimEnd() + ';').join('\n--> statement-breakpoint\n') + '\n';
}

function main(tag: string): void {
  if (!/^[a-z0-9_]+$/.test(tag)) throw new Error('The tag is the migration\'s name in snake_case, e.g. functions_current');
  const journal = JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as Journal;
  const last = journal.entries[journal.entries.length - 1]!;
  const idx = last.idx + 1;
  const name = `${String(idx).padStart(4, '0')}_${tag}`;
  fs.writeFileSync(path.join(MIGRATIONS, `${name}.sql`), functionsMigrationSql());
  // No table changes: the snapshot drizzle-kit diffs the schema against is the previous one, under a new id.
  const previous = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
  const snapshot = { ...previous, id: crypto.randomUUID(), prevId: previous.id };
  fs.writeFileSync(path.join(MIGRATIONS, `meta/${String(idx).padStart(4, '0')}_snapshot.json`), JSON.stringify(snapshot, null, 2));
  // `when` orders the migrations a database has applied: later than the last one's.
  journal.entries.push({ idx, version: last.version, when: Math.max(Date.now(), last.when + 1), tag: name, breakpoints: true });
  fs.writeFileSync(JOURNAL, JSON.stringify(journal, null, 2));
  console.log(`migrations/${name}.sql: ${fs.readdirSync(FUNCTIONS).filter((f) => f.endsWith('.sql')).length} functions`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2] ?? '');
