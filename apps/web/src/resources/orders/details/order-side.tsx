import { Box, List, ListItem, ListItemText, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Order } from '@harmony/shared';
import { formatDateTime } from '../../../components/resource/renderers';
import { useLocale } from '../../../lib/i18n/use-locale';
import { ColorChip } from '../../../components/projects/project-cells';

/** The status history, newest first: who changed what, when, with the note. */
export function OrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const history = order.history ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-history">
      <Typography variant="subtitle1">{t('orders.web.history')}</Typography>
      {!history.length && <Typography color="text.secondary">{t('orders.web.noHistory')}</Typography>}
      <List dense>
        {history.map((h) => (
          <ListItem key={h.id} disableGutters>
            <ListItemText
              primary={<>
                {h.event ? t(`orders.events.${h.event}`) : t('orders.events.status')}
                {h.to_status && <Box component="span" sx={{ ml: 1 }}><ColorChip item={h.to_status} /></Box>}
              </>}
              secondary={[formatDateTime(h.created_at, locale), h.user?.name, h.note].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** The order's payments and refunds. */
export function OrderPayments({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const rows = order.payments ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-payments">
      <Typography variant="subtitle1">{t('orders.web.payments')}</Typography>
      {!rows.length && <Typography color="text.secondary">{t('orders.web.noPayments')}</Typography>}
      <Table size="small">
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{p.paid_on}</TableCell>
              <TableCell>{t(`payments.kinds.${p.kind}`)} · {t(`payments.methods.${p.method}`)}</TableCell>
              <TableCell align="right">{formatMoney(p.kind === 'refund' ? -p.amount : p.amount, locale)}</TableCell>
              <TableCell>{t(`payments.states.${p.status}`)}</TableCell>
              <TableCell>{p.reference}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
