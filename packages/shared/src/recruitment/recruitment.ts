import { routes } from '../endpoint';
import { documentTypes, maxDocumentBytes } from '../onboarding/onboarding';

/**
 * Recruitment (spec 7.4; screens /job-notices, /job-notices/create, /job-notices/detail/{id}):
 * job notices that go through approval, applicants along a hiring pipeline, and the integration of a
 * 최종 합격 applicant into an employee record.
 *
 * Notice life cycle (noticeTransitions):
 *   create ──▶ waiting_approval ──approve──▶ in_progress ──close──▶ closed
 *                 │      ▲                      │
 *              return  submit (after edits)      └──disable──▶ disabled (also from waiting_approval, returned)
 *                 ▼      │
 *               returned ─┘
 * Only the notice's approver (or, without one, anyone holding recruitment:approve) decides, never
 * the author. A return carries a comment. Every move is an event (who, when, from, to, comment).
 *
 * Applicant pipeline (applicantTransitions):
 *   서류 접수 → 서류 합격 → 1차 면접 → 2차 면접 → 최종 합격 → 입사 포기
 *   Skips: only 1차 면접 → 최종 합격 (a single-interview hire). 서류 합격 → 2차 면접 and every other skip
 *   are refused (409). Any open stage (서류 접수 … 2차 면접) → 불합격. 불합격 and 입사 포기 are final.
 *   An applicant integrated into an employee record stays 최종 합격 (입사 포기 is refused then).
 *   Applicants move while the notice is in_progress or closed (closed stops new applications only).
 *
 * Retention (PIPA art. 21): applicants' personal data is anonymised applicantRetentionDays after
 * the notice closed or was disabled (daily job `recruitment-retention`).
 */

// ---------------------------------------------------------------------------------------------
// Notices

export const noticeStatuses = ['waiting_approval', 'returned', 'in_progress', 'closed', 'disabled'] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];
export const noticeStatusLabels: Record<NoticeStatus, string> = {
  waiting_approval: '승인 대기',
  returned: '반려',
  in_progress: '진행 중',
  closed: '마감',
  disabled: '비활성',
};
/** The statuses POST recruitment/list asks for when none are given (spec 4). */
export const defaultNoticeListStatuses: readonly NoticeStatus[] = ['in_progress', 'disabled', 'closed', 'waiting_approval'];

export const noticeActions = ['create', 'edit', 'submit', 'approve', 'return', 'close', 'disable'] as const;
export type NoticeAction = (typeof noticeActions)[number];
export const noticeActionLabels: Record<NoticeAction, string> = {
  create: '공고 등록 (승인 요청)',
  edit: '공고 수정',
  submit: '승인 재요청',
  approve: '승인',
  return: '반려',
  close: '마감',
  disable: '비활성화',
};
export type NoticeMove = Exclude<NoticeAction, 'create' | 'edit'>;

/** Who takes a move: the approver (recruitment:approve) or HR (recruitment:write). */
export const noticeTransitions: Record<NoticeMove, { from: readonly NoticeStatus[]; to: NoticeStatus; by: 'approver' | 'hr' }> = {
  submit: { from: ['returned'], to: 'waiting_approval', by: 'hr' },
  approve: { from: ['waiting_approval'], to: 'in_progress', by: 'approver' },
  return: { from: ['waiting_approval'], to: 'returned', by: 'approver' },
  close: { from: ['in_progress'], to: 'closed', by: 'hr' },
  disable: { from: ['waiting_approval', 'returned', 'in_progress'], to: 'disabled', by: 'hr' },
};

export function canMoveNotice(status: NoticeStatus, move: NoticeMove): boolean {
  return noticeTransitions[move].from.includes(status);
}

/** A notice's fields can be changed in these statuses (an edit while in_progress needs no new approval). */
export const editableNoticeStatuses: readonly NoticeStatus[] = ['waiting_approval', 'returned', 'in_progress'];
/** New applicants are taken only while the notice runs; moves also after it closed. */
export const applyingNoticeStatuses: readonly NoticeStatus[] = ['in_progress'];
export const processingNoticeStatuses: readonly NoticeStatus[] = ['in_progress', 'closed'];

