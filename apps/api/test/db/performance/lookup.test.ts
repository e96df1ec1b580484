import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { timeEntries, users } from '../../../src/db/schema.js';
import { lookup, renderedOnce } from '../../../src/db/performance/lookup.js';

/** db/performance/lookup.ts: correlated lookups name their tables; fields rendered once keep only numbers. */
const text = (expr: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(expr);

describe('lookup', () => {
  it('writes both columns with their tables, so the subquery is tied to the outer row', () => {
    expect(text(lookup(users.email, users, users.id, timeEntries.userId)).sql)
      .toBe('(select "users"."email" from "users" where "users"."id" = "time_entries"."user_id")');
  });
});

describe('renderedOnce', () => {
  it('renders each field to text once and writes its numeric parameters in', () => {
    const { first } = renderedOnce({ first: sql`(select ${users.id} from ${users} order by 1 limit ${1} offset ${20})` });
    expect(text(first)).toEqual({ sql: '(select "users"."id" from "users" order by 1 limit 1 offset 20)', params: [] });
  });

  it('refuses a parameter that is not a number: that would write a value into the text', () => {
    expect(() => renderedOnce({ name: sql`(select ${users.id} from ${users} where ${users.email} = ${"x' or true --"})` }))
      .toThrow('renderedOnce: name has a parameter that is not a number');
  });
});
