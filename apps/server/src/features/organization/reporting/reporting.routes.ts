import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportingLineEndpoints as endpoints } from '@saram/shared/organization/organization-reporting.schemas';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { route } from '../../../lib/http/route';
import { tags } from '../access';
import * as reporting from './reporting.service';

/** v1/organizational-hierarchy/reporting-lines: a person's 보고 라인 per placement. */
export const reportingLineRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  route(app, endpoints.get, { tags, summary: '보고 라인 (소속별 관리자·점선 보고)' }, async ({ actor, params }) => reporting.getReportingLines(db, actor, params.employeeId));
  route(app, endpoints.setManager, { tags, summary: '소속의 관리자 지정 (null: 조직장 기준으로 되돌림)' }, async ({ actor, params, body }) =>
    reporting.setManager(db, actor, params.employeeId, params.unitId, body.managerId),
  );
  route(app, endpoints.addDottedLine, { tags, summary: '점선 보고 관리자 추가' }, async ({ actor, params, body }) =>
    reporting.addDottedLine(db, actor, params.employeeId, params.unitId, body.managerId),
  );
  route(app, endpoints.removeDottedLine, { tags, summary: '점선 보고 관리자 삭제' }, async ({ actor, params }) =>
    reporting.removeDottedLine(db, actor, params.employeeId, params.unitId, params.managerId),
  );
};
