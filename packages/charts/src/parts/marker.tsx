/** @jsxRuntime automatic @jsxImportSource react */
import { markerShapes, seriesColor } from '../palette';

/** A point of a line series, in its own shape (circle, square, triangle, diamond). */
export function Marker({ index, x, y, size = 4 }: { index: number; x: number; y: number; size?: number }) {
  const color = seriesColor(index);
  const shape = markerShapes[index % markerShapes.length];
  const common = { fill: color, stroke: '#ffffff', strokeWidth: 1 };
  if (shape === 'circle') return <circle cx={x} cy={y} r={size} {...common} />;
  if (shape === 'square') return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} {...common} />;
  if (shape === 'triangle') return <path d={`M${x},${y - size - 1} L${x + size + 1},${y + size} L${x - size - 1},${y + size} Z`} {...common} />;
  return <path d={`M${x},${y - size - 1} L${x + size + 1},${y} L${x},${y + size + 1} L${x - size - 1},${y} Z`} {...common} />;
}
