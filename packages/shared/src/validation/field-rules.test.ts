import { describe, expect, it } from 'vitest';
import { formFieldInput } from '../resources/form-fields.js';
import { formatFieldRules, parseFieldRules } from './field-rules.js';

describe('a form field\'s rules (seed section 5 notation)', () => {
  it('reads the nine rules with their parameters and writes them back normalised', () => {
    const parsed = parseFieldRules(' Required | max: 255|between:1,10|mimes:PDF,docx|email ');
    expect(parsed).toEqual({ ok: true, rules: [
      { rule: 'required', args: [] }, { rule: 'max', args: ['255'] }, { rule: 'between', args: ['1', '10'] },
      { rule: 'mimes', args: ['pdf', 'docx'] }, { rule: 'email', args: [] },
    ] });
    expect(parsed.ok && formatFieldRules(parsed.rules)).toBe('required|max:255|between:1,10|mimes:pdf,docx|email');
    expect(parseFieldRules('')).toEqual({ ok: true, rules: [] });
  });

  it.each([
    ['unknown rule', 'required|uuid', 'uuid'],
    ['max without a number', 'max', 'max'],
    ['max with two', 'max:1,2', 'max'],
    ['between the wrong way round', 'between:10,1', 'between'],
    ['a type the library refuses', 'mimes:exe', 'mimes'],
    ['a parameter where none is taken', 'required:yes', 'required'],
    ['a rule twice', 'max:5|max:6', 'max'],
  ])('refuses %s, naming the rule', (_, text, bad) => {
    expect(parseFieldRules(text)).toEqual({ ok: false, bad });
  });

  it('is checked by the field\'s schema, with what each kind needs', () => {
    const base = { key: 'imie', label_pl: 'Imię' };
    expect(formFieldInput.safeParse({ ...base, kind: 'text', rules: 'required|max:255' }).data?.rules).toBe('required|max:255');
    const bad = formFieldInput.safeParse({ ...base, kind: 'select', rules: 'max:x', key: 'Imię' });
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['key', 'slug'], ['options', 'required'], ['rules', 'field_rules:max'],
    ]);
    // A heading keeps no rules, options or consent: only what its kind shows.
    expect(formFieldInput.parse({ ...base, kind: 'heading', rules: 'required', options: [{ value: 'a', label_pl: 'A' }] })).toMatchObject({ rules: '', options: [] });
    expect(formFieldInput.safeParse({ ...base, kind: 'consent' }).error!.issues[0]).toMatchObject({ path: ['consent_text_pl'], message: 'required' });
  });
});
