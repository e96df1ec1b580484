import { formatMoney, type Customer } from '@harmony/shared';
import type { RenderContext } from '../../components/resource/types';

/** The customer's orders' worth (grosze) in the reader's money format. */
export function lifetimeValueCell(row: Pick<Customer, 'lifetime_value'>, { locale }: RenderContext): string {
  return formatMoney(row.lifetime_value ?? 0, locale);
}
