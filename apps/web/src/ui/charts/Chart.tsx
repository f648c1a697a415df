import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

export type ChartProps = {
  /** An ECharts option (series of bar, line or pie; grid, legend, tooltip, dataset). */
  option: Record<string, unknown>;
  height?: number;
  /** What the chart shows, for screen readers. */
  ariaLabel: string;
};

// ECharts is loaded with the first chart shown, not with the app.
const EChart = lazy(() => import('./EChart'));

/** A chart of a report, an analysis or the dashboard (see `chartFormat.ts` for Turkish axis and tooltip texts). */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 320 }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
