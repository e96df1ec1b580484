import { z } from 'zod';
import type { Locale } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';

/** User import (/administrator/uzytkownicy/import): one CSV or XLSX file of at most 2 MB. */
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

const ACCEPTED = new Map<string, UserImportColumn>(
  (Object.keys(USER_IMPORT_COLUMNS) as UserImportColumn[]).flatMap((c) => USER_IMPORT_COLUMNS[c].map((h) => [normaliseHeader(h), c] as const)),
);

/** The column a header names, or undefined for a column we don't know. */
export function importColumnOf(header: string): UserImportColumn | undefined {
  return ACCEPTED.get(normaliseHeader(header));
}

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

/** One data row of the file as read (trimmed text), with its line number in the file (the header is line 1). */
export const importRowRead = z.object({
  line: z.number().int(),
  data: z.object(Object.fromEntries(Object.keys(USER_IMPORT_COLUMNS).map((c) => [c, z.string()])) as Record<UserImportColumn, z.ZodString>),
  /** Empty when the row is valid. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRow = z.infer<typeof importRowRead>;

/** POST /api/users/import/preview; also the body of the 422 that refuses a commit (with message and errors). */
export const importPreviewRead = z.object({ rows: z.array(importRowRead), valid: z.number().int(), invalid: z.number().int() });
export type ImportPreview = z.infer<typeof importPreviewRead>;

/** POST /api/users/import/commit. */
export const importCommitRead = z.object({ created: z.number().int(), ids: z.array(z.number().int()), message: z.string() });
export type ImportCommitResult = z.infer<typeof importCommitRead>;
