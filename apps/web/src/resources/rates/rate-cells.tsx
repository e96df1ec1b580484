import type { Rate } from '@harmony/shared';
import type { RenderContext } from '../../components/resource/types';
import { formatDay, formatMoney } from '../../lib/time/time-format';

export type RateRow = Rate & Record<string, unknown>;

export const rateCell = (row: RateRow, { locale }: RenderContext) => `${formatMoney(row.hourly_rate, locale)} / h`;
export const validFromCell = (row: RateRow, { locale }: RenderContext) => formatDay(row.valid_from, locale);
/** A project rate names its project; a general one says so. */
export const rateProjectCell = (row: RateRow, { t }: RenderContext) => row.project?.name ?? t('webProjects.rates.general');
