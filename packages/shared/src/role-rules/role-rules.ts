import { routes } from '../endpoint';

/**
 * Role-assignment rules (역할 배정 규칙, spec 2.2 /role-assignment-rules, 7.10): an account linked to an
 * active employee who meets every condition of an active rule holds the rule's role over its scope.
 *
 * - Conditions: each a list of accepted values, empty = any; all given ones must hold. 조직 matches the
 *   unit or any of its descendants; 법인 is the employee's corporation.
 * - ruleType is derived from the conditions (never chosen): ORGANIZATION when only 조직/법인 are given,
 *   POSITION when only 직책/직급/고용형태 are, COMPOSITE when both kinds are.
 * - When two active rules grant the same role to one account, the higher priority wins (its scope).
 * - Manual grants are never touched: an account that holds the role by hand is skipped.
 * - A rule grants only what its author (whoever saved it last) may grant when it runs: their
 *   permissions and record scope; a rule whose author lost them stops granting. Running a rule by
 *   hand touches no account holding more than the caller and leaves none so.
 *
 * The schemas: role-rules.schemas.ts.
 */
export const ruleTypes = ['ORGANIZATION', 'POSITION', 'COMPOSITE'] as const;
export type RuleType = (typeof ruleTypes)[number];
export const ruleTypeLabels: Record<RuleType, string> = { ORGANIZATION: '조직 기준', POSITION: '직책·직급 기준', COMPOSITE: '복합' };

export const rulePriorityRange = { min: 0, max: 1000 } as const;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: role-rules.schemas.ts)

const base = '/api/mongo/role-assignment';
const access = 'admin:role-rules';

export const roleRuleRoutes = routes({
  list: { method: 'GET', path: `${base}/rules`, access },
  create: { method: 'POST', path: `${base}/rules`, access, status: 201 },
  update: { method: 'PUT', path: `${base}/rules/:id`, access },
  remove: { method: 'DELETE', path: `${base}/rules/:id`, access, status: 204 },
  test: { method: 'POST', path: `${base}/test/:id`, access },
  applyAll: { method: 'POST', path: `${base}/apply-all`, access },
});
