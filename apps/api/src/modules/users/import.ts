import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  importCommitRead, importPreviewRead, usersContract, parseActiveCell, ROLES, splitRoleNames, toFieldErrors, userCreateInput,
  USER_IMPORT_COLUMNS, USER_IMPORT_REQUIRED, type FieldErrors, type ImportRow, type UserImportColumn,
} from '@harmony/shared';
import { uniqueViolation } from '../../lib/db-errors.js';
import type { RawRow } from '../../lib/import/read-file.js';
import { previewOf, readUpload, refuseImport, registerImportUpload, type ImportUpload } from '../../lib/import/upload.js';
import { notifyUsers } from '../../lib/notify.js';
import { usersAccess } from './access.js';
import { allRoles, takenEmails, type RoleRef } from './repository.js';
import { insertUser } from './service.js';
import { labelOf, ruleFailure, ruleMessage } from './validate.js';

interface CheckedRow extends ImportRow {
  /** The user to create, when the row is valid. */
  input?: { first_name: string; last_name: string; email: string; active: boolean; roles: RoleRef[] };
}

const UPLOAD: ImportUpload<UserImportColumn> = {
  columns: USER_IMPORT_COLUMNS,
  required: USER_IMPORT_REQUIRED,
  messages: { missingColumns: 'users.import.missingColumns', empty: 'users.import.empty', tooManyRows: 'users.import.tooManyRows' },
};

/**
 * User import (/administrator/uzytkownicy/import): preview shows every row's errors; commit creates all
 * rows in one transaction (each with a set-password e-mail) or nothing. The upload, preview and refusal are
 * the shared import flow's (lib/import); multipart is registered here only.
 */
export default async function importRoutes(app: FastifyInstance) {
  await registerImportUpload(app);

  // The body is multipart, read as a stream by req.file() (size checked while reading, a 422 naming the file):
  // no body schema can see it, so the upload's rules stay in readUpload. The commit's 422 (the preview with
  // errors) is sent as it is; only the answers below are declared.
  app.post(`${usersContract.path}/import/preview`, { ...usersAccess('dodawanie'), schema: { response: { 200: importPreviewRead } } }, async (req) => {
    const rows = await checkRows(req, (await readUpload(req, UPLOAD)).rows);
    return previewOf(rows);
  });

  app.post(`${usersContract.path}/import/commit`, { ...usersAccess('dodawanie'), schema: { response: { 201: importCommitRead } } }, async (req, reply) => {
    const rows = await checkRows(req, (await readUpload(req, UPLOAD)).rows);
    const result = previewOf(rows);
    if (result.invalid > 0) return refuseImport(reply as FastifyReply, req.t('users.import.refused', { count: result.invalid }), result);
    let ids: number[];
    try {
      ids = await app.db.transaction(async (tx) => {
        const created: number[] = [];
        for (const row of rows) {
          const user = await insertUser(tx, req, { ...row.input!, passwordHash: null }, { sendPassword: true, action: 'import' });
          created.push(user.id);
        }
        // The notification centre's `import-finished`: the one who imported hears of it (also by e-mail or push, as they chose).
        await notifyUsers(tx, { userIds: [req.user!.id] }, {
          kind: 'import-finished', link: '/administrator/uzytkownicy',
          wording: { title: 'notificationCentre.notices.importUsersTitle', body: 'notificationCentre.notices.importUsersBody', vars: { count: created.length } },
        }, { appUrl: req.server.config.appUrl });
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

/**
 * Each row through the same schema as POST /api/users (with send_password), plus what only a file has:
 * role names instead of ids, yes/no words, e-mails repeated within the file or already taken.
 */
async function checkRows(req: FastifyRequest, raw: RawRow<UserImportColumn>[]): Promise<CheckedRow[]> {
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
