import { describe, expect, it } from 'vitest';
import { ruleTypeOf } from './rule-conditions';
import { ruleInputSchema } from './role-rules.schemas';

const none = { unitIds: [], jobTitles: [], jobGrades: [], employmentTypes: [], corporationIds: [] };
const unit = '7a3c2f5e-1b2d-4c3e-9f00-000000000010';

describe('role-assignment rules', () => {
  it('derive their type from the conditions given', () => {
    expect(ruleTypeOf(none)).toBeNull();
    expect(ruleTypeOf({ ...none, unitIds: [unit] })).toBe('ORGANIZATION');
    expect(ruleTypeOf({ ...none, corporationIds: [unit] })).toBe('ORGANIZATION');
    expect(ruleTypeOf({ ...none, jobGrades: ['과장'] })).toBe('POSITION');
    expect(ruleTypeOf({ ...none, unitIds: [unit], employmentTypes: ['정규직'] })).toBe('COMPOSITE');
  });

  it('fill defaults and refuse a priority out of range in Korean', () => {
    const parsed = ruleInputSchema.parse({ name: ' 규칙 ', role: 'hr_staff', conditions: { jobTitles: ['팀장'] } });
    expect(parsed).toMatchObject({ name: '규칙', description: '', scopeType: 'unit', scopeUnitIds: [], isActive: true, priority: 0 });
    expect(parsed.conditions).toEqual({ ...none, jobTitles: ['팀장'] });
    const bad = ruleInputSchema.safeParse({ name: '규칙', role: 'hr_staff', conditions: {}, priority: 1001 });
    expect(bad.error?.issues[0]?.message).toBe('우선순위는 0~1000 사이의 정수입니다.');
  });
});
