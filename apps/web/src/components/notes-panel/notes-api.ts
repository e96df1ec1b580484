import { notesContract, notesOfPath, type Note } from '@harmony/shared';
import { api } from '../../lib/api';

/** A list comes as an envelope ({data, meta}) or a bare array; a single note bare or as {data}. */
const listOf = (body: unknown): Note[] => (Array.isArray(body) ? body : ((body as { data?: Note[] } | null)?.data ?? []));
const noteOf = (body: unknown): Note | null => {
  if (!body || typeof body !== 'object') return null;
  const inner = (body as { data?: unknown }).data;
  const note = (inner && typeof inner === 'object' ? inner : body) as Partial<Note>;
  return typeof note.id === 'number' ? (note as Note) : null;
};

export const notesKey = (type: string, id: number) => ['notes', type, id] as const;

export const fetchNotes = (type: string, id: number) => api.get<unknown>(`${notesOfPath(type, id)}?per_page=100`).then(listOf);

export const postNote = (type: string, id: number, body: string) => api.post<unknown>(notesOfPath(type, id), { body }).then(noteOf);

export const putNote = (noteId: number, body: string) => api.put<unknown>(notesContract.itemPath(noteId), { body }).then(noteOf);

export const deleteNote = (noteId: number) => api.delete<unknown>(notesContract.itemPath(noteId));
