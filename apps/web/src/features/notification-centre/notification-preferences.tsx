import { useEffect, useState } from 'react';
import { Button, Checkbox, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationPreference } from '@harmony/shared';
import { usePreferences, useSavePreferences } from './centre-api';

/** Per kind where notifications go: in the app, by e-mail, by push (each kind × channel a checkbox), saved at once. */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const stored = usePreferences();
  const save = useSavePreferences();
  const [rows, setRows] = useState<NotificationPreference[]>([]);
  useEffect(() => {
    if (stored.data) setRows(stored.data.data);
  }, [stored.data]);
  const toggle = (kind: string, channel: NotificationChannel) =>
    setRows((list) => list.map((r) => (r.kind === kind ? { ...r, [channel]: !r[channel] } : r)));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>{t('notificationCentre.preferences')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('notificationCentre.preferencesHint')}</Typography>
      <Table size="small" data-testid="centre-preferences">
        <TableHead>
          <TableRow>
            <TableCell>{t('notificationCentre.kind')}</TableCell>
            {NOTIFICATION_CHANNELS.map((c) => <TableCell key={c} align="center">{t(`notificationCentre.channels.${c}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.kind}>
              <TableCell component="th" scope="row">{t(`notificationCentre.kinds.${row.kind}`)}</TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  <Checkbox checked={row[channel]} onChange={() => toggle(row.kind, channel)}
                    slotProps={{ input: { 'aria-label': `${t(`notificationCentre.kinds.${row.kind}`)}: ${t(`notificationCentre.channels.${channel}`)}`,
                      'data-testid': `pref-${row.kind}-${channel}` } as object }} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={() => save.mutate(rows)} disabled={save.isPending || !rows.length} data-testid="centre-preferences-save">
          {t('notificationCentre.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
