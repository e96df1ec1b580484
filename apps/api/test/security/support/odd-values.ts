import fc from 'fast-check';

/**
 * Values that break naive code: SQL and template injection, NUL bytes, lone surrogates, right-to-left
 * overrides, path traversal, numbers that overflow int4/float8, and a string far longer than any column.
 */
export const NASTY_STRINGS = [
  '', ' ', '\t\n', 'null', 'undefined', 'true', '0', '-1', '1e309', 'NaN', 'Infinity', '9'.repeat(40),
  "' OR '1'='1", "1' OR 1=1--", '1; DROP TABLE users;--', '") OR 1=1--', "' UNION SELECT NULL,NULL--",
  "1 AND pg_sleep(5)", "'; SELECT pg_sleep(5);--", '%', '_', '\\', "%' AND '%'='", 'a%_\\b',
  'a\u0000b', '\u0000', '\uD800', '\uDFFF\uD800', '\u202Eexe.txt', '\uFEFF', '\u200B', 'Zażółć gęślą jaźń', '🦄👩‍👩‍👧‍👦',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '${7*7}', '{{7*7}}', '../../../../etc/passwd', '..\\..\\win.ini',
  '__proto__', 'constructor', 'prototype', '2024-02-30', '2024-13-01T25:61:00Z', '0000-00-00', '9999-12-31T23:59:59Z',
  '-0001-01-01', '2026-01-01T00:00:00', '24:00', '25:00', '#gggggg', 'x'.repeat(5000),
] as const;

export const nastyString = (): fc.Arbitrary<string> => fc.constantFrom(...NASTY_STRINGS);

/**
 * Any text: printable, full unicode (graphemes), raw UTF-16 code units (lone surrogates), a nasty one, or a
 * huge one (up to `huge` characters of two UTF-8 bytes each).
 */
export const oddString = (huge = 100_000): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: nastyString() },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: huge }).map((n) => 'ą'.repeat(n)) },
  );

/** Numbers past every limit: int4 and bigint overflow, -0, fractions, huge floats (JSON turns NaN/∞ into null). */
export const oddNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: -5, max: 5 }),
    fc.constantFrom(2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -0, 0.5, -1.5),
    fc.double(),
  );

/** Wrong types for any field: nasty strings, odd numbers, booleans, null, arrays, objects, prototype keys. */
export const oddValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: oddString() },
    { weight: 2, arbitrary: oddNumber() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(fc.oneof(oddString(), oddNumber()), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}')) },
  );

/** An odd value for a path segment (an id that is no id, traversal, an encoded NUL, an overflow). */
export const oddPathValue = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', '2147483648', 'abc', '%00', '..', '%2e%2e%2f', 'NaN', ' 1'),
    fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  );

/** A query value: a string, or an array (a repeated key) — Fastify's parser gives either. */
export const oddQueryValue = (): fc.Arbitrary<string | string[]> =>
  fc.oneof(
    { weight: 4, arbitrary: oddString(10_000) },
    { weight: 2, arbitrary: oddNumber().map(String) },
    { weight: 1, arbitrary: fc.array(oddString(1000), { minLength: 2, maxLength: 3 }) },
  );

/** Bodies that are not JSON objects at all: broken JSON, other content types, empty. */
export const rawPayload = (): fc.Arbitrary<{ payload: string; contentType: string }> =>
  fc.record({
    payload: fc.oneof(
      fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '1', '{"a":1}{"b":2}', '\u0000', '{"a":"\\ud800"}', 'a=1&b=2', '<x/>'),
      fc.string({ maxLength: 50 }),
    ),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml',
      'multipart/form-data; boundary=x', 'application/json; charset=latin1'),
  });
