/**
 * One time-series chart of the admin overview, drawn with uPlot (https://github.com/leeoniya/uPlot,
 * MIT, ~50 KB): this module is loaded lazily, so the library sits in its own chunk and never in the
 * entry bundle. Days on the x axis (UTC), lines or bars, colours that follow the light or dark theme,
 * our own translated legend, and the same figures as a table for screen readers.
 */
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useAdminFormat } from './format';

/** Series colours as oklch lightness, chroma and hue; light and dark themes get their own lightness. */
export const SERIES_COLOURS: readonly { l: [number, number]; c: number; h: number }[] = [
  { l: [0.51, 0.66], c: 0.2, h: 277 },
  { l: [0.62, 0.72], c: 0.13, h: 180 },
  { l: [0.7, 0.78], c: 0.15, h: 70 },
  { l: [0.58, 0.68], c: 0.2, h: 20 },
  { l: [0.6, 0.72], c: 0.13, h: 235 },
];

/** The CSS colour of series `index` (alpha 0..1) in the light or dark theme. */
export function seriesColour(index: number, dark: boolean, alpha = 1): string {
  const c = SERIES_COLOURS[index % SERIES_COLOURS.length]!;
  return `oklch(${dark ? c.l[1] : c.l[0]} ${c.c} ${c.h} / ${alpha})`;
}

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface OverviewChartProps {
  /** Accessible name of the chart. */
  title: string;
  /** UTC days, 'YYYY-MM-DD'. */
  days: string[];
  series: ChartSeries[];
  kind: 'line' | 'bars';
  /** Formats a y value (axis and table). */
  format?: (n: number) => string;
  /** Whole numbers only (counts): the y axis never shows fractions. */
  integers?: boolean;
}

/** Tick steps of a y axis of whole numbers. */
const INTEGER_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

function useDarkTheme(): boolean {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(document.documentElement.classList.contains('dark')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

/** The chart. */
export function OverviewChart({ title, days, series, kind, format, integers = true }: OverviewChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useDarkTheme();
  const fmt = useAdminFormat();
  const formatValue = format ?? fmt.number;
  // The axes read the formatters at draw time, so a new formatter does not rebuild the chart.
  const formatters = useRef({ day: fmt.day, value: formatValue });
  formatters.current = { day: fmt.day, value: formatValue };

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const styles = getComputedStyle(document.documentElement);
    const muted = styles.getPropertyValue('--muted-foreground').trim() || '#888';
    const grid = styles.getPropertyValue('--border').trim() || '#ddd';
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const bars = kind === 'bars' ? uPlot.paths.bars!({ size: [0.7 / Math.max(1, series.length), 28], gap: 1 }) : undefined;
    const opts: uPlot.Options = {
      width: Math.max(240, el.clientWidth),
      height: 220,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      scales: { x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        {
          stroke: muted,
          grid: { show: false },
          ticks: { stroke: grid },
          font: '11px system-ui, sans-serif',
          values: (_u, splits) => splits.map((s) => formatters.current.day(new Date(s * 1000).toISOString().slice(0, 10))),
        },
        {
          stroke: muted,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          font: '11px system-ui, sans-serif',
          size: 56,
          ...(integers ? { incrs: INTEGER_STEPS } : {}),
          values: (_u, splits) => splits.map((s) => formatters.current.value(s)),
        },
      ],
      series: [
        {},
        ...series.map((s, i) => ({
          label: s.label,
          stroke: seriesColour(i, dark),
          width: 2,
          fill: seriesColour(i, dark, kind === 'bars' ? 0.85 : 0.12),
          points: { show: kind === 'line' && days.length <= 31, size: 4 },
          ...(bars ? { paths: bars } : {}),
        })),
      ],
    };
    const plot = new uPlot(opts, [xs, ...series.map((s) => s.values)], el);
    const observer = new ResizeObserver(() => plot.setSize({ width: Math.max(240, el.clientWidth), height: 220 }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, series, kind, dark, integers, fmt.locale]);

  return (
    <figure className="m-0 space-y-3">
      <div ref={box} role="img" aria-label={title} className="w-full overflow-hidden" />
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {series.map((s, i) => (
            <li key={s.label} className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-full" style={{ background: seriesColour(i, dark) }} aria-hidden />
              {s.label}: <span className="font-medium text-foreground tabular-nums">{formatValue(s.values.reduce((a, b) => a + b, 0))}</span>
            </li>
          ))}
        </ul>
        <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">—</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d, row) => (
              <tr key={d}>
                <th scope="row">{fmt.day(d)}</th>
                {series.map((s) => (
                  <td key={s.label}>{formatValue(s.values[row] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </figcaption>
    </figure>
  );
}

/** Default export for React.lazy. */
export default OverviewChart;
