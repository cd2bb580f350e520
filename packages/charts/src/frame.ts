import type { ValueFormat } from '@saram/shared/reports/report-result.schemas';
import { formatTick } from './format';
import { textWidth } from './text-width';

export const tickFont = 11;
export const labelFont = 12;

/** How many value ticks fit a length (one per ~40 px, 2 to 6). */
export const tickCount = (length: number) => Math.max(2, Math.min(6, Math.floor(length / 40)));

/** The widest value tick's width, to leave room for it. */
export function tickWidth(ticks: number[], format: ValueFormat): number {
  return Math.max(0, ...ticks.map((t) => textWidth(formatTick(t, format), tickFont)));
}

/**
 * Which category labels to show along a band of `step` px so that none overlap: every n-th,
 * each at most the room it has.
 */
export function categoryStride(labels: string[], step: number): number {
  const widest = Math.max(0, ...labels.map((l) => textWidth(l, tickFont)));
  return Math.max(1, Math.ceil((Math.min(widest, 96) + 8) / Math.max(step, 1)));
}

/**
 * Value ticks from a scale: whole numbers only for counts (no 0.5명), and at least the ends.
 */
export function valueTicks(scale: { ticks: (count?: number) => number[]; domain: () => number[] }, count: number, format: ValueFormat): number[] {
  const ticks = scale.ticks(count);
  if (format !== 'count' && format !== 'won' && format !== 'manwon') return ticks;
  const whole = ticks.filter((t) => Number.isInteger(t));
  return whole.length >= 2 ? whole : [Math.floor(scale.domain()[0]!), Math.ceil(scale.domain()[1]!)];
}
