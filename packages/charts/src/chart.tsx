/** @jsxRuntime automatic @jsxImportSource react */
import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { BarChart } from './kinds/bar-chart';
import { HorizontalBarChart } from './kinds/horizontal-bar-chart';
import { LineChart } from './kinds/line-chart';
import { fontFamily, ink } from './palette';
import { PatternDefs } from './parts/patterns';
import { PieChart } from './kinds/pie-chart';
import { chartData, hasValues, svgId } from './series';

export type ChartProps = { spec: ChartSpec; width: number; height: number };

/**
 * A report chart as pure SVG at a given size: no DOM measurement, so that it renders alike in the
 * browser and with react-dom/server (chartSvg, for the PDF). The screen sizes it to its container.
 */
export function Chart({ spec, width, height }: ChartProps) {
  const data = chartData(spec);
  const prefix = svgId(spec.id);
  const props = { spec, data, width, height, prefix };
  const empty = !data.categories.length || !hasValues(data);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={spec.description}
      fontFamily={fontFamily}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      data-chart-kind={spec.kind}
    >
      <title>{spec.title}</title>
      <desc>{spec.description}</desc>
      <PatternDefs prefix={prefix} count={spec.kind === 'pie' ? data.categories.length : data.series.length} />
      {empty ? (
        <text x={width / 2} y={height / 2} textAnchor="middle" fontSize={13} fill={ink.muted}>
          표시할 자료가 없습니다
        </text>
      ) : spec.kind === 'pie' ? (
        <PieChart {...props} />
      ) : spec.kind === 'line' ? (
        <LineChart {...props} />
      ) : spec.kind === 'horizontalBar' ? (
        <HorizontalBarChart {...props} />
      ) : (
        <BarChart {...props} />
      )}
    </svg>
  );
}
