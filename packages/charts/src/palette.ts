/**
 * The series colours (design.md: brand blue first, then tones that stay apart for the common colour
 * blindnesses), each at least 3:1 against white (WCAG 1.4.11), and a pattern per series so that
 * colour is never the only cue: 0 solid, then stripes, dots, cross-hatch ...
 */
export const palette = ['#3182f6', '#d9480f', '#0c8599', '#7048e8', '#2b8a3e', '#c2255c', '#5c677d', '#946200'] as const;

export const seriesColor = (index: number): string => palette[index % palette.length]!;

export const patternKinds = ['solid', 'stripes', 'dots', 'cross', 'horizontal', 'vertical', 'backslash', 'grid'] as const;
export type PatternKind = (typeof patternKinds)[number];
export const seriesPattern = (index: number): PatternKind => patternKinds[index % patternKinds.length]!;

/** Line series: a dash and a marker of their own, for the same reason. */
export const lineDashes = ['', '6 3', '2 3', '8 3 2 3'] as const;
export const markerShapes = ['circle', 'square', 'triangle', 'diamond'] as const;
export type MarkerShape = (typeof markerShapes)[number];

export const ink = { text: '#1f2937', muted: '#6b7280', grid: '#e5e7eb', axis: '#9ca3af', surface: '#ffffff' } as const;

export const fontFamily = "Pretendard, 'Pretendard Saram', 'Noto Sans KR', 'Noto Sans CJK KR', sans-serif";
