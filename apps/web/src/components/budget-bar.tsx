import { Box, LinearProgress, Typography } from '@mui/material';
import { formatBudgetPercent, type Locale } from '@harmony/shared';

/** Budget alerts go out at 80 % and 100 % (PRODUCT section 5): the bar turns amber, then red. */
export const budgetColor = (percent: number) => (percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary');

/** Use of a budget as a bar with its percentage (formatBudgetPercent: "87,9 %"); no budget is a dash. */
export function BudgetBar({ percent, locale, label, testId }: { percent: number | null | undefined; locale: Locale; label: string; testId?: string }) {
  if (percent === null || percent === undefined || Number.isNaN(percent)) {
    return (
      <Typography component="span" variant="body2" color="text.disabled" data-testid={testId}>
        —
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }} data-testid={testId}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, percent))}
        color={budgetColor(percent)}
        aria-label={label}
        aria-valuetext={formatBudgetPercent(percent, locale)}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography component="span" variant="body2" sx={{ minWidth: 44, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {formatBudgetPercent(percent, locale)}
      </Typography>
    </Box>
  );
}
