import { useState } from 'react';
import {
  Alert, Box, Button, Chip, IconButton, List, ListItem, ListItemText, MenuItem, Pagination, Stack, TextField, ToggleButton, ToggleButtonGroup, Tooltip,
} from '@mui/material';
import DoneAll from '@mui/icons-material/DoneAll';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSafeRedirect, NOTIFICATION_KINDS, warsawDateTime, type CentreNotification } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { useCentrePage, useMarkRead, useReadAll, type CentreFilter } from './centre-api';

/**
 * All of one's notifications, newest first, a page at a time: unread ones bold with a "new" chip, by read state
 * and kind; one opens its link (and is read), is read or unread again; all are read at once.
 */
export function NotificationList() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<CentreFilter>({ read: '', kind: '', page: 1 });
  const page = useCentrePage(filter);
  const mark = useMarkRead();
  const readAll = useReadAll();
  const navigate = useNavigate();
  const { to } = useLocale();
  const change = (patch: Partial<CentreFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const open = (n: CentreNotification) => {
    if (!n.read) mark.mutate({ id: n.id, read: true });
    // Only in-app links, in the screen's language.
    if (n.link && isSafeRedirect(n.link)) void navigate(to(n.link));
  };
  const lastPage = page.data?.meta.last_page ?? 1;

  return (
    <Stack spacing={2} data-testid="notification-centre">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup exclusive size="small" value={filter.read} onChange={(_, read: CentreFilter['read'] | null) => read !== null && change({ read })}
          aria-label={t('notificationCentre.filters.all')}>
          <ToggleButton value="" data-testid="centre-filter-all">{t('notificationCentre.filters.all')}</ToggleButton>
          <ToggleButton value="false" data-testid="centre-filter-unread">{t('notificationCentre.filters.unread')}</ToggleButton>
          <ToggleButton value="true" data-testid="centre-filter-read">{t('notificationCentre.filters.read')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField select size="small" label={t('notificationCentre.filters.kind')} value={filter.kind} onChange={(e) => change({ kind: e.target.value })}
          sx={{ minWidth: 240 }} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'centre-filter-kind' } as object } }}>
          <MenuItem value="">{t('notificationCentre.filters.anyKind')}</MenuItem>
          {NOTIFICATION_KINDS.map((kind) => <MenuItem key={kind} value={kind}>{t(`notificationCentre.kinds.${kind}`)}</MenuItem>)}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<DoneAll />} onClick={() => readAll.mutate()} disabled={readAll.isPending} data-testid="centre-read-all">
          {t('notificationCentre.markAllRead')}
        </Button>
      </Stack>
      {page.isError && <Alert severity="error">{t('notificationCentre.loadFailed')}</Alert>}
      {page.data && page.data.data.length === 0 && <Alert severity="info" data-testid="centre-empty">{t('notificationCentre.empty')}</Alert>}
      <List disablePadding>
        {page.data?.data.map((n) => (
          <ListItem key={n.id} divider data-testid={`centre-item-${n.id}`} data-read={n.read}
            secondaryAction={(
              <Tooltip title={t(n.read ? 'notificationCentre.markUnread' : 'notificationCentre.markRead')}>
                <IconButton edge="end" onClick={() => mark.mutate({ id: n.id, read: !n.read })} data-testid={`centre-toggle-${n.id}`}
                  aria-label={t(n.read ? 'notificationCentre.markUnread' : 'notificationCentre.markRead')}>
                  {n.read ? <MarkEmailUnread /> : <MarkEmailRead />}
                </IconButton>
              </Tooltip>
            )}>
            <ListItemText
              onClick={() => open(n)}
              sx={{ cursor: n.link ? 'pointer' : 'default', pr: 4 }}
              primary={(
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Box component="span" sx={{ fontWeight: n.read ? 400 : 700 }}>{n.title}</Box>
                  {!n.read && <Chip size="small" color="primary" label={t('notificationCentre.unreadBadge')} />}
                  <Chip size="small" variant="outlined" label={t(`notificationCentre.kinds.${n.kind}`)} />
                </Stack>
              )}
              secondary={[n.body, warsawDateTime(new Date(n.created_at))].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {lastPage > 1 && (
        <Pagination count={lastPage} page={filter.page} onChange={(_, p) => setFilter((f) => ({ ...f, page: p }))} data-testid="centre-pages" />
      )}
    </Stack>
  );
}
