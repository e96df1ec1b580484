import { formatMoney, type Order } from '@harmony/shared';
import type { RenderContext } from '../../components/resource/types';
import { ColorChip } from '../../components/projects/project-cells';

export type OrderRow = Order & Record<string, unknown>;

/** The order's status as a chip in the status's colour. */
export function statusChip(row: OrderRow) {
  if (!row.status) return null;
  return <ColorChip item={row.status} />;
}

export const stateCell = (row: OrderRow, { t }: RenderContext) => t(`orders.states.${row.state}`);
export const paymentCell = (row: OrderRow, { t }: RenderContext) => t(`orders.paymentStatuses.${row.payment_status}`);
export const totalCell = (row: OrderRow, { locale }: RenderContext) => formatMoney(row.total_gross, locale);
export const numberCell = (row: OrderRow, { t }: RenderContext) => row.number ?? t('orders.draftNumber', { id: row.id });
