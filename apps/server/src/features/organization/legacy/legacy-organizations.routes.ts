import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { legacyOrganizationEndpoints as endpoints, memberSchema, type organizationHistoryQuerySchema } from '@saram/shared/organization/organization-legacy.schemas';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { recordBulkAccess } from '../../../lib/data/audit';
import { route } from '../../../lib/http/route';
import { auditTrail } from '../../audit/audit.service';
import * as legacy from './legacy-organizations.service';
import * as members from '../units/members.service';
import { tags } from '../access';

const memberFields = Object.keys(memberSchema.shape);

/** mongo/organizations (spec 7.6) and the older organizations/ calls: a view of the unit tree. */
export const legacyOrganizationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  type HistoryQuery = z.output<typeof organizationHistoryQuerySchema>;
  const historyOf = (q: HistoryQuery) =>
    auditTrail(db, { action: q.action, targetCollection: q.target_collection, targetId: q.target_id }, q);
  const history = { tags, summary: '조직 변경 이력 (감사 로그)' };
  const list = { tags, summary: '조직 목록' };

  route(app, endpoints.list, list, async ({ query }) => legacy.list(db, query));
  route(app, endpoints.create, { tags, summary: '조직 생성' }, async (request) => legacy.create(db, request.actor, request.body));
  route(app, endpoints.tree, { tags, summary: '조직 트리 (법인 → 사업부 → 본부 → 팀 → 파트)' }, async ({ query }) => legacy.tree(db, query.includeInactive));
  route(app, endpoints.history, history, async ({ query }) => historyOf(query));
  route(app, endpoints.assign, { tags, summary: '직원 배치 (주 소속)' }, async ({ actor, body }) =>
    members.assign(db, actor, body),
  );
  route(app, endpoints.unassign, { tags, summary: '직원 배치 해제' }, async ({ actor, body }) =>
    members.unassign(db, actor, body),
  );
  route(app, endpoints.syncMembers, { tags, summary: '직원의 조직 정보로 소속 재계산' }, async ({ actor, body }) =>
    members.syncMembers(db, actor, body?.dryRun ?? false),
  );
  route(app, endpoints.get, { tags, summary: '조직 상세' }, async ({ params }) => legacy.get(db, params.id));
  route(app, endpoints.update, { tags, summary: '조직 수정 (version 필수)' }, async ({ actor, params, body }) => legacy.update(db, actor, params.id, body));
  route(app, endpoints.remove, { tags, summary: '조직 삭제 (하위 조직·소속 직원이 없을 때만)' }, async (request) => {
    await legacy.remove(db, request.actor, request.params.id);
  });
  route(app, endpoints.members, { tags, summary: '조직 구성원 (include_descendants: 하위 조직 포함)' }, async ({ actor, params, query }) => {
    const page = await members.members(db, params.id, query, actor.employeeScope);
    // Awaited before the answer: a record that cannot be written fails the request (PIPA art. 8).
    await recordBulkAccess(db, actor, { subjectType: 'unit_members', query: { organization: params.id, ...query }, count: page.data.length, fields: memberFields });
    return page;
  });

  // The older organizations/ calls.
  route(app, endpoints.olderList, list, async ({ query }) => legacy.list(db, query));
  route(app, endpoints.olderHistory, history, async ({ query }) => historyOf(query));
  route(app, endpoints.olderAssign, { tags, summary: '직원 배치 (organization_id, employee_ids)' }, async ({ actor, body }) =>
    members.assign(db, actor, { organizationId: body.organization_id, employeeIds: body.employee_ids }, { organization: 'organization_id', employees: 'employee_ids' }),
  );
};
