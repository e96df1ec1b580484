import { useState } from 'react';
import { Alert, Button, Chip, CircularProgress, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  can, customersContract, ordersContract, productsContract, outstandingOf, parseGrosze, paymentsContract, VAT_RATES, type Order, type OrderAddress, type RelationOption, type RouteDef,
} from '@harmony/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilesPanel } from '../../../components/files/files-panel';
import { NotesPanel } from '../../../components/notes-panel/notes-panel';
import { PageHeading } from '../../../components/page-heading';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/use-auth';
import { useLocale } from '../../../lib/i18n/use-locale';
import { orderPrintPath } from '../order-actions';
import { AddressFields } from './address-fields';
import { type EditedItem, ItemsEditor } from './items-editor';
import { fetchOrder, itemOfProduct, orderAction, orderKey, saveOrder } from './order-api';
import { PaymentDialog, StatusDialog } from './order-dialogs';
import { OrderHistory, OrderPayments } from './order-side';
import { RelationPicker } from './relation-picker';
import { TotalsPreview } from './totals-preview';
import { ColorChip } from '../../../components/projects/project-cells';

type Draft = { billing_address: Partial<OrderAddress>; shipping_address: Partial<OrderAddress>; items: EditedItem[]; shipping_net: number; shipping_vat_rate: number | null; discount_gross: number; notes: string; customer: RelationOption | null };
const draftOf = (o: Order): Draft => ({
  billing_address: o.billing_address, shipping_address: o.shipping_address,
  items: (o.items ?? []).map(({ product_id, name, sku, unit_net, vat_rate, quantity, discount_percent }) => ({ product_id, name, sku, unit_net, vat_rate, quantity, discount_percent })),
  shipping_net: o.shipping_net, shipping_vat_rate: o.shipping_vat_rate, discount_gross: o.discount_gross, notes: o.notes,
  customer: o.customer_id ? { id: o.customer_id, label: o.customer_name ?? '' } : null,
});

/**
 * /zamowienia/{id}/szczegoly: the order's header and actions (place, cancel, status, payments, print, PDF),
 * its customer, items and totals — editable while a draft, the totals previewed live with the server's own
 * function — then its status history and payments, its notes and files.
 */
export function OrderDetailsPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useQuery({ queryKey: orderKey(id), queryFn: () => fetchOrder(id), staleTime: 0 });
  if (order.isPending) return <CircularProgress aria-label={t('app.loading')} />;
  if (order.error || !order.data) {
    return (
      <>
        <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
        <Alert severity="error">{(isApiError(order.error) && order.error.message) || t('resourceForm.loadFailed')}</Alert>
      </>
    );
  }
  // Keyed by the stored record: a save or an action starts the editor again from what the server stored.
  return <OrderDetails key={order.data.updated_at} order={order.data} />;
}

