import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@harmony/shared';
import type { Dashboard } from './dashboard-api';

const PERIODS = ['today', 'week', 'month'] as const;

/** My hours today, this week and this month. */
export function HoursCards({ hours }: { hours: Dashboard['hours'] | undefined }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {PERIODS.map((period) => (
        <Card key={period} variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary" component="h2">
              {t(`webTime.dashboard.hours.${period}`)}
            </Typography>
            <Typography variant="h4" component="p" data-testid={`dashboard-hours-${period}`} sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
              {hours ? formatMinutes(hours[period]) : <Skeleton width={80} />}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
