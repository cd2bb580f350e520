import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints as endpoints } from '@saram/shared/notifications/notifications.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import * as notifications from './notifications.service';
import { defineNotificationReminderJob, runReminders } from './reminders';

export const notificationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, jobs, mailer, config, clock }) => {
  const tags = ['notifications'];
  const now = () => clock?.() ?? new Date();
  const mail = { db, mailer, publicUrl: config.publicUrl };
  defineNotificationReminderJob(jobs, mail);

  route(app, endpoints.list, { tags, summary: '내 알림 목록 (최근 순)과 읽지 않은 수' }, async (request) => notifications.list(db, request.actor, request.query));
  route(app, endpoints.unreadCount, { tags, summary: '읽지 않은 내 알림 수' }, async (request) => notifications.unreadCount(db, request.actor));
  route(app, endpoints.markRead, { tags, summary: '내 알림 하나를 읽음으로 표시' }, async (request) => {
    await notifications.markRead(db, request.actor, request.params.id, now());
  });
  route(app, endpoints.markAllRead, { tags, summary: '내 알림을 모두 읽음으로 표시' }, async (request) => notifications.markAllRead(db, request.actor, now()));
  route(app, endpoints.getPreferences, { tags, summary: '알림 종류별 메일 수신 설정 (내 설정)' }, async (request) => notifications.preferences(db, request.actor));
  route(app, endpoints.putPreferences, { tags, summary: '알림 종류별 메일 수신 설정 저장 (내 설정)' }, async (request) =>
    notifications.putPreferences(db, request.actor, request.body, now()),
  );
  route(app, endpoints.getRules, { tags, summary: '알림 규칙 (며칠 전에 알릴지, 사용 여부)' }, async () => ({ data: await notifications.ruleSettings(db) }));
  route(app, endpoints.runRules, { tags, summary: '알림 규칙을 지금 실행 (이미 보낸 알림은 다시 보내지 않음)' }, async (request) => runReminders(mail, now(), request.actor));
  route(app, endpoints.putRule, { tags, summary: '알림 규칙 저장' }, async (request) =>
    notifications.putRule(db, request.actor, request.params.rule, request.body, now()),
  );
};
