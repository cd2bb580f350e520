import type { CorporateHierarchy, Corporation, InsuranceCorpMigration } from '@saram/shared/corporate-structure/corporate-structure.schemas';

/** Pure helpers of the 도구 tab's migrations. */

export function batchSizeProblem(value: string): string | null {
  const n = Number(value);
  return /^\d+$/.test(value.trim()) && n >= 1 && n <= 5000 ? null : '배치 크기는 1에서 5000 사이의 정수로 입력해주세요.';
}

/** What rollback-migration would undo, as far as the screen knows it. */
export type RollbackTarget = {
  batchId: string;
  /** Corporations the batch created (they are deleted). */
  corporations: string[];
  /** Employees the batch linked, when known (this session ran it). */
  employeesLinked: number | null;
  /** Employees now linked to the created corporations (they lose the link too). */
  employeesOfCreated: number;
};

function allCorporations(hierarchy: CorporateHierarchy): Corporation[] {
  return [...hierarchy.data.flatMap(({ operatingCompanies, ...holding }) => [holding, ...operatingCompanies]), ...hierarchy.unassigned];
}

/**
 * The newest insurance-corp batch not rolled back: the one this screen just ran, else the batch of
 * the most recently created corporation that carries a migration batch id (rolled-back batches
 * leave none behind). Null when neither is known.
 */
export function rollbackTarget(lastRun: InsuranceCorpMigration | null, hierarchy: CorporateHierarchy | undefined): RollbackTarget | null {
  const corporations = hierarchy ? allCorporations(hierarchy) : [];
  if (lastRun && !lastRun.dryRun && lastRun.batchId) {
    const created = new Set(lastRun.corporationsCreated.map((c) => c.id));
    return {
      batchId: lastRun.batchId,
      corporations: lastRun.corporationsCreated.map((c) => c.name),
      employeesLinked: lastRun.employeesLinked,
      employeesOfCreated: corporations.filter((c) => created.has(c.id)).reduce((n, c) => n + c.employeeCount, 0),
    };
  }
  const migrated = corporations.filter((c): c is Corporation & { migrationBatchId: string } => c.migrationBatchId !== null);
  if (migrated.length === 0) return null;
  const newest = migrated.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  const batch = migrated.filter((c) => c.migrationBatchId === newest.migrationBatchId);
  return {
    batchId: newest.migrationBatchId,
    corporations: batch.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'ko')),
    employeesLinked: null,
    employeesOfCreated: batch.reduce((n, c) => n + c.employeeCount, 0),
  };
}

/** The confirm dialog's sentence: names what will be undone. */
export function describeRollback(target: RollbackTarget | null): string {
  if (!target) {
    return '마지막 보험 법인 이관에서 직원에게 연결한 법인을 모두 해제하고, 그 이관이 만든 법인을 삭제합니다. 되돌릴 이관이 없으면 아무것도 바뀌지 않습니다.';
  }
  const names = target.corporations.length > 5 ? `${target.corporations.slice(0, 5).join(', ')} 외 ${target.corporations.length - 5}곳` : target.corporations.join(', ');
  const created = target.corporations.length
    ? `이관으로 만든 법인 ${target.corporations.length}곳(${names})이 삭제되고`
    : '이관으로 만든 법인은 없고';
  const employees =
    target.employeesLinked !== null
      ? `이 이관이 연결한 직원 ${target.employeesLinked}명의 소속 법인 연결이 해제됩니다.`
      : `이 이관이 연결한 직원(만든 법인 소속 ${target.employeesOfCreated}명 포함)의 소속 법인 연결이 해제됩니다.`;
  return `${created}, ${employees} 이후에 바뀐 데이터가 있으면 아무것도 되돌리지 않습니다.`;
}
