import { ORDER_STATES, ordersContract, PAYMENT_STATUSES, type RelationOption } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { fetchOrderStatuses } from '../../components/shop/order-statuses';
import { dateTime } from '../../components/resource/renderers';
import { api } from '../../lib/api';
import { detailsAction, NewOrderButton } from './order-actions';
import { numberCell, paymentCell, stateCell, statusChip, totalCell, type OrderRow } from './order-cells';

/** The statuses that apply to orders (what the administrator set up), for the list's filter. */
const orderStatusOptions = {
  key: 'order-statuses',
  load: async () => (await fetchOrderStatuses()).map((s) => ({ value: String(s.id), label: s.name })),
};

/** Customers to filter by (GET /api/customers/options, the customers resource's picker): the first page. */
const customerOptions = {
  key: 'order-customers',
  load: async () => {
    const answer = await api.get<RelationOption[] | { data: RelationOption[] }>('/api/customers/options?per_page=50', { silent: true });
    return (Array.isArray(answer) ? answer : answer.data).map((c) => ({ value: String(c.id), label: c.label }));
  },
};

/**
 * Orders: /zamowienia. A draft is created by "New order" and filled in on its details screen
 * (/zamowienia/{id}/szczegoly, details-page.tsx); the list filters by status, state, payment and dates.
 */
export const orders = defineResource<OrderRow>({
  contract: ordersContract,
  routes: {},
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'number', width: 170, render: numberCell },
      { field: 'created_at', width: 160, render: dateTime('created_at') },
      { field: 'customer_name', flex: 1.5 },
      { field: 'state', width: 110, render: stateCell },
      { field: 'status', width: 140, render: statusChip },
      { field: 'payment_status', width: 160, render: paymentCell },
      { field: 'items_count', width: 90 },
      { field: 'total_gross', width: 130, render: totalCell },
    ],
    filters: [
      { name: 'status_id', kind: 'select', options: orderStatusOptions },
      { name: 'state', kind: 'select', options: ORDER_STATES.map((s) => ({ value: s, labelKey: `orders.states.${s}` })) },
      { name: 'payment_status', kind: 'select', options: PAYMENT_STATUSES.map((s) => ({ value: s, labelKey: `orders.paymentStatuses.${s}` })) },
      { name: 'customer_id', kind: 'select', options: customerOptions },
      { name: 'created_from', kind: 'date' },
      { name: 'created_to', kind: 'date' },
    ],
    headerExtras: NewOrderButton,
    exports: [{ file: 'export.xlsx', label: 'orders.web.exportXlsx', testId: 'orders-export-xlsx' }],
  },
  rowActions: [detailsAction],
  // Only drafts can be deleted (the API says so too).
  rowWritable: (row) => row.state === 'draft',
});
