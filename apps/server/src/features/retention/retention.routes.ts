import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionEndpoints as endpoints } from '@saram/shared/retention/retention.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import { definePurgeJob } from './retention.job';
import * as retention from './retention.service';

/** 개인정보 파기 (admin:retention): the dry run, the run, and the legal holds. */
export const retentionRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, jobs, clock }) => {
  const tags = ['retention'];
  const now = () => clock?.() ?? new Date();
  definePurgeJob(jobs, db);

  route(app, endpoints.preview, { tags, summary: '파기 미리보기: 다음 파기에서 익명화될 퇴직자 (퇴직 후 3년 경과, 법적 보존 제외)' }, async () =>
    retention.preview(db, now()),
  );
  route(app, endpoints.purge, { tags, summary: '지금 파기 실행 (미리보기와 같은 대상; 사람마다 감사 기록)' }, async (request) =>
    retention.purge(db, request.actor, now()),
  );
  route(app, endpoints.holds, { tags, summary: '법적 보존 목록' }, async () => retention.listHolds(db));
  route(app, endpoints.createHold, { tags, summary: '법적 보존 지정 (사유 필수)' }, async (request) => retention.placeHold(db, request.actor, request.body));
  route(app, endpoints.removeHold, { tags, summary: '법적 보존 해제 (사유 필수)' }, async (request) => {
    await retention.removeHold(db, request.actor, request.params.employeeId, request.body);
  });
};
