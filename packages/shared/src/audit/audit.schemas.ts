import { z } from 'zod';
import { auditRoutes } from './audit';
import { withSchemas } from '../endpoint';

/** Audit and access records (audit.ts): the schemas of queries and answers, and the endpoints. */

/** YYYY-MM-DD, a day in Asia/Seoul. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.');
/** YYYY-MM, a month in Asia/Seoul. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월은 YYYY-MM 형식으로 입력해주세요.');

/**
 * Keyset paging of the records lists, newest first: `cursor` is the opaque `nextCursor` of the
 * previous page (its last row's time and id), so a page deep in a million rows costs what the first does.
 */
const keysetQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  from: day.optional().meta({ description: '이 날(서울)부터' }),
  to: day.optional().meta({ description: '이 날(서울)까지' }),
  actor_id: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
});

export function keysetPageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.string().nullable() });
}

export const auditQuerySchema = keysetQuery
  .extend({
    target_collection: z.string().max(100).optional(),
    target_id: z.string().max(100).optional(),
  })
  .strict();

export const auditEntrySchema = z
  .object({
    id: z.number(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorLabel: z.string(),
    action: z.string(),
    targetCollection: z.string(),
    targetId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const accessEntrySchema = z
  .object({
    id: z.number(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorLabel: z.string(),
    ip: z.string().nullable(),
    subjectType: z.string(),
    subjectId: z.string(),
    subjectName: z.string().nullable().meta({ description: '정보주체(직원) 이름, 찾을 수 있을 때' }),
    subjectNo: z.string().nullable().meta({ description: '정보주체 사번, 찾을 수 있을 때' }),
    action: z.string(),
    fields: z.array(z.string()),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AccessEntry' });

export const accessQuerySchema = keysetQuery
  .extend({
    subject_type: z.string().max(100).optional(),
    subject_id: z.string().max(100).optional(),
  })
  .strict();

export const accessExportQuerySchema = accessQuerySchema
  .omit({ cursor: true, limit: true })
  .extend({
    reason: z.string({ error: '다운로드 사유를 입력해주세요.' }).trim().min(2, '다운로드 사유를 2자 이상 입력해주세요.').max(500, '다운로드 사유는 500자 이내로 입력해주세요.'),
  })
  .strict();

export const lookupQuerySchema = z.object({ q: z.string().trim().min(1).max(50) }).strict();
export const lookupItemSchema = z.object({ id: z.string(), label: z.string() });

const countSchema = z.object({ key: z.string(), label: z.string(), count: z.number() });

export const accessReviewSignOffSchema = z
  .object({
    month: z.string(),
    signedBy: z.string().nullable(),
    signedByLabel: z.string(),
    signedAt: z.string(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'AccessReviewSignOff' });

export const accessReviewSchema = z
  .object({
    month: z.string(),
    total: z.number(),
    downloads: z.number(),
    reveals: z.number().meta({ description: '사유를 남긴 민감정보 열람' }),
    offHours: z.number().meta({ description: '평일 09~18시(서울) 밖의 접속' }),
    perActor: z.array(countSchema),
    perAction: z.array(countSchema),
    signOff: accessReviewSignOffSchema.nullable(),
  })
  .meta({ id: 'AccessReview' });

export const signOffBodySchema = z.object({ comment: z.string().trim().max(1000).optional() }).strict();

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AccessEntry = z.infer<typeof accessEntrySchema>;
export type AccessReview = z.infer<typeof accessReviewSchema>;
export type AccessReviewSignOff = z.infer<typeof accessReviewSignOffSchema>;
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AccessQuery = z.input<typeof accessQuerySchema>;

const month = z.object({ month: monthSchema });

export const auditEndpoints = withSchemas(auditRoutes, {
  auditLogs: { query: auditQuerySchema, response: keysetPageOf(auditEntrySchema) },
  accessLogs: { query: accessQuerySchema, response: keysetPageOf(accessEntrySchema) },
  accessExport: { query: accessExportQuerySchema },
  accessReview: { params: month, response: accessReviewSchema },
  signOff: { params: month, body: signOffBodySchema, response: accessReviewSignOffSchema },
  actors: { query: lookupQuerySchema, response: z.object({ data: z.array(lookupItemSchema) }) },
  subjects: { query: lookupQuerySchema, response: z.object({ data: z.array(lookupItemSchema) }) },
});
