import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** LIKE's wildcards taken literally: a search for "50%" finds "50%", not everything starting with 50. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** `%text%` for ILIKE, the search box's "contains". */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A person's name as every list shows it ("Jan Kowalski"), from the users table or an alias of it. */
export const personName = (u: { firstName: PgColumn; lastName: PgColumn }): SQL<string> => sql<string>`${u.firstName} || ' ' || ${u.lastName}`;
