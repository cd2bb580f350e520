import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { AppError } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: '프로세스 생존 확인 (liveness)', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: '데이터베이스 연결 확인 (readiness)',
        response: { 200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', '데이터베이스에 연결할 수 없습니다.');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
