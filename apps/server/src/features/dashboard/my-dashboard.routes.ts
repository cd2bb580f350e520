import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDashboardEndpoints as endpoints } from '@saram/shared/dashboard/my-dashboard.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import { myDashboard } from './my-dashboard.service';
import { teamDashboard } from './team-dashboard.service';

/** /dashboard and /manager-dashboard: the caller's own tasks, and a unit leader's team. */
export const myDashboardRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, clock }) => {
  const tags = ['dashboard'];
  const now = () => clock?.() ?? new Date();
  route(app, endpoints.my, { tags, summary: '내 대시보드: 확인할 체크리스트 항목, 작성할 평가, 결재 대기, 내 온보딩과 평가' }, async (request) =>
    myDashboard(db, request.actor, now()),
  );
  route(
    app,
    endpoints.team,
    { tags, summary: '매니저 대시보드: 이끄는 조직(하위 포함)의 인원, 신규 입사, 휴직, 진행 중인 평가, 수습 종료 예정 (조직장이 아니면 403)' },
    async (request) => teamDashboard(db, request.actor, now()),
  );
};
