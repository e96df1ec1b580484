import { Box, Button, FormHelperText, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { capitalize } from '../../renderers';
import type { FormFieldProps } from '../../types';
import { ResourceFormField } from '../form-field';
import { SortableRow } from './sortable-row';
import { useSortableSetup } from './use-sortable-setup';

/**
 * An ordered set of child rows (order items, page sections) edited inside the parent's form: each row's
 * fields are declared like a form's (`rows.fields`), rows are added, removed and reordered (drag or
 * keyboard), and a 422 on `items.2.quantity` shows on row 3's quantity. The value is the array of rows, in order.
 */
export function ChildrenField({ field, control, label, error, readOnly, errorAt }: FormFieldProps) {
  const { t } = useTranslation();
  const { fields: rows, append, remove, move } = useFieldArray({ control, name: field.name });
  const position = (key: string | number) => rows.findIndex((r) => r.id === key) + 1;
  const { sensors, accessibility } = useSortableSetup(position);
  const columns = field.rows?.fields ?? [];
  const disabled = Boolean(readOnly);
  const base = field.testId ?? `field-${field.name}`;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid={base}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                {columns.map((c) => (
                  <TableCell key={c.name}>{capitalize(t(c.label ?? c.name))}</TableCell>
                ))}
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
                {rows.map((row, index) => (
                  <SortableRow key={row.id} id={row.id} handleLabel={t('fieldKinds.children.drag', { row: index + 1 })} handleTestId={`${base}-drag-${index}`} disabled={disabled}>
                    {columns.map((c) => {
                      const path = `${field.name}.${index}.${c.name}`;
                      const cellLabel = capitalize(t(c.label ?? c.name));
                      return (
                        <TableCell key={c.name} sx={{ verticalAlign: 'top', minWidth: 120 }}>
                          <ResourceFormField
                            field={{ ...c, name: path, testId: c.testId ? `${c.testId}-${index}` : `${base}-${index}-${c.name}` }}
                            control={control}
                            label={cellLabel}
                            error={errorAt?.(path, cellLabel)}
                            errorAt={errorAt}
                            readOnly={readOnly}
                          />
                        </TableCell>
                      );
                    })}
                    <TableCell padding="checkbox" sx={{ verticalAlign: 'top', pt: 2 }}>
                      <IconButton size="small" aria-label={t('fieldKinds.children.remove', { row: index + 1 })} onClick={() => remove(index)} disabled={disabled} data-testid={`${base}-remove-${index}`}>
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </SortableRow>
                ))}
              </SortableContext>
            </TableBody>
          </Table>
        </DndContext>
      </Box>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('fieldKinds.children.empty')}
        </Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Button startIcon={<Add />} onClick={() => append({ ...(field.rows?.defaults ?? {}) })} disabled={disabled} data-testid={`${base}-add`} sx={{ mt: 1 }}>
        {t('fieldKinds.children.add')}
      </Button>
    </Box>
  );
}
