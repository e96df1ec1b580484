import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@harmony/shared';
import { deleteNote, fetchNotes, notesKey, postNote, putNote } from './notes-api';
import { addNote, removeNote, replaceNote } from './notes-list';

/** The notes of one record, kept in the query cache and changed in place by each call's answer. */
export function useNotes(type: string, id: number) {
  const client = useQueryClient();
  const key = notesKey(type, id);
  const query = useQuery({ queryKey: key, queryFn: () => fetchNotes(type, id) });
  const change = useCallback((fn: (notes: Note[]) => Note[]) => client.setQueryData<Note[]>(notesKey(type, id), (notes) => fn(notes ?? [])), [client, type, id]);

  const add = useCallback(
    async (body: string) => {
      const note = await postNote(type, id, body);
      if (note) change((notes) => addNote(notes, note));
      else void client.invalidateQueries({ queryKey: notesKey(type, id) });
    },
    [change, client, type, id],
  );
  const edit = useCallback(async (noteId: number, body: string) => {
    const saved = await putNote(noteId, body);
    change((notes) => replaceNote(notes, noteId, body, saved));
  }, [change]);
  const remove = useCallback(async (noteId: number) => {
    await deleteNote(noteId);
    change((notes) => removeNote(notes, noteId));
  }, [change]);

  return { notes: query.data ?? [], isLoading: query.isPending, error: query.error, add, edit, remove };
}
