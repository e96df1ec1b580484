import { Alert, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceFormView } from './form/resource-form';
import { useRecord } from './use-record';
import type { AnyResource, ResourceRow } from './types';

/**
 * Editing on the list, for resources whose route table has no edit screen (statuses, pop-ups). The form starts
 * from the record as its item call answers it: a list row may leave fields out (a pop-up's content and pages).
 */
export function EditDialog({ resource, row, onClose }: { resource: AnyResource; row: ResourceRow; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const record = useRecord(resource, row.id);
  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()} maxWidth="md" fullWidth aria-labelledby={id} data-testid="edit-dialog">
      <DialogTitle id={id}>{t('resourceList.editTitle', { name: resource.title(row, t) })}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {record.data ? <ResourceFormView resource={resource} id={row.id} record={record.data} onSaved={onClose} onCancel={onClose} inDialog />
          : record.error ? <Alert severity="error" data-testid="resource-form-error">{t('resourceForm.loadFailed')}</Alert>
            : <CircularProgress aria-label={t('app.loading')} />}
      </DialogContent>
    </Dialog>
  );
}
