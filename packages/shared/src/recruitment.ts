import { z } from 'zod';
import { endpoint } from './endpoint';
import { employmentTypes } from './employees';
import { documentTypes, maxDocumentBytes } from './onboarding';
import { pageOf } from './pagination';

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
// Schemas: notices

const uuid = (message: string) => z.uuid({ error: message });
const day = (message: string) => z.iso.date(message);
const stageCountsSchema = z.object(Object.fromEntries(applicantStatuses.map((s) => [s, z.number().int()])) as Record<ApplicantStatus, z.ZodNumber>);
export type StageCounts = z.infer<typeof stageCountsSchema>;

const noticeFields = {
  title: z.string({ error: '공고 제목을 입력해주세요.' }).trim().min(1, '공고 제목을 입력해주세요.').max(noticeTitleMax, `공고 제목은 ${noticeTitleMax}자 이하로 입력해주세요.`),
  unit_id: uuid('모집 조직을 선택해주세요.'),
  job_function: z.string({ error: '직무를 입력해주세요.' }).trim().min(1, '직무를 입력해주세요.').max(50, '직무는 50자 이하로 입력해주세요.'),
  employment_type: z.enum(employmentTypes, { error: `고용 형태는 ${employmentTypes.join(', ')} 중 하나입니다.` }),
  headcount: z.number({ error: '모집 인원을 숫자로 입력해주세요.' }).int('모집 인원은 정수로 입력해주세요.').min(1, '모집 인원은 1명 이상이어야 합니다.').max(999, '모집 인원은 999명 이하여야 합니다.'),
  start_date: day('모집 시작일을 YYYY-MM-DD 형식으로 입력해주세요.'),
  end_date: day('모집 마감일을 YYYY-MM-DD 형식으로 입력해주세요.'),
  /** Rich text (HTML from the editor); the server stores it sanitised (allow-listed tags, no scripts or handlers). */
  description: z.string({ error: '공고 내용을 입력해주세요.' }).max(noticeDescriptionMax, `공고 내용은 ${noticeDescriptionMax.toLocaleString('ko-KR')}자 이하로 입력해주세요.`),
  required_documents: z
    .array(z.string().trim().min(1, '제출 서류 이름을 입력해주세요.').max(50, '제출 서류 이름은 50자 이하로 입력해주세요.'))
    .max(20, '제출 서류는 20개까지 지정할 수 있습니다.'),
  /** The user who approves (must hold recruitment:approve); null: anyone holding it. */
  approver_id: uuid('승인자를 선택해주세요.').nullable(),
};
const periodCheck = <T extends { start_date?: string; end_date?: string }>(v: T) => !v.start_date || !v.end_date || v.start_date <= v.end_date;
const periodIssue = { message: '모집 마감일은 시작일 이후여야 합니다.', path: ['end_date'] };

export const createNoticeSchema = z
  .object({ ...noticeFields, required_documents: noticeFields.required_documents.default([...defaultRequiredDocuments]), approver_id: noticeFields.approver_id.default(null) })
  .strict()
  .refine(periodCheck, periodIssue);
export type CreateNotice = z.input<typeof createNoticeSchema>;

/** PUT: the fields to change plus the version read (a stale version is 409). */
export const updateNoticeSchema = z
  .object({
    version: z.number({ error: '버전 정보가 필요합니다.' }).int().min(1),
    title: noticeFields.title.optional(),
    unit_id: noticeFields.unit_id.optional(),
    job_function: noticeFields.job_function.optional(),
    employment_type: noticeFields.employment_type.optional(),
    headcount: noticeFields.headcount.optional(),
    start_date: noticeFields.start_date.optional(),
    end_date: noticeFields.end_date.optional(),
    description: noticeFields.description.optional(),
    required_documents: noticeFields.required_documents.optional(),
    approver_id: noticeFields.approver_id.optional(),
  })
  .strict()
  .refine(periodCheck, periodIssue);
