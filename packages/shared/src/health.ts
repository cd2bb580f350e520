import { z } from 'zod';
import { endpoint } from './endpoint';

/** Liveness and readiness probes (load balancers, orchestrators). */
export const healthEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public', response: z.object({ status: z.literal('ok') }) }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    response: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  }),
};
