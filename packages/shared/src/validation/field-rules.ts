import { FILE_EXTENSIONS } from '../resources/files.js';
import { RULES, type Rule } from './messages.js';

/**
 * A form field's validation as an administrator types it, in the seed's notation: rules of section 5 joined by
 * "|", parameters after ":" and separated by "," (`required|max:255`, `between:1,10`, `mimes:pdf,docx`). Each
 * rule's parameters are checked here, so a stored field always validates answers the same way.
 */
export interface FieldRule {
  rule: (typeof RULES)[number];
  args: string[];
}

const COUNT = /^\d{1,9}$/;
const NUMBER = /^-?\d{1,9}(\.\d{1,6})?$/;

/** What each rule takes: null for none, else a check of its parameters. */
const PARAMETERS: Record<(typeof RULES)[number], ((args: string[]) => boolean) | null> = {
  required: null,
  email: null,
  confirmed: null,
  integer: null,
  numeric: null,
  max: (a) => a.length === 1 && COUNT.test(a[0]!),
  min: (a) => a.length === 1 && COUNT.test(a[0]!),
  between: (a) => a.length === 2 && a.every((x) => NUMBER.test(x)) && Number(a[0]) <= Number(a[1]),
  mimes: (a) => a.length > 0 && a.every((x) => (FILE_EXTENSIONS as readonly string[]).includes(x)),
};

/** The rules of a field, or the name of the first part that is no valid rule (the 422's `{0}`; a repeated rule too). */
export function parseFieldRules(text: string): { ok: true; rules: FieldRule[] } | { ok: false; bad: string } {
  const rules: FieldRule[] = [];
  for (const part of text.split('|').map((p) => p.trim()).filter(Boolean)) {
    const [name, params] = part.includes(':') ? [part.slice(0, part.indexOf(':')), part.slice(part.indexOf(':') + 1)] : [part, null];
    const rule = name!.trim().toLowerCase() as Rule;
    const check = (RULES as readonly string[]).includes(rule) ? PARAMETERS[rule as FieldRule['rule']] : undefined;
    const args = params === null ? [] : params.split(',').map((a) => a.trim().toLowerCase());
    if (check === undefined || (check === null ? params !== null : !check(args))) return { ok: false, bad: name!.trim().replace(/[,:]/g, ' ') };
    if (rules.some((r) => r.rule === rule)) return { ok: false, bad: name!.trim().replace(/[,:]/g, ' ') };
    rules.push({ rule: rule as FieldRule['rule'], args });
  }
  return { ok: true, rules };
}

/** The rules written back in the seed's notation, normalised (`Max: 255` → `max:255`). */
export const formatFieldRules = (rules: readonly FieldRule[]): string =>
  rules.map((r) => (r.args.length ? `${r.rule}:${r.args.join(',')}` : r.rule)).join('|');
