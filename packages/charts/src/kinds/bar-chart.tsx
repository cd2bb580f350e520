/** @jsxRuntime automatic @jsxImportSource react */
import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { Bar } from '@visx/shape';
import { categoryStride, tickCount, tickFont, tickWidth, valueTicks } from '../frame';
import { CategoryAxisLabel, GridLines, TickLabels } from '../parts/tick-labels';
import { linearScale } from '../linear-scale';
import { formatTick, formatValue } from '../format';
import { Legend, legendLayout } from '../parts/legend';
import { ValueBadge } from '../parts/value-badge';
import { ink, seriesColor } from '../palette';
import { seriesFill } from '../parts/patterns';
import type { ChartData } from '../series';
import { valueDomain } from '../series';
import { fitText, textWidth } from '../text-width';

type Props = { spec: ChartSpec; data: ChartData; width: number; height: number; prefix: string };

/** Vertical bars: one per series side by side ('bar'), or the series stacked ('stackedBar'). */
export function BarChart({ spec, data, width, height, prefix }: Props) {
  const stacked = spec.kind === 'stackedBar';
  const { categories, series } = data;
  const legend = legendLayout(series.length > 1 ? series : [], width - 8);
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const domain = valueDomain(stacked ? totals : series.flatMap((s) => s.values));
  const top = legend.height + (legend.height ? 12 : 0) + 16;
  const bottom = 24 + (spec.categoryLabel ? 18 : 0);
  const valueScale = linearScale(domain, [height - bottom - top, 0]);
  const ticks = valueTicks(valueScale, tickCount(height - bottom - top), spec.valueFormat);
  const left = tickWidth(ticks, spec.valueFormat) + 14;
  const innerWidth = Math.max(10, width - left - 8);
  const innerHeight = Math.max(10, height - top - bottom);
  const x = scaleBand<string>({ domain: categories.map((_, i) => String(i)), range: [0, innerWidth], padding: 0.25 });
  // Bars no wider than 56 px each, centred in their band (two months of data should not look like walls).
  const groupWidth = Math.min(x.bandwidth(), 56 * (stacked ? 1 : series.length));
  const offset = (x.bandwidth() - groupWidth) / 2;
  const inner = scaleBand<string>({ domain: series.map((s) => s.key), range: [0, groupWidth], padding: 0.08 });
  const y = valueScale;
  const stride = categoryStride(categories, x.step());
  const shownLabels = categories.map((_, i) => String(i)).filter((_, i) => i % stride === 0);
  const zero = y(0);

  const bars = categories.flatMap((_, i) => {
    let base = 0;
    return series.map((s) => {
      const v = s.values[i];
      if (v === null || v === undefined) return null;
      const x0 = (x(String(i)) ?? 0) + offset + (stacked ? 0 : (inner(s.key) ?? 0));
      const w = stacked ? groupWidth : inner.bandwidth();
      const from = stacked ? base : 0;
      const to = stacked ? base + Math.max(0, v) : v;
      if (stacked) base = to;
      const yTop = y(Math.max(from, to));
      const h = Math.abs(y(from) - y(to));
      const text = formatValue(v, spec.valueFormat);
      // A label only where it fits its bar; zeros of grouped bars go unlabelled (the table has them).
      const fits = textWidth(text, tickFont) <= w + (stacked ? -4 : 4) && !(v === 0 && series.length > 1);
      return { key: `${s.key}-${i}`, index: s.index, x0, w, yTop, h, text, fits, label: `${categories[i]} ${s.label} ${text}` };
    });
  });

  return (
    <>
      <Group left={4} top={4}>
        <Legend placed={legend.placed} prefix={prefix} />
      </Group>
      <Group left={left} top={top}>
        <GridLines at={ticks.map((t) => y(t))} length={innerWidth} />
        {bars.map((b) =>
          b === null ? null : (
            <g key={b.key}>
              <Bar x={b.x0} y={b.yTop} width={b.w} height={Math.max(b.h, 0.5)} fill={seriesFill(prefix, b.index)}>
                <title>{b.label}</title>
              </Bar>
              {b.fits && !stacked && (
                <text x={b.x0 + b.w / 2} y={b.yTop - 4} textAnchor="middle" fontSize={tickFont} fill={ink.text} aria-hidden="true">
                  {b.text}
                </text>
              )}
              {b.fits && stacked && b.h >= 16 && <ValueBadge x={b.x0 + b.w / 2} y={b.yTop + b.h / 2} text={b.text} color={seriesColor(b.index)} />}
            </g>
          ),
        )}
        <line x1={0} x2={innerWidth} y1={zero} y2={zero} stroke={ink.axis} />
        <TickLabels
          labels={[
            ...ticks.map((t) => ({ key: `v${t}`, x: -8, y: y(t) + 4, text: formatTick(t, spec.valueFormat), anchor: 'end' as const })),
            ...shownLabels.map((i) => ({
              key: `c${i}`,
              x: (x(i) ?? 0) + x.bandwidth() / 2,
              y: innerHeight + 18,
              text: fitText(categories[Number(i)] ?? '', x.step() * stride - 6, tickFont),
              anchor: 'middle' as const,
            })),
          ]}
          ticks={shownLabels.map((i) => ({ x: (x(i) ?? 0) + x.bandwidth() / 2, y1: innerHeight, y2: innerHeight + 4 }))}
        />
        <CategoryAxisLabel label={spec.categoryLabel} innerWidth={innerWidth} innerHeight={innerHeight} />
      </Group>
    </>
  );
}
