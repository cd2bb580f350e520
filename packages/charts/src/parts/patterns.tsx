/** @jsxRuntime automatic @jsxImportSource react */
import { seriesColor, seriesPattern, type PatternKind } from '../palette';

const marks: Record<Exclude<PatternKind, 'solid'>, string> = {
  stripes: 'M0,6 L6,0 M-1,1 L1,-1 M5,7 L7,5',
  backslash: 'M0,0 L6,6 M-1,5 L1,7 M5,-1 L7,1',
  cross: 'M0,6 L6,0 M0,0 L6,6',
  horizontal: 'M0,3 L6,3',
  vertical: 'M3,0 L3,6',
  grid: 'M0,3 L6,3 M3,0 L3,6',
  dots: '',
};

/** One <pattern> per series past the first (the first is solid): the colour with white marks over it. */
export function PatternDefs({ prefix, count }: { prefix: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, index) => {
        const kind = seriesPattern(index);
        if (kind === 'solid') return null;
        return (
          <pattern key={index} id={`${prefix}-p${index}`} width={6} height={6} patternUnits="userSpaceOnUse">
            <rect width={6} height={6} fill={seriesColor(index)} />
            {kind === 'dots' ? (
              <circle cx={3} cy={3} r={1.3} fill="#ffffff" fillOpacity={0.85} />
            ) : (
              <path d={marks[kind]} stroke="#ffffff" strokeOpacity={0.8} strokeWidth={1.2} />
            )}
          </pattern>
        );
      })}
    </defs>
  );
}

/** The fill of series `index`: its pattern (or its plain colour for the first). */
export const seriesFill = (prefix: string, index: number) =>
  seriesPattern(index) === 'solid' ? seriesColor(index) : `url(#${prefix}-p${index})`;
