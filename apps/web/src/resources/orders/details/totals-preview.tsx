import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney, orderTotals, outstandingOf, paidNetOf, type Grosze, type TotalsInput } from '@harmony/shared';
import { useLocale } from '../../../lib/i18n/use-locale';

/**
 * The VAT summary per rate and the totals, computed live with the server's own function (order-totals.ts):
 * what the screen shows while editing is what the server will store. Once anything was paid, the total, what
 * was paid net of refunds and what is left to pay, as the pro-forma PDF shows them (payment-status.ts).
 */
export function TotalsPreview({ input, paid = 0, refunded = 0 }: { input: TotalsInput; paid?: Grosze; refunded?: Grosze }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const totals = orderTotals(input);
  const rate = (r: number | null) => (r === null ? t('orders.zw') : `${r}%`);
  return (
    <div data-testid="order-totals">
      <Typography variant="subtitle1">{t('orders.web.summary')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {(['rate', 'net', 'vat', 'gross'] as const).map((k) => <TableCell key={k} align={k === 'rate' ? 'left' : 'right'}>{t(`orders.web.${k}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.vat_summary.map((r) => (
            <TableRow key={String(r.rate)} data-testid={`order-vat-${r.rate ?? 'zw'}`}>
              <TableCell>{rate(r.rate)}</TableCell>
              <TableCell align="right">{formatAmount(r.net, locale)}</TableCell>
              <TableCell align="right">{formatAmount(r.vat, locale)}</TableCell>
              <TableCell align="right">{formatAmount(r.gross, locale)}</TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="order-total-row">
            <TableCell><strong>{t('orders.web.total')}</strong></TableCell>
            <TableCell align="right"><strong>{formatAmount(totals.total_net, locale)}</strong></TableCell>
            <TableCell align="right"><strong>{formatAmount(totals.total_vat, locale)}</strong></TableCell>
            <TableCell align="right"><strong>{formatAmount(totals.total_gross, locale)}</strong></TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {paid > 0 && (
        <>
          <Typography align="right" sx={{ mt: 1 }} data-testid="order-total-gross">
            {t('orders.web.orderTotal')}: {formatMoney(totals.total_gross, locale)}
          </Typography>
          <Typography align="right" data-testid="order-paid">
            {t('orders.web.paid')}: {formatMoney(paidNetOf(paid, refunded), locale)}
          </Typography>
        </>
      )}
      <Typography variant="h6" align="right" sx={{ mt: paid > 0 ? 0 : 1 }} data-testid="order-to-pay">
        {t('orders.web.toPay')}: {formatMoney(outstandingOf(totals.total_gross, paid, refunded), locale)}
      </Typography>
    </div>
  );
}
