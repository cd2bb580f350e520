import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingEndpoints as endpoints } from '@saram/shared/onboarding/onboarding.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { attachment } from '../../lib/http/files';
import { route } from '../../lib/http/route';
import * as prefs from './email-preferences.service';
import * as onboarding from './onboarding.service';
import { defineReminderJob } from './reminders';

export const onboardingRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, jobs, mailer, config, clock }) => {
  const tags = ['onboarding'];
  const now = () => clock?.() ?? new Date();
  const mail = { db, mailer, publicUrl: config.publicUrl };
  defineReminderJob(jobs, mail);

  route(app, endpoints.status, { tags, summary: '신규 입사자 온보딩 상태 (진행률, 남은 필수 항목, 수습 종료일)' }, async (request) =>
    onboarding.getStatus(db, request.actor, request.params.id, now()),
  );
  route(app, endpoints.batchStatus, { tags, summary: '여러 명의 온보딩 상태 (요청 순서, 볼 수 없는 직원은 빠짐)' }, async (request) => ({
    data: await onboarding.statuses(db, request.body.employee_ids, request.actor.employeeScope, now()),
  }));
  route(app, endpoints.complete, { tags, summary: '수습 완료 처리 (필수 항목이 모두 확인되어야 함; 아니면 409)' }, async (request) =>
    onboarding.complete(db, request.actor, request.params.id, request.body, now()),
  );
  route(app, endpoints.reject, { tags, summary: '수습 불합격 처리 (사유 필수)' }, async (request) =>
    onboarding.reject(db, request.actor, request.params.id, request.body, now()),
  );
  route(app, endpoints.remind, { tags, summary: '미완료 항목 알림 메일 보내기 (신규 입사자와 인사 담당)' }, async (request) =>
    onboarding.remind(mail, request.actor, request.params.id, now()),
  );
  route(app, endpoints.certificate, { tags, summary: '수습 완료 확인서 PDF (수습 완료된 직원만, 출력 기록)' }, async (request, reply) => {
    const file = await onboarding.certificate(db, request.actor, request.params.id, now());
    return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(file.filename, 'probation-certificate.pdf')).send(file.body);
  });

  route(app, endpoints.getEmailPreferences, { tags, summary: '온보딩 알림 메일 설정 (회사 전체)' }, async () => prefs.companyPreferences(db));
  route(app, endpoints.putEmailPreferences, { tags, summary: '온보딩 알림 메일 설정 저장 (회사 전체)' }, async (request) =>
    prefs.putCompanyPreferences(db, request.actor, request.body),
  );
  route(app, endpoints.getEmployeeEmailPreferences, { tags, summary: '직원별 알림 메일 설정 (개별 설정과 적용되는 설정)' }, async (request) =>
    prefs.personPreferences(db, request.actor, request.params.id),
  );
  route(app, endpoints.putEmployeeEmailPreferences, { tags, summary: '직원별 알림 메일 설정 저장 (빈 객체: 회사 설정을 따름)' }, async (request) =>
    prefs.putPersonPreferences(db, request.actor, request.params.id, request.body),
  );
};
