import { Box, TableCell, type TableCellProps } from '@mui/material';
import type { Locale } from '@harmony/shared';
import { formatMinutes } from '@harmony/shared';
import { formatCost } from '../../lib/time/hours-format';
import type { Amount } from './reports-api';

/** Hours (H:MM) with the cost beneath; an empty amount is a dash. */
export function AmountCell({ amount, locale, strong, ...rest }: { amount: Amount | undefined | null; locale: Locale; strong?: boolean } & TableCellProps) {
  const empty = !amount || (amount.minutes === 0 && !amount.cost);
  return (
    <TableCell align="right" {...rest} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : undefined, ...rest.sx }}>
      {empty ? (
        <Box component="span" sx={{ color: 'text.disabled' }}>
          —
        </Box>
      ) : (
        <>
          <Box component="span" data-role="hours">
            {formatMinutes(amount.minutes)}
          </Box>
          <Box component="span" data-role="cost" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
            {formatCost(amount.cost, locale)}
          </Box>
        </>
      )}
    </TableCell>
  );
}
