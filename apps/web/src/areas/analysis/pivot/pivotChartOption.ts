import type { PivotDimension, PivotValue } from '@site/shared';
import { chartCount, chartLira, chartLiraTick, chartMonth } from '../../../ui/charts/chartFormat';
import { chartSeries, type Matrix } from './pivotMatrix';

/**
 * Stacked bars: one bar per column of the table (months on the axis as 'Mar 2026'), one stack per row of the
 * ten largest, the rest as `otherName`. Amounts on a lira axis, counts as numbers.
 */
export function pivotChartOption(
  matrix: Matrix,
  columns: PivotDimension[],
  value: PivotValue,
  names: { other: string; total: string },
): Record<string, unknown> {
  const money = value !== 'count';
  const format = money ? chartLira : chartCount;
  const axisName = (labels: string[], keys: string[]) =>
    labels.map((l, i) => (columns[i] === 'month' ? chartMonth(keys[i] ?? l) : l)).join(' / ') || names.total;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: format },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 8, top: 16, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: matrix.columns.map((c) => axisName(c.labels, c.keys)) },
    yAxis: { type: 'value', axisLabel: { formatter: money ? chartLiraTick : chartCount } },
    series: chartSeries(matrix, names.other).map((s) => ({
      name: s.name || names.total,
      type: 'bar',
      stack: 'rows',
      emphasis: { focus: 'series' },
      data: s.data,
    })),
  };
}
