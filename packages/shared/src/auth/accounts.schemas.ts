import { z } from 'zod';
import { accountRoutes, settingsLimits, userRoutes } from './accounts';
import { adminUserSchema } from './auth.schemas';
import { withSchemas } from '../endpoint';
import { scopeTypes } from '../rbac/rbac';

/** 관리자 ID 관리 (accounts.ts): the schemas of accounts and user lookups, and the endpoints. */

export const loginIdSchema = z
  .string()
  .trim()
  .min(3, '로그인 ID는 3자 이상이어야 합니다.')
  .max(50, '로그인 ID는 50자 이하여야 합니다.')
  .regex(/^[a-zA-Z0-9._-]+$/, '로그인 ID는 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)만 사용할 수 있습니다.');

const passwordSchema = z.string().min(1, '비밀번호를 입력해주세요.').max(1024, '비밀번호가 너무 깁니다.');

/** One row of the account list. `locked`: the login ID is throttled now (too many failed sign-ins). */
export const accountSchema = z
  .object({
    id: z.string(),
    loginId: z.string(),
    userName: z.string().nullable(),
    email: z.string().nullable(),
    isActive: z.boolean(),
    /** false: SSO-only (no password). */
    hasPassword: z.boolean(),
    mustChangePassword: z.boolean(),
    ssoEmailLinkAllowed: z.boolean(),
    locked: z.boolean(),
    lastLoginAt: z.string().nullable(),
    employee: z.object({ id: z.string(), nameKor: z.string(), employeeNo: z.string(), department: z.string().nullable() }).nullable(),
    grants: z.array(z.object({ role: z.string(), scopeType: z.enum(scopeTypes), scopeUnitIds: z.array(z.string()) })),
    createdAt: z.string(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

export const accountListQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

export const createAccountSchema = z
  .discriminatedUnion('mode', [
    z.strictObject({
      mode: z.literal('password'),
      employeeId: z.uuid('직원을 선택하세요.'),
      loginId: loginIdSchema,
      password: passwordSchema,
      roles: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
    }),
    z.strictObject({
      mode: z.literal('sso'),
      employeeId: z.uuid('직원을 선택하세요.'),
      loginId: loginIdSchema,
      roles: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
    }),
  ])
  .meta({ description: 'mode password: 초기 비밀번호(다음 로그인 때 변경), sso: 비밀번호 없이 SSO 전용' });
export type CreateAccount = z.input<typeof createAccountSchema>;

export const setAccountActiveSchema = z.strictObject({ isActive: z.boolean() });
export const resetPasswordSchema = z.strictObject({ password: passwordSchema });
export const changeMyPasswordSchema = z.strictObject({ currentPassword: z.string().max(1024), newPassword: passwordSchema });

/** What any signed-in user may learn about another account: enough for a label. */
export const userLabelSchema = z.object({ id: z.string(), loginId: z.string(), userName: z.string().nullable(), email: z.string().nullable() });
export type UserLabel = z.infer<typeof userLabelSchema>;
export const usersBatchSchema = z.strictObject({
  ids: z.array(z.string().max(100)).min(1, 'ids가 필요합니다.').max(200, '한 번에 200개까지 조회할 수 있습니다.'),
});

/** Per-user UI settings (limits: accounts.ts settingsLimits). A PUT merges top-level keys; null removes one. */
export const userSettingsBodySchema = z.strictObject({
  settings: z
    .record(z.string().min(1).max(100), z.unknown())
    .refine((s) => Object.keys(s).length <= settingsLimits.maxKeys, `설정은 ${settingsLimits.maxKeys}개 항목까지 저장할 수 있습니다.`)
    .refine((s) => JSON.stringify(s).length <= settingsLimits.maxBytes, '설정이 너무 큽니다 (16KB 이하).'),
});
export const userSettingsSchema = z.object({ settings: z.record(z.string(), z.unknown()), updatedAt: z.string().nullable() });

const params = z.object({ id: z.string().max(100) });

export const accountEndpoints = withSchemas(accountRoutes, {
  list: { query: accountListQuerySchema, response: z.object({ data: z.array(accountSchema) }) },
  create: { body: createAccountSchema, response: accountSchema },
  setActive: { params, body: setAccountActiveSchema, response: accountSchema },
  resetPassword: { params, body: resetPasswordSchema, response: accountSchema },
  unlock: { params, response: accountSchema },
});

/** Spec 7.10 user lookups (GET mongo/profile and PUT mongo/users/me live in profile.ts). */
export const userEndpoints = withSchemas(userRoutes, {
  get: { params, response: adminUserSchema },
  batch: { body: usersBatchSchema, response: z.object({ data: z.array(userLabelSchema) }) },
  changeMyPassword: { body: changeMyPasswordSchema },
  getSettings: { response: userSettingsSchema },
  putSettings: { body: userSettingsBodySchema, response: userSettingsSchema },
});
