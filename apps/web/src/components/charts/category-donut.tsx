import { Box } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatHours } from '../../lib/time/hours-format';

export interface DonutSlice {
  id: string | number;
  label: string;
  /** Hours (decimal). */
  value: number;
  color?: string;
}

/** Shares of hours as a donut, with the legend beside it. */
export function CategoryDonut({ slices, label, height = 260, testId }: { slices: DonutSlice[]; label: string; height?: number; testId?: string }) {
  const { locale } = useLocale();
  return (
    <Box role="figure" aria-label={label} data-testid={testId} sx={{ width: '100%' }}>
      <PieChart
        height={height}
        series={[
          {
            data: slices,
            innerRadius: '55%',
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => `${formatHours(item.value, locale)} h`,
          },
        ]}
      />
    </Box>
  );
}
