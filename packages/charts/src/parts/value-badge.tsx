/** @jsxRuntime automatic @jsxImportSource react */
import { textWidth } from '../text-width';

/** A value written inside a bar segment or slice: white on a solid patch of the series colour, so a pattern under it never blurs it. */
export function ValueBadge({ x, y, text, color }: { x: number; y: number; text: string; color: string }) {
  const w = textWidth(text, 11) + 6;
  return (
    <g aria-hidden="true">
      <rect x={x - w / 2} y={y - 8} width={w} height={16} rx={3} fill={color} />
      <text x={x} y={y + 4} textAnchor="middle" fontSize={11} fontWeight={600} fill="#ffffff">
        {text}
      </text>
    </g>
  );
}
