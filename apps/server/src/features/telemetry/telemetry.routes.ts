import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientErrorReportSchema, webVitalSchema } from '@saram/shared/telemetry';
import type { FeatureDeps } from '../../app';
import { rateLimiter } from '../../lib/rate-limit';
import * as telemetry from './telemetry.service';

/** Public: errors and vitals are reported before sign-in too. Small bodies, limited per address. */
export const telemetryRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  // Per address: a whole office behind one NAT shares it, so the limit only stops floods.
  const limit = rateLimiter({ max: 600, windowMs: 60_000 });
  const options = { config: { access: 'public' as const }, bodyLimit: 16 * 1024 };

  app.post(
    '/api/client-errors',
    {
      ...options,
      schema: { tags: ['telemetry'], summary: '웹 오류 보고 저장', body: clientErrorReportSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      limit(request.ip);
      await telemetry.storeClientError(db, request.actor, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/web-vitals',
    {
      ...options,
      schema: { tags: ['telemetry'], summary: '웹 성능 지표(Web Vitals) 저장', body: webVitalSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      limit(request.ip);
      await telemetry.storeWebVital(db, request.body);
      return reply.status(204).send(null);
    },
  );
};
