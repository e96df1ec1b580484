import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  formatRuleMessage, importCommitRead, importPreviewRead, usersContract, IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MAX_MB, IMPORT_MAX_ROWS, importFileInput, importHeaderOf, parseActiveCell, ROLES,
  splitRoleNames, toFieldErrors, userCreateInput, type FieldErrors, type ImportPreview, type ImportRow, type Rule,
} from '@harmony/shared';
import { sanitizeFileName } from '../../lib/files/names.js';
import { ApiError } from '../../lib/http-errors.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { usersAccess } from './access.js';
import { readImportFile, type RawRow } from './import-file.js';
import { allRoles, takenEmails, type RoleRef } from './repository.js';
import { insertUser } from './service.js';
import { fieldFailure, labelOf, ruleFailure, ruleMessage } from './validate.js';

interface CheckedRow extends ImportRow {
  /** The user to create, when the row is valid. */
  input?: { first_name: string; last_name: string; email: string; active: boolean; roles: RoleRef[] };
}

/**
 * User import (/administrator/uzytkownicy/import): preview shows every row's errors; commit creates all
 * rows in one transaction (each with a set-password e-mail) or nothing. Multipart is registered here only.
 */
export default async function importRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    // One byte over the limit is read, so "too big" never depends on where the stream's chunks end.
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
  });

  // The body is multipart, read as a stream by req.file() (size checked while reading, a 422 naming the file):
  // no body schema can see it, so the upload's rules stay in readUpload. The commit's 422 (the preview with
  // errors) is sent as it is; only the answers below are declared.
  app.post(`${usersContract.path}/import/preview`, { ...usersAccess('dodawanie'), schema: { response: { 200: importPreviewRead } } }, async (req) => {
    const rows = await checkRows(req, await readUpload(req));
    return preview(rows);
  });

  app.post(`${usersContract.path}/import/commit`, { ...usersAccess('dodawanie'), schema: { response: { 201: importCommitRead } } }, async (req, reply) => {
    const rows = await checkRows(req, await readUpload(req));
    const result = preview(rows);
    if (result.invalid > 0) {
      // Laravel's shape for array input ("rows.<line>.<field>"), plus the preview so the screen can show it.
      const errors: FieldErrors = {};
      for (const row of result.rows) {
        for (const [field, messages] of Object.entries(row.errors)) errors[`rows.${row.line}.${field}`] = messages;
      }
      // Not a declared answer: a schema for 422 would also serialise the error handler's other 422s.
      return (reply as FastifyReply).status(422).send({ message: req.t('users.import.refused', { count: result.invalid }), errors, ...result });
    }
    let ids: number[];
    try {
      ids = await app.db.transaction(async (tx) => {
        const created: number[] = [];
        for (const row of rows) {
          const user = await insertUser(tx, req, { ...row.input!, passwordHash: null }, { sendPassword: true, action: 'import' });
          created.push(user.id);
        }
        return created;
      });
    } catch (error) {
      // Someone took one of the e-mails between the check and the insert.
      if (uniqueViolation(error)) throw ruleFailure(req, 'email', 'unique');
      throw error;
    }
    return reply.status(201).send({ created: ids.length, ids, message: req.t('users.import.committed', { count: ids.length }) });
  });
}

function preview(rows: CheckedRow[]): ImportPreview {
  const invalid = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  return { rows: rows.map(({ line, data, errors }) => ({ line, data, errors })), valid: rows.length - invalid, invalid };
}

/** A 422 on `file` naming the uploaded file, as the file library does: "Plik lista.csv nie może być większy niż 2 MB". */
function fileFailure(req: FastifyRequest, filename: string, rule: Rule, ...args: (string | number)[]): ApiError {
  const message = formatRuleMessage(args.length ? `${rule}:${args.join(',')}` : rule, req.locale, filename);
  return new ApiError(422, message, {}, { file: [message] });
}

