/** @jsxRuntime automatic @jsxImportSource react */
import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { Bar } from '@visx/shape';
import { labelFont, tickCount, tickFont, valueTicks } from '../frame';
import { GridLines, TickLabels } from '../parts/tick-labels';
import { linearScale } from '../linear-scale';
import { formatTick, formatValue } from '../format';
import { Legend, legendLayout } from '../parts/legend';
import { ink } from '../palette';
import { seriesFill } from '../parts/patterns';
import type { ChartData } from '../series';
import { valueDomain } from '../series';
import { fitText, textWidth } from '../text-width';

type Props = { spec: ChartSpec; data: ChartData; width: number; height: number; prefix: string };

/** Categories down the left (long unit names read best this way), bars to the right, each value at its end. */
export function HorizontalBarChart({ spec, data, width, height, prefix }: Props) {
  const { categories, series } = data;
  const legend = legendLayout(series.length > 1 ? series : [], width - 8);
  const labelRoom = Math.min(Math.max(0, ...categories.map((c) => textWidth(c, tickFont))) + 12, width * 0.38);
  const values = series.flatMap((s) => s.values);
  const valueRoom = Math.max(0, ...values.map((v) => (v === null ? 0 : textWidth(formatValue(v, spec.valueFormat), tickFont)))) + 8;
  const top = legend.height + (legend.height ? 12 : 0) + (spec.categoryLabel ? 20 : 4);
  const bottom = 24;
  const left = labelRoom;
  const innerWidth = Math.max(10, width - left - valueRoom - 4);
  const innerHeight = Math.max(10, height - top - bottom);
  const xScale = linearScale(valueDomain(values), [0, innerWidth]);
  const ticks = valueTicks(xScale, Math.min(tickCount(innerWidth / 1.6), 5), spec.valueFormat);
  // Bars no thicker than 28 px per series: few categories sit at the top rather than swell.
  const bandHeight = Math.min(innerHeight, categories.length * (28 * series.length + 14));
  const y = scaleBand<string>({ domain: categories.map((_, i) => String(i)), range: [0, bandHeight], padding: 0.2 });
  const inner = scaleBand<string>({ domain: series.map((s) => s.key), range: [0, y.bandwidth()], padding: 0.08 });
  const zero = xScale(0);

  return (
    <>
      <Group left={4} top={4}>
        <Legend placed={legend.placed} prefix={prefix} />
      </Group>
      {spec.categoryLabel && (
        <text x={4} y={top - 8} fontSize={labelFont} fill={ink.muted}>
          {spec.categoryLabel}
        </text>
      )}
      <Group left={left} top={top}>
        <GridLines at={ticks.map((t) => xScale(t))} length={innerHeight} vertical />
        {categories.map((category, i) =>
          series.map((s) => {
            const v = s.values[i];
            if (v === null || v === undefined) return null;
            const y0 = (y(String(i)) ?? 0) + (inner(s.key) ?? 0);
            const h = inner.bandwidth();
            const x0 = Math.min(xScale(v), zero);
            const text = formatValue(v, spec.valueFormat);
            return (
              <g key={`${s.key}-${i}`}>
                <Bar x={x0} y={y0} width={Math.max(Math.abs(xScale(v) - zero), 0.5)} height={h} fill={seriesFill(prefix, s.index)}>
                  <title>{`${category} ${s.label} ${text}`}</title>
                </Bar>
                {h >= 10 && (
                  <text x={Math.max(xScale(v), zero) + 4} y={y0 + h / 2 + 4} fontSize={tickFont} fill={ink.text} aria-hidden="true">
                    {text}
                  </text>
                )}
              </g>
            );
          }),
        )}
        <line x1={zero} x2={zero} y1={0} y2={innerHeight} stroke={ink.axis} />
        <TickLabels
          labels={[
            ...categories.map((category, i) => ({
              key: `c${i}`,
              x: -8,
              y: (y(String(i)) ?? 0) + y.bandwidth() / 2 + 4,
              text: fitText(category, labelRoom - 12, tickFont),
              anchor: 'end' as const,
            })),
            ...ticks.map((t) => ({ key: `v${t}`, x: xScale(t), y: innerHeight + 18, text: formatTick(t, spec.valueFormat), anchor: 'middle' as const })),
          ]}
        />
      </Group>
    </>
  );
}
