import { z } from 'zod';
import type { Locale } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';

/**
 * Imports of a CSV or XLSX file of at most 2 MB (users, products): the file's rules, header matching and the
 * preview's shape are shared; each import declares its own columns (accepted headers per column).
 */
export const IMPORT_MAX_MB = 2;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
export const IMPORT_EXTENSIONS = ['csv', 'xlsx'] as const;
/** More rows than this in one file are refused (split the file). */
export const IMPORT_MAX_ROWS = 1000;

/** The multipart field holding the file, and its name check (the server also checks the content). */
export const importFileInput = z.object({
  file: z.string({ error: encodeRule('required') }).min(1, { error: encodeRule('required') }).pipe(v.mimes([...IMPORT_EXTENSIONS])),
});

/**
 * The file's columns and the headers accepted for each, as the help table shows them: Polish first, then
 * English (the template of each language uses its own; "First name" also reads the API's first_name), then
 * other common names. Matching ignores letter case, surrounding spaces, Polish diacritics and "-"/"_"/space
 * differences, so "GRUPY", " grupy " and "Grupy użytkowników" all name the roles column.
 */
export const USER_IMPORT_COLUMNS = {
  first_name: ['Imię', 'First name'],
  last_name: ['Nazwisko', 'Last name', 'Surname'],
  email: ['E-mail', 'Email', 'Adres e-mail', 'Email address'],
  roles: ['Grupy', 'Groups', 'Roles', 'Grupy użytkowników', 'User groups', 'Grupa', 'Group', 'Role', 'Rola'],
  active: ['Aktywny', 'Active'],
} as const;
export type UserImportColumn = keyof typeof USER_IMPORT_COLUMNS;
export const USER_IMPORT_REQUIRED: UserImportColumn[] = ['first_name', 'last_name', 'email', 'roles'];
/** Role names in one cell are separated by this. */
export const IMPORT_ROLE_SEPARATOR = '|';

/** The header a column goes by in a language's template and messages: "Grupy" / "Groups". */
export const importHeaderOf = (column: UserImportColumn, locale: Locale): string => USER_IMPORT_COLUMNS[column][locale === 'pl' ? 0 : 1];

/** "Imię " → "imie", "E-mail" → "e_mail", "First name" → "first_name", "Grupy Użytkowników" → "grupy_uzytkownikow". */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_-]+/g, '_');
}

/** An import's columns: each with the headers it accepts, the Polish template's first, the English one's second. */
export type ImportColumns<C extends string = string> = Readonly<Record<C, readonly string[]>>;

/** A header → column reader for one import's columns (see normaliseHeader for what matching ignores). */
export function importColumnMatcher<C extends string>(columns: ImportColumns<C>): (header: string) => C | undefined {
  const accepted = new Map<string, C>(
    (Object.keys(columns) as C[]).flatMap((c) => columns[c].map((h) => [normaliseHeader(h), c] as const)),
  );
  return (header) => accepted.get(normaliseHeader(header));
}

/** The header a column goes by in a language's template and messages. */
export const importColumnHeader = <C extends string>(columns: ImportColumns<C>, column: C, locale: Locale): string =>
  columns[column][locale === 'pl' ? 0 : 1]!;

/** The column a header names, or undefined for a column we don't know. */
export const importColumnOf: (header: string) => UserImportColumn | undefined = importColumnMatcher(USER_IMPORT_COLUMNS);

const TRUE = ['1', 'true', 'tak', 'yes', 't', 'y', 'prawda'];
const FALSE = ['0', 'false', 'nie', 'no', 'n', 'f', 'falsz', 'fałsz'];

/** The `active` cell: empty → true (the default); yes/no words in both languages; anything else → null (invalid). */
export function parseActiveCell(raw: string): boolean | null {
  const text = raw.trim().toLowerCase();
  if (text === '') return true;
  if (TRUE.includes(text)) return true;
  if (FALSE.includes(text)) return false;
  return null;
}

export function splitRoleNames(raw: string): string[] {
  return raw.split(IMPORT_ROLE_SEPARATOR).map((s) => s.trim()).filter(Boolean);
}

/**
 * One data row of the file as read (trimmed text, every column of the import), with its line number in the
 * file (the header is line 1).
 */
export const importRowRead = z.object({
  line: z.number().int(),
  data: z.record(z.string(), z.string()),
  /** Empty when the row is valid. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRow = z.infer<typeof importRowRead>;

/** POST …/import/preview; also the body of the 422 that refuses a commit (with message and errors). */
export const importPreviewRead = z.object({ rows: z.array(importRowRead), valid: z.number().int(), invalid: z.number().int() });
export type ImportPreview = z.infer<typeof importPreviewRead>;

/** POST /api/users/import/commit (the products import answers its own: created and updated). */
export const importCommitRead = z.object({ created: z.number().int(), ids: z.array(z.number().int()), message: z.string() });
export type ImportCommitResult = z.infer<typeof importCommitRead>;