/** Days after a notice closes (or is disabled) until its applicants' personal data is anonymised. */
export const applicantRetentionDays = 180;

export const noticeTitleMax = 100;
export const noticeDescriptionMax = 50_000;
export const defaultRequiredDocuments = ['이력서', '자기소개서'] as const;

// ---------------------------------------------------------------------------------------------
// Applicants

export const applicantStatuses = ['received', 'document_passed', 'interview_1', 'interview_2', 'final_passed', 'failed', 'declined'] as const;
export type ApplicantStatus = (typeof applicantStatuses)[number];
export const applicantStatusLabels: Record<ApplicantStatus, string> = {
  received: '서류 접수',
  document_passed: '서류 합격',
  interview_1: '1차 면접',
  interview_2: '2차 면접',
  final_passed: '최종 합격',
  failed: '불합격',
  declined: '입사 포기',
};
/** The board's columns in order. */
export const pipelineStages: readonly ApplicantStatus[] = applicantStatuses;
/** Stages still under way (불합격 is possible from each of them). */
export const openApplicantStatuses: readonly ApplicantStatus[] = ['received', 'document_passed', 'interview_1', 'interview_2'];

/** The documented pipeline: every allowed target from each stage; anything else is 409. */
export const applicantTransitions: Record<ApplicantStatus, readonly ApplicantStatus[]> = {
  received: ['document_passed', 'failed'],
  document_passed: ['interview_1', 'failed'],
  interview_1: ['interview_2', 'final_passed', 'failed'],
  interview_2: ['final_passed', 'failed'],
  final_passed: ['declined'],
  failed: [],
  declined: [],
};

export function canMoveApplicant(from: ApplicantStatus, to: ApplicantStatus): boolean {
  return applicantTransitions[from].includes(to);
}

/**
 * The status groups of POST recruitment/list/application (spec 4: progressing and failed by default):
 * progressing = every stage up to and including 최종 합격, failed = 불합격 and 입사 포기.
 */
export const applicantStatusGroups = { progressing: ['received', 'document_passed', 'interview_1', 'interview_2', 'final_passed'], failed: ['failed', 'declined'] } as const satisfies Record<
  string,
  readonly ApplicantStatus[]
>;
export type ApplicantStatusFilter = keyof typeof applicantStatusGroups | ApplicantStatus;
export function statusesOf(filter: readonly ApplicantStatusFilter[]): ApplicantStatus[] {
  const out = new Set<ApplicantStatus>();
  for (const f of filter) for (const s of f in applicantStatusGroups ? applicantStatusGroups[f as keyof typeof applicantStatusGroups] : [f as ApplicantStatus]) out.add(s);
  return applicantStatuses.filter((s) => out.has(s));
}

export const applicantStatusFilters = [...(Object.keys(applicantStatusGroups) as (keyof typeof applicantStatusGroups)[]), ...applicantStatuses] as const;

export const applicantActions = ['apply', 'move', 'integrate', 'anonymize'] as const;
export type ApplicantAction = (typeof applicantActions)[number];
export const applicantActionLabels: Record<ApplicantAction, string> = { apply: '지원 접수', move: '단계 변경', integrate: '직원 등록', anonymize: '개인정보 파기' };

/** Where applicants come from (지원 경로); free text beyond these is accepted. */
export const applyChannels = ['원티드', '사람인', '잡코리아', '자사 채용 홈페이지', '사내 추천', '헤드헌팅', '기타'] as const;

export const applicantDocumentKinds = ['resume', 'cover_letter', 'portfolio', 'certificate', 'other'] as const;
export type ApplicantDocumentKind = (typeof applicantDocumentKinds)[number];
export const applicantDocumentKindLabels: Record<ApplicantDocumentKind, string> = {
  resume: '이력서',
  cover_letter: '자기소개서',
  portfolio: '포트폴리오',
  certificate: '증명서',
  other: '기타',
};
/** Uploads: PDF, PNG or JPEG (found in the bytes), at most 10MB: the checklists' document rules. */
export const applicantDocumentTypes = documentTypes;
export const maxApplicantDocumentBytes = maxDocumentBytes;

