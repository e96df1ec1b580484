import type { ReactNode } from 'react';
import { IconButton, TableCell, TableRow } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export interface SortableRowProps {
  id: string;
  /** The drag handle's accessible name ("Przeciągnij wiersz 2"). */
  handleLabel: string;
  handleTestId: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A table row that can be dragged by its handle, with the mouse, a finger or the keyboard (space picks it
 * up, arrows move it, space drops it). Only the handle starts a drag, so the row's inputs work as usual.
 */
export function SortableRow({ id, handleLabel, handleTestId, disabled, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <TableRow
      ref={setNodeRef}
      data-sortable-id={id}
      sx={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined, bgcolor: isDragging ? 'action.selected' : undefined }}
    >
      <TableCell padding="checkbox" sx={{ verticalAlign: 'top', pt: 2 }}>
        <IconButton ref={setActivatorNodeRef} size="small" aria-label={handleLabel} data-testid={handleTestId} disabled={disabled} sx={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <DragIndicator fontSize="small" />
        </IconButton>
      </TableCell>
      {children}
    </TableRow>
  );
}
