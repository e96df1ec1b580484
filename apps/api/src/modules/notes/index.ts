import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_ROLES, hasRole, idParamSchema, noteInput, noteListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../../lib/activity.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import { authorizeNotable } from '../../lib/notable/index.js';

import { deleteNote, findNoteRow, insertNote, listNotes, noteById, noteLog, updateNoteBody } from './repository.js';
import { parse } from '../../lib/validate.js';
import { pageEnvelope } from '../../lib/crud/envelope.js';

/** /api/{type}/{id}/…: anything malformed can't name a notable record, so it is a 404 like an unknown one. */
const recordParams = z.object({ type: z.string().max(64), id: z.string().max(64) });

/**
 * Notes on any notable record (seed §3, §4, §7). Reading needs listowanie on the record's subject, writing
 * edycja; a record the caller can't see is a 404. Only the author or an administrator changes a note.
 */
export default async function noteRoutes(app: FastifyInstance) {
  const recordOf = (req: FastifyRequest) => {
    const params = recordParams.safeParse(req.params);
    if (!params.success) throw notFound();
    return params.data;
  };

  app.get('/api/:type/:id/notes', async (req) => {
    const { type, id } = recordOf(req);
    await authorizeNotable(app.db, req, type, id, 'listowanie');
    const q = parse(noteListQuery, req.query, req, 'admin.fields');
    const { rows, total } = await listNotes(app.db, type, id, q.page, q.per_page);
    return pageEnvelope(rows, total, q);
  });

  app.post('/api/:type/:id/notes', async (req, reply) => {
    const { type, id } = recordOf(req);
    await authorizeNotable(app.db, req, type, id, 'edycja');
    const { body } = parse(noteInput, req.body, req, 'admin.fields');
    const note = await app.db.transaction(async (tx) => {
      const row = await insertNote(tx, { notableType: type, notableId: id, body, userId: req.user!.id });
      await logActivity(tx, req, { action: 'create', subjectType: 'notes', subjectId: row.id, after: noteLog(row) });
      return noteById(tx, row.id);
    });
    // The response is the note itself (seed §7 "response note"), plus the success message.
    return reply.status(201).send({ ...note, message: req.t('admin.notes.created') });
  });

  /** The note (locked), once the caller may write on its record and is its author or an administrator. */
  const writable = async (req: FastifyRequest, tx: DbOrTx) => {
    const { id } = parse(idParamSchema, req.params, req, 'admin.fields');
    const row = await findNoteRow(tx, id, true);
    if (!row) throw notFound();
    await authorizeNotable(tx, req, row.notableType, row.notableId, 'edycja');
    if (row.userId !== req.user!.id && !hasRole(req.user!.roles, ADMIN_ROLES)) throw new ApiError(403, 'admin.notes.notAuthor');
    return row;
  };

  app.put('/api/notes/:id', async (req) => {
    const note = await app.db.transaction(async (tx) => {
      const before = await writable(req, tx);
      const { body } = parse(noteInput, req.body, req, 'admin.fields');
      const after = await updateNoteBody(tx, before.id, body);
      await logActivity(tx, req, { action: 'update', subjectType: 'notes', subjectId: before.id, before: noteLog(before), after: noteLog(after) });
      return noteById(tx, before.id);
    });
    return { ...note, message: req.t('admin.notes.updated') };
  });

  app.delete('/api/notes/:id', async (req) => {
    const id = await app.db.transaction(async (tx) => {
      const row = await writable(req, tx);
      await deleteNote(tx, row.id);
      await logActivity(tx, req, { action: 'delete', subjectType: 'notes', subjectId: row.id, before: noteLog(row) });
      return row.id;
    });
    return { id, message: req.t('admin.notes.deleted') };
  });
}
