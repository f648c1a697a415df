import { type FinancialStatus, RECEIVABLE_AGES, type ReceivableAge } from '@site/shared';
import { chartLira, chartLiraTick } from '../../../ui/charts/chartFormat';

// From "not yet due" (green) to "90+ days" (dark red), as the dashboard's ageing chart.
const AGE_COLOURS = ['#52c41a', '#fadb14', '#fa8c16', '#f5222d', '#a8071a'];

/** Receivables by age: one bar per bucket, coloured from fresh to old, a lira axis and lira tooltips. */
export function agingOption(
  receivables: FinancialStatus['assets']['receivables'],
  label: (age: ReceivableAge) => string,
): Record<string, unknown> {
  return {
    tooltip: { trigger: 'axis', valueFormatter: chartLira },
    grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: RECEIVABLE_AGES.map(label) },
    yAxis: { type: 'value', axisLabel: { formatter: chartLiraTick } },
    series: [
      {
        type: 'bar',
        data: RECEIVABLE_AGES.map((age, i) => ({ value: receivables[age], itemStyle: { color: AGE_COLOURS[i] } })),
      },
    ],
  };
}
