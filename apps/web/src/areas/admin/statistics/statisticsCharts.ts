import { chartCount } from '../../../ui/charts/chartFormat';
import { formatDate } from '../../../ui/format';

/** Lines of one or more counts per day (ECharts option): days on the axis as dd.MM.yyyy, counts the Turkish way. */
export function dailyLinesOption(days: string[], series: { name: string; data: number[]; color: string }[]) {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => chartCount(v) },
    legend: { data: series.map((s) => s.name) },
    grid: { left: 50, right: 20, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: days, axisLabel: { formatter: (d: string) => formatDate(d).slice(0, 5) } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: chartCount } },
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      smooth: true,
      data: s.data,
      itemStyle: { color: s.color },
    })),
  };
}

/** A pie of counts by name (ECharts option). */
export function pieOption(rows: { name: string; value: number }[]) {
  return {
    tooltip: { trigger: 'item', valueFormatter: (v: number) => chartCount(v) },
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['35%', '65%'], data: rows, label: { formatter: '{b}: {c}' } }],
  };
}
