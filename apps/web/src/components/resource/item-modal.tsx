import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n/use-locale';
import { capitalize, plainValue } from './renderers';
import type { AnyResource, ResourceRow } from './types';

/** Seed: an item modal shows when the item is non-empty. */
export const isShownItem = (item: ResourceRow | null | undefined): item is ResourceRow => Boolean(item && Object.keys(item).length > 0);

function DefaultDetails({ item, resource }: { item: ResourceRow; resource: AnyResource }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const declared = resource.list.columns.map((c) => c.field);
  const fields = [...declared, ...Object.keys(item).filter((k) => !declared.includes(k))];
  return (
    <Table size="small">
      <TableBody>
        {fields.map((field) => {
          const column = resource.list.columns.find((c) => c.field === field);
          return (
            <TableRow key={field}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: '35%' }}>
                {capitalize(t(column?.header ?? resource.labelKey(field), { defaultValue: field }))}
              </TableCell>
              <TableCell>{column?.render ? column.render(item, { t, locale }) : plainValue(item[field], locale)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The record of a clicked row, read-only. */
export function ItemModal({ item, resource, onClose }: { item: ResourceRow | null; resource: AnyResource; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const shown = isShownItem(item);
  const Details = resource.itemDetails ?? DefaultDetails;
  return (
    <Dialog open={shown} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={id} data-testid="item-modal">
      {shown && (
        <>
          <DialogTitle id={id}>{resource.title(item, t)}</DialogTitle>
          <DialogContent dividers>
            <Details item={item} resource={resource} onClose={onClose} />
          </DialogContent>
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
