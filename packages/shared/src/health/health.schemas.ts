import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { healthRoutes } from './health';

/** Liveness and readiness probes (load balancers, orchestrators). */
export const healthEndpoints = withSchemas(healthRoutes, {
  health: { response: z.object({ status: z.literal('ok') }) },
  ready: { response: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }) },
});
