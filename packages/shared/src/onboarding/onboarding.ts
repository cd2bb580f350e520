import { routes } from '../endpoint';

/**
 * Checklists per person (spec 7.3 instance and verification) and the onboarding calls of 7.10.
 *
 * An instance copies the items of one template version when it starts, so later template changes
 * never alter a running checklist. An item's state is its latest verification (a row per act:
 * a document handed in, a sign-off, a decision on a document) or, for an automatic item, whether
 * the source record is there; `pending` when neither.
 */

export const instanceStatuses = ['in_progress', 'completed', 'rejected'] as const;
export type InstanceStatus = (typeof instanceStatuses)[number];
export const instanceStatusLabels: Record<InstanceStatus, string> = { in_progress: '진행 중', completed: '수습 완료', rejected: '수습 불합격' };

export const itemStates = ['pending', 'submitted', 'verified', 'rejected'] as const;
export type ItemState = (typeof itemStates)[number];
export const itemStateLabels: Record<ItemState, string> = { pending: '미완료', submitted: '확인 대기', verified: '확인 완료', rejected: '반려' };

export const verificationStatuses = ['submitted', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** Documents a new hire or HR may hand in: checked by content (magic bytes), not only by name. */
export const documentTypes = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' } as const;
export const maxDocumentBytes = 10 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Instances (the schemas of every route below: onboarding.schemas.ts)

const instanceBase = '/api/mongo/checklist/instances';

export const instanceRoutes = routes({
  list: { method: 'GET', path: instanceBase, access: 'checklists:read' },
  create: { method: 'POST', path: instanceBase, access: 'checklists:write', status: 201 },
  get: { method: 'GET', path: `${instanceBase}/:id`, access: 'checklists:read' },
  detail: { method: 'GET', path: `${instanceBase}/:id/detail`, access: 'checklists:read' },
  update: { method: 'PUT', path: `${instanceBase}/:id`, access: 'checklists:write' },
  remove: { method: 'DELETE', path: `${instanceBase}/:id`, access: 'checklists:write', status: 204 },
});

// ---------------------------------------------------------------------------------------------
// Verifications: one act on one item. A document (multipart `file`, plus instance_id, item_id, note)
// arrives as `submitted` and HR decides it with PUT; a sign-off by an allowed signer is `verified`
// at once; DELETE withdraws one (the item falls back to the previous one, or pending).

const verificationBase = '/api/mongo/checklist/verifications';

export const verificationRoutes = routes({
  create: { method: 'POST', path: verificationBase, access: 'checklists:write', multipart: true, status: 201 },
  get: { method: 'GET', path: `${verificationBase}/:id`, access: 'checklists:read' },
  update: { method: 'PUT', path: `${verificationBase}/:id`, access: 'checklists:write' },
  remove: { method: 'DELETE', path: `${verificationBase}/:id`, access: 'checklists:write', status: 204 },
  document: { method: 'GET', path: `${verificationBase}/:id/document`, access: 'checklists:read', file: true },
});

// ---------------------------------------------------------------------------------------------
// Onboarding (spec 7.10): {id} is the employee. Their onboarding is their live instance of feature
// 'onboarding'; completing it sets the record's newbieChecklist.

export const onboardingStates = ['not_started', 'in_progress', 'ready', 'completed', 'rejected'] as const;
export type OnboardingState = (typeof onboardingStates)[number];
export const onboardingStateLabels: Record<OnboardingState, string> = {
  not_started: '체크리스트 없음',
  in_progress: '진행 중',
  ready: '완료 가능',
  completed: '수습 완료',
  rejected: '수습 불합격',
};

/** Why probation cannot be completed yet because the person has not started (null once the hire date has come). */
export function beforeHireReason(hireDate: string | null, today: string): string | null {
  return hireDate && hireDate > today ? `입사일(${hireDate.replaceAll('-', '.')}) 전에는 수습 완료 처리를 할 수 없습니다.` : null;
}

const onboardingBase = '/api/mongo/onboarding';

export const onboardingRoutes = routes({
  status: { method: 'GET', path: `${onboardingBase}/:id/status`, access: 'checklists:read' },
  complete: { method: 'POST', path: `${onboardingBase}/:id/complete`, access: 'checklists:write' },
  reject: { method: 'POST', path: `${onboardingBase}/:id/reject`, access: 'checklists:write' },
  batchStatus: { method: 'POST', path: `${onboardingBase}/batch-status`, access: 'checklists:read' },
  /** HR's '알림 메일 보내기': the open-items reminder for one person, now (409 when nothing is open or nobody to mail). */
  remind: { method: 'POST', path: `${onboardingBase}/:id/remind`, access: 'checklists:write' },
  certificate: { method: 'GET', path: `${onboardingBase}/:id/certificate`, access: 'checklists:read', file: true },
  getEmailPreferences: { method: 'GET', path: `${onboardingBase}/email-preferences`, access: 'checklists:read' },
  putEmailPreferences: { method: 'PUT', path: `${onboardingBase}/email-preferences`, access: 'checklists:write' },
  getEmployeeEmailPreferences: { method: 'GET', path: `${onboardingBase}/email-preferences/:id`, access: 'checklists:read' },
  putEmployeeEmailPreferences: { method: 'PUT', path: `${onboardingBase}/email-preferences/:id`, access: 'checklists:write' },
});
