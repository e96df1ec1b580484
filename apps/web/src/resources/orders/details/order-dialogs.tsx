import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAYMENT_KINDS, PAYMENT_METHODS, parseGrosze } from '@harmony/shared';
import { useOrderStatuses } from '../../../components/shop/order-statuses';
import { useLocale } from '../../../lib/i18n/use-locale';
import { orderAction, recordPayment } from './order-api';

type Close = () => void;

/** Change the status with a note (POST …/status): the history records who, when, from and to. */
export function StatusDialog({ orderId, onClose }: { orderId: number; onClose: Close }) {
  const { t } = useTranslation();
  const [statusId, setStatusId] = useState('');
  const [note, setNote] = useState('');
  const statuses = useOrderStatuses();
  const submit = () => orderAction(orderId, 'status', { status_id: Number(statusId), note }).then(onClose).catch(() => undefined);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('orders.web.changeStatus')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label={t('orders.fields.status')} value={statusId} onChange={(e) => setStatusId(e.target.value)} data-testid="order-status-select">
            {(statuses.data ?? []).map((s) => <MenuItem key={s.id} value={String(s.id)}>{s.name}</MenuItem>)}
          </TextField>
          <TextField label={t('orders.fields.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" disabled={!statusId} onClick={() => void submit()} data-testid="order-status-save">{t('app.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Record a payment or refund of this order (POST /api/payments); the server's 422 (e.g. a refund too big) is the alert. */
export function PaymentDialog({ orderId, onClose }: { orderId: number; onClose: Close }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form, setForm] = useState({ kind: 'payment', method: 'transfer', amount: '', reference: '', paid_on: '' });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const submit = () => recordPayment(orderId, { ...form, amount: parseGrosze(form.amount, locale), paid_on: form.paid_on || null }).then(onClose).catch(() => undefined);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('payments.record')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label={t('payments.fields.kind')} value={form.kind} onChange={set('kind')}>
            {PAYMENT_KINDS.map((k) => <MenuItem key={k} value={k}>{t(`payments.kinds.${k}`)}</MenuItem>)}
          </TextField>
          <TextField select label={t('payments.fields.method')} value={form.method} onChange={set('method')}>
            {PAYMENT_METHODS.map((m) => <MenuItem key={m} value={m}>{t(`payments.methods.${m}`)}</MenuItem>)}
          </TextField>
          <TextField label={t('payments.fields.amount')} value={form.amount} onChange={set('amount')} slotProps={{ htmlInput: { 'data-testid': 'payment-amount' } }} />
          <TextField label={t('payments.fields.reference')} value={form.reference} onChange={set('reference')} />
          <TextField type="date" label={t('payments.fields.paid_on')} value={form.paid_on} onChange={set('paid_on')} slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} data-testid="payment-save">{t('app.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
