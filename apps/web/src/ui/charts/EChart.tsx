import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import langTR from 'echarts/lib/i18n/langTR.js';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartProps } from './Chart';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);
echarts.registerLocale('TR', langTR);

/**
 * One ECharts chart, drawn as SVG (its labels are text a reader and a test can find), in Turkish. Only the
 * parts the screens use are bundled; this module is loaded by `Chart` when a chart is first shown.
 */
export default function EChart({ option, height = 320, ariaLabel }: ChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, undefined, { renderer: 'svg', locale: 'TR' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option as echarts.EChartsCoreOption, { notMerge: true });
  }, [option]);

  return <div ref={element} role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />;
}
