import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceFormView } from '../../components/resource/form/resource-form';
import type { AnyResource } from '../../components/resource/types';

/** A subscriber added by hand: the resource's own form in its create mode (the list fixed), in a dialog on the list. */
export function AddSubscriberDialog({ resource, onClose }: { resource: AnyResource; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()} maxWidth="sm" fullWidth aria-labelledby={id} data-testid="subscriber-add-dialog">
      <DialogTitle id={id}>{t('newsletterScreens.subscribers.addTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Alert severity="info" sx={{ mb: 2 }}>{t('newsletterScreens.subscribers.addHint')}</Alert>
        <ResourceFormView resource={resource} onSaved={onClose} onCancel={onClose} inDialog />
      </DialogContent>
    </Dialog>
  );
}
