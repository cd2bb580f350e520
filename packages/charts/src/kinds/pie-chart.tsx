/** @jsxRuntime automatic @jsxImportSource react */
import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { formatValue } from '../format';
import { ink, seriesColor } from '../palette';
import { ValueBadge } from '../parts/value-badge';
import { seriesFill } from '../parts/patterns';
import type { ChartData } from '../series';
import { fitText } from '../text-width';

type Props = { spec: ChartSpec; data: ChartData; width: number; height: number; prefix: string };
type Slice = { label: string; value: number; index: number };

const rowHeight = 20;

/**
 * A donut of the first series, one slice per category (pattern and colour by position), and beside it
 * (below it when narrow) each slice's name, value and share: the labels carry it, not the colours.
 */
export function PieChart({ spec, data, width, height, prefix }: Props) {
  const values = data.series[0]?.values ?? [];
  const slices: Slice[] = data.categories
    .map((label, index) => ({ label, value: values[index] ?? 0, index }))
    .filter((s) => s.value > 0);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const side = width >= height * 1.6;
  const listHeight = slices.length * rowHeight;
  const diameter = side ? Math.min(height - 8, width * 0.45) : Math.max(80, Math.min(width - 16, height - listHeight - 16));
  const radius = diameter / 2;
  const cx = side ? radius + 8 : width / 2;
  const cy = side ? height / 2 : radius + 4;
  const listX = side ? diameter + 32 : 8;
  const listY = side ? Math.max(4, (height - listHeight) / 2) : diameter + 16;
  const listWidth = Math.min(width - listX - 4, 340);

  return (
    <>
      <Group left={cx} top={cy}>
        <Pie<Slice> data={slices} pieValue={(s) => s.value} outerRadius={radius} innerRadius={radius * 0.55} padAngle={0.01} pieSortValues={() => 0}>
          {(pie) =>
            pie.arcs.map((arc) => {
              const share = total ? (arc.data.value / total) * 100 : 0;
              const [lx, ly] = pie.path.centroid(arc);
              return (
                <g key={arc.data.index}>
                  <path d={pie.path(arc) ?? ''} fill={seriesFill(prefix, arc.data.index)} stroke="#ffffff" strokeWidth={1}>
                    <title>{`${arc.data.label} ${formatValue(arc.data.value, spec.valueFormat)} (${formatValue(share, 'percent')})`}</title>
                  </path>
                  {arc.endAngle - arc.startAngle > 0.45 && radius > 50 && (
                    <ValueBadge x={lx} y={ly} text={formatValue(share, 'percent')} color={seriesColor(arc.data.index)} />
                  )}
                </g>
              );
            })
          }
        </Pie>
      </Group>
      <Group left={listX} top={listY} aria-hidden="true">
        {slices.map((s, row) => {
          const share = total ? (s.value / total) * 100 : 0;
          const tail = `${formatValue(s.value, spec.valueFormat)} · ${formatValue(share, 'percent')}`;
          return (
            <g key={s.index} transform={`translate(0,${row * rowHeight})`}>
              <rect x={0} y={3} width={12} height={12} rx={2} fill={seriesFill(prefix, s.index)} />
              <text x={18} y={13} fontSize={12} fill={ink.text}>
                {fitText(s.label, Math.max(40, listWidth - 18 - tail.length * 7.2 - 8), 12)}
              </text>
              <text x={listWidth} y={13} fontSize={12} fill={ink.muted} textAnchor="end">
                {tail}
              </text>
            </g>
          );
        })}
      </Group>
    </>
  );
}
