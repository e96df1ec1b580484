import { Stack } from '@mui/material';
import { productsContract } from '@harmony/shared';
import { NotesPanel } from '../../components/notes-panel/notes-panel';
import { ProductFiles, ProductHistory } from './product-records';

/** Under the product form when editing: the product's notes, files and history. */
export function ProductEditExtras({ id }: { id: number }) {
  return (
    <Stack spacing={2}>
      <NotesPanel type={productsContract.name} id={id} subject={productsContract.permission} />
      <ProductFiles id={id} />
      <ProductHistory id={id} />
    </Stack>
  );
}
