import {
  appointmentTypeLabels,
  appointmentTypeRules,
  appointmentTypes,
  batchMaxBytes,
  type AppointmentStatus,
  type AppointmentType,
  type ApprovalStepKind,
} from '@saram/shared/appointments/appointments';
import type { Appointment, BatchRowError, CreateAppointment, SaveLine, UpdateAppointment } from '@saram/shared/appointments/appointments.schemas';
import { pageSizes, type PageSize } from '../../components/list/page-sizes';

/** The pure parts of the appointment screens: what a change reads as, and the form's checks. */

export type AppointmentDraft = {
  employeeId: string;
  type: AppointmentType | '';
  effectiveDate: string;
  unitId: string;
  jobGrade: string;
  jobTitle: string;
  jobFunction: string;
  reason: string;
};

export const emptyDraft: AppointmentDraft = { employeeId: '', type: '', effectiveDate: '', unitId: '', jobGrade: '', jobTitle: '', jobFunction: '', reason: '' };

const requiredLabel = { unitId: '발령 조직', jobGrade: '직급', jobTitle: '직책' } as const;

/** The form's own checks, keyed as the server keys its field errors. */
export function draftErrors(d: AppointmentDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!d.employeeId) errors.employee_id = '직원을 선택해주세요.';
  if (!d.type) errors.type = '발령 유형을 선택해주세요.';
  if (!d.effectiveDate) errors.effectiveDate = '발령일을 입력해주세요.';
  if (d.type) {
    for (const field of appointmentTypeRules[d.type].requires) {
      if (!d[field]) errors[`change.${field}`] = `${appointmentTypeLabels[d.type]} 발령에는 ${requiredLabel[field]}이 필요합니다.`;
    }
  }
  return errors;
}

/** Which change fields the form shows for a type. */
export function fieldsOfType(type: AppointmentType | ''): { unit: boolean; grade: boolean; title: boolean; jobFunction: boolean } {
  if (!type) return { unit: false, grade: false, title: false, jobFunction: false };
  const moves = type === 'hire' || type === 'transfer' || type === 'concurrent';
  return { unit: moves, grade: type === 'promotion' || type === 'hire', title: type === 'title' || moves || type === 'promotion', jobFunction: moves };
}

/** The request body of a checked draft: only the fields its type shows, empty ones left out (직책 임면 keeps '' as 해임). */
export function draftBody(d: AppointmentDraft, submit: boolean): CreateAppointment {
  const shown = fieldsOfType(d.type);
  const change: CreateAppointment['change'] = {};
  if (shown.unit && d.unitId) change.unitId = d.unitId;
  if (shown.grade && d.jobGrade) change.jobGrade = d.jobGrade;
  if (d.type === 'title' || (shown.title && d.jobTitle)) change.jobTitle = d.jobTitle;
  if (shown.jobFunction && d.jobFunction) change.jobFunction = d.jobFunction;
  return { employee_id: d.employeeId, type: d.type as AppointmentType, effectiveDate: d.effectiveDate, reason: d.reason.trim(), change, submit };
}

/** A draft's fields for the edit form. */
export function draftOf(a: Appointment): AppointmentDraft {
  return {
    employeeId: a.employee.id,
    type: a.type,
    effectiveDate: a.effectiveDate,
    unitId: a.change.unitId ?? '',
    jobGrade: a.change.jobGrade ?? '',
    jobTitle: a.change.jobTitle ?? '',
    jobFunction: a.change.jobFunction ?? '',
    reason: a.reason,
  };
}

/** The PATCH body of an edited draft (the person stays). */
export function updateBody(d: AppointmentDraft): UpdateAppointment {
  const { employee_id: _employee, submit: _submit, ...rest } = draftBody(d, false);
  return rest;
}

/** Why a chosen file cannot be uploaded as a batch, or null. */
export function checkBatchFile(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name)) return 'Excel(.xlsx) 파일만 올릴 수 있습니다.';
  if (file.size > batchMaxBytes) return `파일이 너무 큽니다. ${batchMaxBytes / 1024 / 1024}MB 이하로 나눠 주세요.`;
  if (file.size === 0) return '빈 파일입니다.';
  return null;
}

/** The rows of a refused upload (details.rows of the 400), sorted by row; [] for any other error. */
export function batchRowErrors(error: unknown): BatchRowError[] {
  const details = (error as { details?: unknown } | null)?.details;
  const rows = typeof details === 'object' && details !== null ? (details as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((r): r is BatchRowError => typeof r === 'object' && r !== null && typeof r.row === 'number' && typeof r.field === 'string' && typeof r.message === 'string')
    .sort((a, b) => a.row - b.row);
}

export const appointmentStatusTones: Record<AppointmentStatus, 'warning' | 'info' | 'danger' | 'neutral' | 'success'> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'info',
  effective: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export type StatusFilter = 'ALL' | AppointmentStatus;
export const statusTabs: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'draft', label: '작성중' },
  { value: 'pending', label: '결재중' },
  { value: 'approved', label: '승인(예정)' },
  { value: 'effective', label: '발령완료' },
  { value: 'rejected', label: '반려' },
  { value: 'cancelled', label: '취소' },
];

export type ListParams = { status: StatusFilter; page: number; limit: PageSize; search?: string; type?: AppointmentType };

/** /appointments' filters from the URL; bad values fall back. */
export function parseListParams(params: URLSearchParams): ListParams {
  const status = params.get('status');
  const type = params.get('type');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    status: statusTabs.some((tab) => tab.value === status) ? (status as StatusFilter) : 'ALL',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: pageSizes.includes(limit as PageSize) ? (limit as PageSize) : 20,
    ...(params.get('q') ? { search: params.get('q')! } : {}),
    ...(type && (appointmentTypes as readonly string[]).includes(type) ? { type: type as AppointmentType } : {}),
  };
}

export type LineStepDraft = { kind: ApprovalStepKind; employee: { id: string } | null };

/** The body of PUT approval-lines, or the form's errors (a type, and a person on every named step). */
export function lineBody(corporationId: string | null, type: AppointmentType | '', steps: readonly LineStepDraft[]): SaveLine | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!type) errors.type = '발령 유형을 선택해주세요.';
  if (!steps.length) errors.steps = '결재 단계를 하나 이상 추가해주세요.';
  steps.forEach((s, i) => {
    if (s.kind === 'employee' && !s.employee) errors[`steps.${i}.employee_id`] = '결재자를 선택해주세요.';
  });
  if (Object.keys(errors).length || !type) return { errors };
  return {
    corporation_id: corporationId,
    type,
    steps: steps.map((s) => (s.kind === 'employee' ? { kind: 'employee' as const, employee_id: s.employee!.id } : { kind: 'manager' as const })),
  };
}
