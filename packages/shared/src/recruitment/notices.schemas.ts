import { z } from 'zod';
import { employmentTypes } from '../employees/employees';
import { pageOf } from '../pagination.schemas';
import {
  type ApplicantStatus,
  applicantStatuses,
  defaultNoticeListStatuses,
  defaultRequiredDocuments,
  noticeActions,
  noticeDescriptionMax,
  type NoticeStatus,
  noticeStatuses,
  noticeTitleMax,
} from './recruitment';
import { day, uuid } from './fields.schemas';

/** Recruitment (recruitment.ts): job notices, their list, groups and approvers. */

// Schemas: notices

export const stageCountsSchema = z.object(Object.fromEntries(applicantStatuses.map((s) => [s, z.number().int()])) as Record<ApplicantStatus, z.ZodNumber>);
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

export const comment = z.string().trim().max(1000, '의견은 1000자 이하로 입력해주세요.').default('');
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
