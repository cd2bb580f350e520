import { automaticSourceLabels, managerSignerLabel, type AutomaticSource, type VerificationMethod } from '@saram/shared/checklists/checklists';
import { beforeHireReason, documentTypes, instanceStatusLabels, maxDocumentBytes, onboardingStateLabels, type ItemState, type OnboardingState } from '@saram/shared/onboarding/onboarding';
import type { InstanceItem, InstanceSummary, OnboardingStatus, Progress, Verification } from '@saram/shared/onboarding/onboarding.schemas';
import { roleDisplayName } from '@saram/shared/permissions';
import type { BadgeTone } from '../../components/ui/badge';
import { formatDateTime, seoulToday } from '../../lib/labels/format';

/** 남은 일수: 'D-14', 'D-day', and past the end 'D+3' in red with '3일 지남'. Only while probation runs. */
export type DDay = { label: string; overdue: boolean; text: string };

export function dDay(daysLeft: number | null, running = true): DDay | null {
  if (daysLeft === null || !running) return null;
  if (daysLeft === 0) return { label: 'D-day', overdue: false, text: '오늘 수습 종료' };
  if (daysLeft > 0) return { label: `D-${daysLeft}`, overdue: false, text: `수습 종료까지 ${daysLeft}일` };
  return { label: `D+${-daysLeft}`, overdue: true, text: `수습 종료일 ${-daysLeft}일 지남` };
}

/** '6/9' and what a screen reader hears. */
export function progressText(progress: Pick<Progress, 'done' | 'total'>): string {
  return `${progress.done}/${progress.total}`;
}
export function progressLabel(progress: Progress): string {
  return `체크리스트 진행률 ${progress.total} 항목 중 ${progress.done} 항목 완료 (${progress.percent}%)`;
}

/** The list's state of a checklist: 완료 가능 once every required item is verified. */
export function summaryState(summary: Pick<InstanceSummary, 'status' | 'progress'>): OnboardingState {
  if (summary.status === 'completed') return 'completed';
  if (summary.status === 'rejected') return 'rejected';
  return summary.progress.requiredDone >= summary.progress.required ? 'ready' : 'in_progress';
}

export const onboardingStateTones: Record<OnboardingState, BadgeTone> = {
  not_started: 'neutral',
  in_progress: 'info',
  ready: 'brand',
  completed: 'success',
  rejected: 'danger',
};
export const itemStateTones: Record<ItemState, BadgeTone> = { pending: 'neutral', submitted: 'warning', verified: 'success', rejected: 'danger' };

export const stateLabel = (state: OnboardingState): string => onboardingStateLabels[state];
export { instanceStatusLabels };

/** What can be done on an item now: hand in a document, decide one, sign off. */
export type ItemAction = 'submit' | 'decide' | 'sign_off';

/** How an item is verified: its rule, else the method of its latest verification (older answers). */
export function methodOf(item: Pick<InstanceItem, 'rule' | 'verification'>): VerificationMethod | null {
  return item.rule?.method ?? item.verification?.method ?? null;
}

/**
 * The actions an item offers: documents can be handed in until verified (again after 반려) and a
 * submitted one decided; sign-offs signed until verified; automatic items none. Nothing without
 * checklists:write or once the checklist is closed.
 */
export function itemActions(item: Pick<InstanceItem, 'state' | 'rule' | 'verification' | 'may_verify'>, options: { canWrite: boolean; open: boolean }): ItemAction[] {
  if (!options.canWrite || !options.open) return [];
  // The server says whether this caller may verify the item (role, unit lead, not their own).
  const mayVerify = item.may_verify !== false;
  switch (methodOf(item)) {
    case 'document':
      if (item.state === 'submitted') return item.verification && mayVerify ? ['decide'] : [];
      return item.state === 'verified' ? [] : ['submit'];
    case 'sign_off':
      return item.state === 'verified' || !mayVerify ? [] : ['sign_off'];
    default:
      return [];
  }
}

/** Why 수습 완료 cannot be pressed yet; null when it can. */
export function completeBlockedReason(
  status: Pick<OnboardingStatus, 'state' | 'open_required_items'> & { employee?: Pick<OnboardingStatus['employee'], 'hire_date'> },
  today = seoulToday(),
): string | null {
  const beforeHire = beforeHireReason(status.employee?.hire_date ?? null, today);
  switch (status.state) {
    case 'not_started':
      return '체크리스트를 시작해야 수습 완료 처리를 할 수 있습니다.';
    case 'completed':
      return '이미 수습 완료 처리되었습니다.';
    case 'rejected':
      return '수습 불합격 처리된 직원입니다.';
    case 'ready':
      return beforeHire;
    case 'in_progress': {
      const open = status.open_required_items;
      // Before the hire date nothing else matters: say that first (the server checks it first too).
      if (beforeHire || open.length === 0) return beforeHire;
      const names = open.slice(0, 3).map((item) => item.title).join(', ');
      return `필수 항목 ${open.length}개가 아직 완료되지 않았습니다: ${names}${open.length > 3 ? ' 외' : ''}`;
    }
  }
}

/** A document picked for upload, checked before it is sent (the server checks the content again). */
export function documentProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const known = file.type in documentTypes || /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (!known) return 'PDF, PNG, JPEG 파일만 올릴 수 있습니다.';
  if (file.size === 0) return '빈 파일입니다. 다른 파일을 선택해주세요.';
  if (file.size > maxDocumentBytes) return `파일이 너무 큽니다. ${maxDocumentBytes / 1024 / 1024}MB 이하 파일만 올릴 수 있습니다.`;
  return null;
}

export const documentAccept = [...Object.keys(documentTypes), '.pdf', '.png', '.jpg', '.jpeg'].join(',');

/** Where an automatic item's state comes from. */
export const automaticSourceHints: Record<AutomaticSource, string> = {
  bank_account: '직원이 내 정보에서 급여 계좌를 등록하면(또는 인사기록에 입력되면) 자동으로 확인됩니다.',
  emergency_contact: '직원이 내 정보에서 비상연락처를 등록하면 자동으로 확인됩니다.',
  user_account: '직원의 시스템 계정이 발급되면 자동으로 확인됩니다.',
};
export const automaticSourceLabel = (source: AutomaticSource): string => automaticSourceLabels[source];

/** Who signs a sign-off item. */
export function signOffBy(rule: { by: 'manager' | 'role'; role?: string | undefined }): string {
  return rule.by === 'manager' ? managerSignerLabel : `${roleDisplayName(rule.role ?? '')} 역할`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}

export const verificationStatusText: Record<Verification['status'], string> = { submitted: '제출', verified: '확인', rejected: '반려' };

/** '홍길동 (hr.staff) 제출 · 2026.11.20 10:00 → 김인사 (admin) 확인 · 2026.11.21 09:00'; a sign-off in one part. */
export function latestLine(v: Verification): string {
  const act = v.method === 'sign_off' ? '확인 서명' : v.method === 'automatic' ? '자동 확인' : '제출';
  const first = `${v.created_by} ${v.status === 'rejected' && v.method !== 'document' ? '반려' : act} · ${formatDateTime(v.created_at)}`;
  if (v.method !== 'document' || !v.decided_by || !v.decided_at) return first;
  return `${first} → ${v.decided_by} ${verificationStatusText[v.status]} · ${formatDateTime(v.decided_at)}`;
}

