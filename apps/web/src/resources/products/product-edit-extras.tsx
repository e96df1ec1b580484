import { Stack } from '@mui/material';
import { productsContract } from '@harmony/shared';
import { NotesPanel } from '../../components/notes-panel/notes-panel';
import { FilesPanel } from '../../components/files/files-panel';
import { ProductHistory } from './product-records';

/** Under the product form when editing: the product's notes, files and history. */
export function ProductEditExtras({ id }: { id: number }) {
  return (
    <Stack spacing={2}>
      <NotesPanel type={productsContract.name} id={id} subject={productsContract.permission} />
      <FilesPanel type={productsContract.name} id={id} subject={productsContract.permission} />
      <ProductHistory id={id} />
    </Stack>
  );
}
