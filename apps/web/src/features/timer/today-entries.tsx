import { Box, IconButton, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import type { TimeEntry, TimerToday } from '@harmony/shared';
import { formatMinutes } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatClock } from '../../lib/time/hours-format';

export interface TodayEntriesProps {
  today: TimerToday | undefined;
  /** "Continue": starts the timer with the entry's project, category and description. */
  onContinue?(entry: TimeEntry): void;
  disabled?: boolean;
}

/** Today's entries (Warsaw day) with the day's total, newest last as the server sends them. */
export function TodayEntries({ today, onContinue, disabled }: TodayEntriesProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const entries = today?.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="timer-today-title" data-testid="timer-today" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id="timer-today-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
          {t('webTime.timer.today')}
        </Typography>
        <Typography variant="subtitle1" data-testid="timer-today-total" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('webTime.timer.total', { duration: formatMinutes(today?.totals.minutes ?? 0) })}
        </Typography>
      </Stack>
      {entries.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('webTime.timer.noEntries')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry.id} disableGutters divider data-testid={`timer-entry-${entry.id}`}>
              <ListItemText
                primary={entry.project?.name ?? '—'}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>{`${formatClock(entry.started_at, locale)}–${formatClock(entry.ended_at, locale)}`}</Box>
                    {entry.description && (
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {entry.description}
                      </Box>
                    )}
                  </>
                }
              />
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', ml: 1, alignSelf: 'flex-start', pt: 0.75 }}>
                {formatMinutes(entry.minutes)}
              </Typography>
              {onContinue && (
                <Tooltip title={t('webTime.timer.continueHint')}>
                  <IconButton
                    size="small"
                    aria-label={t('webTime.timer.continue')}
                    data-testid={`timer-entry-continue-${entry.id}`}
                    disabled={disabled}
                    onClick={() => onContinue(entry)}
                    sx={{ ml: 0.5, alignSelf: 'flex-start' }}
                  >
                    <PlayArrow fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
