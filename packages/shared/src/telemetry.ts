import { z } from 'zod';

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

export const webVitalSchema = z
  .object({
    name: z.enum(['FCP', 'LCP', 'CLS', 'TTFB', 'INP']),
    value: z.number().min(0).max(600_000),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
    path: z.string().max(500),
  })
  .strict();

export const clientErrorReportSchema = z
  .object({
    errorId: z.string().min(1).max(100),
    message: z.string().max(2000),
    stack: z.string().max(8000).optional(),
    url: z.string().max(1000).optional(),
    userAgent: z.string().max(500).optional(),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export type WebVital = z.infer<typeof webVitalSchema>;
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