export type UpdateNotice = z.input<typeof updateNoticeSchema>;

const comment = z.string().trim().max(1000, '의견은 1000자 이하로 입력해주세요.').default('');
export const noticeMoveSchema = z.object({ comment }).strict();
export const returnNoticeSchema = z
  .object({ comment: z.string({ error: '반려 사유를 입력해주세요.' }).trim().min(1, '반려 사유를 입력해주세요.').max(1000, '반려 사유는 1000자 이하로 입력해주세요.') })
  .strict();

/** POST recruitment/list (spec 7.4): status defaults to in_progress, disabled, closed, waiting_approval; page 1, limit 50. */
export const noticeListSchema = z
  .object({
    status: z
      .union([z.enum(noticeStatuses), z.array(z.enum(noticeStatuses, { error: `status는 ${noticeStatuses.join(', ')} 중 하나입니다.` }))], {
        error: `status는 ${noticeStatuses.join(', ')} 중 하나입니다.`,
      })
      .transform((s) => (Array.isArray(s) ? s : [s]))
      .optional()
      .transform((s) => (s && s.length ? s : [...defaultNoticeListStatuses])),
    /** Title contains (trimmed; blank is no filter). */
    search: z.string().trim().max(100).optional(),
    unit_id: uuid('조직 ID가 올바르지 않습니다.').optional(),
    job_function: z.string().trim().max(50).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type NoticeListInput = z.input<typeof noticeListSchema>;

const personRef = z.object({ id: z.string().nullable(), label: z.string() });

export const noticeSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    unit: z.object({ id: z.string().nullable(), name: z.string(), path: z.string().meta({ description: '상위 조직 > … > 모집 조직' }) }),
    job_function: z.string(),
    employment_type: z.enum(employmentTypes),
    headcount: z.number(),
    start_date: z.string(),
    end_date: z.string(),
    status: z.enum(noticeStatuses),
    author: personRef,
    approver: personRef.nullable(),
    applicant_count: z.number(),
    stage_counts: stageCountsSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'JobNoticeSummary' });
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeEventSchema = z
  .object({
    id: z.string(),
    action: z.enum(noticeActions),
    from: z.enum(noticeStatuses).nullable(),
    to: z.enum(noticeStatuses),
    actor_id: z.string().nullable(),
    actor: z.string(),
    comment: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'JobNoticeEvent' });
export type NoticeEvent = z.infer<typeof noticeEventSchema>;

export const noticeSchema = noticeSummarySchema
  .extend({
    /** Sanitised HTML. */
    description: z.string(),
    required_documents: z.array(z.string()),
    /** The latest return's comment while returned. */
    return_comment: z.string().nullable(),
    approved_at: z.string().nullable(),
    closed_at: z.string().nullable(),
    /** When the applicants' personal data is (or was) anonymised: closed/disabled + applicantRetentionDays. */
    retention_until: z.string().nullable(),
    version: z.number(),
    events: z.array(noticeEventSchema),
    can: z.object({ edit: z.boolean(), submit: z.boolean(), approve: z.boolean(), return: z.boolean(), close: z.boolean(), disable: z.boolean(), add_applicant: z.boolean() }),
  })
  .meta({ id: 'JobNotice' });
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListResponseSchema = pageOf(noticeSummarySchema).extend({
  /** Per status over the same search and filters (for the tabs), whatever `status` asked for. */
  status_counts: z.object(Object.fromEntries(noticeStatuses.map((s) => [s, z.number().int()])) as Record<NoticeStatus, z.ZodNumber>),
});

