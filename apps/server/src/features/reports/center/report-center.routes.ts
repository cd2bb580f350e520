import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCenterEndpoints as endpoints } from '@saram/shared/reports/reports.schemas';
import { attachment } from '../../../lib/http/files';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { route } from '../../../lib/http/route';
import { defineReportJobs, queueRun } from './report-delivery';
import * as center from './report-center.service';

/** The Report Center (spec 2.6, 3.5): catalogue, the caller's saved reports, schedules and runs, and the delivery jobs. */
export const reportCenterRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, jobs, mailer, config, secrets, clock }) => {
  const tags = ['reports'];
  const now = () => clock?.() ?? new Date();
  const delivery = { db, jobs, mailer, publicUrl: config.publicUrl, clock: now, encryptionKey: secrets.encryptionKey };
  defineReportJobs(delivery);

  route(app, endpoints.catalogue, { tags, summary: '리포트 목록 (내 권한 표시)과 요약 카드 4개' }, async (request) => center.catalogue(db, request.actor, now()));
  route(app, endpoints.listSaved, { tags, summary: '내 저장된 리포트' }, async (request) => center.listSaved(db, request.actor));
  route(app, endpoints.createSaved, { tags, summary: '리포트 저장 (그 리포트의 권한이 있어야 함)' }, async (request) =>
    center.createSaved(db, request.actor, request.body, now()),
  );
  route(app, endpoints.getSaved, { tags, summary: '저장된 리포트 (본인 것만)' }, async (request) => center.getSaved(db, request.actor, request.params.id));
  route(app, endpoints.updateSaved, { tags, summary: '저장된 리포트 수정 (이름, 설명, 필터, 정의)' }, async (request) =>
    center.updateSaved(db, request.actor, request.params.id, request.body, now()),
  );
  route(app, endpoints.removeSaved, { tags, summary: '저장된 리포트 삭제 (실행 기록은 남음)' }, async (request) => {
    await center.removeSaved(db, request.actor, request.params.id);
  });
  route(app, endpoints.setSchedule, { tags, summary: '예약 설정 (주기, 시각 Asia/Seoul, 받는 사람, 형식); 다음 실행 시각 계산' }, async (request) =>
    center.setSchedule(db, request.actor, request.params.id, request.body, now()),
  );
  route(app, endpoints.setScheduleActive, { tags, summary: '예약 켜기/끄기' }, async (request) =>
    center.setScheduleActive(db, request.actor, request.params.id, request.body.active, now()),
  );
  route(app, endpoints.run, { tags, summary: '지금 실행 (실행 기록을 만들고 작업을 대기열에 넣음)' }, async (request) => {
    const run = await center.startRun(db, request.actor, request.params.id, now());
    await queueRun(delivery, run.id);
    return run;
  });
  route(app, endpoints.listRuns, { tags, summary: '최근 30일 실행 기록 (최신순)' }, async (request) => center.listRuns(db, request.actor, request.query.days, now()));
  route(app, endpoints.downloadRun, { tags, summary: '실행 결과 파일 내려받기' }, async (request, reply) => {
    const file = await center.runFile(db, request.actor, request.params.id);
    return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(file.body);
  });
  route(app, endpoints.recipients, { tags, summary: '받는 사람 후보 (이메일이 있는 활성 계정, 이름 검색)' }, async (request) => center.recipients(db, request.query.q));
};
