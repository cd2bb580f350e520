import { routes } from '../endpoint';

/** Liveness and readiness probes (load balancers, orchestrators). Their schemas: health.schemas.ts. */
export const healthRoutes = routes({
  health: { method: 'GET', path: '/api/health', access: 'public' },
  ready: { method: 'GET', path: '/api/ready', access: 'public' },
});
