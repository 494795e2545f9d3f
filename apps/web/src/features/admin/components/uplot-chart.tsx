// The dashboard's chart drawing: uPlot (small, canvas), loaded in a chunk of its own only when a
// dashboard chart first shows (dashboard-chart.tsx), never with the console or the home route.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './dashboard-chart.tsx';

export interface UplotChartProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  height: number;
}

/** Whole-number tick steps: counts and paise never show a fraction on the axis. */
const WHOLE_STEPS = Array.from({ length: 13 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

const AXIS = { stroke: 'rgba(255,255,255,0.6)', grid: { stroke: 'rgba(255,255,255,0.08)', width: 1 }, ticks: { show: false } };

function options(props: UplotChartProps, width: number): uPlot.Options {
  const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
  const barCount = props.series.filter((s) => s.kind === 'bar').length;
  return {
    width,
    height: props.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 6 } },
    scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
    axes: [
      { ...AXIS, values: (_u, ticks) => ticks.map((tick) => props.labels[tick] ?? ''), space: 56 },
      { ...AXIS, values: (_u, ticks) => ticks.map(props.formatValue), size: 64, incrs: WHOLE_STEPS },
    ],
    series: [
      {},
      ...props.series.map((s, index) => ({
        label: s.label,
        stroke: s.color,
        width: s.kind === 'line' ? 2 : 0,
        fill: s.kind === 'bar' ? s.color : `${s.color}22`,
        paths: s.kind === 'bar' && bars ? offsetBars(bars, index, barCount) : undefined,
        points: { show: false },
      })),
    ],
  };
}

/** Side-by-side bars when a chart has more than one bar series. */
function offsetBars(bars: uPlot.Series.PathBuilder, index: number, count: number): uPlot.Series.PathBuilder {
  if (count < 2) return bars;
  return uPlot.paths.bars!({ size: [0.7 / count, 24], align: index === 0 ? -1 : 1 });
}

export default function UplotChart(props: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [props.labels.map((_, i) => i), ...props.series.map((s) => [...s.values])];
    const plot = new uPlot(options(props, element.clientWidth || 320), data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 320, height: props.height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [props]);
  return <div ref={box} aria-hidden="true" className="w-full" />;
}
