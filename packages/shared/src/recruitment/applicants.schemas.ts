import { z } from 'zod';
import { pageOf } from '../pagination.schemas';
import { applicantActions, applicantDocumentKinds, applicantStatuses, type ApplicantStatusFilter, applicantStatusFilters, applicantStatusLabels, evaluationScoreMax, evaluationScoreMin, evaluationStageLabels, evaluationStages, integrationStates, noticeStatuses } from './recruitment';
import { day, uuid } from './fields.schemas';
import { comment, stageCountsSchema } from './notices.schemas';

/** Recruitment (recruitment.ts): applicants, their documents and interview evaluations. */

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
