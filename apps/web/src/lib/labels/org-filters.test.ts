import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { describe, expect, it } from 'vitest';
import { flattenUnits, selectOrg, unitOptions, unitsForLevel } from './org-filters';

let order = 0;
function unit(id: string, level: number, children: UnitTreeNode[] = [], corporationId: string | null = null): UnitTreeNode {
  const types = ['BUSINESS_UNIT', 'DIVISION', 'TEAM', 'PART', 'TASK_FORCE'] as const;
  return {
    id,
    unitName: id.replace(/-\w+$/, ''),
    unitType: types[level - 1]!,
    level,
    parentId: null,
    corporationId,
    code: null,
    isActive: true,
    isTemporary: level === 5,
    sortOrder: order++,
    children,
  };
}

// Two companies, each with a 인사팀 under a 경영지원본부.
const tree = [
  unit('그룹경영부문-g', 1, [unit('경영지원본부-a', 2, [unit('인사팀-a', 3, [unit('채용파트-a', 4)]), unit('TF-x', 5)])], 'hld'),
  unit('플랫폼사업부-p', 1, [unit('개발본부-d', 2, [unit('백엔드팀-b', 3)]), unit('경영지원본부-b', 2, [unit('인사팀-b', 3)])], 'sft'),
];
const units = flattenUnits(tree);
const corporations = [
  { id: 'hld', name: '한빛홀딩스', inactive: false },
  { id: 'sft', name: '한빛소프트', inactive: false },
];

describe('cascading 소속 filters', () => {
  it('flattens placements with the corporation inherited, task forces left out', () => {
    expect(units.map((u) => u.id)).not.toContain('TF-x');
    expect(units.find((u) => u.id === '채용파트-a')).toMatchObject({ corporationId: 'hld', ancestors: ['그룹경영부문-g', '경영지원본부-a', '인사팀-a'] });
  });

  it('offers every team without a choice above, and only those under the chosen ones', () => {
    expect(unitsForLevel(units, 'team', {}).map((u) => u.id)).toEqual(['인사팀-a', '백엔드팀-b', '인사팀-b']);
    expect(unitsForLevel(units, 'team', { corporation: 'sft' }).map((u) => u.id)).toEqual(['백엔드팀-b', '인사팀-b']);
    expect(unitsForLevel(units, 'team', { department: '개발본부-d' }).map((u) => u.id)).toEqual(['백엔드팀-b']);
  });

  it('tells same-named units apart by corporation and parent', () => {
    const labels = unitOptions(unitsForLevel(units, 'team', {}), corporations).map((o) => o.label);
    expect(labels).toEqual(['인사팀 (한빛홀딩스 · 경영지원본부)', '백엔드팀', '인사팀 (한빛소프트 · 경영지원본부)']);
  });

  it('choosing a unit fills in its parents and corporation', () => {
    expect(selectOrg(units, {}, 'part', '채용파트-a')).toEqual({
      corporation: 'hld',
      division: '그룹경영부문-g',
      department: '경영지원본부-a',
      team: '인사팀-a',
      part: '채용파트-a',
    });
  });

  it('changing a level clears the levels below it', () => {
    const chosen = selectOrg(units, {}, 'part', '채용파트-a');
    expect(selectOrg(units, chosen, 'division', '플랫폼사업부-p')).toEqual({
      corporation: 'sft',
      division: '플랫폼사업부-p',
      department: undefined,
      team: undefined,
      part: undefined,
    });
    expect(selectOrg(units, chosen, 'corporation', undefined)).toEqual({
      corporation: undefined,
      division: undefined,
      department: undefined,
      team: undefined,
      part: undefined,
    });
  });
});
