import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints as endpoints } from '@saram/shared/dashboard/dashboard.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import * as dashboard from './hr-dashboard.service';

/** mongo/dashboard (spec 7.11): the HR dashboard's three calls, counted in the caller's scope. */
export const hrDashboardRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, clock }) => {
  const tags = ['dashboard'];
  const now = () => clock?.() ?? new Date();
  route(app, endpoints.statistics, { tags, summary: 'HR 대시보드: 재직 인원과 추이, 입·퇴사, 이직률, 사직 대기, 채용, 평가 진행' }, async (request) =>
    dashboard.statistics(db, request.actor, request.query, now()),
  );
  route(app, endpoints.onboarding, { tags, summary: 'HR 대시보드: 수습 중인 신규 입사자' }, async (request) =>
    dashboard.onboarding(db, request.actor, request.query, now()),
  );
  route(app, endpoints.departments, { tags, summary: 'HR 대시보드: 최상위 조직별·법인별 재직 인원' }, async (request) =>
    dashboard.departments(db, request.actor, request.query, now()),
  );
};
