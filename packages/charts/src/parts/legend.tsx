/** @jsxRuntime automatic @jsxImportSource react */
import { fitText, textWidth } from '../text-width';
import { ink, lineDashes, seriesColor } from '../palette';
import { seriesFill } from './patterns';
import { Marker } from './marker';

export type LegendItem = { label: string; index: number };
type Placed = LegendItem & { x: number; y: number; text: string };

const fontSize = 12;
const rowHeight = 18;
const swatch = 12;
const gap = 16;

/** Items left to right, wrapping to the width; the height it takes. */
export function legendLayout(items: LegendItem[], width: number): { placed: Placed[]; height: number } {
  const placed: Placed[] = [];
  let x = 0;
  let y = 0;
  for (const item of items) {
    const text = fitText(item.label, Math.max(40, width - swatch - 6), fontSize);
    const w = swatch + 6 + textWidth(text, fontSize);
    if (x > 0 && x + w > width) {
      x = 0;
      y += rowHeight;
    }
    placed.push({ ...item, x, y, text });
    x += w + gap;
  }
  return { placed, height: items.length ? y + rowHeight : 0 };
}

/** The legend: each series' swatch (its colour and pattern, or its line and marker) and name. */
export function Legend({ placed, prefix, line = false }: { placed: Placed[]; prefix: string; line?: boolean }) {
  return (
    <g aria-hidden="true">
      {placed.map((item) => (
        <g key={item.index} transform={`translate(${item.x},${item.y})`}>
          {line ? (
            <>
              <line x1={0} x2={swatch} y1={9} y2={9} stroke={seriesColor(item.index)} strokeWidth={2} strokeDasharray={lineDashes[item.index % lineDashes.length] || undefined} />
              <Marker index={item.index} x={swatch / 2} y={9} />
            </>
          ) : (
            <rect x={0} y={3} width={swatch} height={swatch} rx={2} fill={seriesFill(prefix, item.index)} />
          )}
          <text x={swatch + 6} y={13} fontSize={fontSize} fill={ink.text}>
            {item.text}
          </text>
        </g>
      ))}
    </g>
  );
}
