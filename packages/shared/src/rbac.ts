import { z } from 'zod';

/**
 * A grant's record scope: which employees a role reaches.
 * - all: the whole company
 * - corporation: the picked corporations (none picked: the grantee's own 법인)
 * - unit: the picked units and their descendants (none picked: the grantee's own 조직)
 * - self: only the grantee's own record
 */
export const scopeTypes = ['all', 'corporation', 'unit', 'self'] as const;
export type ScopeType = (typeof scopeTypes)[number];
export const scopeTypeLabels: Record<ScopeType, string> = {
  all: '전체',
  corporation: '소속 법인',
  unit: '소속 조직과 하위',
  self: '본인',
};

export const grantSources = ['manual', 'rule'] as const;
export type GrantSource = (typeof grantSources)[number];

export const grantInputSchema = z
  .object({
    role: z.string().trim().min(1, '역할을 선택하세요.').max(64),
    scopeType: z.enum(scopeTypes, '범위는 전체, 소속 법인, 소속 조직과 하위, 본인 중 하나입니다.').default('all'),
    scopeUnitIds: z.array(z.uuid('조직 ID 형식이 올바르지 않습니다.')).max(200).default([]),
  })
  .strict();
export type GrantInput = z.infer<typeof grantInputSchema>;

export const grantSchema = z
  .object({
    role: z.string(),
    scopeType: z.enum(scopeTypes),
    scopeUnitIds: z.array(z.string()),
    source: z.enum(grantSources),
    ruleId: z.string().nullable(),
    grantedAt: z.string(),
  })
  .meta({ id: 'Grant' });
export type Grant = z.infer<typeof grantSchema>;
