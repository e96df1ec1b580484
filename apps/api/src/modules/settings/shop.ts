import type { FastifyRequest } from 'fastify';
import { ORDER_CANCELLED_STATUS_SETTING, type Setting } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { ApiError } from '../../lib/http-errors.js';
import { isOrderStatus } from '../orders/compose.js';
import { adminRuleMessage } from './labels.js';

/** A positive int4 written as text, else null. */
const idOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

/**
 * The shop's settings in a saved list: `orderCancelledStatusId` is empty (cancelling keeps the status) or the
 * id of a status that applies to orders; anything else is a 422 on its row (`settings.N.value`), nothing written.
 */
export async function checkShopSettings(tx: DbOrTx, req: FastifyRequest, list: readonly Setting[]): Promise<void> {
  const index = list.findIndex((s) => s.key === ORDER_CANCELLED_STATUS_SETTING);
  const value = list[index]?.value ?? '';
  if (!value) return;
  const id = idOf(value);
  if (id !== null && (await isOrderStatus(tx, id))) return;
  const field = `settings.${index}.value`;
  const message = adminRuleMessage(req, field, 'in', [], req.t('admin.fields.orderCancelledStatusId'));
  throw new ApiError(422, message, {}, { [field]: [message] });
}
