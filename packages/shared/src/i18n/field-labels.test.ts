import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as resources from '../resources/index.js';
import * as auth from '../schemas/auth.js';
import { en, flatKeys, pl } from './index.js';

/**
 * Issue #23/9: "The from is not a valid date". A 422 names the field by its label; every field of every
 * shared schema needs one in both languages (in `fields`, `resourceFields` or a module's `<area>.fields`,
 * whichever the API area reads), and a label is a name — never a bare preposition like "from" or "od".
 */
type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType };

function fieldNames(schema: z.ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const inner = [def.innerType, def.in, def.out, def.element, def.left, def.right, ...(def.options ?? [])].filter(Boolean) as z.ZodType[];
  const own = def.type === 'object' && def.shape ? Object.entries(def.shape).flatMap(([k, v]) => [k, ...fieldNames(v, seen)]) : [];
  return [...own, ...inner.flatMap((s) => fieldNames(s, seen))];
}

// What a request carries (a 422 can name it): inputs, queries, params and bodies. The read schemas describe
// answers, whose fields no 422 ever names.
const REQUEST_SIDE = /(Input|Query|Params|Schema|Body|Fields)$/;
const schemas = Object.entries({ ...resources, ...auth }).filter(([name, x]) => x instanceof z.ZodType && REQUEST_SIDE.test(name)) as [string, z.ZodType][];
const names = [...new Set(schemas.flatMap(([, s]) => fieldNames(s)))].sort();
const labelsOf = (catalogue: object) => {
  const byField = new Map<string, string[]>();
  for (const key of flatKeys(catalogue)) {
    const m = /^(?:fields|resourceFields|[\w-]+(?:\.[\w-]+)?\.fields)\.(\w+)$/.exec(key);
    if (!m) continue;
    const text = key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalogue) as string;
    byField.set(m[1]!, [...(byField.get(m[1]!) ?? []), text]);
  }
  return byField;
};

describe('field labels', () => {
  it('finds the shared schemas and their fields', () => {
    expect(schemas.length).toBeGreaterThan(30);
    expect(names).toEqual(expect.arrayContaining(['from', 'to', 'email', 'project_id', 'started_at']));
  });

  it.each([['pl', pl], ['en', en]] as const)('name every field of a shared schema in %s', (_, catalogue) => {
    const labels = labelsOf(catalogue);
    expect(names.filter((n) => !labels.has(n))).toEqual([]);
  });

  it.each([['pl', pl, ['od', 'do']], ['en', en, ['from', 'to']]] as const)('never label a field with a bare preposition in %s', (_, catalogue, words) => {
    const bare = [...labelsOf(catalogue)].flatMap(([field, texts]) => texts.filter((t) => (words as readonly string[]).includes(t.toLowerCase())).map((t) => `${field}: ${t}`));
    expect(bare).toEqual([]);
  });
});
