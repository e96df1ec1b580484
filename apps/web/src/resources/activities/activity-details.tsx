import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, plainValue } from '../../components/resource/renderers';
import type { ResourceRow } from '../../components/resource/types';
import { useLocale } from '../../lib/i18n/use-locale';
import { actionKey, diffEntries } from './activity-diff';
import { actorOf } from './activity-actor';

/** The item modal of the activity log: who, when, from where, and the record before and after. */
export function ActivityDetails({ item }: { item: ResourceRow }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const rows = diffEntries(item.before, item.after);
  const action = String(item.action ?? '');
  return (
    <>
      <Typography variant="subtitle1" component="p" data-testid="activity-summary">
        {t(actionKey(action), { defaultValue: action })} · {actorOf(item, t)} · {formatDateTime(item.created_at, locale)}
        {item.ip ? ` · ${String(item.ip)}` : ''}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('activityLog.noChanges')}
        </Typography>
      ) : (
        <Table size="small" sx={{ mt: 2 }} data-testid="activity-diff">
          <TableHead>
            <TableRow>
              <TableCell>{t('activityLog.field')}</TableCell>
              <TableCell>{t('activityLog.before')}</TableCell>
              <TableCell>{t('activityLog.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field || 'value'} data-changed={row.changed || undefined} sx={row.changed ? { bgcolor: 'action.selected' } : undefined}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  {row.field}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', color: row.changed ? 'error.main' : undefined }}>{plainValue(row.before, locale)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', color: row.changed ? 'success.main' : undefined }}>{plainValue(row.after, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
