import type { DashboardCharts } from '@site/shared';
import { chartCount, chartLira, chartLiraTick, chartMonth } from '../../ui/charts/chartFormat';

// The ECharts options of the dashboard's charts, from the API's answer (lira) and the screen's texts.

type Option = Record<string, unknown>;

// From "not yet due" (green) to "90+ days" (red).
const AGE_COLOURS = ['#52c41a', '#fadb14', '#fa8c16', '#f5222d', '#a8071a'];

const liraAxis = { type: 'value', axisLabel: { formatter: chartLiraTick } };

/** Tahakkuk against Tahsilat, month by month: two bars per month. */
export function monthsOption(
  months: DashboardCharts['months'],
  labels: { charged: string; collected: string },
): Option {
  return {
    tooltip: { trigger: 'axis', valueFormatter: chartLira },
    legend: { data: [labels.charged, labels.collected] },
    grid: { left: 8, right: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: months.map((m) => chartMonth(m.month)) },
    yAxis: liraAxis,
    series: [
      { name: labels.charged, type: 'bar', data: months.map((m) => m.charged) },
      { name: labels.collected, type: 'bar', data: months.map((m) => m.collected) },
    ],
  };
}

/** Open debt by age: one bar per bucket, coloured from fresh to old. */
export function agingOption(aging: DashboardCharts['aging'], bucketLabel: (bucket: string) => string): Option {
  return {
    tooltip: { trigger: 'axis', valueFormatter: chartLira },
    grid: { left: 8, right: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: aging.buckets.map((b) => bucketLabel(b.bucket)) },
    yAxis: liraAxis,
    series: [
      {
        type: 'bar',
        data: aging.buckets.map((b, i) => ({ value: b.amount, itemStyle: { color: AGE_COLOURS[i] } })),
      },
    ],
  };
}

/** Each safe and bank account's balance: horizontal bars, the complex's name beside it when company-wide. */
export function cashOption(cash: DashboardCharts['cash'], companyWide: boolean, balanceLabel: string): Option {
  // ECharts draws the first category at the bottom: reversed, the largest balance is on top.
  const accounts = [...cash.accounts].reverse();
  return {
    tooltip: { trigger: 'axis', valueFormatter: chartLira },
    grid: { left: 8, right: 16, bottom: 8, containLabel: true },
    xAxis: liraAxis,
    yAxis: {
      type: 'category',
      data: accounts.map((a) => (companyWide ? `${a.name} · ${a.cluster_name}` : a.name)),
    },
    series: [{ name: balanceLabel, type: 'bar', data: accounts.map((a) => a.balance) }],
  };
}

/** Open requests as a pie: one slice per status (or kind) that has any. */
export function requestsOption(counts: { key: number; count: number }[], label: (key: number) => string): Option {
  return {
    tooltip: { trigger: 'item', valueFormatter: chartCount },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        label: { formatter: '{b}: {c}' },
        data: counts.filter((c) => c.count > 0).map((c) => ({ name: label(c.key), value: c.count })),
      },
    ],
  };
}

/** Whether a chart has anything to show: every month zero is an empty chart, not a flat one. */
export const monthsEmpty = (months: DashboardCharts['months']) =>
  months.every((m) => m.charged === 0 && m.collected === 0);
