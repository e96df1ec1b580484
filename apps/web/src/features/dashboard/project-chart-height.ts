/**
 * The height of the hours-by-project chart for `rows` projects: the chart and the placeholder that holds
 * its place while it loads use the same, so nothing below moves when it appears.
 */
export const projectChartHeight = (rows: number): number => Math.max(160, 48 + rows * 36);
