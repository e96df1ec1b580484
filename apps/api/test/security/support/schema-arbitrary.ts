import fc from 'fast-check';
import { z } from 'zod';
import * as shared from '@harmony/shared';
import { oddValue } from './odd-values.js';

/**
 * Schema-shaped inputs: the shared zod schemas (the ones the API parses with) as JSON Schema, turned into
 * fast-check arbitraries. Which schema a route takes is found from the route itself (schemaFor), so a new
 * route with a new shared schema is covered without editing this file.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

export interface NamedSchema {
  name: string;
  json: JsonSchema;
}

const isZod = (v: unknown): v is z.ZodType => typeof v === 'object' && v !== null && '_zod' in v;

/** Every zod object schema the shared package exports, as JSON Schema (input side: before defaults/transforms). */
export const SHARED_SCHEMAS: NamedSchema[] = (Object.entries(shared) as [string, unknown][])
  .filter((entry): entry is [string, z.ZodType] => isZod(entry[1]))
  .map(([name, schema]) => ({ name, json: z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema }))
  .filter((s) => s.json.type === 'object' && s.json.properties);

const BODY_SCHEMAS = SHARED_SCHEMAS.filter((s) => !/Query$|Params$|ParamSchema$/.test(s.name));
const QUERY_SCHEMAS = SHARED_SCHEMAS.filter((s) => /Query$/.test(s.name));

/** Every query key any list accepts, with one schema for its value (sort: the union of every sortable list). */
export const QUERY_KEYS: Record<string, JsonSchema> = (() => {
  const keys: Record<string, JsonSchema> = {};
  const sorts = new Set<unknown>();
  for (const s of QUERY_SCHEMAS) {
    for (const [key, prop] of Object.entries(s.json.properties!)) {
      keys[key] ??= prop;
      if (key === 'sort') for (const value of prop.enum ?? []) sorts.add(value);
    }
  }
  keys.sort = { type: 'string', enum: [...sorts] };
  return keys;
})();

const topKeys = (errors: string[]) => [...new Set(errors.map((k) => k.split('.')[0]!))];

/**
 * The shared body schema a route parses with, judged by the fields its 422 names for an empty body:
 * the schema whose required fields overlap them best (Jaccard ≥ 0.5), the smaller one on a tie.
 */
export function schemaFor(errorKeys: string[]): NamedSchema | undefined {
  const named = new Set(topKeys(errorKeys));
  if (!named.size) return undefined;
  let best: { s: NamedSchema; score: number } | undefined;
  for (const s of BODY_SCHEMAS) {
    const required = new Set(s.json.required ?? []);
    const inBoth = [...named].filter((k) => required.has(k) || k in s.json.properties!).length;
    const score = inBoth / new Set([...named, ...required]).size;
    const size = Object.keys(s.json.properties!).length;
    if (!best || score > best.score || (score === best.score && size < Object.keys(best.s.json.properties!).length)) best = { s, score };
  }
  return best && best.score >= 0.5 ? best.s : undefined;
}

export interface ArbitraryContext {
  /** Ids of real records (fixtures, demo users and groups): *_id fields and id lists draw from them. */
  ids: number[];
}

const isoInstant = () =>
  fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());

function stringArbitrary(key: string, s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date-time') return isoInstant();
  if (s.format === 'email' || /email/.test(key)) return fc.emailAddress();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 200));
    } catch {
      // A pattern fast-check can't generate from: plain text below.
    }
  }
  if (/(^|_)(day|date|from|to)$|valid_from/.test(key)) return isoInstant().map((x) => x.slice(0, 10));
  if (/color/.test(key)) return fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 30) });
}

function numberArbitrary(key: string, s: JsonSchema, ctx: ArbitraryContext): fc.Arbitrary<number> {
  if (/(^|_)ids?$/.test(key) && ctx.ids.length) return fc.constantFrom(...ctx.ids);
  const min = s.minimum ?? 0;
  const max = Math.min(s.maximum ?? 1000, 1_000_000);
  return s.type === 'integer' ? fc.integer({ min, max }) : fc.oneof(fc.integer({ min, max }), fc.double({ min, max, noNaN: true }));
}

/** A value that fits the schema (mostly: patterns and ranges are followed, cross-field rules are not). */
export function fromSchema(s: JsonSchema, ctx: ArbitraryContext, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fromSchema(a, ctx, key, depth)));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => fromSchema({ ...s, type }, ctx, key, depth)));
  switch (s.type) {
    case 'string': return stringArbitrary(key, s);
    case 'number':
    case 'integer': return numberArbitrary(key, s, ctx);
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': {
      const itemKey = key.replace(/s$/, '');
      const items = s.items ? fromSchema(s.items, ctx, key === 'ids' || key === 'roles' ? 'id' : itemKey, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(items, { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)) });
    }
    case 'object': {
      if (!s.properties || depth > 3) return fc.jsonValue({ maxDepth: 1 });
      const model = Object.fromEntries(Object.entries(s.properties).map(([k, p]) => [k, fromSchema(p, ctx, k, depth + 1)]));
      return fc.record(model, { requiredKeys: s.required?.filter((k) => k in model) ?? [] });
    }
    default: return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A schema-shaped object with one field (or one added field) swapped for an odd value of the wrong type. */
export function withOneOddField(shaped: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<unknown> {
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 });
  return fc.tuple(shaped, key, oddValue()).map(([body, k, value]) =>
    typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, [k]: value } : { [k]: value });
}
