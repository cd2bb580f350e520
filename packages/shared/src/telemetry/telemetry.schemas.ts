import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { telemetryRoutes } from './telemetry';

/** Client error reports and web vitals (telemetry.ts): the schemas of the reports, and the endpoints. */

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
export const telemetryEndpoints = withSchemas(telemetryRoutes, {
  clientErrors: { body: clientErrorReportSchema },
  webVitals: { body: webVitalSchema },
});
