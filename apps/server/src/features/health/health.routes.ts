import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints as endpoints } from '@saram/shared/health/health.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';

export const healthRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database }) => {
  const tags = ['health'];
  route(app, endpoints.health, { tags, summary: '프로세스 생존 확인 (liveness)' }, async () => ({ status: 'ok' as const }));

  route(app, endpoints.ready, { tags, summary: '데이터베이스 연결 확인 (readiness)' }, async () => {
    try {
      await database.ping();
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', '데이터베이스에 연결할 수 없습니다.');
    }
    return { status: 'ready' as const, database: database.kind };
  });
};
