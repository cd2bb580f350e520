import { z } from 'zod';
import { accessRequestRoutes, accessRequestStatuses } from './access-requests';
import { withSchemas } from '../endpoint';

/** Access requests (access-requests.ts): the schemas of requests and answers, and the endpoints. */

export const createAccessRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(50),
    email: z.email('올바른 이메일 형식이 아닙니다.').max(254),
    department: z.string().trim().max(100).optional(),
    reason: z.string().trim().max(1000).optional(),
  })
  .strict();

export const accessRequestSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    department: z.string().nullable(),
    reason: z.string().nullable(),
    status: z.enum(accessRequestStatuses),
    decidedAt: z.string().nullable(),
    decisionComment: z.string().nullable(),
    userId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AccessRequest' });

/** Approval creates the account (signing in with SSO by verified e-mail, or after a password is set). */
export const approveAccessRequestSchema = z
  .object({
    loginId: z
      .string()
      .trim()
      .min(3)
      .max(50)
      .regex(/^[a-zA-Z0-9._-]+$/, '로그인 ID는 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)만 사용할 수 있습니다.'),
    roles: z.array(z.string().trim().min(1).max(64)).min(1, '역할을 하나 이상 선택하세요.').max(20),
    comment: z.string().trim().max(500).optional(),
  })
  .strict();

export const rejectAccessRequestSchema = z.object({ comment: z.string().trim().min(1).max(500) }).strict();

export const accessRequestListQuerySchema = z
  .object({ status: z.enum([...accessRequestStatuses, 'ALL']).default('pending') })
  .strict();

export type AccessRequest = z.infer<typeof accessRequestSchema>;

const idParams = z.object({ id: z.uuid() });

export const accessRequestEndpoints = withSchemas(accessRequestRoutes, {
  submit: { body: createAccessRequestSchema, response: accessRequestSchema },
  list: { query: accessRequestListQuerySchema, response: z.object({ data: z.array(accessRequestSchema) }) },
  approve: { params: idParams, body: approveAccessRequestSchema, response: accessRequestSchema },
  reject: { params: idParams, body: rejectAccessRequestSchema, response: accessRequestSchema },
});
