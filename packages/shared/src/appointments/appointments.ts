import { routes } from '../endpoint';

/**
 * 인사발령 (issue 34 item 1): a dated change to a person's placement or status, approved along a
 * sequential approval line (결재선) set per appointment type and corporation, and applied on its
 * effective date by the daily job through the employees writer.
 *
 * 작성중 (draft) → 결재중 (pending) → 승인 (approved; 예정 until its effective date) → 발령완료 (effective);
 * 반려 (rejected) from pending; 취소 (cancelled) from draft, pending or approved.
 */

export const appointmentTypes = ['hire', 'promotion', 'transfer', 'concurrent', 'leave', 'return', 'title', 'retire'] as const;
export type AppointmentType = (typeof appointmentTypes)[number];
export const appointmentTypeLabels: Record<AppointmentType, string> = {
  hire: '입사',
  promotion: '승진',
  transfer: '전보',
  concurrent: '겸직',
  leave: '휴직',
  return: '복직',
  title: '직책 임면',
  retire: '퇴직',
};

/** What each type changes: the fields it requires, and the employment status it sets (if any). */
export const appointmentTypeRules: Record<AppointmentType, { requires: readonly ('unitId' | 'jobGrade' | 'jobTitle')[]; status: string | null }> = {
  hire: { requires: ['unitId'], status: '재직' },
  promotion: { requires: ['jobGrade'], status: null },
  transfer: { requires: ['unitId'], status: null },
  concurrent: { requires: ['unitId'], status: null },
  leave: { requires: [], status: '휴직' },
  return: { requires: [], status: '재직' },
  title: { requires: [], status: null },
  retire: { requires: [], status: '퇴직' },
};

export const appointmentStatuses = ['draft', 'pending', 'approved', 'effective', 'rejected', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  draft: '작성중',
  pending: '결재중',
  approved: '승인(예정)',
  effective: '발령완료',
  rejected: '반려',
  cancelled: '취소',
};

export const appointmentActions = ['create', 'update', 'submit', 'approve', 'reject', 'cancel', 'apply'] as const;
export type AppointmentAction = (typeof appointmentActions)[number];
export const appointmentActionLabels: Record<AppointmentAction, string> = {
  create: '작성',
  update: '수정',
  submit: '상신',
  approve: '승인',
  reject: '반려',
  cancel: '취소',
  apply: '발령',
};

/** The statuses each action moves from (approve keeps `pending` until the last step). */
/** The actions that move an appointment between statuses (작성 and 수정 do not). */
export type TransitionAction = Exclude<AppointmentAction, 'create' | 'update'>;
export const appointmentTransitions: Record<TransitionAction, { from: readonly AppointmentStatus[]; to: AppointmentStatus }> = {
  submit: { from: ['draft'], to: 'pending' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  cancel: { from: ['draft', 'pending', 'approved'], to: 'cancelled' },
  apply: { from: ['approved'], to: 'effective' },
};

export function canTransition(status: AppointmentStatus, action: TransitionAction): boolean {
  return appointmentTransitions[action].from.includes(status);
}

/** A step of an approval line: a named employee (their sign-in account decides), or the requester's manager. */
export const approvalStepKinds = ['employee', 'manager'] as const;
export type ApprovalStepKind = (typeof approvalStepKinds)[number];
export const approvalStepKindLabels: Record<ApprovalStepKind, string> = { employee: '지정 결재자', manager: '상신자의 조직장' };
export const approvalLineMaxSteps = 5;

/** A decision's state on one step: waiting for an earlier step, this step's turn, decided. */
export const approvalStates = ['waiting', 'current', 'approved', 'rejected', 'skipped'] as const;
export type ApprovalState = (typeof approvalStates)[number];
export const approvalStateLabels: Record<ApprovalState, string> = { waiting: '대기', current: '결재 차례', approved: '승인', rejected: '반려', skipped: '취소됨' };

export const appointmentReasonMax = 1000;

/** What an appointment changes, in one line: '팀B · 직급 과장 · 직책 팀장' (직책 '' reads 직책 해임). */
export function changeSummary(a: { type: AppointmentType; change: { unitId?: string | undefined; jobGrade?: string | undefined; jobTitle?: string | undefined; jobFunction?: string | undefined }; unit_path: string | null }): string {
  const parts: string[] = [];
  if (a.unit_path) parts.push(a.type === 'concurrent' ? `겸직 ${a.unit_path}` : a.unit_path);
  if (a.change.jobGrade) parts.push(`직급 ${a.change.jobGrade}`);
  if (a.change.jobTitle !== undefined) parts.push(a.change.jobTitle ? `직책 ${a.change.jobTitle}` : '직책 해임');
  if (a.change.jobFunction) parts.push(`직무 ${a.change.jobFunction}`);
  const status = appointmentTypeRules[a.type].status;
  if (!parts.length && status) parts.push(`재직상태 ${status}`);
  return parts.join(' · ') || appointmentTypeLabels[a.type];
}


/** What the person held before (when filed): the notice's 'from' side. */
export type AppointmentPreviousFacts = { unit: string; jobGrade: string; jobTitle: string; jobFunction: string; employmentStatus: string };

/**
 * The 인사발령 notice's 발령 내용: each change as 'from → to' ('개발본부 > 팀A → 개발본부 > 팀B',
 * '직급 대리 → 과장', '직책 팀장 → 해임'); 겸직 adds a post ('겸직 개발본부 > 팀B'); a status type
 * without other changes reads '재직 → 휴직'. Without `previous` only the 'to' side is written.
 */
export function changeFromTo(a: {
  type: AppointmentType;
  change: { unitId?: string | undefined; jobGrade?: string | undefined; jobTitle?: string | undefined; jobFunction?: string | undefined };
  unit_path: string | null;
  previous: AppointmentPreviousFacts | null;
}): string[] {
  const p = a.previous;
  const arrow = (label: string, from: string | undefined, to: string) => (from !== undefined ? `${label}${from || '없음'} → ${to}` : `${label}${to}`);
  const lines: string[] = [];
  if (a.unit_path) lines.push(a.type === 'concurrent' ? `겸직 ${a.unit_path}` : arrow('', p?.unit, a.unit_path));
  if (a.change.jobGrade) lines.push(arrow('직급 ', p?.jobGrade, a.change.jobGrade));
  if (a.change.jobTitle !== undefined) lines.push(arrow('직책 ', p?.jobTitle, a.change.jobTitle || '해임'));
  if (a.change.jobFunction) lines.push(arrow('직무 ', p?.jobFunction, a.change.jobFunction));
  const status = appointmentTypeRules[a.type].status;
  if (!lines.length && status) lines.push(arrow('', p?.employmentStatus, status));
  return lines.length ? lines : [appointmentTypeLabels[a.type]];
}

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: appointments.schemas.ts). The inbox and a decision are the caller's own
// tasks ('session'); the service lets only the approver whose turn it is decide.

