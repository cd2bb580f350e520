import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resignationEndpoints as endpoints } from '@saram/shared/resignations/resignations.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import { seoulToday } from '../../lib/seoul-time';
import { defineRetirementJob, RETIREMENT_JOB } from './retirement';
import { notifyDecided, notifyRequested } from './resignation-mails';
import * as resignations from './resignations.service';

/** mongo/resignations (spec 7.9) and the daily retirement job. */
export const resignationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, jobs, mailer, config, clock }) => {
  const tags = ['resignations'];
  const now = () => clock?.() ?? new Date();
  const mail = { db, mailer, publicUrl: config.publicUrl };
  defineRetirementJob(jobs, db);

  // Notices go out after the transaction has committed.
  route(app, endpoints.create, { tags, summary: '사직 신청 (본인; 인사 담당자는 employee_id로 다른 직원 신청)' }, async (request) => {
    const answer = await resignations.request(db, request.actor, request.body, now());
    await notifyRequested(mail, answer);
    return answer;
  });
  route(app, endpoints.list, { tags, summary: '사직 신청 목록 (승인 대기 먼저; 직원은 본인 것만)' }, async (request) =>
    resignations.list(db, request.actor, request.query),
  );
  route(app, endpoints.pendingCount, { tags, summary: '승인 대기 사직 신청 수' }, async (request) => resignations.pendingCount(db, request.actor));
  route(app, endpoints.upcoming, { tags, summary: '퇴직 예정자 (승인됨, 최종 근무일이 오늘부터 days일 이내)' }, async (request) =>
    resignations.upcoming(db, request.actor, request.query.days, now()),
  );
  route(app, endpoints.get, { tags, summary: '사직 신청 상세' }, async (request) => resignations.get(db, request.actor, request.params.id));
  route(app, endpoints.update, { tags, summary: '사직 신청 수정 (승인 대기 중, 신청자 또는 인사 담당자)' }, async (request) =>
    resignations.update(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.approve, { tags, summary: '사직 승인 (본인 신청은 불가; 직원 기록의 퇴직 정보가 함께 기록됨)' }, async (request) => {
    const answer = await resignations.approve(db, request.actor, request.params.id, request.body, now());
    // A last working day already past: the retirement runs now rather than at the next night.
    if (answer.lastWorkingDate < seoulToday(now())) await jobs.enqueue(RETIREMENT_JOB);
    await notifyDecided(mail, answer);
    return answer;
  });
  route(app, endpoints.reject, { tags, summary: '사직 반려 (사유 필수)' }, async (request) => {
    const answer = await resignations.reject(db, request.actor, request.params.id, request.body, now());
    await notifyDecided(mail, answer);
    return answer;
  });
  route(app, endpoints.cancel, { tags, summary: '사직 신청 취소 (신청자, 승인 대기 중)' }, async (request) =>
    resignations.cancel(db, request.actor, request.params.id, request.body, now()),
  );
  route(app, endpoints.remove, { tags, summary: '사직 신청 삭제 (인사 담당자; 승인 대기·취소만)' }, async (request) => {
    await resignations.remove(db, request.actor, request.params.id);
  });
  route(app, endpoints.history, { tags, summary: '사직 신청 이력 (상태 변경마다 처리자, 시각, 의견)' }, async (request) =>
    resignations.history(db, request.actor, request.params.id),
  );
};
