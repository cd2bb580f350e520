import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { retentionRoutes } from './retention';

/** Retention (retention.ts): the schemas of the purge preview and result and of legal holds, and the endpoints. */

export const purgeCandidateSchema = z
  .object({
    employee_id: z.string(),
    employee_no: z.string(),
    name_masked: z.string().meta({ description: '가운데를 가린 이름 (김*수)' }),
    termination_date: z.string().meta({ description: '퇴직일 (YYYY-MM-DD)' }),
    retention_end_date: z.string().meta({ description: '보존 기간 만료일 (퇴직일 + 3년)' }),
    years_since: z.number().int().meta({ description: '퇴직 후 지난 햇수 (만)' }),
  })
  .meta({ id: 'RetentionPurgeCandidate' });
export type PurgeCandidate = z.infer<typeof purgeCandidateSchema>;

export const purgePreviewSchema = z
  .object({
    today: z.string().meta({ description: '기준일 (Asia/Seoul)' }),
    cutoff: z.string().meta({ description: '이 날짜보다 먼저 퇴직한 사람이 파기 대상 (기준일 - 3년)' }),
    data: z.array(purgeCandidateSchema),
    counts: z.object({
      eligible: z.number().int().meta({ description: '다음 파기에서 익명화될 인원' }),
      held: z.number().int().meta({ description: '보존 기간이 지났지만 법적 보존(홀드)으로 제외된 인원' }),
      retained: z.number().int().meta({ description: '퇴직 후 3년이 지나지 않아 보존 중인 인원' }),
      anonymized: z.number().int().meta({ description: '이미 익명화된 인원' }),
    }),
  })
  .meta({ id: 'RetentionPurgePreview' });
export type PurgePreview = z.infer<typeof purgePreviewSchema>;

export const purgeResultSchema = z
  .object({
    today: z.string(),
    anonymized: z.array(purgeCandidateSchema).meta({ description: '이번에 익명화된 사람 (이름은 파기 전 가린 형태)' }),
    documents_deleted: z.number().int().meta({ description: '삭제한 체크리스트 제출 서류 수' }),
    destroyed_fields: z.array(z.string()).meta({ description: '사람마다 파기한 항목' }),
  })
  .meta({ id: 'RetentionPurgeResult' });
export type PurgeResult = z.infer<typeof purgeResultSchema>;

export const legalHoldSchema = z
  .object({
    employee_id: z.string(),
    employee_no: z.string(),
    name: z.string().meta({ description: '직원 이름 (익명화된 기록은 퇴직자-사번)' }),
    employment_status: z.string(),
    termination_date: z.string().nullable(),
    reason: z.string(),
    held_by: z.string(),
    held_at: z.string(),
  })
  .meta({ id: 'RetentionLegalHold' });
export type LegalHold = z.infer<typeof legalHoldSchema>;

const reason = z
  .string({ error: '사유를 입력해주세요.' })
  .trim()
  .min(2, '사유를 2자 이상 입력해주세요.')
  .max(500, '사유는 500자 이하로 입력해주세요.');

export const createHoldSchema = z.object({ employee_id: z.uuid({ error: '직원을 선택해주세요.' }), reason }).strict();
export type CreateHold = z.input<typeof createHoldSchema>;
export const removeHoldSchema = z.object({ reason }).strict();
export type RemoveHold = z.input<typeof removeHoldSchema>;

const holdParams = z.object({ employeeId: z.uuid({ error: 'ID 형식이 올바르지 않습니다.' }) });

export const retentionEndpoints = withSchemas(retentionRoutes, {
  preview: { response: purgePreviewSchema },
  purge: { response: purgeResultSchema },
  holds: { response: z.object({ data: z.array(legalHoldSchema) }) },
  createHold: { body: createHoldSchema, response: legalHoldSchema },
  removeHold: { params: holdParams, body: removeHoldSchema },
});
