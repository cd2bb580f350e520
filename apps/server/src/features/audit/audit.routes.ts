import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessEntrySchema, accessQuerySchema, auditEntrySchema, auditQuerySchema } from '@saram/shared/audit';
import { pageOf } from '@saram/shared/pagination';
import type { FeatureDeps } from '../../app';
import * as audit from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/api/mongo/admin/audit-logs',
    {
      config: { access: 'admin:audit' },
      schema: { tags: ['admin'], summary: '감사 로그', querystring: auditQuerySchema, response: { 200: pageOf(auditEntrySchema) } },
    },
    async ({ query }) =>
      audit.auditTrail(
        db,
        { action: query.action, targetCollection: query.target_collection, targetId: query.target_id, actorId: query.actor_id },
        query,
      ),
  );

  app.get(
    '/api/mongo/admin/access-logs',
    {
      config: { access: 'admin:audit' },
      schema: {
        tags: ['admin'],
        summary: '개인정보 접근 기록 (접속기록)',
        querystring: accessQuerySchema,
        response: { 200: pageOf(accessEntrySchema) },
      },
    },
    async ({ query }) =>
      audit.accessRecords(db, { subjectType: query.subject_type, subjectId: query.subject_id, actorId: query.actor_id }, query),
  );
};