/** Interview evaluations: one per interviewer per stage, score 1–5 with a note. */
export const evaluationStages = ['document', 'interview_1', 'interview_2'] as const;
export type EvaluationStage = (typeof evaluationStages)[number];
export const evaluationStageLabels: Record<EvaluationStage, string> = { document: '서류 평가', interview_1: '1차 면접', interview_2: '2차 면접' };
export const evaluationScoreMin = 1;
export const evaluationScoreMax = 5;

export const integrationStates = ['not_ready', 'ready', 'integrated'] as const;
export type IntegrationState = (typeof integrationStates)[number];
export const integrationStateLabels: Record<IntegrationState, string> = { not_ready: '최종 합격 전', ready: '등록 가능', integrated: '직원 등록 완료' };
export const maxBatchIntegration = 100;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: recruitment.schemas.ts): paths of spec 7.4 under /api; the calls the spec
// does not name sit beside them

const noticeBase = '/api/recruitment/notices';

export const recruitmentRoutes = routes({
  // spec 7.4
  list: { method: 'POST', path: '/api/recruitment/list', access: 'recruitment:read' },
  groups: { method: 'GET', path: '/api/recruitment/groups', access: 'recruitment:read' },
  // not named by the spec: the approver picker, one notice and its moves
  approvers: { method: 'GET', path: '/api/recruitment/approvers', access: 'recruitment:write' },
  createNotice: { method: 'POST', path: noticeBase, access: 'recruitment:write', status: 201 },
  getNotice: { method: 'GET', path: `${noticeBase}/:id`, access: 'recruitment:read' },
  updateNotice: { method: 'PUT', path: `${noticeBase}/:id`, access: 'recruitment:write' },
  submitNotice: { method: 'PUT', path: `${noticeBase}/:id/submit`, access: 'recruitment:write' },
  approveNotice: { method: 'PUT', path: `${noticeBase}/:id/approve`, access: 'recruitment:approve' },
  returnNotice: { method: 'PUT', path: `${noticeBase}/:id/return`, access: 'recruitment:approve' },
  closeNotice: { method: 'PUT', path: `${noticeBase}/:id/close`, access: 'recruitment:write' },
  disableNotice: { method: 'PUT', path: `${noticeBase}/:id/disable`, access: 'recruitment:write' },
});

export const applicantRoutes = routes({
  // spec 7.4
  list: { method: 'POST', path: '/api/recruitment/list/application', access: 'recruitment:read' },
  ofNotice: { method: 'GET', path: '/api/recruitment/list/:recruitmentId/application/:applicantId', access: 'recruitment:read' },
  get: { method: 'GET', path: '/api/applicant/:id', access: 'recruitment:read' },
  setStatus: { method: 'PUT', path: '/api/applicant/:id/status', access: 'recruitment:write' },
  // not named by the spec
  create: { method: 'POST', path: '/api/applicant', access: 'recruitment:write', status: 201 },
  /** multipart: `file` (PDF/PNG/JPEG, ≤10MB) and `kind`. */
  uploadDocument: { method: 'POST', path: '/api/applicant/:id/documents', access: 'recruitment:write', multipart: true, status: 201 },
  /** The file (an access record is written for each download). */
  document: { method: 'GET', path: '/api/applicant/:id/documents/:documentId', access: 'recruitment:read', file: true },
  evaluate: { method: 'PUT', path: '/api/applicant/:id/evaluations', access: 'recruitment:interview' },
});

export const integrationRoutes = routes({
  applicant: { method: 'POST', path: '/api/integration/applicant/:id', access: 'recruitment:write', status: 201 },
  batch: { method: 'POST', path: '/api/integration/batch', access: 'recruitment:write' },
  status: { method: 'GET', path: '/api/integration/status/:id', access: 'recruitment:read' },
  integrated: { method: 'GET', path: '/api/integration/integrated', access: 'recruitment:read' },
});
