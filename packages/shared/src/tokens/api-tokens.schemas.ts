import { z } from 'zod';
import { apiTokenRoutes } from './api-tokens';
import { withSchemas } from '../endpoint';
import { permissionCatalogue, type Permission } from '../permissions';

/** API tokens (api-tokens.ts): the schemas of requests and answers, and the endpoints. */

const permissionSchema = z.enum(Object.keys(permissionCatalogue) as [Permission, ...Permission[]]);

export const createApiTokenSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    scopes: z.array(permissionSchema).min(1).max(100),
    /** The last day (Asia/Seoul) the token works, at most a year ahead. Default: 90 days from today. */
    expiresOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.')
      .optional()
      .meta({ description: '만료일 (이 날 자정까지 유효, 최대 1년 뒤)' }),
    expiresInDays: z.number().int().min(1).max(365).optional(),
  })
  .strict();

export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: '토큰 앞 12자 (식별용)' }),
    userId: z.string(),
    scopes: z.array(z.string()),
    expiresAt: z.string(),
    lastUsedAt: z.string().nullable(),
    lastUsedIp: z.string().nullable().meta({ description: '마지막 사용 주소' }),
    ownerLabel: z.string().meta({ description: '발급한 사용자' }),
    revokedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ApiToken' });

export const createdApiTokenSchema = z.object({
  apiToken: apiTokenSchema,
  token: z.string().meta({ description: '평문 토큰. 이 응답에서 한 번만 보여줍니다.' }),
});

export type CreateApiToken = z.input<typeof createApiTokenSchema>;
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenEndpoints = withSchemas(apiTokenRoutes, {
  list: { response: z.object({ data: z.array(apiTokenSchema) }) },
  create: { body: createApiTokenSchema, response: createdApiTokenSchema },
  revoke: { params: z.object({ id: z.uuid() }) },
});
