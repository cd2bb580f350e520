import { z } from 'zod';
import { maxBatchIntegration } from './recruitment';
import { day, uuid } from './fields.schemas';

/** Recruitment (recruitment.ts): integrating hired applicants into employee records. */

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
