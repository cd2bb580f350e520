import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentEndpoints as endpoints } from '@saram/shared/appointments/appointments.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import { seoulToday } from '../../lib/seoul-time';
import { APPOINTMENTS_JOB, defineAppointmentsJob } from './apply';
import * as lines from './approval-lines.service';
import * as appointments from './appointments.service';

/** 인사발령, their approvals and approval lines (issue 34), and the daily job that applies them. */
export const appointmentRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, jobs, clock }) => {
  const tags = ['appointments'];
  const now = () => clock?.() ?? new Date();
  defineAppointmentsJob(jobs, db);

  route(app, endpoints.create, { tags, summary: '인사발령 작성 (submit: true면 바로 상신)' }, async (request) => appointments.create(db, request.actor, request.body, now()));
  route(app, endpoints.list, { tags, summary: '인사발령 목록 (최근 작성 순)' }, async (request) => appointments.list(db, request.actor, request.query));
  route(app, endpoints.inbox, { tags, summary: '발령 결재함: 내 결재 차례인 인사발령' }, async (request) => appointments.inbox(db, request.actor));
  route(app, endpoints.upcoming, { tags, summary: '발령 예정: 승인되어 발령일을 기다리는 인사발령 (직원별 또는 조회 범위 전체)' }, async (request) =>
    appointments.upcoming(db, request.actor, request.query.employee_id),
  );
  route(app, endpoints.get, { tags, summary: '인사발령 상세 (결재선과 이력 포함)' }, async (request) => appointments.get(db, request.actor, request.params.id));
  route(app, endpoints.submit, { tags, summary: '작성중인 인사발령 상신' }, async (request) =>
    appointments.submit(db, request.actor, request.params.id, request.body.comment, now()),
  );
  route(app, endpoints.approve, { tags, summary: '인사발령 결재 승인 (내 차례인 단계; 본인 상신 건은 불가)' }, async (request) => {
    const answer = await appointments.approve(db, request.actor, request.params.id, request.body.comment, now());
    // An effective date already come: it takes effect now rather than at the next night.
    if (answer.status === 'approved' && answer.effectiveDate <= seoulToday(now())) await jobs.enqueue(APPOINTMENTS_JOB);
    return answer;
  });
  route(app, endpoints.reject, { tags, summary: '인사발령 반려 (사유 필수)' }, async (request) => appointments.reject(db, request.actor, request.params.id, request.body.reason, now()));
  route(app, endpoints.cancel, { tags, summary: '인사발령 취소 (발령 전까지, 사유 필수)' }, async (request) =>
    appointments.cancel(db, request.actor, request.params.id, request.body.reason, now()),
  );
  route(app, endpoints.lines, { tags, summary: '결재선 목록 (발령 유형·법인별)' }, async () => lines.lines(db));
  route(app, endpoints.saveLine, { tags, summary: '결재선 저장 (발령 유형·법인마다 하나; 법인 없음은 기본 결재선)' }, async (request) => lines.saveLine(db, request.actor, request.body));
  route(app, endpoints.removeLine, { tags, summary: '결재선 삭제' }, async (request) => {
    await lines.removeLine(db, request.actor, request.params.id);
  });
};
