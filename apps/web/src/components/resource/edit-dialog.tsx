import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceFormView } from './form/resource-form';
import type { AnyResource, ResourceRow } from './types';

/** Editing on the list, for resources whose route table has no edit screen (statuses). */
export function EditDialog({ resource, row, onClose }: { resource: AnyResource; row: ResourceRow; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()} maxWidth="md" fullWidth aria-labelledby={id} data-testid="edit-dialog">
      <DialogTitle id={id}>{t('resourceList.editTitle', { name: resource.title(row, t) })}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <ResourceFormView resource={resource} id={row.id} record={row} onSaved={onClose} onCancel={onClose} inDialog />
      </DialogContent>
    </Dialog>
  );
}
