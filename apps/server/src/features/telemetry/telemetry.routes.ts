import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { telemetryEndpoints as endpoints } from '@saram/shared/telemetry/telemetry.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { routeLimit } from '../../lib/http/rate-limit';
import { route } from '../../lib/http/route';
import * as telemetry from './telemetry.service';

/** Public: errors and vitals are reported before sign-in too. Small bodies, limited per address. */
export const telemetryRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  // Per address: a whole office behind one NAT shares it, so the limit only stops floods.
  const limit = routeLimit(app, { max: 600, timeWindow: 60_000 });
  const doc = { tags: ['telemetry'], bodyLimit: 16 * 1024 };

  route(app, endpoints.clientErrors, { ...doc, summary: '웹 오류 보고 저장' }, async (request, reply) => {
    await limit(request, reply);
    await telemetry.storeClientError(db, request.actor, request.body);
  });

  route(app, endpoints.webVitals, { ...doc, summary: '웹 성능 지표(Web Vitals) 저장' }, async (request, reply) => {
    await limit(request, reply);
    await telemetry.storeWebVital(db, request.body);
  });
};
