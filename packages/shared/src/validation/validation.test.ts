import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './errors.js';
import { encodeRule, EXTRA_RULES, formatRuleMessage, RULE_MESSAGES, RULES } from './messages.js';
import { timeEntryDayProblem } from '../resources/time-entries.js';
import { asDecimal, confirmed, v } from './rules.js';

describe('the seed\'s nine rules', () => {
  it('are registered', () => {
    expect([...RULES]).toEqual(['required', 'email', 'confirmed', 'max', 'min', 'integer', 'numeric', 'between', 'mimes']);
    // Our own rules come after the seed's nine, with messages in both languages too.
    expect(Object.keys(RULE_MESSAGES.pl)).toEqual([...RULES, ...EXTRA_RULES]);
    expect(Object.keys(RULE_MESSAGES.en)).toEqual([...RULES, ...EXTRA_RULES]);
  });

  // prettier-ignore
  it.each([
    ['required',              'email',    'Pole email jest wymagane',                                    'The email field is required'],
    ['email',                 'email',    'Pole email musi być poprawnym adresem email',                 'The email field must be a valid email'],
    ['confirmed',             'hasło',    'Pole hasło nie zgadza się z polem potwierdzającym',           'The hasło field confirmation does not match'],
    ['max:255',               'nazwa',    'Pole nazwa nie może być dłuższe niż 255 znaków',              'The nazwa field may not be greater than 255 characters'],
    ['min:8',                 'hasło',    'Pole hasło musi być długie na co najmniej 8 znaków',          'The hasło field must be at least 8 characters'],
    ['integer',               'ilość',    'Pole ilość musi być liczbą całkowitą',                        'The ilość field must be an integer'],
    ['numeric',               'cena',     'Pole cena może zawierać jedynie cyfry',                       'The cena field may only contain numeric characters'],
    ['between:1,100',         'per_page', 'Pole per_page musi być pomiędzy 1 oraz 100',                  'The per_page field must be between 1 and 100'],
    ['mimes:pdf',             'plik',     'Plik plik musi posiadać poprawny typ pliku (pdf)',            'The plik field must have a valid file type (pdf)'],
  ])('formats %s in Polish and English', (encoded, label, polish, english) => {
    expect(formatRuleMessage(encoded, 'pl', label)).toBe(polish);
    expect(formatRuleMessage(encoded, 'en', label)).toBe(english);
  });

  it('encodes rules with their arguments', () => {
    expect(encodeRule('required')).toBe('required');
    expect(encodeRule('max', 255)).toBe('max:255');
    expect(encodeRule('between', 1, 100)).toBe('between:1,100');
  });

  it('passes any other message through as written', () => {
    expect(formatRuleMessage('Nieprawidłowy e-mail lub hasło.', 'pl', 'email')).toBe('Nieprawidłowy e-mail lub hasło.');
    expect(formatRuleMessage('unknown:1', 'en', 'x')).toBe('unknown:1');
  });
});

describe('rule building blocks and toFieldErrors', () => {
  const schema = confirmed(
    z.object({
      email: v.email(),
      password: v.password(8),
      password_confirmation: z.string(),
      name: v.text(10),
      note: v.optionalText(5),
      hours: v.integer(),
      price: v.numeric(),
      rate: v.between(1, 5),
    }),
    'password',
  );
  const labels: Record<string, string> = { email: 'email', password: 'hasło', name: 'nazwa', note: 'notatka', hours: 'godziny', price: 'cena', rate: 'ocena' };
  const errorsOf = (input: unknown, locale: 'pl' | 'en' = 'pl') => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    return toFieldErrors(result.error!, locale, (f) => labels[f] ?? f);
  };

  it('maps every failing field to its messages in the reader\'s language', () => {
    const input = {
      email: 'nie-email', password: 'krótkie', password_confirmation: 'inne', name: 'a'.repeat(11), note: 'za długa',
      hours: '1.5', price: '12zł', rate: '9',
    };
    expect(errorsOf(input)).toEqual({
      email: ['Pole email musi być poprawnym adresem email'],
      // Both failures of the field are reported (the confirmation check runs even when the length fails).
      password: ['Pole hasło musi być długie na co najmniej 8 znaków', 'Pole hasło nie zgadza się z polem potwierdzającym'],
      name: ['Pole nazwa nie może być dłuższe niż 10 znaków'],
      note: ['Pole notatka nie może być dłuższe niż 5 znaków'],
      hours: ['Pole godziny musi być liczbą całkowitą'],
      price: ['Pole cena może zawierać jedynie cyfry'],
      rate: ['Pole ocena musi być pomiędzy 1 oraz 5'],
    });
    expect(errorsOf(input, 'en').rate).toEqual(['The ocena field must be between 1 and 5']);
  });

  it('reports required fields (empty or whitespace) and the confirmation mismatch', () => {
    const input = { email: '   ', password: 'dlugiehaslo', password_confirmation: 'innehaslo', name: ' ', hours: 1, price: 2, rate: 3 };
    const errors = errorsOf(input);
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password']);
    // "required" comes first (the 422 message is the first error); a blank e-mail also fails the format check.
    expect(errors.email![0]).toBe('Pole email jest wymagane');
    expect(errors.name).toEqual(['Pole nazwa jest wymagane']);
    expect(errors.password).toEqual(['Pole hasło nie zgadza się z polem potwierdzającym']);
    const en = errorsOf(input, 'en');
    expect(en.email![0]).toBe('The email field is required');
    expect(en.name).toEqual(['The nazwa field is required']);
    expect(en.password).toEqual(['The hasło field confirmation does not match']);
  });

  it('trims and lower-cases e-mails and accepts valid input', () => {
    const ok = schema.safeParse({
      email: '  Jan.Kowalski@Firma.PL ', password: 'dlugiehaslo', password_confirmation: 'dlugiehaslo', name: ' Jan ', hours: '8', price: '12.50', rate: 5,
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ email: 'jan.kowalski@firma.pl', name: 'Jan', hours: 8, rate: 5 });
  });

  it('keys nested fields by their dotted path and form-level errors by "_"', () => {
    const nested = z.object({ items: z.array(z.object({ name: v.text() })) }).safeParse({ items: [{ name: 'ok' }, { name: '' }] });
    expect(toFieldErrors(nested.error!, 'pl')).toEqual({ 'items.1.name': ['Pole items.1.name jest wymagane'] });
    const root = z.string({ error: 'required' }).safeParse(undefined);
    expect(toFieldErrors(root.error!, 'pl')).toEqual({ _: ['Pole _ jest wymagane'] });
  });

  it('checks file extensions with mimes', () => {
    const file = z.object({ file: v.mimes(['pdf']) });
    expect(file.safeParse({ file: 'umowa.PDF' }).success).toBe(true);
    expect(toFieldErrors(file.safeParse({ file: 'umowa.exe' }).error!, 'pl', () => 'umowa'))
      .toEqual({ file: ['Plik umowa musi posiadać poprawny typ pliku (pdf)'] });
  });

  it('lists every allowed extension in the mimes message', () => {
    const file = z.object({ file: v.mimes(['jpg', 'png']) });
    expect(toFieldErrors(file.safeParse({ file: 'a.gif' }).error!, 'pl', () => 'zdjęcie'))
      .toEqual({ file: ['Plik zdjęcie musi posiadać poprawny typ pliku (jpg/png)'] });
  });
});