export const noticeGroupsQuerySchema = z.object({
  status: z
    .enum(noticeStatuses, { error: `status는 ${noticeStatuses.join(', ')} 중 하나입니다.` })
    .optional()
    .meta({ description: '없으면 기본 목록 상태(진행 중·비활성·마감·승인 대기) 전체' }),
});
const groupCounts = { count: z.number().int(), in_progress: z.number().int(), headcount: z.number().int(), applicants: z.number().int() };
export const noticeGroupsSchema = z
  .object({
    by_unit: z.array(z.object({ unit_id: z.string().nullable(), unit_name: z.string(), ...groupCounts })),
    by_job_function: z.array(z.object({ job_function: z.string(), ...groupCounts })),
  })
  .meta({ id: 'JobNoticeGroups' });
export type NoticeGroups = z.infer<typeof noticeGroupsSchema>;

/** GET recruitment/approvers: active accounts holding recruitment:approve, for the notice form's approver picker. */
export const approverQuerySchema = z.object({ search: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(100).default(20) });
export const approverSchema = z.object({ id: z.string(), label: z.string(), loginId: z.string(), email: z.string().nullable() }).meta({ id: 'JobNoticeApprover' });
export type Approver = z.infer<typeof approverSchema>;

// ---------------------------------------------------------------------------------------------
// Schemas: applicants

const phone = z
  .string({ error: '연락처를 입력해주세요.' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^0\d{8,10}$/, '연락처는 010-1234-5678 형식으로 입력해주세요.'));

export const createApplicantSchema = z
  .object({
    recruitment_id: uuid('채용 공고를 선택해주세요.'),
    name: z.string({ error: '이름을 입력해주세요.' }).trim().min(1, '이름을 입력해주세요.').max(50, '이름은 50자 이하로 입력해주세요.'),
    email: z.email({ error: '이메일 형식이 올바르지 않습니다.' }).max(200),
    phone,
    birth_date: day('생년월일을 YYYY-MM-DD 형식으로 입력해주세요.').nullable().default(null),
    apply_channel: z.string({ error: '지원 경로를 입력해주세요.' }).trim().min(1, '지원 경로를 입력해주세요.').max(50, '지원 경로는 50자 이하로 입력해주세요.'),
    /** The applicant's ID at Wanted (or another channel), kept on the employee record (organization.wantedId). */
    wanted_id: z.string().trim().max(100, '원티드 ID는 100자 이하로 입력해주세요.').default(''),
    /** Unset: the notice's job function. */
    applied_job_function: z.string().trim().max(50, '지원 직무는 50자 이하로 입력해주세요.').optional(),
    /** Unset: today (Asia/Seoul). */
    applied_at: day('지원일을 YYYY-MM-DD 형식으로 입력해주세요.').optional(),
  })
  .strict();
export type CreateApplicant = z.input<typeof createApplicantSchema>;

export const applicantStatusFilters = [...(Object.keys(applicantStatusGroups) as (keyof typeof applicantStatusGroups)[]), ...applicantStatuses] as const;

/** POST recruitment/list/application (spec 7.4): one notice's applicants; status defaults to progressing and failed (everyone). */
export const applicantListSchema = z
  .object({
    recruitment_id: uuid('채용 공고 ID가 올바르지 않습니다.'),
    status: z
      .union([z.enum(applicantStatusFilters), z.array(z.enum(applicantStatusFilters))], { error: `status는 ${applicantStatusFilters.join(', ')} 중 하나입니다.` })
      .transform((s) => (Array.isArray(s) ? s : [s]))
      .optional()
      .transform((s) => (s && s.length ? s : (['progressing', 'failed'] as ApplicantStatusFilter[]))),
    /** Name, e-mail or phone contains. */
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(500).default(200),
  })
  .strict();
export type ApplicantListInput = z.input<typeof applicantListSchema>;

export const applicantStatusSchema = z
  .object({
    status: z.enum(applicantStatuses, { error: `상태는 ${applicantStatuses.map((s) => applicantStatusLabels[s]).join(', ')} 중 하나입니다.` }),
    comment,
  })
  .strict();

