import { NotesPanel } from '../../components/notes-panel/notes-panel';

/** Notes on a type, under its edit form (`/api/types/{id}/notes`). */
export function TypeNotes({ id }: { id: number }) {
  return <NotesPanel type="types" id={id} subject="Administracja" />;
}
