import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { scopeTypes } from '../rbac/rbac';
import { roleRuleRoutes, rulePriorityRange, ruleTypes } from './role-rules';

/** Role-assignment rules (role-rules.ts): the schemas of rules, their conditions and runs, and the endpoints. */

const values = z.array(z.string().trim().min(1).max(50)).max(100).default([]);
const ids = (message: string) => z.array(z.uuid(message)).max(200).default([]);

export const ruleConditionsSchema = z
  .object({
    unitIds: ids('조직 ID 형식이 올바르지 않습니다.'),
    jobTitles: values,
    jobGrades: values,
    employmentTypes: values,
    corporationIds: ids('법인 ID 형식이 올바르지 않습니다.'),
  })
  .strict();
export type RuleConditions = z.infer<typeof ruleConditionsSchema>;

export const ruleInputSchema = z
  .object({
    name: z.string().trim().min(1, '규칙 이름을 입력하세요.').max(100, '규칙 이름은 100자 이내로 입력하세요.'),
    description: z.string().trim().max(500, '설명은 500자 이내로 입력하세요.').default(''),
    role: z.string().trim().min(1, '역할을 선택하세요.').max(64),
    scopeType: z.enum(scopeTypes, '범위는 전체, 법인 지정, 조직 지정, 본인만 중 하나입니다.').default('unit'),
    scopeUnitIds: z.array(z.uuid('조직 ID 형식이 올바르지 않습니다.')).max(200).default([]),
    conditions: ruleConditionsSchema,
    isActive: z.boolean().default(true),
    priority: z
      .number('우선순위는 숫자로 입력하세요.')
      .int('우선순위는 정수로 입력하세요.')
      .min(rulePriorityRange.min, `우선순위는 ${rulePriorityRange.min}~${rulePriorityRange.max} 사이의 정수입니다.`)
      .max(rulePriorityRange.max, `우선순위는 ${rulePriorityRange.min}~${rulePriorityRange.max} 사이의 정수입니다.`)
      .default(0),
  })
  .strict();
export type RuleInput = z.input<typeof ruleInputSchema>;

export const ruleUpdateSchema = ruleInputSchema.extend({ version: z.number().int().min(1) }).strict();

export const roleRuleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    role: z.string(),
    scopeType: z.enum(scopeTypes),
    scopeUnitIds: z.array(z.string()),
    conditions: ruleConditionsSchema,
    ruleType: z.enum(ruleTypes),
    isActive: z.boolean(),
    priority: z.number().int(),
    /** How many accounts hold a grant made by this rule. */
    grantCount: z.number().int(),
    version: z.number().int(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'RoleAssignmentRule' });
export type RoleRule = z.infer<typeof roleRuleSchema>;

export const ruleListQuerySchema = z
  .object({
    activeOnly: z.enum(['true', 'false']).default('false'),
    ruleType: z.enum(ruleTypes, '규칙 유형은 ORGANIZATION, POSITION, COMPOSITE 중 하나입니다.').optional(),
  })
  .strict();

export const ruleRunBodySchema = z.object({ dryRun: z.boolean().default(true) }).strict();

export const ruleGrantChangeSchema = z.object({
  userId: z.string(),
  loginId: z.string(),
  employeeId: z.string().nullable(),
  name: z.string().nullable(),
  role: z.string(),
  scopeType: z.enum(scopeTypes),
  scopeUnitIds: z.array(z.string()),
  ruleId: z.string().nullable(),
});
export type RuleGrantChange = z.infer<typeof ruleGrantChangeSchema>;

/** What a run changes: a scope change is a loss of the old grant and a gain of the new one. */
export const ruleRunResultSchema = z
  .object({
    dryRun: z.boolean(),
    gains: z.array(ruleGrantChangeSchema),
    losses: z.array(ruleGrantChangeSchema),
    /** Rule grants already as the rules say. */
    unchanged: z.number().int(),
  })
  .meta({ id: 'RoleRuleRunResult' });
export type RuleRunResult = z.infer<typeof ruleRunResultSchema>;

const idParams = z.object({ id: z.uuid('올바른 규칙 ID가 아닙니다.') });

export const roleRuleEndpoints = withSchemas(roleRuleRoutes, {
  list: { query: ruleListQuerySchema, response: z.object({ data: z.array(roleRuleSchema) }) },
  create: { body: ruleInputSchema, response: roleRuleSchema },
  update: { params: idParams, body: ruleUpdateSchema, response: roleRuleSchema },
  remove: { params: idParams },
  test: { params: idParams, body: ruleRunBodySchema, response: ruleRunResultSchema },
  applyAll: { body: ruleRunBodySchema, response: ruleRunResultSchema },
});
