import type { CorporateHierarchy, Corporation } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { describe, expect, it } from 'vitest';
import { companyLabels, corporationNameLookup, unitSelectOptions } from '../../lib/labels/company-labels';
import { chartRoots, corporationsInOrder, groupByCorporation, noCorporationKey, unitsWithCorporation } from './chart-groups';

function unit(id: string, name: string, corporationId: string | null, children: UnitTreeNode[] = [], unitType: UnitTreeNode['unitType'] = 'BUSINESS_UNIT'): UnitTreeNode {
  return {
    id,
    unitName: name,
    unitType,
    level: 1,
    parentId: null,
    corporationId,
    code: null,
    isActive: true,
    isTemporary: unitType === 'TASK_FORCE',
    sortOrder: 0,
    headcount: 0,
    children,
  };
}

function corporation(id: string, name: string, corporateType: Corporation['corporateType'], holdingCompanyId: string | null = null): Corporation {
  return {
    id,
    name,
    corporateType,
    businessRegistrationNumber: null,
    corporateRegistrationNumber: null,
    employerType: 'LEGAL',
    hrAuthority: 'FULL',
    holdingCompanyId,
    holdingCompanyName: null,
    representative: null,
    address: null,
    isActive: true,
    employeeCount: 0,
    migrationBatchId: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

// The demo's shape: a holding with two operating companies, one operating company on its own.
const hierarchy: CorporateHierarchy = {
  data: [{ ...corporation('hld', '한빛홀딩스', 'HQ_HOLDINGS'), operatingCompanies: [corporation('sft', '한빛소프트', 'OPERATING', 'hld'), corporation('phm', '한빛제약', 'OPERATING', 'hld')] }],
  unassigned: [corporation('log', '한빛물류', 'OPERATING')],
};

// As the tree answers: operating companies' units before the holding's, a parentless TF, a unit without a corporation.
const tree = [
  unit('s1', '플랫폼사업부', 'sft'),
  unit('s2', '경영지원부문', 'sft', [unit('s2a', '인사팀', null, [], 'TEAM')]),
  unit('p1', '경영지원부문', 'phm', [unit('p1a', '인사팀', null, [], 'TEAM')]),
  unit('tf', '고아 TF', 'sft', [], 'TASK_FORCE'),
  unit('h1', '그룹경영부문', 'hld'),
  unit('x1', '외부위탁부문', null),
  unit('gone', '폐업부문', 'deleted-corporation'),
];

describe('groupByCorporation', () => {
  it('puts the holding first, then its operating companies, the unassigned ones, and the units without a corporation last', () => {
    const groups = groupByCorporation(tree, corporationsInOrder(hierarchy));
    expect(groups.map((group) => [group.label, group.corporateType, group.roots.map((root) => root.id)])).toEqual([
      ['한빛홀딩스', 'HQ_HOLDINGS', ['h1']],
      ['한빛소프트', 'OPERATING', ['s1', 's2']],
      ['한빛제약', 'OPERATING', ['p1']],
      ['법인 미지정', null, ['x1', 'gone']],
    ]);
    expect(groups.at(-1)!.key).toBe(noCorporationKey);
  });

  it('draws no task force as a top unit and leaves out companies without units', () => {
    expect(chartRoots(tree).map((root) => root.id)).not.toContain('tf');
    const groups = groupByCorporation(tree, corporationsInOrder(hierarchy));
    expect(groups.flatMap((group) => group.roots).map((root) => root.id)).not.toContain('tf');
    expect(groups.map((group) => group.label)).not.toContain('한빛물류');
  });
});

describe('companyLabels', () => {
  const names = corporationNameLookup(hierarchy);

  it('adds the company to names used in several companies, inherited by units below', () => {
    const labels = companyLabels(unitsWithCorporation(tree), names);
    expect(labels.get('s2')).toBe('경영지원부문 · 한빛소프트');
    expect(labels.get('p1')).toBe('경영지원부문 · 한빛제약');
    expect(labels.get('s2a')).toBe('인사팀 · 한빛소프트');
    expect(labels.get('p1a')).toBe('인사팀 · 한빛제약');
    expect(labels.get('s1')).toBe('플랫폼사업부');
    expect(labels.get('h1')).toBe('그룹경영부문');
  });

  it('keeps a name repeated within one company as it is', () => {
    const labels = companyLabels(
      [
        { id: 'a', name: '재무팀', corporationId: 'sft' },
        { id: 'b', name: '재무팀', corporationId: 'sft' },
      ],
      names,
    );
    expect([...labels.values()]).toEqual(['재무팀', '재무팀']);
  });

  it('names a unit without a known corporation as such when its name repeats', () => {
    const labels = companyLabels(
      [
        { id: 'a', name: '경영지원부문', corporationId: 'sft' },
        { id: 'b', name: '경영지원부문', corporationId: null },
      ],
      names,
    );
    expect(labels.get('b')).toBe('경영지원부문 · 법인 미지정');
  });
});

describe('unitSelectOptions (the registration form’s 사업부 list)', () => {
  it('shows the company where names repeat and keeps the bare name to store', () => {
    const options = unitSelectOptions(chartRoots(tree).filter((root) => root.corporationId === 'sft' || root.corporationId === 'phm'), hierarchy);
    expect(options).toEqual([
      { id: 's1', name: '플랫폼사업부', label: '플랫폼사업부' },
      { id: 's2', name: '경영지원부문', label: '경영지원부문 · 한빛소프트' },
      { id: 'p1', name: '경영지원부문', label: '경영지원부문 · 한빛제약' },
    ]);
  });

  it('needs no company once the list is one company’s', () => {
    const options = unitSelectOptions([tree[1]!], hierarchy);
    expect(options[0]!.label).toBe('경영지원부문');
  });
});
