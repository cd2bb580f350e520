/** @jsxRuntime automatic @jsxImportSource react */
import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { Group } from '@visx/group';
import { scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { categoryStride, tickCount, tickFont, tickWidth, valueTicks } from '../frame';
import { CategoryAxisLabel, GridLines, TickLabels } from '../parts/tick-labels';
import { linearScale } from '../linear-scale';
import { formatTick, formatValue } from '../format';
import { Legend, legendLayout } from '../parts/legend';
import { Marker } from '../parts/marker';
import { ink, lineDashes, seriesColor } from '../palette';
import type { ChartData } from '../series';
import { valueDomain } from '../series';
import { fitText, textWidth } from '../text-width';

type Props = { spec: ChartSpec; data: ChartData; width: number; height: number; prefix: string };

/** A line per series, each with its own dash and marker; the last value of each is written at its end. */
export function LineChart({ spec, data, width, height, prefix }: Props) {
  const { categories, series } = data;
  const legend = legendLayout(series.length > 1 ? series : [], width - 8);
  const values = series.flatMap((s) => s.values);
  const top = legend.height + (legend.height ? 12 : 0) + 16;
  const bottom = 24 + (spec.categoryLabel ? 18 : 0);
  const y = linearScale(lineDomain(values), [height - top - bottom, 0]);
  const ticks = valueTicks(y, tickCount(height - top - bottom), spec.valueFormat);
  const left = tickWidth(ticks, spec.valueFormat) + 14;
  const right = Math.min(64, Math.max(12, ...series.map((s) => lastValueWidth(s.values, spec) / 2 + 4)));
  const innerWidth = Math.max(10, width - left - right);
  const innerHeight = Math.max(10, height - top - bottom);
  const x = scalePoint<string>({ domain: categories.map((_, i) => String(i)), range: [0, innerWidth], padding: 0.3 });
  const stride = categoryStride(categories, x.step());
  const shown = categories.map((_, i) => String(i)).filter((_, i) => i % stride === 0);
  type Point = { i: number; v: number | null };

  return (
    <>
      <Group left={4} top={4}>
        <Legend placed={legend.placed} prefix={prefix} line />
      </Group>
      <Group left={left} top={top}>
        <GridLines at={ticks.map((t) => y(t))} length={innerWidth} />
        <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke={ink.axis} />
        {series.map((s) => {
          const points: Point[] = s.values.map((v, i) => ({ i, v }));
          const last = [...points].reverse().find((p) => p.v !== null);
          return (
            <g key={s.key}>
              <LinePath<Point>
                data={points}
                x={(p) => x(String(p.i)) ?? 0}
                y={(p) => y(p.v ?? 0)}
                defined={(p) => p.v !== null}
                stroke={seriesColor(s.index)}
                strokeWidth={2}
                strokeDasharray={lineDashes[s.index % lineDashes.length] || undefined}
                fill="none"
              />
              {points.map((p) =>
                p.v === null ? null : (
                  <g key={p.i}>
                    <title>{`${categories[p.i]} ${s.label} ${formatValue(p.v, spec.valueFormat)}`}</title>
                    <Marker index={s.index} x={x(String(p.i)) ?? 0} y={y(p.v)} size={categories.length > 24 ? 2.5 : 3.5} />
                  </g>
                ),
              )}
              {last && last.v !== null && (
                <text x={x(String(last.i)) ?? 0} y={y(last.v) - 8} textAnchor="middle" fontSize={tickFont} fill={ink.text} fontWeight={600} aria-hidden="true">
                  {formatValue(last.v, spec.valueFormat)}
                </text>
              )}
            </g>
          );
        })}
        <TickLabels
          labels={[
            ...ticks.map((t) => ({ key: `v${t}`, x: -8, y: y(t) + 4, text: formatTick(t, spec.valueFormat), anchor: 'end' as const })),
            ...shown.map((i) => ({ key: `c${i}`, x: x(i) ?? 0, y: innerHeight + 18, text: fitText(categories[Number(i)] ?? '', x.step() * stride - 6, tickFont), anchor: 'middle' as const })),
          ]}
          ticks={shown.map((i) => ({ x: x(i) ?? 0, y1: innerHeight, y2: innerHeight + 4 }))}
        />
        <CategoryAxisLabel label={spec.categoryLabel} innerWidth={innerWidth} innerHeight={innerHeight} />
      </Group>
    </>
  );
}

function lastValueWidth(values: (number | null)[], spec: ChartSpec): number {
  const last = [...values].reverse().find((v) => v !== null);
  return last === undefined || last === null ? 0 : textWidth(formatValue(last, spec.valueFormat), tickFont);
}

/**
 * A line's value range: from 0, unless every value sits high above it (a head count of 237 to 284
 * would be a flat line at the top), where the axis starts near the lowest value; its ticks say so.
 */
function lineDomain(values: (number | null)[]): [number, number] {
  const [min, max] = valueDomain(values);
  const present = values.filter((v): v is number => v !== null);
  const low = Math.min(...present);
  if (min < 0 || !present.length || low < max * 0.5) return [min, max];
  const pad = Math.max((max - low) * 0.2, 1);
  return [Math.max(0, low - pad), max];
}