export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const { user } = useAuth();
  const [draft, setDraft] = useState(() => draftOf(order));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [dialog, setDialog] = useState<'place' | 'cancel' | 'status' | 'payment' | null>(null);
  const editsOrders = can(user?.permissions, 'edycja', ordersContract.permission);
  const recordsPayments = can(user?.permissions, 'dodawanie', paymentsContract.permission);
  const isDraft = order.state === 'draft';
  const readOnly = !isDraft || !editsOrders;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const catchErrors = (e: unknown) => setErrors((isApiError(e) && e.fieldErrors) || {});
  const save = () => saveOrder(order.id, isDraft ? {
    customer_id: draft.customer?.id ?? null, items: draft.items,
    // A new customer brings their own default addresses (the server copies them when these are the stored ones).
    billing_address: draft.billing_address, shipping_address: draft.shipping_address, shipping_net: draft.shipping_net, shipping_vat_rate: draft.shipping_vat_rate,
    discount_gross: draft.discount_gross, notes: draft.notes,
  } : { notes: draft.notes }).catch(catchErrors);
  const act = (action: 'place' | 'cancel' | 'mark-paid') => orderAction(order.id, action).catch(catchErrors).finally(() => setDialog(null));
  const pdf = (l: string) => `${ordersContract.itemPath(order.id)}/proforma.pdf?locale=${l}`;

  return (
    <Stack spacing={3} data-testid="order-details">
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <div>
          <PageHeading>{order.number ?? t('orders.draftNumber', { id: order.id })}</PageHeading>
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={t(`orders.states.${order.state}`)} data-testid="order-state" />
            {order.status && <ColorChip item={order.status} testId="order-status" />}
            <Chip size="small" variant="outlined" label={t(`orders.paymentStatuses.${order.payment_status}`)} data-testid="order-payment-status" />
          </Stack>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {editsOrders && isDraft && <Button variant="contained" onClick={() => setDialog('place')} data-testid="order-place">{t('orders.web.place')}</Button>}
          {editsOrders && order.state === 'placed' && <Button onClick={() => setDialog('cancel')} data-testid="order-cancel">{t('orders.web.cancel')}</Button>}
          {editsOrders && <Button onClick={() => setDialog('status')} data-testid="order-change-status">{t('orders.web.changeStatus')}</Button>}
          {recordsPayments && order.state !== 'draft' && <Button onClick={() => setDialog('payment')} data-testid="order-record-payment">{t('orders.web.recordPayment')}</Button>}
          {editsOrders && order.state === 'placed' && outstandingOf(order.total_gross, order.paid_amount, order.refunded_amount) > 0 && (
            <Button onClick={() => void act('mark-paid')} data-testid="order-mark-paid">{t('orders.web.markPaid')}</Button>
          )}
          <Button component={Link} to={to(orderPrintPath(order.id))} data-testid="order-print">{t('orders.web.print')}</Button>
          {(['pl', 'en'] as const).map((l) => <Button key={l} href={pdf(l)} target="_blank" data-testid={`order-pdf-${l}`}>{t('orders.web.pdf', { locale: l.toUpperCase() })}</Button>)}
        </Stack>
      </Stack>
      {readOnly && isDraft === false && <Alert severity="info">{t('orders.web.readOnly')}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1">{t('orders.web.customer')}</Typography>
            {readOnly ? <Typography>{order.customer_name || t('orders.web.noCustomer')}</Typography>
              : <RelationPicker path={customersContract.path} label={t('orders.fields.customer_id')} value={draft.customer} onPick={(customer) => set({ customer })} testId="order-customer" />}
            {(['billing_address', 'shipping_address'] as const).map((k) => (
              <AddressFields key={k} label={t(`orders.fields.${k}`)} value={draft[k]} onChange={(a) => set({ [k]: a })} readOnly={readOnly} testId={`order-${k}`} />
            ))}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1">{t('orders.web.items')}</Typography>
            <ItemsEditor items={draft.items} onChange={(items) => set({ items })} readOnly={readOnly} errors={errors} />
            {!readOnly && (
              <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                <RelationPicker path={productsContract.path} label={t('orders.web.product')} onPick={(p) => p && void itemOfProduct(p.id).then((item) => set({ items: [...draft.items, item] }))} testId="order-add-product" />
                <TextField size="small" label={t('orders.fields.shipping_net')} defaultValue={(draft.shipping_net / 100).toFixed(2)}
                  onBlur={(e) => { const g = parseGrosze(e.target.value, locale); if (g !== null && !Number.isNaN(g)) set({ shipping_net: g }); }} />
                <TextField select size="small" label={t('orders.fields.shipping_vat_rate')} value={draft.shipping_vat_rate === null ? 'zw' : String(draft.shipping_vat_rate)} sx={{ width: 120 }}
                  onChange={(e) => set({ shipping_vat_rate: e.target.value === 'zw' ? null : Number(e.target.value) })}>
                  {VAT_RATES.map((r) => <MenuItem key={String(r)} value={r === null ? 'zw' : String(r)}>{r === null ? t('orders.zw') : `${r}%`}</MenuItem>)}
                </TextField>
                <TextField size="small" label={t('orders.fields.discount_gross')} defaultValue={(draft.discount_gross / 100).toFixed(2)} error={Boolean(errors.discount_gross)} helperText={errors.discount_gross?.[0]}
                  onBlur={(e) => { const g = parseGrosze(e.target.value, locale); if (g !== null && !Number.isNaN(g)) set({ discount_gross: g }); }} />
              </Stack>
            )}
            <TotalsPreview input={draft} paid={order.paid_amount} refunded={order.refunded_amount} />
          </Paper>
        </Grid>
      </Grid>
      <TextField label={t('orders.fields.notes')} value={draft.notes} onChange={(e) => set({ notes: e.target.value })} multiline minRows={2} disabled={!editsOrders} />
      {editsOrders && <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => void save()} data-testid="order-save">{t('orders.web.save')}</Button>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}><OrderHistory order={order} /></Grid>
        <Grid size={{ xs: 12, md: 6 }}><OrderPayments order={order} /></Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}><NotesPanel type={ordersContract.name} id={order.id} subject={ordersContract.permission} /></Grid>
        {/* An agency keeps an invoice scan or a delivery note with the order. */}
        <Grid size={{ xs: 12, md: 6 }}><FilesPanel type={ordersContract.name} id={order.id} subject={ordersContract.permission} /></Grid>
      </Grid>
      {(dialog === 'place' || dialog === 'cancel') && (
        <ConfirmDialog open title={t(`orders.web.${dialog}`)} text={t(dialog === 'place' ? 'orders.web.confirmPlace' : 'orders.web.confirmCancel')}
          destructive={dialog === 'cancel'} onConfirm={() => act(dialog)} onClose={() => setDialog(null)} />
      )}
      {dialog === 'status' && <StatusDialog orderId={order.id} onClose={() => setDialog(null)} />}
      {dialog === 'payment' && <PaymentDialog orderId={order.id} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
