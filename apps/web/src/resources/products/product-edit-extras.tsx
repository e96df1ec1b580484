import { productsContract } from '@harmony/shared';
import { NotesPanel } from '../../components/notes-panel/notes-panel';

/** Under the product form when editing: the product's notes (its files and history: see the report). */
export function ProductEditExtras({ id }: { id: number }) {
  return <NotesPanel type={productsContract.name} id={id} subject={productsContract.permission} />;
}
