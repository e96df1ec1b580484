import { useMemo, useState } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TABLE_MAX_HEIGHT, type OnlineUser } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { elapsedSeconds, formatElapsed, formatStarted } from '../../lib/time/hours-format';
import { useNow } from '../../lib/hooks/use-now';

type SortKey = 'user' | 'project' | 'started' | 'elapsed';

const COLUMNS: { key: SortKey | 'description'; sortable: boolean }[] = [
  { key: 'user', sortable: true },
  { key: 'project', sortable: true },
  { key: 'description', sortable: false },
  { key: 'started', sortable: true },
  { key: 'elapsed', sortable: true },
];

function compare(a: OnlineUser, b: OnlineUser, key: SortKey): number {
  if (key === 'user') return a.user.name.localeCompare(b.user.name);
  if (key === 'project') return (a.project?.name ?? '').localeCompare(b.project?.name ?? '');
  const byStart = Date.parse(a.started_at) - Date.parse(b.started_at);
  // Elapsed grows as the start gets earlier.
  return key === 'started' ? byStart : -byStart;
}

export function sortOnline(users: OnlineUser[], key: SortKey, asc: boolean): OnlineUser[] {
  return [...users].sort((a, b) => compare(a, b, key) * (asc ? 1 : -1) || a.user.id - b.user.id);
}

/** Users with a running timer; the elapsed column ticks every second. `compact` drops description and start. */
export function OnlineTable({ users, compact = false }: { users: OnlineUser[]; compact?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const now = useNow(1000, users.length > 0);
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'elapsed', asc: false });
  const rows = useMemo(() => sortOnline(users, sort.key, sort.asc), [users, sort]);
  const columns = compact ? COLUMNS.filter((c) => c.key !== 'description' && c.key !== 'started') : COLUMNS;

  if (!users.length) {
    return (
      <Typography color="text.secondary" data-testid="online-empty" sx={{ py: 2 }}>
        {t('webTime.online.empty')}
      </Typography>
    );
  }
  return (
    <TableContainer component={compact ? 'div' : Paper} variant={compact ? undefined : 'outlined'} sx={{ maxHeight: TABLE_MAX_HEIGHT }}>
      <Table stickyHeader size="small" data-testid="online-list" aria-label={t('webTime.online.title')}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sortDirection={sort.key === c.key ? (sort.asc ? 'asc' : 'desc') : false}>
                {c.sortable && c.key !== 'description' ? (
                  <TableSortLabel
                    active={sort.key === c.key}
                    direction={sort.key === c.key && !sort.asc ? 'desc' : 'asc'}
                    onClick={() => setSort((s) => ({ key: c.key as SortKey, asc: s.key === c.key ? !s.asc : true }))}
                  >
                    {t(`webTime.online.columns.${c.key}`)}
                  </TableSortLabel>
                ) : (
                  t(`webTime.online.columns.${c.key}`)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.user.id} data-testid={`online-row-${row.user.id}`} hover>
              <TableCell>{row.user.name}</TableCell>
              <TableCell>{row.project?.name ?? <Typography component="span" color="text.secondary" variant="body2">{t('webTime.online.noProject')}</Typography>}</TableCell>
              {!compact && <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{row.description}</TableCell>}
              {!compact && <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatStarted(row.started_at, locale, now)}</TableCell>}
              <TableCell data-testid={`online-elapsed-${row.user.id}`} sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatElapsed(elapsedSeconds(row.started_at, now))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