const base = '/api/appointments';

export const appointmentRoutes = routes({
  create: { method: 'POST', path: base, access: 'appointments:write', status: 201 },
  list: { method: 'GET', path: base, access: 'appointments:write' },
  inbox: { method: 'GET', path: `${base}/inbox`, access: 'session' },
  approverStatus: { method: 'GET', path: `${base}/inbox/status`, access: 'session' },
  upcoming: { method: 'GET', path: `${base}/upcoming`, access: 'employees:read' },
  get: { method: 'GET', path: `${base}/:id`, access: 'session' },
  submit: { method: 'PUT', path: `${base}/:id/submit`, access: 'appointments:write' },
  approve: { method: 'PUT', path: `${base}/:id/approve`, access: 'session' },
  reject: { method: 'PUT', path: `${base}/:id/reject`, access: 'session' },
  cancel: { method: 'PUT', path: `${base}/:id/cancel`, access: 'appointments:write' },
  lines: { method: 'GET', path: `${base}/approval-lines`, access: 'appointments:lines' },
  saveLine: { method: 'PUT', path: `${base}/approval-lines`, access: 'appointments:lines' },
  removeLine: { method: 'DELETE', path: `${base}/approval-lines/:id`, access: 'appointments:lines', status: 204 },
  update: { method: 'PATCH', path: `${base}/:id`, access: 'appointments:write' },
  notice: { method: 'GET', path: `${base}/:id/notice.pdf`, access: 'appointments:write', file: true },
  batchTemplate: { method: 'GET', path: `${base}/batches/template`, access: 'appointments:write', file: true },
  batchUpload: { method: 'POST', path: `${base}/batches`, access: 'appointments:write', status: 201, multipart: true },
  batchNotice: { method: 'GET', path: `${base}/batches/:id/notice.pdf`, access: 'appointments:write', file: true },
});

// ---------------------------------------------------------------------------------------------
// 일괄 발령 (Excel): the template's columns, and what a row needs

/** The sheet's columns, in order; the header text is what the reader matches. */
export const batchColumns = [
  { key: 'employeeNo', header: '사번', required: true },
  { key: 'type', header: '발령 유형', required: true },
  { key: 'effectiveDate', header: '발령일', required: true },
  { key: 'unit', header: '발령 조직' },
  { key: 'jobGrade', header: '직급' },
  { key: 'jobTitle', header: '직책' },
  { key: 'jobFunction', header: '직무' },
  { key: 'reason', header: '발령 사유' },
] as const;
export type BatchColumnKey = (typeof batchColumns)[number]['key'];
export const batchMaxRows = 1000;
export const batchMaxBytes = 5 * 1024 * 1024;
/** 2026, 3 → 2026-발령-003 */
export const batchNumber = (year: number, seq: number) => `${year}-발령-${String(seq).padStart(3, '0')}`;
/** 발령 유형 as written in the sheet (the Korean label, or the code) → the type. */
export function typeOfLabel(text: string): AppointmentType | undefined {
  const t = text.trim();
  return appointmentTypes.find((type) => type === t || appointmentTypeLabels[type] === t || (type === 'title' && t.replace(/\s/g, '') === '직책임면'));
}
