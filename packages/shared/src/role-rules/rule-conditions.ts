import type { RuleType } from './role-rules';
import type { RuleConditions } from './role-rules.schemas';

export const conditionLabels: Record<keyof RuleConditions, string> = {
  unitIds: '조직',
  jobTitles: '직책',
  jobGrades: '직급',
  employmentTypes: '고용형태',
  corporationIds: '법인',
};

export function ruleTypeOf(c: RuleConditions): RuleType | null {
  const org = c.unitIds.length + c.corporationIds.length > 0;
  const position = c.jobTitles.length + c.jobGrades.length + c.employmentTypes.length > 0;
  return org && position ? 'COMPOSITE' : org ? 'ORGANIZATION' : position ? 'POSITION' : null;
}
