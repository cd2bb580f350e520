/* Web-vital thresholds without zod (the web imports them at start-up); telemetry.ts re-exports. */

/** Spec 9: web-vital thresholds (good up to the first number, poor from the second). */
export const vitalThresholds = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  INP: [200, 500],
} as const;

export type VitalName = keyof typeof vitalThresholds;
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = vitalThresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
