import { formatMoney, ordersContract, PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATES, paymentInput, paymentsContract, type Payment } from '@harmony/shared';
import { createElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { defineResource } from '../../components/resource/define-resource';
import type { RenderContext } from '../../components/resource/types';
import { RecordPaymentButton } from './record-payment';

type PaymentRow = Payment & Record<string, unknown>;

const options = (values: readonly string[], prefix: string) => values.map((v) => ({ value: v, labelKey: `${prefix}.${v}` }));
const translatedCell = (field: 'kind' | 'method' | 'status', prefix: string) => (row: PaymentRow, { t }: RenderContext) => t(`${prefix}.${row[field]}`);

/** The order's number, linking to its details (a resource links by path, never importing the orders resource). */
const orderCell = (row: PaymentRow, { locale }: RenderContext) =>
  createElement(RouterLink, { to: `${locale === 'en' ? '/en' : ''}/zamowienia/${row.order_id}/szczegoly` }, row.order_number ?? `#${row.order_id}`);

/**
 * Payments and refunds: /pay. One row each; recording one ("Record a payment or refund" on the list, or the
 * order's own dialog), editing it or deleting it (with undo) changes the order's payment status on the server.
 */
export const payments = defineResource<PaymentRow>({
  contract: paymentsContract,
  routes: {},
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'paid_on', width: 120 },
      { field: 'order_number', width: 170, render: orderCell },
      { field: 'customer_name', flex: 1.4 },
      { field: 'kind', width: 100, render: translatedCell('kind', 'payments.kinds') },
      { field: 'method', width: 140, render: translatedCell('method', 'payments.methods') },
      { field: 'amount', width: 130, render: (row, { locale }) => formatMoney(row.kind === 'refund' ? -row.amount : row.amount, locale) },
      { field: 'status', width: 120, render: translatedCell('status', 'payments.states') },
      { field: 'reference', flex: 1 },
    ],
    filters: [
      { name: 'kind', kind: 'select', options: options(PAYMENT_KINDS, 'payments.kinds') },
      { name: 'method', kind: 'select', options: options(PAYMENT_METHODS, 'payments.methods') },
      { name: 'status', kind: 'select', options: options(PAYMENT_STATES, 'payments.states') },
      { name: 'paid_from', kind: 'date' },
      { name: 'paid_to', kind: 'date' },
    ],
    exports: [{ file: 'export.xlsx', label: 'payments.exportXlsx', testId: 'payments-export-xlsx' }],
    headerExtras: RecordPaymentButton,
  },
  form: {
    schema: paymentInput,
    fields: [
      // Picked by number or customer among the placed and cancelled orders (GET /api/orders/options).
      { name: 'order_id', kind: 'relation', optionsPath: ordersContract.path },
      { name: 'kind', kind: 'select', options: options(PAYMENT_KINDS, 'payments.kinds') },
      { name: 'method', kind: 'select', options: options(PAYMENT_METHODS, 'payments.methods') },
      { name: 'amount', kind: 'money' },
      { name: 'status', kind: 'select', options: options(PAYMENT_STATES, 'payments.states') },
      { name: 'reference', kind: 'text' },
      { name: 'paid_on', kind: 'date' },
    ],
    defaults: { order_id: null, kind: 'payment', method: 'transfer', amount: null, status: 'completed', reference: '', paid_on: '' },
  },
});
