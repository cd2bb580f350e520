import { routes } from '../endpoint';

/** Thresholds and rating live in a zod-free module (the web imports them at start-up). */
export { rateVital, vitalThresholds, type VitalName, type VitalRating } from './vitals';

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: telemetry.schemas.ts)

/** Public: errors and vitals are reported before sign-in too. */
export const telemetryRoutes = routes({
  clientErrors: { method: 'POST', path: '/api/client-errors', access: 'public', status: 204 },
  webVitals: { method: 'POST', path: '/api/web-vitals', access: 'public', status: 204 },
});
