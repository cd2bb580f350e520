import type { CorporateHierarchy, Corporation } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { describe, expect, it } from 'vitest';
import { batchSizeProblem, describeRollback, rollbackTarget } from './migration-logic';

function corporation(id: string, name: string, extra: Partial<Corporation> = {}): Corporation {
  return {
    id,
    name,
    corporateType: 'OPERATING',
    businessRegistrationNumber: null,
    corporateRegistrationNumber: null,
    employerType: 'LEGAL',
    hrAuthority: 'FULL',
    holdingCompanyId: null,
    holdingCompanyName: null,
    representative: null,
    address: null,
    isActive: true,
    employeeCount: 0,
    migrationBatchId: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

const hierarchy: CorporateHierarchy = {
  data: [{ ...corporation('h', '한빛홀딩스', { corporateType: 'HQ_HOLDINGS' }), operatingCompanies: [corporation('o1', '한빛소프트', { employeeCount: 40 })] }],
  unassigned: [
    corporation('m1', '한빛물류', { migrationBatchId: 'b-old', createdAt: '2026-02-01T00:00:00.000Z', employeeCount: 3 }),
    corporation('m2', '한빛유통', { migrationBatchId: 'b-new', createdAt: '2026-03-01T00:00:00.000Z', employeeCount: 5 }),
    corporation('m3', '가온상사', { migrationBatchId: 'b-new', createdAt: '2026-03-01T00:00:00.000Z', employeeCount: 2 }),
  ],
};

describe('migration helpers', () => {
  it('accepts batch sizes 1 to 5000 only', () => {
    expect(batchSizeProblem('500')).toBeNull();
    expect(batchSizeProblem('1')).toBeNull();
    expect(batchSizeProblem('5000')).toBeNull();
    for (const bad of ['0', '5001', '', '1.5', '-3', 'abc']) expect(batchSizeProblem(bad)).toBe('배치 크기는 1에서 5000 사이의 정수로 입력해주세요.');
  });

  it('the rollback target is the run of this screen, else the newest migrated corporations', () => {
    expect(rollbackTarget(null, hierarchy)).toEqual({ batchId: 'b-new', corporations: ['가온상사', '한빛유통'], employeesLinked: null, employeesOfCreated: 7 });
    const run = {
      dryRun: false,
      batchId: 'b-run',
      corporationsCreated: [{ id: 'm2', name: '한빛유통' }],
      links: [],
      employeesLinked: 12,
      skipped: { alreadyLinked: 0, withoutInsuranceCorp: 0 },
    };
    expect(rollbackTarget(run, hierarchy)).toEqual({ batchId: 'b-run', corporations: ['한빛유통'], employeesLinked: 12, employeesOfCreated: 5 });
    // A dry run is nothing to undo.
    expect(rollbackTarget({ ...run, dryRun: true, batchId: null }, { data: [], unassigned: [] })).toBeNull();
  });

  it('names what the rollback undoes', () => {
    expect(describeRollback(rollbackTarget(null, hierarchy))).toBe(
      '이관으로 만든 법인 2곳(가온상사, 한빛유통)이 삭제되고, 이 이관이 연결한 직원(만든 법인 소속 7명 포함)의 소속 법인 연결이 해제됩니다. 이후에 바뀐 데이터가 있으면 아무것도 되돌리지 않습니다.',
    );
    expect(describeRollback({ batchId: 'b', corporations: [], employeesLinked: 4, employeesOfCreated: 0 })).toBe(
      '이관으로 만든 법인은 없고, 이 이관이 연결한 직원 4명의 소속 법인 연결이 해제됩니다. 이후에 바뀐 데이터가 있으면 아무것도 되돌리지 않습니다.',
    );
    const many = { batchId: 'b', corporations: ['가', '나', '다', '라', '마', '바', '사'], employeesLinked: 9, employeesOfCreated: 9 };
    expect(describeRollback(many)).toContain('법인 7곳(가, 나, 다, 라, 마 외 2곳)');
    expect(describeRollback(null)).toContain('되돌릴 이관이 없으면 아무것도 바뀌지 않습니다.');
  });
});