/** The uploaded file, read and checked (name, size, content, columns, row count); 422 on `file` otherwise. */
async function readUpload(req: FastifyRequest): Promise<RawRow[]> {
  let filename = '';
  let buffer: Buffer;
  try {
    const part = await req.file();
    if (!part) throw ruleFailure(req, 'file', 'required');
    filename = sanitizeFileName(part.filename);
    if (!filename) throw ruleFailure(req, 'file', 'required');
    if (!importFileInput.safeParse({ file: filename }).success) throw fileFailure(req, filename, 'mimes', IMPORT_EXTENSIONS.join('/'));
    buffer = await part.toBuffer();
    if (part.file.truncated || buffer.length > IMPORT_MAX_BYTES) throw fileFailure(req, filename, 'file_size', IMPORT_MAX_MB);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileFailure(req, filename, 'file_size', IMPORT_MAX_MB);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw ruleFailure(req, 'file', 'required');
    }
    throw error;
  }
  const extension = filename.split('.').pop()!.toLowerCase() as 'csv' | 'xlsx';
  const read = await readImportFile(extension, buffer);
  if (!read.ok) {
    if (read.problem === 'content') throw fileFailure(req, filename, 'file_content');
    const columns = read.missing.map((c) => importHeaderOf(c, req.locale)).join(', ');
    throw fieldFailure(req, 'file', 'users.import.missingColumns', { columns });
  }
  if (!read.rows.length) throw fieldFailure(req, 'file', 'users.import.empty');
  if (read.rows.length > IMPORT_MAX_ROWS) throw fieldFailure(req, 'file', 'users.import.tooManyRows', { max: IMPORT_MAX_ROWS });
  return read.rows;
}

/**
 * Each row through the same schema as POST /api/users (with send_password), plus what only a file has:
 * role names instead of ids, yes/no words, e-mails repeated within the file or already taken.
 */
async function checkRows(req: FastifyRequest, raw: RawRow[]): Promise<CheckedRow[]> {
  const db = req.server.db;
  const roles = new Map((await allRoles(db)).map((r) => [r.name.toLowerCase(), r]));
  const taken = await takenEmails(db, [...new Set(raw.map((r) => r.data.email.toLowerCase()).filter(Boolean))]);
  const firstLineOf = new Map<string, number>();

  return raw.map(({ line, data }) => {
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);

    const active = parseActiveCell(data.active);
    if (active === null) add('active', ruleMessage(req, 'active', 'in'));
    const picked: RoleRef[] = [];
    for (const name of splitRoleNames(data.roles)) {
      const role = roles.get(name.toLowerCase());
      if (!role) add('roles', req.t('users.import.unknownRole', { name }));
      else if (role.name === ROLES.superadmin) add('roles', req.t('users.superadminRole'));
      else if (!picked.includes(role)) picked.push(role);
    }

    const parsed = userCreateInput.safeParse({
      first_name: data.first_name, last_name: data.last_name, email: data.email,
      roles: picked.map((r) => r.id), active: active ?? true, send_password: true,
    });
    if (!parsed.success) {
      // One list of messages per column: what the file-specific checks found, else the schema's.
      const schemaErrors = toFieldErrors(parsed.error, req.locale, (field) => labelOf(req, field));
      for (const [path, messages] of Object.entries(schemaErrors)) errors[path.split('.')[0]!] ??= messages;
    }
    const email = data.email.trim().toLowerCase();
    if (email && !errors.email) {
      const first = firstLineOf.get(email);
      if (first !== undefined) add('email', req.t('users.import.duplicateInFile', { line: first }));
      else firstLineOf.set(email, line);
      if (taken.has(email)) add('email', ruleMessage(req, 'email', 'unique'));
    }
    const ok = parsed.success && Object.keys(errors).length === 0;
    return {
      line,
      data,
      errors,
      input: ok
        ? { first_name: parsed.data.first_name, last_name: parsed.data.last_name, email: parsed.data.email, active: parsed.data.active, roles: picked }
        : undefined,
    };
  });
}
