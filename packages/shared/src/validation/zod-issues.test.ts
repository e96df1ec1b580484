import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { issueMessage, toFieldErrors } from './errors.js';
import { formatRuleMessage } from './messages.js';

/**
 * Issue #24: no zod issue reaches a reader in zod's English. Every kind of schema zod has, given values of
 * the wrong kind, must yield our encoded rules (the global error map in rules.ts), and a message that slipped
 * past it must still come out as a sentence of ours (issueMessage).
 */
const ZOD_ENGLISH = /\b(invalid|expected|received|too (big|small)|unrecognized|must)\b/i;
const POLISH = /[ąćęłńśźżó]|\b(pole|jest|musi)\b/i;

const shapes: [string, z.ZodType, unknown[]][] = [
  ['object', z.object({ a: z.string() }), [[], 'x', 1, null, true, { a: [] }]],
  ['strict object', z.strictObject({ a: z.string() }), [{ a: 'x', b: 1 }]],
  ['union', z.object({ u: z.union([z.string(), z.number()]) }), [{ u: [] }, { u: null }, { u: {} }]],
  ['discriminated union', z.object({
    d: z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), x: z.string() }), z.object({ kind: z.literal('b'), y: z.number() })]),
  }), [{ d: { kind: 'c' } }, { d: { kind: 'a', x: 1 } }, { d: [] }, { d: 'a' }]],
  ['record', z.object({ r: z.record(z.string().regex(/^[a-z]+$/), z.number()) }), [{ r: [] }, { r: { A1: 1 } }, { r: { a: 'x' } }]],
  ['tuple', z.object({ t: z.tuple([z.string(), z.number()]) }), [{ t: [1] }, { t: ['a', 1, 2] }, { t: 'x' }]],
  ['literal and enum', z.object({ l: z.literal('x'), e: z.enum(['a', 'b']) }), [{ l: 'y', e: 'c' }, { l: 1, e: 1 }]],
  ['formats', z.object({ m: z.email(), u: z.url(), dt: z.iso.datetime(), id: z.uuid() }), [{ m: 'x', u: 'x', dt: 'x', id: 'x' }]],
  ['numbers', z.object({ i: z.int(), p: z.number().positive(), mo: z.number().multipleOf(5), b: z.bigint() }), [{ i: 1.5, p: -1, mo: 3, b: 1 }]],
  ['sizes', z.object({ s: z.string().length(3), a: z.array(z.string()).nonempty().max(1), st: z.set(z.string()) }), [{ s: 'x', a: [], st: [] }, { s: 'x', a: ['a', 'b'] }]],
  ['refinements', z.object({ x: z.string().refine(() => false), y: z.never(), dt: z.date() }), [{ x: 'a', y: 1, dt: 'x' }]],
  ['nested lists', z.object({ items: z.array(z.object({ q: z.number(), tags: z.array(z.string()) })) }), [{ items: [{ q: 'x', tags: [1] }, 5, null] }]],
];

describe('zod issues in our words', () => {
  for (const [name, schema, values] of shapes) {
    it(`${name}: every issue is one of our rules, read in Polish and English`, () => {
      for (const value of values) {
        const result = schema.safeParse(value);
        expect(result.success, `${name} ${JSON.stringify(value)}`).toBe(false);
        for (const issue of result.error!.issues) {
          // An encoded rule is what formatRuleMessage turns into a sentence; zod's English would pass through unchanged.
          expect(formatRuleMessage(issue.message, 'pl', 'x'), `${name} ${JSON.stringify(value)}: ${issue.message}`).not.toBe(issue.message);
        }
        for (const locale of LOCALES) {
          const texts = Object.values(toFieldErrors(result.error!, locale)).flat();
          expect(texts.length).toBeGreaterThan(0);
          for (const text of texts) expect(text, `${locale} ${name} ${JSON.stringify(value)}`).not.toMatch(locale === 'pl' ? ZOD_ENGLISH : POLISH);
        }
      }
    });
  }

  it('words an issue that bypassed the global error map (zod\'s English) by its facts', () => {
    const result = z.object({ name: z.string(), items: z.array(z.number()) })
      .safeParse({ name: 5, items: 'x' }, { error: (issue) => `Invalid input: expected ${issue.code}` });
    expect(result.error!.issues[0]!.message).toMatch(/^Invalid input/);
    expect(toFieldErrors(result.error!, 'pl', (f) => ({ name: 'nazwa', items: 'pozycje' })[f] ?? f)).toEqual({
      name: ['Pole nazwa musi być tekstem'], items: ['Pole pozycje ma nieprawidłową wartość'],
    });
    expect(toFieldErrors(result.error!, 'en')).toEqual({
      name: ['The name field must be a string'], items: ['The items field has an invalid value'],
    });
  });

  it('words another validator\'s issue (a path and its English) as ours too', () => {
    expect(issueMessage({ path: ['items', 0], message: 'must be string' }, 'pl', 'pozycje')).toBe('Pole pozycje ma nieprawidłową wartość');
    expect(issueMessage({ path: [], message: 'body must be object' }, 'en', '_')).toBe('Invalid request data');
  });

  it('keeps a catalogue key for the caller to translate, and our own rules as they are', () => {
    const schema = z.object({ to: z.string().refine(() => false, { message: 'reports.rangeOrder' }), n: z.string().max(2, { message: 'max:2' }) });
    const [key, max] = schema.safeParse({ to: 'x', n: 'abc' }).error!.issues;
    const catalogue = (m: string) => (m === 'reports.rangeOrder' ? 'Data „do” jest przed datą „od”' : m);
    expect(issueMessage(key!, 'pl', 'do', catalogue)).toBe('Data „do” jest przed datą „od”');
    expect(issueMessage(max!, 'pl', 'n', catalogue)).toBe('Pole n nie może być dłuższe niż 2 znaków');
    // No catalogue knows it: a sentence of ours rather than the raw key.
    expect(issueMessage(key!, 'en', 'to')).toBe('The to field has an invalid value');
  });
});
