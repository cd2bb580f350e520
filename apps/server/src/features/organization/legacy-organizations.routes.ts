import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema } from '@saram/shared/audit';
import { idParamsSchema } from '@saram/shared/organization';
import { assignResultSchema, assignSchema, createLegacyOrganizationSchema, legacyAssignSchema, legacyListQuerySchema, legacyOrganizationSchema, legacyPageSchema, legacyTreeQuerySchema, legacyTreeSchema, membersPageSchema, membersQuerySchema, organizationHistoryQuerySchema, syncMembersResultSchema, syncMembersSchema, unassignSchema, updateLegacyOrganizationSchema } from '@saram/shared/organization-legacy';
import { pageOf } from '@saram/shared/pagination';
import type { FeatureDeps } from '../../app';
import { auditTrail } from '../audit/audit.service';
import * as legacy from './legacy-organizations.service';
import * as members from './members.service';
import { read, tags, write } from './access';

/** mongo/organizations (spec 7.6) and the older organizations/ calls: a view of the unit tree. */
export const legacyOrganizationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const base = '/api/mongo/organizations';
  const history = {
    config: read,
    schema: {
      tags,
      summary: '조직 변경 이력 (감사 로그)',
      querystring: organizationHistoryQuerySchema,
      response: { 200: pageOf(auditEntrySchema) },
    },
  };
  type HistoryQuery = z.infer<typeof organizationHistoryQuerySchema>;
  const historyOf = (q: HistoryQuery) =>
    auditTrail(db, { action: q.action, targetCollection: q.target_collection, targetId: q.target_id }, q);
  const list = {
    config: read,
    schema: { tags, summary: '조직 목록', querystring: legacyListQuerySchema, response: { 200: legacyPageSchema } },
  };

  app.get(base, list, async ({ query }) => legacy.list(db, query));

  app.post(
    base,
    { config: write, schema: { tags, summary: '조직 생성', body: createLegacyOrganizationSchema, response: { 201: legacyOrganizationSchema } } },
    async (request, reply) => reply.status(201).send(await legacy.create(db, request.actor, request.body)),
  );

  app.get(
    `${base}/tree`,
    { config: read, schema: { tags, summary: '조직 트리 (법인 → 사업부 → 본부 → 팀 → 파트)', querystring: legacyTreeQuerySchema, response: { 200: legacyTreeSchema } } },
    async ({ query }) => legacy.tree(db, query.includeInactive),
  );

  app.get(`${base}/history`, history, async ({ query }) => historyOf(query));

  app.post(
    `${base}/assign`,
    { config: write, schema: { tags, summary: '직원 배치 (주 소속)', body: assignSchema, response: { 200: assignResultSchema } } },
    async ({ actor, body }) => members.assign(db, actor, body.organizationId, body.employeeIds),
  );

  app.post(
    `${base}/unassign`,
    { config: write, schema: { tags, summary: '직원 배치 해제', body: unassignSchema, response: { 200: assignResultSchema } } },
    async ({ actor, body }) => members.unassign(db, actor, body.organizationId, body.employeeIds),
  );

  app.post(
    `${base}/sync-members`,
    {
      config: write,
      schema: { tags, summary: '직원의 조직 정보로 소속 재계산', body: syncMembersSchema, response: { 200: syncMembersResultSchema } },
    },
    async ({ actor, body }) => members.syncMembers(db, actor, body?.dryRun ?? false),
  );

  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, summary: '조직 상세', params: idParamsSchema, response: { 200: legacyOrganizationSchema } } },
    async ({ params }) => legacy.get(db, params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, summary: '조직 수정 (version 필수)', params: idParamsSchema, body: updateLegacyOrganizationSchema, response: { 200: legacyOrganizationSchema } },
    },
    async ({ actor, params, body }) => legacy.update(db, actor, params.id, body),
  );

  app.delete(
    `${base}/:id`,
    { config: write, schema: { tags, summary: '조직 삭제 (하위 조직·소속 직원이 없을 때만)', params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await legacy.remove(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/:id/members`,
    {
      config: read,
      schema: { tags, summary: '조직 구성원 (include_descendants: 하위 조직 포함)', params: idParamsSchema, querystring: membersQuerySchema, response: { 200: membersPageSchema } },
    },
    async ({ params, query }) => members.members(db, params.id, query),
  );

  // The older organizations/ calls.
  app.get('/api/organizations', list, async ({ query }) => legacy.list(db, query));
  app.get('/api/organizations/history', history, async ({ query }) => historyOf(query));
  app.post(
    '/api/organizations/assign',
    { config: write, schema: { tags, summary: '직원 배치 (organization_id, employee_ids)', body: legacyAssignSchema, response: { 200: assignResultSchema } } },
    async ({ actor, body }) =>
      members.assign(db, actor, body.organization_id, body.employee_ids, { organization: 'organization_id', employees: 'employee_ids' }),
  );
};
