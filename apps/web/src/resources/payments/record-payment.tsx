import { useId, useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { paymentsContract } from '@harmony/shared';
import { ResourceFormView } from '../../components/resource/form/resource-form';
import type { AnyResource } from '../../components/resource/types';
import { useCan } from '../../lib/can/use-can';

/**
 * /pay's "Record a payment or refund": the payments' own form in a dialog (no screen of its own), the order
 * picked by its number or customer. The list refreshes when it is saved.
 */
export function RecordPaymentButton({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation();
  const allows = useCan();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!allows({ permission: paymentsContract.permission, verb: 'dodawanie' })) return null;
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)} data-testid="payments-record">
        {t('payments.record')}
      </Button>
      {open && (
        <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && setOpen(false)} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="payment-dialog">
          <DialogTitle id={titleId}>{t('payments.record')}</DialogTitle>
          <DialogContent sx={{ pt: '8px !important' }}>
            <ResourceFormView resource={resource} onSaved={() => setOpen(false)} onCancel={() => setOpen(false)} inDialog />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