describe('values that cannot be stored (issue #23)', () => {
  const errorOf = (schema: z.ZodType, value: unknown) => {
    const result = z.object({ x: schema }).safeParse({ x: value });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('takes a number or a decimal written out (a Polish comma too), nothing z.coerce.number would also take', () => {
    expect([12.5, '12.5', ' 12,5 ', '-3'].map(asDecimal)).toEqual([12.5, 12.5, 12.5, -3]);
    for (const value of [[1], true, '0x10', '1e3', Infinity, { n: 1 }]) expect(errorOf(v.between(0, 100), value), String(value)).toBe('numeric');
    for (const value of [undefined, null, '']) expect(errorOf(v.between(0, 100), value), String(value)).toBe('required');
    expect(errorOf(v.between(0, 100), 101)).toBe('between:0,100');
    expect(errorOf(v.integer(), [1])).toBe('integer');
    expect(errorOf(v.intBetween(1, 5), '2.5')).toBe('integer');
  });

  it('takes an id only in its one spelling', () => {
    expect(v.id().parse('16')).toBe(16);
    expect(v.id().parse(16)).toBe(16);
    for (const id of ['0x10', '1e1', ' 16', '+16', '016', '16.0', '', 0, 2_147_483_648]) expect(v.id().safeParse(id).success, String(id)).toBe(false);
  });

  it('words zod\'s own issues as our rules: the body as a whole, a missing field, a value of the wrong kind', () => {
    const schema = z.object({ name: z.string(), count: z.number(), flag: z.boolean(), tags: z.array(z.string()), kind: z.enum(['a', 'b']) });
    expect(toFieldErrors(schema.safeParse([]).error!, 'pl')).toEqual({ _: ['Nieprawidłowe dane żądania'] });
    expect(toFieldErrors(schema.safeParse({ count: 'x', flag: 1, tags: 'x', kind: 'c' }).error!, 'en', (f) => f)).toEqual({
      name: ['The name field is required'], count: ['The count field may only contain numeric characters'],
      flag: ['The flag field must be true or false'], tags: ['The tags field has an invalid value'], kind: ['The selected kind is invalid'],
    });
    expect(toFieldErrors(z.object({ name: v.text() }).safeParse({ name: 5 }).error!, 'pl', () => 'nazwa')).toEqual({ name: ['Pole nazwa musi być tekstem'] });
  });

  it('keeps time entries between 2000-01-01 and five years after today (Europe/Warsaw)', () => {
    const now = new Date('2026-12-31T23:30:00Z'); // already 1 January 2027 in Warsaw
    expect(timeEntryDayProblem('2000-01-01', now)).toBeNull();
    expect(timeEntryDayProblem('2032-01-01', now)).toBeNull();
    expect(timeEntryDayProblem('1999-12-31', now)).toBe('between:2000-01-01,2032-01-01');
    expect(timeEntryDayProblem('2032-01-02', now)).toBe('between:2000-01-01,2032-01-01');
  });
});
