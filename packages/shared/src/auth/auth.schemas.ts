import { z } from 'zod';
import { authRoutes, ssoRoutes } from './auth';
import { withSchemas } from '../endpoint';

/** Sign-in, session and single sign-on (auth.ts): the schemas of requests and answers, and the endpoints. */

export const loginRequestSchema = z
  .object({
    loginId: z.string().trim().min(1, '로그인 ID를 입력해주세요.').max(254),
    password: z.string().min(1, '비밀번호를 입력해주세요.').max(1024),
  })
  .strict();

export const tokenSchema = z
  .object({
    access_token: z.string(),
    expires_at: z.string().meta({ description: 'ISO 8601 time the access token expires' }),
    refresh_token: z.string().optional(),
    token_type: z.literal('Bearer'),
  })
  .meta({ id: 'Token' });

export const roleRefSchema = z.object({ name: z.string() });

export const adminUserSchema = z
  .object({
    id: z.string(),
    loginId: z.string(),
    userName: z.string().nullable(),
    email: z.string().nullable(),
    roles: z.array(roleRefSchema),
    permissions: z.array(z.string()),
    isActive: z.boolean(),
    employeeId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** An administrator set the password: the web asks for a new one before anything else. */
    mustChangePassword: z.boolean().optional(),
  })
  .meta({ id: 'AdminUser' });

export const authResponseSchema = z.object({ token: tokenSchema, user: adminUserSchema });

export const refreshRequestSchema = z
  .object({ refresh_token: z.string().min(1).optional() })
  .strict()
  .nullish();

export const meResponseSchema = z.object({ user: adminUserSchema });

export const validateResponseSchema = z.object({
  valid: z.literal(true),
  expires_at: z.string().nullable(),
  user: adminUserSchema,
});

export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional().meta({ description: '제공자가 발급한 authorization code' }),
  state: z.string().max(512).optional().meta({ description: '로그인 시작 시 발급한 일회용 state' }),
  iss: z.string().max(2048).optional().meta({ description: '응답을 보낸 제공자의 issuer (RFC 9207)' }),
  error: z.string().max(256).optional().meta({ description: '제공자가 보낸 오류 코드 (예: access_denied)' }),
});

export const ssoCallbackResponseSchema = z.object({ token: tokenSchema, user: adminUserSchema });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type Token = z.infer<typeof tokenSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type SsoCallbackQuery = z.infer<typeof ssoCallbackQuerySchema>;
export type SsoCallbackResponse = z.infer<typeof ssoCallbackResponseSchema>;

/** Sign-in, session and single sign-on (spec 7.1). */
export const authEndpoints = withSchemas(authRoutes, {
  login: { body: loginRequestSchema, response: authResponseSchema },
  refresh: { body: refreshRequestSchema, response: authResponseSchema },
  logout: { body: refreshRequestSchema },
  me: { response: meResponseSchema },
  validate: { response: validateResponseSchema },
  extend: { response: z.object({ token: tokenSchema }) },
});

export const ssoEndpoints = withSchemas(ssoRoutes, {
  callback: { query: ssoCallbackQuerySchema, response: ssoCallbackResponseSchema },
});
