import { nice, ticks } from '@visx/vendor/d3-array';

export type LinearScale = ((value: number) => number) & { ticks: (count?: number) => number[]; domain: () => [number, number] };

/**
 * A linear value scale as d3's (a nice domain, round ticks) without d3-scale's interpolators, which
 * bring d3-interpolate and d3-color: 5 KB less for every screen with a chart.
 */
export function linearScale(domain: [number, number], range: [number, number]): LinearScale {
  const [d0, d1] = nice(domain[0], domain[1], 10);
  const span = d1 - d0 || 1;
  const scale = ((value: number) => range[0] + ((value - d0) / span) * (range[1] - range[0])) as LinearScale;
  scale.ticks = (count = 10) => ticks(d0, d1, count);
  scale.domain = () => [d0, d1];
  return scale;
}
