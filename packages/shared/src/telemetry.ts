import { z } from 'zod';
import { endpoint } from './endpoint';

/** Thresholds and rating live in a zod-free module (the web imports them at start-up). */
export { rateVital, vitalThresholds, type VitalName, type VitalRating } from './vitals';

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

/** Public: errors and vitals are reported before sign-in too. */
export const telemetryEndpoints = {
  clientErrors: endpoint({ method: 'POST', path: '/api/client-errors', access: 'public', body: clientErrorReportSchema, status: 204 }),
  webVitals: endpoint({ method: 'POST', path: '/api/web-vitals', access: 'public', body: webVitalSchema, status: 204 }),
};
