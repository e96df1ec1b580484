import { Box, type SxProps, type Theme } from '@mui/material';
import { elapsedSeconds, formatElapsed } from '../lib/time/hours-format';
import { useNow } from '../lib/hooks/use-now';

export interface ElapsedClockProps {
  /** The server's started_at; null shows 0:00:00 standing still. */
  startedAt: string | null;
  testId?: string;
  sx?: SxProps<Theme>;
}

/** Time since the server's started_at, ticking every second; it survives reloads because the server keeps the start. */
export function ElapsedClock({ startedAt, testId, sx }: ElapsedClockProps) {
  const now = useNow(1000, startedAt !== null);
  const text = formatElapsed(startedAt ? elapsedSeconds(startedAt, now) : 0);
  return (
    <Box component="span" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', ...sx }}>
      {text}
    </Box>
  );
}
