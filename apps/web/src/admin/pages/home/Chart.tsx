import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line or bar of a chart: its name in the legend and a value per category (null: none). */
export interface ChartSeries { name: string; values: (number | null)[] }

export interface ChartProps {
  /** Stacked bars (each category's bars on top of each other) or lines. */
  kind: 'stackedBars' | 'lines';
  /** The labels along the horizontal axis, one per value of each series. */
  categories: string[];
  series: ChartSeries[];
  /** Names the horizontal axis. */
  categoryName?: string;
  /** Names the vertical axis (a currency, say). */
  unit?: string;
  height?: number;
  /** The chart's accessible name. */
  label: string;
  /**
   * What the legend shows while no category is pointed at: each series' total under `restLabel` (counts per day),
   * or its latest value under the last category (prices per week). Pointing at a category shows that one's values.
   */
  legendAtRest: { kind: 'total'; restLabel: string } | { kind: 'latest' };
}

const palette = ['#5470c6', '#91cc75', '#fac858', '#ee6666'];

/** Characters of an axis label are about this wide (uPlot's 12 px axis font); labels keep a gap of `labelGap` between them. */
const labelCharWidth = 7;
const labelGap = 16;
/** How many categories apart labels may be, from every one to every hundredth. */
const labelSteps = [1, 2, 5, 10, 20, 50, 100];

/** The legend's value of a series while no category is pointed at. */
function restingValue(values: (number | null)[], legend: ChartProps['legendAtRest']): number | null {
  if (legend.kind === 'total') return values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return values.findLast((value) => value !== null) ?? null;
}

/** Running totals, so that each bar of a stack is drawn from the top of the one below. */
function stacked(series: ChartSeries[]): (number | null)[][] {
  const sums = series[0]?.values.map(() => 0) ?? [];
  return series.map((s) => s.values.map((value, i) => (sums[i] = (sums[i] ?? 0) + (value ?? 0))));
}

function plotOptions({ kind, categories, series, categoryName, unit, legendAtRest }: ChartProps, width: number, height: number): uPlot.Options {
  const bars = kind === 'stackedBars';
  // Bars are drawn tallest stack first, so the lower parts stay visible in front of it.
  const order = series.map((_, i) => i);
  if (bars) order.reverse();
  return {
    width,
    height,
    scales: {
      x: { time: false, range: [-0.5, categories.length - 0.5] },
      ...(bars ? { y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } } : {}),
    },
    axes: [
      {
        label: categoryName,
        incrs: labelSteps,
        // Ticks as far apart as the longest label is wide, so no two labels overlap at any width.
        space: Math.max(...categories.map((c) => c.length), 1) * labelCharWidth + labelGap,
        values: (_u, splits) => splits.map((i) => categories[i] ?? ''),
      },
      { label: unit, size: 56 },
    ],
    series: [
      {
        label: categoryName ?? '',
        value: (_u, i) => (i !== null ? (categories[i] ?? '') : legendAtRest.kind === 'total' ? legendAtRest.restLabel : (categories.at(-1) ?? '')),
      },
      ...order.map((i): uPlot.Series => ({
        label: series[i]!.name,
        stroke: palette[i % palette.length],
        width: bars ? 0 : 2,
        fill: bars ? palette[i % palette.length] : undefined,
        paths: bars ? uPlot.paths.bars!({ size: [0.6, 40] }) : undefined,
        points: { show: !bars },
        // The legend shows each series' own value, not the running total it is drawn at.
        value: (_u, _v, _s, index) => String((index === null ? restingValue(series[i]!.values, legendAtRest) : series[i]!.values[index]) ?? '–'),
      })),
    ],
  };
}

function plotData({ kind, categories, series }: ChartProps): uPlot.AlignedData {
  const ys = kind === 'stackedBars' ? stacked(series).reverse() : series.map((s) => s.values);
  return [categories.map((_, i) => i), ...ys];
}

/** A chart of the dashboard, drawn with uPlot into its box and redrawn when its data or its box's width changes. */
export function Chart(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { height = 300 } = props;
  // Drawn again only when what it shows changes, not on every render of the card around it.
  const shown = JSON.stringify(props);

  useEffect(() => {
    const element = box.current!;
    const plot = new uPlot(plotOptions(props, element.clientWidth || 600, height), plotData(props), element);
    const resized = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` stands for the props
  }, [shown, height]);

  return <div ref={box} aria-label={props.label} role="img" />;
}
