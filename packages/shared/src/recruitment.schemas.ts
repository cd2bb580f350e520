import { z } from 'zod';
import { employmentTypes } from './employees';
import { withSchemas } from './endpoint';
import { pageOf } from './pagination.schemas';
import {
  applicantActions,
  applicantDocumentKinds,
  applicantRoutes,
  applicantStatuses,
  applicantStatusFilters,
  applicantStatusLabels,
  defaultNoticeListStatuses,
  defaultRequiredDocuments,
  evaluationScoreMax,
  evaluationScoreMin,
  evaluationStageLabels,
  evaluationStages,
  integrationRoutes,
  integrationStates,
  maxBatchIntegration,
  noticeActions,
  noticeDescriptionMax,
  noticeStatuses,
  noticeTitleMax,
  recruitmentRoutes,
  type ApplicantStatus,
  type ApplicantStatusFilter,
  type NoticeStatus,
} from './recruitment';

/** Recruitment (recruitment.ts): the schemas of requests and answers, and the endpoints. */

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

const codeName = (label: string) =>
  z.string({ error: `${label}은 문자로 입력해주세요.` }).trim().max(50, `${label}은 50자 이하로 입력해주세요.`);

/** POST integration/applicant/{id}: optional details of the new record (otherwise from the notice). */
export const integrateApplicantSchema = z
  .object({
    hire_date: day('입사일을 YYYY-MM-DD 형식으로 입력해주세요.').optional().meta({ description: '없으면 오늘 (Asia/Seoul)' }),
    /** Unset: hire date + 3 months − 1 day. */
    probation_end_date: day('수습 종료일을 YYYY-MM-DD 형식으로 입력해주세요.').optional(),
    /** 직급 and 직책 of the new record (the 공통 코드 the web offers); unset: empty. */
    job_grade: codeName('직급').optional(),
    job_title: codeName('직책').optional(),
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
// Endpoints

const noticeParams = z.object({ id: uuid('공고 ID 형식이 올바르지 않습니다.') });
const applicantParams = z.object({ id: uuid('지원자 ID 형식이 올바르지 않습니다.') });

export const recruitmentEndpoints = withSchemas(recruitmentRoutes, {
  // spec 7.4
  list: { body: noticeListSchema, response: noticeListResponseSchema },
  groups: { query: noticeGroupsQuerySchema, response: noticeGroupsSchema },
  // not named by the spec: the approver picker, one notice and its moves
  approvers: { query: approverQuerySchema, response: z.object({ data: z.array(approverSchema) }) },
  createNotice: { body: createNoticeSchema, response: noticeSchema },
  getNotice: { params: noticeParams, response: noticeSchema },
  updateNotice: { params: noticeParams, body: updateNoticeSchema, response: noticeSchema },
  submitNotice: { params: noticeParams, body: noticeMoveSchema, response: noticeSchema },
  approveNotice: { params: noticeParams, body: noticeMoveSchema, response: noticeSchema },
  returnNotice: { params: noticeParams, body: returnNoticeSchema, response: noticeSchema },
  closeNotice: { params: noticeParams, body: noticeMoveSchema, response: noticeSchema },
  disableNotice: { params: noticeParams, body: noticeMoveSchema, response: noticeSchema },
});

export const applicantEndpoints = withSchemas(applicantRoutes, {
  // spec 7.4
  list: { body: applicantListSchema, response: applicantListResponseSchema },
  ofNotice: { params: z.object({ recruitmentId: uuid('공고 ID 형식이 올바르지 않습니다.'), applicantId: uuid('지원자 ID 형식이 올바르지 않습니다.') }), response: applicantSchema },
  get: { params: applicantParams, response: applicantSchema },
  setStatus: { params: applicantParams, body: applicantStatusSchema, response: applicantSchema },
  // not named by the spec
  create: { body: createApplicantSchema, response: applicantSchema },
  uploadDocument: { params: applicantParams, response: applicantDocumentSchema },
  document: { params: z.object({ id: uuid('지원자 ID 형식이 올바르지 않습니다.'), documentId: uuid('서류 ID 형식이 올바르지 않습니다.') }) },
  evaluate: { params: applicantParams, body: evaluationInputSchema, response: applicantSchema },
});

export const integrationEndpoints = withSchemas(integrationRoutes, {
  applicant: { params: applicantParams, body: integrateApplicantSchema, response: integrationResultSchema },
  batch: { body: batchIntegrationSchema, response: batchIntegrationResponseSchema },
  status: { params: applicantParams, response: integrationSchema },
  integrated: { query: integratedListQuerySchema, response: pageOf(integratedItemSchema) },
});
