import { NotesPanel } from '../../components/notes-panel/notes-panel';
import { ChangePasswordSection } from './change-password-section';

/** Under the user form: the password (changed on its own, with confirmation) and the user's notes. */
export function UserEditExtras({ id }: { id: number }) {
  return (
    <>
      <ChangePasswordSection id={id} />
      <NotesPanel type="users" id={id} subject="Administracja__uzytkownicy" />
    </>
  );
}
