import { routes } from '../endpoint';

/**
 * Reminders and the notification centre (issue 34 item 4). Date rules run each morning and notify
 * the people concerned (one notification per person, rule, subject and due date); each person sees
 * theirs under the header's bell and chooses which kinds also reach them by mail. Other features
 * notify through the server's `notify` with a kind of their own.
 */

/** The date rules an administrator configures (N days, on or off). */
export const reminderRules = ['probation_ending', 'visa_expiry', 'contract_end', 'evaluation_deadline', 'onboarding_overdue'] as const;
export type ReminderRule = (typeof reminderRules)[number];

/** Every kind of notification: the rules plus what features send directly. */
export const notificationKinds = [...reminderRules, 'general'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  probation_ending: '수습 종료 예정',
  visa_expiry: '비자 만료 예정',
  contract_end: '계약 종료 예정',
  evaluation_deadline: '평가 마감 임박',
  onboarding_overdue: '온보딩 미완료 항목',
  general: '일반 알림',
};

/** What N means for each rule, and its default. */
export const reminderRuleDefaults: Record<ReminderRule, { days: number; meaning: string; recipients: string }> = {
  probation_ending: { days: 14, meaning: '수습 종료일 N일 전부터', recipients: '인사 담당자, 소속 조직장' },
  visa_expiry: { days: 30, meaning: '비자 만료일 N일 전부터', recipients: '인사 담당자, 본인' },
  contract_end: { days: 30, meaning: '계약 종료일 N일 전부터', recipients: '인사 담당자, 소속 조직장' },
  evaluation_deadline: { days: 7, meaning: '평가 마감일 N일 전부터', recipients: '지금 작성할 차례인 사람 (본인, 1차·2차 평가자)' },
  onboarding_overdue: { days: 14, meaning: '입사 후 N일이 지나도 필수 항목이 남으면', recipients: '신규 입사자 본인, 온보딩 담당자' },
};

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: notifications.schemas.ts). Everyone reads and marks only their own.

const base = '/api/notifications';

export const notificationRoutes = routes({
  list: { method: 'GET', path: base, access: 'session' },
  unreadCount: { method: 'GET', path: `${base}/unread-count`, access: 'session' },
  markRead: { method: 'PUT', path: `${base}/:id/read`, access: 'session', status: 204 },
  markAllRead: { method: 'PUT', path: `${base}/read-all`, access: 'session' },
  getPreferences: { method: 'GET', path: `${base}/preferences`, access: 'session' },
  putPreferences: { method: 'PUT', path: `${base}/preferences`, access: 'session' },
  getRules: { method: 'GET', path: `${base}/rules`, access: 'admin:notifications' },
  putRule: { method: 'PUT', path: `${base}/rules/:rule`, access: 'admin:notifications' },
});
