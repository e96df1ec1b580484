import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  SUBSCRIBER_IMPORT_COLUMNS, SUBSCRIBER_IMPORT_REQUIRED, subscriberImportCommitRead, subscriberImportPreviewRead, subscriberImportQuery, subscriberInput,
  subscribersContract, subscribersImportPath, toFieldErrors, type FieldErrors, type ImportRow, type Locale, type SubscriberImportColumn,
} from '@harmony/shared';
import { newsletterSubscribers } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import type { RawRow } from '../../lib/import/read-file.js';
import { previewOf, readUpload, refuseImport, registerImportUpload, type ImportUpload } from '../../lib/import/upload.js';
import { pathLabel } from '../../lib/validate.js';
import { sendConfirmations } from './queue.js';
import { listOrRefuse } from './subscribers.js';

interface CheckedRow extends ImportRow {
  action: 'add' | 'skip';
}

const LABELS = subscribersContract.labels;
const UPLOAD: ImportUpload<SubscriberImportColumn> = {
  columns: SUBSCRIBER_IMPORT_COLUMNS,
  required: SUBSCRIBER_IMPORT_REQUIRED,
  messages: { missingColumns: 'newsletter.import.missingColumns', empty: 'newsletter.import.empty', tooManyRows: 'newsletter.import.tooManyRows' },
};

/**
 * A list's subscribers from a CSV or XLSX file (/newsletter/{id}/import), the users import's flow (lib/import):
 * the preview shows every row with its errors and whether it is added or already on the list (skipped, left as it
 * is); the commit adds every new address in one transaction, each pending with the list's confirmation mail — one
 * mail, a recipient each (double opt-in holds for an import too) — or nothing when a row is wrong.
 */
export default async function subscriberImportRoutes(app: FastifyInstance) {
  await registerImportUpload(app);
  const config = { permission: subscribersContract.permission, verb: 'dodawanie', labels: LABELS } as const;

  // The body is the file, read as a stream (readUpload); the list is the query's.
  app.post(`${subscribersImportPath}/preview`, { config, schema: { querystring: subscriberImportQuery, response: { 200: subscriberImportPreviewRead } } }, async (req) => {
    const list = await listOrRefuse(app.db, req, (req.query as { list_id: number }).list_id);
    return previewOf(await checkRows(req, list.id, (await readUpload(req, UPLOAD)).rows), (r) => ({ action: r.action }));
  });

  app.post(`${subscribersImportPath}/commit`, { config, schema: { querystring: subscriberImportQuery, response: { 201: subscriberImportCommitRead } } }, async (req, reply) => {
    const list = await listOrRefuse(app.db, req, (req.query as { list_id: number }).list_id);
    const rows = await checkRows(req, list.id, (await readUpload(req, UPLOAD)).rows);
    const result = previewOf(rows, (r) => ({ action: r.action }));
    if (result.invalid > 0) return refuseImport(reply as FastifyReply, req.t('newsletter.import.refused', { count: result.invalid }), result);
    const added = rows.filter((r) => r.action === 'add');
    const ids = await app.db.transaction(async (tx) => {
      if (!added.length) return [];
      // A row someone added meanwhile is left as theirs (on conflict): nothing of it is sent twice.
      const created = await tx.insert(newsletterSubscribers)
        .values(added.map((r) => ({ listId: list.id, email: r.data.email!.toLowerCase(), name: r.data.name ?? '', lang: list.lang })))
        .onConflictDoNothing().returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
      if (created.length) {
        await sendConfirmations(tx, app.config.appUrl, list, list.lang as Locale, sql`s.id in (${sql.join(created.map((c) => sql`${c.id}`), sql`, `)})`,
          created.map((c) => c.email));
      }
      await logActivity(tx, req, { action: 'import', subjectType: subscribersContract.name, after: { list_id: list.id, created: created.length } });
      return created.map((c) => c.id);
    });
    return reply.status(201).send({
      created: ids.length, skipped: rows.length - ids.length, ids, message: req.t('newsletter.import.committed', { count: ids.length }),
    });
  });
}

/** Each row through the same schema as adding one by hand; an address twice in the file is an error, one on the list a skip. */
async function checkRows(req: FastifyRequest, listId: number, raw: RawRow<SubscriberImportColumn>[]): Promise<CheckedRow[]> {
  const emails = [...new Set(raw.map((r) => r.data.email.trim().toLowerCase()).filter(Boolean))];
  const onList = new Set(emails.length
    ? (await req.server.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.listId} = ${listId} and ${newsletterSubscribers.email} in (${sql.join(emails.map((e) => sql`${e}`), sql`, `)})`))
      .map((r) => r.email)
    : []);
  const firstLineOf = new Map<string, number>();
  return raw.map(({ line, data }) => {
    const errors: FieldErrors = {};
    const parsed = subscriberInput.safeParse({ list_id: listId, email: data.email, name: data.name });
    if (!parsed.success) {
      for (const [path, messages] of Object.entries(toFieldErrors(parsed.error, req.locale, (field) => pathLabel(req, field, LABELS)))) {
        errors[path.split('.')[0]!] ??= messages;
      }
    }
    const email = data.email.trim().toLowerCase();
    if (email && !errors.email) {
      const first = firstLineOf.get(email);
      if (first !== undefined) errors.email = [req.t('newsletter.import.duplicateInFile', { line: first })];
      else firstLineOf.set(email, line);
    }
    return { line, data, errors, action: onList.has(email) ? 'skip' : 'add' };
  });
}
