import type { NotificationKind, ReminderRule } from './notifications';

/** The kinds' Korean names and the rules' defaults (apart from notifications.ts: the header's bell loads none of it). */

export const notificationKindLabels: Record<NotificationKind, string> = {
  probation_ending: '수습 종료 예정',
  visa_expiry: '비자 만료 예정',
  contract_end: '계약 종료 예정',
  evaluation_deadline: '평가 마감 임박',
  onboarding_overdue: '온보딩 미완료 항목',
  approval_pending: '결재 대기',
  general: '일반 알림',
};

/** What N means for each rule, and its default. */
export const reminderRuleDefaults: Record<ReminderRule, { days: number; meaning: string; recipients: string }> = {
  probation_ending: { days: 14, meaning: '수습 종료일 N일 전부터', recipients: '인사 담당자, 소속 조직장' },
  visa_expiry: { days: 30, meaning: '비자 만료일 N일 전부터', recipients: '인사 담당자, 본인' },
  contract_end: { days: 30, meaning: '계약 종료일 N일 전부터', recipients: '인사 담당자, 소속 조직장' },
  evaluation_deadline: { days: 7, meaning: '평가 마감일 N일 전부터', recipients: '지금 작성할 차례인 사람 (본인, 1차·2차 평가자)' },
  onboarding_overdue: { days: 14, meaning: '입사 후 N일이 지나도 필수 항목이 남으면', recipients: '신규 입사자 본인, 온보딩 담당자' },
  approval_pending: { days: 3, meaning: '인사발령 결재가 N일 넘게 기다리면', recipients: '지금 결재할 차례인 결재자' },
};