export const integrationSchema = z.object({
  applicant_id: z.string(),
  state: z.enum(integrationStates),
  employee_id: z.string().nullable(),
  employee_no: z.string().nullable(),
  integrated_at: z.string().nullable(),
  integrated_by: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const applicantSummarySchema = z
  .object({
    id: z.string(),
    recruitment_id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().meta({ description: '숫자만 (표시는 010-1234-5678)' }),
    birth_date: z.string().nullable(),
    apply_channel: z.string(),
    wanted_id: z.string(),
    applied_job_function: z.string(),
    applied_at: z.string(),
    status: z.enum(applicantStatuses),
    /** Allowed next stages (applicantTransitions, less 입사 포기 once integrated). */
    next_statuses: z.array(z.enum(applicantStatuses)),
    document_count: z.number(),
    /** Average of the interviewers' scores over every stage (null when none). */
    average_score: z.number().nullable(),
    integration: integrationSchema,
    anonymized_at: z.string().nullable(),
    version: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ApplicantSummary' });
export type ApplicantSummary = z.infer<typeof applicantSummarySchema>;

export const applicantListResponseSchema = pageOf(applicantSummarySchema).extend({
  notice: z.object({ id: z.string(), title: z.string(), status: z.enum(noticeStatuses) }),
  /** Every applicant of the notice per stage (not only the page). */
  stage_counts: stageCountsSchema,
});

export const applicantEventSchema = z
  .object({
    id: z.string(),
    action: z.enum(applicantActions),
    from: z.enum(applicantStatuses).nullable(),
    to: z.enum(applicantStatuses),
    actor_id: z.string().nullable(),
    actor: z.string(),
    comment: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'ApplicantEvent' });
export type ApplicantEvent = z.infer<typeof applicantEventSchema>;

export const applicantDocumentSchema = z
  .object({
    id: z.string(),
    kind: z.enum(applicantDocumentKinds),
    filename: z.string(),
    content_type: z.string(),
    size: z.number(),
    uploaded_by: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ApplicantDocument' });
export type ApplicantDocument = z.infer<typeof applicantDocumentSchema>;

export const interviewEvaluationSchema = z
  .object({
    id: z.string(),
    stage: z.enum(evaluationStages),
    interviewer_id: z.string().nullable(),
    interviewer: z.string(),
    score: z.number().int(),
    note: z.string(),
    /** Whether it is the caller's own (only that one can be changed). */
    mine: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'InterviewEvaluation' });
export type InterviewEvaluation = z.infer<typeof interviewEvaluationSchema>;

export const applicantSchema = applicantSummarySchema
  .extend({
    notice: z.object({ id: z.string(), title: z.string(), status: z.enum(noticeStatuses), unit_name: z.string(), job_function: z.string() }),
    events: z.array(applicantEventSchema),
    documents: z.array(applicantDocumentSchema),
    evaluations: z.array(interviewEvaluationSchema),
  })
  .meta({ id: 'Applicant' });
export type Applicant = z.infer<typeof applicantSchema>;

/** PUT applicant/{id}/evaluations: the caller's own evaluation of one stage (created or replaced). */
export const evaluationInputSchema = z
  .object({
    stage: z.enum(evaluationStages, { error: `평가 단계는 ${evaluationStages.map((s) => evaluationStageLabels[s]).join(', ')} 중 하나입니다.` }),
    score: z
      .number({ error: '점수를 숫자로 입력해주세요.' })
      .int('점수는 정수로 입력해주세요.')
      .min(evaluationScoreMin, `점수는 ${evaluationScoreMin}점 이상이어야 합니다.`)
      .max(evaluationScoreMax, `점수는 ${evaluationScoreMax}점 이하여야 합니다.`),
    note: z.string().trim().max(2000, '평가 의견은 2000자 이하로 입력해주세요.').default(''),
  })
  .strict();
export type EvaluationInput = z.input<typeof evaluationInputSchema>;

/** Multipart fields of a document upload (plus `file`). */
export const applicantDocumentFieldsSchema = z
  .object({ kind: z.enum(applicantDocumentKinds, { error: `서류 종류는 ${applicantDocumentKinds.join(', ')} 중 하나입니다.` }).default('resume') })
  .strict();

// ---------------------------------------------------------------------------------------------
// Schemas: integration

export const batchIntegrationSchema = z
  .object({
    applicantProgressIds: z
      .array(uuid('지원자 ID 형식이 올바르지 않습니다.'))
      .min(1, '등록할 지원자를 선택해주세요.')
      .max(maxBatchIntegration, `한 번에 ${maxBatchIntegration}명까지 등록할 수 있습니다.`)
      .refine((ids) => new Set(ids).size === ids.length, '같은 지원자가 두 번 들어 있습니다.'),
  })
  .strict();

/** POST integration/applicant/{id}: optional details of the new record (otherwise from the notice). */
export const integrateApplicantSchema = z
  .object({
    hire_date: day('입사일을 YYYY-MM-DD 형식으로 입력해주세요.').optional().meta({ description: '없으면 오늘 (Asia/Seoul)' }),
    /** Unset: hire date + 3 months − 1 day. */
    probation_end_date: day('수습 종료일을 YYYY-MM-DD 형식으로 입력해주세요.').optional(),
  })
  .strict()
  .default({});

export const integrationResultSchema = z
  .object({
    applicant_id: z.string(),
    name: z.string(),
    ok: z.boolean(),
    employee_id: z.string().nullable(),
    employee_no: z.string().nullable(),
    /** Why it failed (CONFLICT, NOT_FOUND, VALIDATION_ERROR …) and the Korean message. */
    code: z.string().nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'IntegrationResult' });
export type IntegrationResult = z.infer<typeof integrationResultSchema>;

export const batchIntegrationResponseSchema = z.object({ results: z.array(integrationResultSchema), integrated: z.number().int(), failed: z.number().int() });

export const integratedListQuerySchema = z.object({
  recruitment_id: uuid('채용 공고 ID가 올바르지 않습니다.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const integratedItemSchema = z
  .object({
    applicant_id: z.string(),
    name: z.string(),
    recruitment_id: z.string(),
    notice_title: z.string(),
    apply_channel: z.string(),
    applied_job_function: z.string(),
    employee_id: z.string().nullable(),
    employee_no: z.string().nullable(),
    integrated_at: z.string(),
    integrated_by: z.string(),
  })
  .meta({ id: 'IntegratedApplicant' });
export type IntegratedItem = z.infer<typeof integratedItemSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints (paths of spec 7.4 under /api; the calls the spec does not name sit beside them)

const noticeParams = z.object({ id: uuid('공고 ID 형식이 올바르지 않습니다.') });
const applicantParams = z.object({ id: uuid('지원자 ID 형식이 올바르지 않습니다.') });
const noticeBase = '/api/recruitment/notices';

export const recruitmentEndpoints = {
  // spec 7.4
  list: endpoint({ method: 'POST', path: '/api/recruitment/list', access: 'recruitment:read', body: noticeListSchema, response: noticeListResponseSchema }),
  groups: endpoint({ method: 'GET', path: '/api/recruitment/groups', access: 'recruitment:read', query: noticeGroupsQuerySchema, response: noticeGroupsSchema }),
  // not named by the spec: the approver picker, one notice and its moves
  approvers: endpoint({ method: 'GET', path: '/api/recruitment/approvers', access: 'recruitment:write', query: approverQuerySchema, response: z.object({ data: z.array(approverSchema) }) }),
  createNotice: endpoint({ method: 'POST', path: noticeBase, access: 'recruitment:write', body: createNoticeSchema, response: noticeSchema, status: 201 }),
  getNotice: endpoint({ method: 'GET', path: `${noticeBase}/:id`, access: 'recruitment:read', params: noticeParams, response: noticeSchema }),
  updateNotice: endpoint({ method: 'PUT', path: `${noticeBase}/:id`, access: 'recruitment:write', params: noticeParams, body: updateNoticeSchema, response: noticeSchema }),
  submitNotice: endpoint({ method: 'PUT', path: `${noticeBase}/:id/submit`, access: 'recruitment:write', params: noticeParams, body: noticeMoveSchema, response: noticeSchema }),
  approveNotice: endpoint({ method: 'PUT', path: `${noticeBase}/:id/approve`, access: 'recruitment:approve', params: noticeParams, body: noticeMoveSchema, response: noticeSchema }),
  returnNotice: endpoint({ method: 'PUT', path: `${noticeBase}/:id/return`, access: 'recruitment:approve', params: noticeParams, body: returnNoticeSchema, response: noticeSchema }),
  closeNotice: endpoint({ method: 'PUT', path: `${noticeBase}/:id/close`, access: 'recruitment:write', params: noticeParams, body: noticeMoveSchema, response: noticeSchema }),
  disableNotice: endpoint({ method: 'PUT', path: `${noticeBase}/:id/disable`, access: 'recruitment:write', params: noticeParams, body: noticeMoveSchema, response: noticeSchema }),
};

export const applicantEndpoints = {
  // spec 7.4
  list: endpoint({ method: 'POST', path: '/api/recruitment/list/application', access: 'recruitment:read', body: applicantListSchema, response: applicantListResponseSchema }),
  ofNotice: endpoint({
    method: 'GET',
    path: '/api/recruitment/list/:recruitmentId/application/:applicantId',
    access: 'recruitment:read',
    params: z.object({ recruitmentId: uuid('공고 ID 형식이 올바르지 않습니다.'), applicantId: uuid('지원자 ID 형식이 올바르지 않습니다.') }),
    response: applicantSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/applicant/:id', access: 'recruitment:read', params: applicantParams, response: applicantSchema }),
  setStatus: endpoint({ method: 'PUT', path: '/api/applicant/:id/status', access: 'recruitment:write', params: applicantParams, body: applicantStatusSchema, response: applicantSchema }),
  // not named by the spec
  create: endpoint({ method: 'POST', path: '/api/applicant', access: 'recruitment:write', body: createApplicantSchema, response: applicantSchema, status: 201 }),
  /** multipart: `file` (PDF/PNG/JPEG, ≤10MB) and `kind`. */
  uploadDocument: endpoint({ method: 'POST', path: '/api/applicant/:id/documents', access: 'recruitment:write', params: applicantParams, multipart: true, response: applicantDocumentSchema, status: 201 }),
  /** The file (an access record is written for each download). */
  document: endpoint({
    method: 'GET',
    path: '/api/applicant/:id/documents/:documentId',
    access: 'recruitment:read',
    params: z.object({ id: uuid('지원자 ID 형식이 올바르지 않습니다.'), documentId: uuid('서류 ID 형식이 올바르지 않습니다.') }),
    file: true,
  }),
  evaluate: endpoint({ method: 'PUT', path: '/api/applicant/:id/evaluations', access: 'recruitment:interview', params: applicantParams, body: evaluationInputSchema, response: applicantSchema }),
};

export const integrationEndpoints = {
  applicant: endpoint({
    method: 'POST',
    path: '/api/integration/applicant/:id',
    access: 'recruitment:write',
    params: applicantParams,
    body: integrateApplicantSchema,
    response: integrationResultSchema,
    status: 201,
  }),
  batch: endpoint({ method: 'POST', path: '/api/integration/batch', access: 'recruitment:write', body: batchIntegrationSchema, response: batchIntegrationResponseSchema }),
  status: endpoint({ method: 'GET', path: '/api/integration/status/:id', access: 'recruitment:read', params: applicantParams, response: integrationSchema }),
  integrated: endpoint({ method: 'GET', path: '/api/integration/integrated', access: 'recruitment:read', query: integratedListQuerySchema, response: pageOf(integratedItemSchema) }),
};
