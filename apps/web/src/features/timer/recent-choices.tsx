import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchTimerRecent, TIMER_RECENT_KEY, timerInputOf, type TimerInput } from '../../lib/timer/timer-api';

export interface RecentChoicesProps {
  onPick(input: TimerInput): void;
  disabled?: boolean;
}

/**
 * What the user booked lately (GET /api/timer/recent): each distinct project, category and description is
 * one click to start the timer again, as in Toggl, Kimai and solidtime. Nothing shows before the first entry.
 */
export function RecentChoices({ onPick, disabled }: RecentChoicesProps) {
  const { t } = useTranslation();
  const recent = useQuery({ queryKey: TIMER_RECENT_KEY, queryFn: fetchTimerRecent, staleTime: 0 });
  const items = recent.data ?? [];
  if (!items.length) return null;
  return (
    <Box component="section" aria-labelledby="timer-recent-title" data-testid="timer-recent">
      <Typography id="timer-recent-title" variant="subtitle2" component="h2" color="text.secondary">
        {t('webTime.timer.recent')}
      </Typography>
      <List dense disablePadding>
        {items.map((item, i) => {
          const label = [item.project.name, item.category?.name].filter(Boolean).join(' · ');
          return (
            // In an <li>: a list holds list items only (axe), the button sits inside one.
            <ListItem key={`${item.project.id}/${item.category?.id ?? ''}/${item.description}`} disablePadding>
              <ListItemButton
                data-testid={`timer-recent-${i}`}
                title={t('webTime.timer.recentHint')}
                disabled={disabled}
                onClick={() => onPick(timerInputOf(item))}
                sx={{ px: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <PlayArrow fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={label}
                  secondary={item.description || undefined}
                  slotProps={{ secondary: { sx: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
