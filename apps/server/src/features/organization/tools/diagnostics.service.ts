import {
  corporationLabel,
  levelRangeMessage,
  maxLevel,
  minLevel,
  orgLevels,
  taskForceLevel,
  taskForceStatuses,
  unitTypeLabels,
  unitTypeOfLevel,
  type TaskForceStatus,
} from '@saram/shared/organization/organization';
import type { HierarchyHealth, LevelInfo, Statistics, ValidationIssueUnit, ValidationReport } from '@saram/shared/organization/organization-tools.schemas';
import type { Db } from '../../../db/client';
import { validationError } from '../../../lib/errors';
import * as repo from './diagnostics.repo';
import * as mappings from './mappings.repo';
import { seoulToday } from '../../../lib/seoul-time';

/** statistics, validate, health and levels/:n of v1/organizational-hierarchy. */

export async function statistics(db: Db): Promise<Statistics> {
  const [levels, tfs, people, depth] = await Promise.all([repo.unitCounts(db), repo.taskForceCounts(db), repo.employeeCounts(db), repo.maxDepth(db)]);
  const byLevel = levels.map((l) => {
    const unitType = unitTypeOfLevel(Number(l.level))!;
    return { level: Number(l.level), unitType, label: unitTypeLabels[unitType], total: Number(l.total), active: Number(l.active) };
  });
  const taskForces = Object.fromEntries(taskForceStatuses.map((s) => [s, 0])) as Record<TaskForceStatus, number>;
  for (const r of tfs) taskForces[r.status as TaskForceStatus] = Number(r.n);
  const total = byLevel.reduce((n, l) => n + l.total, 0);
  const active = byLevel.reduce((n, l) => n + l.active, 0);
  return {
    units: { total, active, inactive: total - active, temporary: levels.reduce((n, l) => n + Number(l.temporary), 0) },
    byLevel,
    taskForces,
    employees: {
      active: Number(people.working),
      onLeave: Number(people.on_leave),
      placed: Number(people.placed),
      unplaced: Number(people.active) - Number(people.placed),
      concurrentPosts: Number(people.concurrent),
    },
    corporations: Number(people.corporations),
    maxDepth: depth,
  };
}

function unitsOf(rows: repo.IssueRow[]): { count: number; list: ValidationIssueUnit[] } {
  return {
    count: Number(rows[0]?.total ?? 0),
    list: rows.map((r) => ({ id: r.id, unitName: r.name, level: Number(r.level), parentId: r.parent_id, message: r.message })),
  };
}

const issueKinds = ['orphans', 'cycles', 'levelGaps', 'levelViolations', 'inactiveParents', 'corporationMismatches'] as const;

/** Orphans, cycles, level gaps (allowed, but reported), level violations, inactive parents of active children. */
export async function validate(db: Db): Promise<ValidationReport> {
  const found = (await Promise.all(issueKinds.map((kind) => repo[kind](db)))).map(unitsOf);
  const counts = Object.fromEntries(issueKinds.map((k, i) => [k, found[i]!.count])) as ValidationReport['counts'];
  const lists = Object.fromEntries(issueKinds.map((k, i) => [k, found[i]!.list])) as Pick<ValidationReport, (typeof issueKinds)[number]>;
  return {
    valid: issueKinds.every((k) => k === 'levelGaps' || counts[k] === 0),
    checkedAt: new Date().toISOString(),
    counts,
    ...lists,
  };
}

export async function health(db: Db): Promise<HierarchyHealth> {
  const started = Date.now();
  const [report, counts] = await Promise.all([validate(db), repo.healthCounts(db, seoulToday())]);
  const structural = report.counts.cycles + report.counts.levelViolations + report.counts.orphans;
  const checks: HierarchyHealth['checks'] = [
    { name: 'database', status: 'ok', count: Date.now() - started, message: '조직 데이터를 조회했습니다 (ms).' },
    {
      name: 'structure',
      status: structural ? 'error' : 'ok',
      count: structural,
      message: structural ? '순환·레벨 위반·고아 조직이 있습니다. validate 결과를 확인하세요.' : '조직 구조에 오류가 없습니다.',
    },
    {
      name: 'inactiveParents',
      status: report.counts.inactiveParents ? 'warning' : 'ok',
      count: report.counts.inactiveParents,
      message: '비활성 상위 조직 아래의 활성 조직',
    },
    { name: 'unplacedEmployees', status: Number(counts.unplaced) ? 'warning' : 'ok', count: Number(counts.unplaced), message: '조직에 배치되지 않은 재직 직원' },
    {
      name: 'unlinkedEmployees',
      status: Number(counts.dangling) ? 'warning' : 'ok',
      count: Number(counts.dangling),
      message: '조직명은 있으나 조직과 연결되지 않은 직원 (migrate-existing으로 연결)',
    },
    { name: 'overdueTaskForces', status: Number(counts.overdue) ? 'warning' : 'ok', count: Number(counts.overdue), message: '종료일이 지난 운영 중 TF' },
    { name: 'pendingApprovals', status: 'ok', count: Number(counts.pending), message: '결재 중인 TF' },
  ];
  const status = checks.some((c) => c.status === 'error') ? 'critical' : checks.some((c) => c.status === 'warning') ? 'warning' : 'healthy';
  return { status, checkedAt: new Date().toISOString(), checks };
}

const [l1, l2, l3, l4] = orgLevels;
const levelDescriptions: Record<number, string> = {
  1: `${l1.label}: ${corporationLabel} 바로 아래의 최상위 조직`,
  2: `${l2.label}: ${l1.label} 아래의 조직`,
  3: `${l3.label}: ${l2.label} 아래의 기본 업무 단위`,
  4: `${l4.label}: ${l3.label} 아래의 세부 단위`,
  5: `${taskForceLevel.label}: 어느 조직 아래에나 둘 수 있는 한시 조직 (결재를 거쳐 운영)`,
};

/** Spec 5: 1 to 5, else '조직 레벨은 1에서 5 사이여야 합니다.'. */
export async function levelInfo(db: Db, n: string): Promise<LevelInfo> {
  const level = /^\d+$/.test(n.trim()) ? Number(n) : NaN;
  if (!Number.isInteger(level) || level < minLevel || level > maxLevel) throw validationError({ n: levelRangeMessage }, levelRangeMessage);
  const unitType = unitTypeOfLevel(level)!;
  const [maps, counts] = await Promise.all([mappings.allMappings(db), mappings.unitCountsByLevel(db)]);
  return {
    level,
    unitType,
    label: unitTypeLabels[unitType],
    legacyTypes: maps.filter((m) => m.level === level).map((m) => m.legacyType),
    description: levelDescriptions[level]!,
    unitCount: counts.get(level) ?? 0,
  };
}
