import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEndpoints as endpoints } from '@saram/shared/audit';
import type { FeatureDeps } from '../../lib/feature-deps';
import { route } from '../../lib/route';
import * as audit from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const tags = ['admin'];
  route(app, endpoints.auditLogs, { tags, summary: '감사 로그' }, async ({ query }) =>
    audit.auditTrail(
      db,
      { action: query.action, targetCollection: query.target_collection, targetId: query.target_id, actorId: query.actor_id },
      query,
    ),
  );

  route(app, endpoints.accessLogs, { tags, summary: '개인정보 접근 기록 (접속기록)' }, async ({ query }) =>
    audit.accessRecords(db, { subjectType: query.subject_type, subjectId: query.subject_id, actorId: query.actor_id }, query),
  );
};
