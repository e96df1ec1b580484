import { z } from 'zod';
import { v } from '../validation/rules.js';
import { userRefRead } from './activities.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/** Notes on any record (seed §3, §7): GET/POST /api/{type}/{id}/notes, PUT/DELETE /api/notes/{id}. */
export const NOTE_BODY_MAX = 10_000;

export const noteInput = z.object({ body: v.text(NOTE_BODY_MAX) });
export type NoteInput = z.infer<typeof noteInput>;

/** A note as the API answers it (the list's rows, the note a write returns). */
export const noteRead = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The author; null when the account was deleted. */
  user: userRefRead.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteRead>;

/**
 * Notes are a collection nested under a record: listed and added at /api/{type}/{id}/notes (notesOfPath),
 * changed and deleted at /api/notes/{id} (`path` gives that item route). They have no screen of their own:
 * `segment` is the project details page, where the notes panel is most used (types and users show it
 * too). Nor a subject: reading needs listowanie and writing edycja on the record's own subject (the API's
 * notable registry), so `subject` lists the subjects of the records that take notes. Always newest first:
 * the one sort is not a query parameter.
 */
export const notesContract = defineContract({
  name: 'notes',
  path: '/api/notes',
  ...RESOURCES.notes,
  input: noteInput,
  read: noteRead,
  list: { sort: ['created_at'], defaultSort: 'created_at', defaultOrder: 'desc' },
  labels: 'admin.fields',
});

/** Notes of one record: the route Fastify registers, and one record's URL. */
export const RECORD_NOTES_ROUTE = '/api/:type/:id/notes';
export const notesOfPath = (type: string, id: number | string) => `/api/${type}/${id}/notes`;

/** Notes of one record, always newest first: only the page of the contract's list query. */
export const noteListQuery = notesContract.listQuery.pick({ page: true, per_page: true });
