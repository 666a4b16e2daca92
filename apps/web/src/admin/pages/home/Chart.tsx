import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the pieces the dashboard draws, so its lazily loaded chunk stays small.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** One ECharts chart of the dashboard: drawn into its box, redrawn when the option changes, resized with the box. */
export function Chart({ option, height = 300, label }: { option: echarts.EChartsCoreOption; height?: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);

  useEffect(() => {
    const instance = echarts.init(box.current!);
    chart.current = instance;
    const resized = new ResizeObserver(() => instance.resize());
    resized.observe(box.current!);
    return () => {
      resized.disconnect();
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} style={{ height }} aria-label={label} role="img" />;
}
