import type { Note } from '@harmony/shared';

/** Seed section 4: create puts the new note first; edit replaces the body; delete removes it. */
export const addNote = (notes: readonly Note[], note: Note): Note[] => [note, ...notes.filter((n) => n.id !== note.id)];

export const replaceNote = (notes: readonly Note[], id: number, body: string, saved?: Note | null): Note[] =>
  notes.map((n) => (n.id === id ? { ...n, ...(saved ?? {}), body: saved?.body ?? body } : n));

export const removeNote = (notes: readonly Note[], id: number): Note[] => notes.filter((n) => n.id !== id);
