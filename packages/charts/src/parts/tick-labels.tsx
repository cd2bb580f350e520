/** @jsxRuntime automatic @jsxImportSource react */
import { labelFont, tickFont } from '../frame';
import { ink } from '../palette';

export type TickLabel = { key: string; x: number; y: number; text: string; anchor: 'start' | 'middle' | 'end' };

/**
 * Axis labels as plain <text> (visx's Axis would bring @visx/text and a CSS-calc parser, a fifth of
 * the chart library, for labels the charts already place and shorten themselves).
 */
export function TickLabels({ labels, ticks }: { labels: TickLabel[]; ticks?: { x: number; y1: number; y2: number }[] }) {
  return (
    <g aria-hidden="true">
      {ticks?.map((t, i) => <line key={i} x1={t.x} x2={t.x} y1={t.y1} y2={t.y2} stroke={ink.axis} />)}
      {labels.map((l) => (
        <text key={l.key} x={l.x} y={l.y} textAnchor={l.anchor} fontSize={tickFont} fill={ink.muted}>
          {l.text}
        </text>
      ))}
    </g>
  );
}

/** Hairline grid lines at the value ticks: across (rows) or down (columns). */
export function GridLines({ at, length, vertical = false }: { at: number[]; length: number; vertical?: boolean }) {
  return (
    <g aria-hidden="true">
      {at.map((p, i) =>
        vertical ? <line key={i} x1={p} x2={p} y1={0} y2={length} stroke={ink.grid} /> : <line key={i} x1={0} x2={length} y1={p} y2={p} stroke={ink.grid} />,
      )}
    </g>
  );
}

/** The category axis's name, centred under the tick labels of a vertical chart (bar, line). */
export function CategoryAxisLabel({ label, innerWidth, innerHeight }: { label: string | undefined; innerWidth: number; innerHeight: number }) {
  if (!label) return null;
  return (
    <text x={innerWidth / 2} y={innerHeight + 38} textAnchor="middle" fontSize={labelFont} fill={ink.muted}>
      {label}
    </text>
  );
}
