import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_ROLES, deletedRead, hasRole, idParamSchema, listPageRead, noteListQuery, notesContract, RECORD_NOTES_ROUTE,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../../lib/activity.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import { authorizeNotable } from '../../lib/notable/index.js';

import { deleteNote, findNoteRow, insertNote, listNotes, noteById, noteLog, updateNoteBody } from './repository.js';
import { parse } from '../../lib/validate.js';
import { pageEnvelope } from '../../lib/crud/envelope.js';

const { input, read, labels, itemRoute } = notesContract;

/** /api/{type}/{id}/…: anything malformed can't name a notable record, so it is a 404 like an unknown one. */
const recordParams = z.object({ type: z.string().max(64), id: z.string().max(64) });
type RecordParams = z.infer<typeof recordParams>;

/** A note a write answers with: the note itself (seed §7 "response note") and the success message. */
const written = read.extend({ message: z.string() });

/**
 * Notes on any notable record (seed §3, §4, §7). Reading needs listowanie on the record's subject, writing
 * edycja; a record the caller can't see is a 404. Only the author or an administrator changes a note.
 *
 * The record (and the note, for PUT and DELETE) is authorized in preValidation, before the route's schemas
 * run: a caller without access gets its 403/404, never a 422 on a body it may not send.
 */
export default async function noteRoutes(app: FastifyInstance) {
  /** Checks the record's params (a malformed one is a 404, not a 422: recordParams) and the caller's verb on it. */
  const onRecord = (verb: 'listowanie' | 'edycja') => async (req: FastifyRequest) => {
    const params = recordParams.safeParse(req.params);
    if (!params.success) throw notFound();
    await authorizeNotable(app.db, req, params.data.type, params.data.id, verb);
  };

  const recordSchema = { params: recordParams };

  app.get(RECORD_NOTES_ROUTE, {
    config: { labels },
    preValidation: onRecord('listowanie'),
    schema: { ...recordSchema, querystring: noteListQuery, response: { 200: listPageRead(read) } },
  }, async (req) => {
    const { type, id } = req.params as RecordParams;
    const q = req.query as z.infer<typeof noteListQuery>;
    const { rows, total } = await listNotes(app.db, type, id, q.page, q.per_page);
    return pageEnvelope(rows, total, q);
  });

  app.post(RECORD_NOTES_ROUTE, {
    config: { labels },
    preValidation: onRecord('edycja'),
    schema: { ...recordSchema, body: input, response: { 201: written } },
  }, async (req, reply) => {
    const { type, id } = req.params as RecordParams;
    const { body } = req.body as z.infer<typeof input>;
    const note = await app.db.transaction(async (tx) => {
      const row = await insertNote(tx, { notableType: type, notableId: id, body, userId: req.user!.id });
      await logActivity(tx, req, { action: 'create', subjectType: notesContract.name, subjectId: row.id, after: noteLog(row) });
      return noteById(tx, row.id);
    });
    return reply.status(201).send({ ...note, message: req.t('admin.notes.created') });
  });

  /** The note (`lock`: FOR UPDATE), once the caller may write on its record and is its author or an administrator. */
  const writable = async (req: FastifyRequest, db: DbOrTx, lock: boolean) => {
    const { id } = parse(idParamSchema, req.params, req, labels);
    const row = await findNoteRow(db, id, lock);
    if (!row) throw notFound();
    await authorizeNotable(db, req, row.notableType, row.notableId, 'edycja');
    if (row.userId !== req.user!.id && !hasRole(req.user!.roles, ADMIN_ROLES)) throw new ApiError(403, 'admin.notes.notAuthor');
    return row;
  };
  // PUT checks the note before the body's schema (as its handler did before parsing the body), and again under the lock.
  const noteWritable = async (req: FastifyRequest) => {
    await writable(req, app.db, false);
  };

  app.put(itemRoute, {
    config: { labels },
    preValidation: noteWritable,
    schema: { params: idParamSchema, body: input, response: { 200: written } },
  }, async (req) => {
    const { body } = req.body as z.infer<typeof input>;
    const note = await app.db.transaction(async (tx) => {
      const before = await writable(req, tx, true);
      const after = await updateNoteBody(tx, before.id, body);
      await logActivity(tx, req, { action: 'update', subjectType: notesContract.name, subjectId: before.id, before: noteLog(before), after: noteLog(after) });
      return noteById(tx, before.id);
    });
    return { ...note, message: req.t('admin.notes.updated') };
  });

  app.delete(itemRoute, { config: { labels }, schema: { params: idParamSchema, response: { 200: deletedRead } } }, async (req) => {
    const id = await app.db.transaction(async (tx) => {
      const row = await writable(req, tx, true);
      await deleteNote(tx, row.id);
      await logActivity(tx, req, { action: 'delete', subjectType: notesContract.name, subjectId: row.id, before: noteLog(row) });
      return row.id;
    });
    return { id, message: req.t('admin.notes.deleted') };
  });
}
