import type { OperatingMeta } from '@site/shared';
import { chartLira, chartLiraTick, chartMonth } from '../../../ui/charts/chartFormat';

/** Bars of income against expense per month (ECharts option), axes and tooltips in Turkish lira. */
export function incomeExpenseChartOption(meta: OperatingMeta, names: { income: string; expense: string }) {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => chartLira(v) },
    legend: { data: [names.income, names.expense] },
    grid: { left: 70, right: 20, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: meta.months, axisLabel: { formatter: chartMonth } },
    yAxis: { type: 'value', axisLabel: { formatter: chartLiraTick } },
    series: [
      { name: names.income, type: 'bar', data: meta.month_totals.income, itemStyle: { color: '#389e0d' } },
      { name: names.expense, type: 'bar', data: meta.month_totals.expense, itemStyle: { color: '#cf1322' } },
    ],
  };
}
