import type { ProjectItemRow } from '@site/shared';
import { chartLira, chartLiraTick } from '../../../ui/charts/chartFormat';

/** Bars of budget against actual per expense type (ECharts option), the actual red where it overran. */
export function budgetActualChartOption(rows: ProjectItemRow[], names: { budget: string; actual: string }) {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => chartLira(v) },
    legend: { data: [names.budget, names.actual] },
    grid: { left: 70, right: 20, top: 40, bottom: 60 },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.name),
      axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 },
    },
    yAxis: { type: 'value', axisLabel: { formatter: chartLiraTick } },
    series: [
      { name: names.budget, type: 'bar', data: rows.map((r) => r.budget), itemStyle: { color: '#1677ff' } },
      {
        name: names.actual,
        type: 'bar',
        data: rows.map((r) => ({ value: r.actual, itemStyle: { color: r.overrun ? '#cf1322' : '#389e0d' } })),
        itemStyle: { color: '#389e0d' },
      },
    ],
  };
}
