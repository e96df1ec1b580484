import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatHours } from '../../lib/time/hours-format';

export interface HoursSeries {
  id: string;
  label: string;
  /** Hours (decimal), one per category. */
  data: number[];
  color?: string;
}

export interface HoursBarChartProps {
  categories: string[];
  series: HoursSeries[];
  stacked?: boolean;
  /** Horizontal bars (long category names, e.g. projects). */
  horizontal?: boolean;
  height?: number;
  label: string;
  testId?: string;
}

/** Hours per category as bars (stacked by series when asked); the unit shows in the tooltip and the axis. */
export function HoursBarChart({ categories, series, stacked, horizontal, height = 300, label, testId }: HoursBarChartProps) {
  const { locale } = useLocale();
  const theme = useTheme();
  const format = (v: number | null) => (v === null ? '' : `${formatHours(v, locale)} h`);
  const valueAxis = { valueFormatter: (v: number | null) => format(v) };
  const xAxis = horizontal ? [valueAxis] : [{ scaleType: 'band' as const, data: categories }];
  const yAxis = horizontal ? [{ scaleType: 'band' as const, data: categories, width: 140 }] : [{ ...valueAxis, width: 56 }];
  return (
    <Box role="figure" aria-label={label} data-testid={testId} sx={{ width: '100%' }}>
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={xAxis}
        yAxis={yAxis}
        series={series.map((s) => ({ id: s.id, label: s.label, data: s.data, // One series takes the app's colour; several take the chart palette.
          color: s.color ?? (series.length === 1 ? theme.palette.primary.main : undefined), stack: stacked ? 'hours' : undefined, valueFormatter: format }))}
        hideLegend={series.length < 2}
        grid={horizontal ? { vertical: true } : { horizontal: true }}
      />
    </Box>
  );
}
