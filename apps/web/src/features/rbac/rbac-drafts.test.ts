import { scopeText } from '@saram/shared/rbac/rbac';
import type { Grant, Role } from '@saram/shared/rbac/rbac.schemas';
import { describe, expect, it } from 'vitest';
import { draftsOf, grantProblems, toGrantInputs, withScopeType } from './grant-draft';
import { matrixChanges, permissionsOf, toggleCell } from './matrix-draft';

const role = (name: string, permissions: string[], isSystem = false): Role => ({ name, label: name.toUpperCase(), description: '', isSystem, permissions, accountCount: 0 });

describe('matrix draft', () => {
  const custom = role('custom_1', ['employees:read']);
  const system = role('hr_staff', ['employees:read'], true);

  it('toggles custom roles only, and forgets a role back at its stored permissions', () => {
    let draft = toggleCell({}, custom, 'search:use');
    expect(permissionsOf(draft, custom)).toEqual(['employees:read', 'search:use']);
    expect(toggleCell(draft, system, 'search:use')).toBe(draft);
    draft = toggleCell(draft, custom, 'search:use');
    expect(draft).toEqual({});
  });

  it('lists what saving changes per role', () => {
    const draft = toggleCell(toggleCell({}, custom, 'search:use'), custom, 'employees:read');
    expect(matrixChanges(draft, [system, custom])).toEqual([
      { name: 'custom_1', label: 'CUSTOM_1', permissions: ['search:use'], added: ['search:use'], removed: ['employees:read'] },
    ]);
  });
});

describe('grant draft', () => {
  const grant = (over: Partial<Grant>): Grant => ({ role: 'hr_staff', scopeType: 'all', scopeUnitIds: [], source: 'manual', ruleId: null, grantedAt: '', ...over });

  it('edits manual grants only', () => {
    expect(draftsOf([grant({}), grant({ role: 'executive', source: 'rule' })])).toEqual([{ role: 'hr_staff', scopeType: 'all', scopeUnitIds: [] }]);
  });

  it('names the problems in Korean by row', () => {
    const drafts = [
      { role: '', scopeType: 'all' as const, scopeUnitIds: [] },
      { role: 'hr_staff', scopeType: 'all' as const, scopeUnitIds: [] },
      { role: 'hr_staff', scopeType: 'self' as const, scopeUnitIds: [] },
      { role: 'executive', scopeType: 'all' as const, scopeUnitIds: [] },
    ];
    expect(grantProblems(drafts, ['executive'])).toEqual({
      0: '역할을 선택하세요.',
      2: '같은 역할을 두 번 부여할 수 없습니다.',
      3: '역할 배정 규칙으로 이미 부여된 역할입니다.',
    });
  });

  it('sends ids only for unit and corporation scopes, and drops them when the type changes', () => {
    const unit = { role: 'hr_staff', scopeType: 'unit' as const, scopeUnitIds: ['u1', 'u1', 'u2'] };
    expect(toGrantInputs([unit, { ...unit, role: 'x', scopeType: 'self' }])).toEqual([
      { role: 'hr_staff', scopeType: 'unit', scopeUnitIds: ['u1', 'u2'] },
      { role: 'x', scopeType: 'self', scopeUnitIds: [] },
    ]);
    expect(withScopeType(unit, 'corporation').scopeUnitIds).toEqual([]);
    expect(withScopeType(unit, 'unit').scopeUnitIds).toEqual(['u1', 'u1', 'u2']);
  });

  it('describes a scope', () => {
    const names: Record<string, string> = { a: '검색팀', b: '결제팀', c: '배송팀' };
    const nameOf = (id: string) => names[id] ?? '알 수 없음';
    expect(scopeText({ scopeType: 'all', scopeUnitIds: [] }, nameOf)).toBe('전체');
    // Never '(소속 법인 (본인 소속))' in the accounts tab (issue 29).
    expect(scopeText({ scopeType: 'unit', scopeUnitIds: [] }, nameOf)).toBe('본인 소속 조직과 하위');
    expect(scopeText({ scopeType: 'corporation', scopeUnitIds: [] }, nameOf)).toBe('본인 소속 법인');
    expect(scopeText({ scopeType: 'unit', scopeUnitIds: ['a', 'b', 'c'] }, nameOf)).toBe('조직(하위 포함): 검색팀, 결제팀 외 1');
    expect(scopeText({ scopeType: 'unit', scopeUnitIds: ['a', 'b'] })).toBe('조직 2곳(하위 포함)');
    expect(scopeText({ scopeType: 'self', scopeUnitIds: [] })).toBe('본인만');
    expect(scopeText({ scopeType: 'corporation', scopeUnitIds: ['x'] }, nameOf)).toBe('법인: 알 수 없음');
  });
});
