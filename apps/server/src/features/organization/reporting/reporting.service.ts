import { managerSourceLabels } from '@saram/shared/organization/organization-reporting';
import type { ReportingLines } from '@saram/shared/organization/organization-reporting.schemas';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { recordAccess, writeAudit } from '../../../lib/data/audit';
import { AppError, validationError } from '../../../lib/errors';
import { managersOfMany, primaryManagers, unitMap, type PlacementManagers, type UnitMap } from './managers';
import * as repo from './reporting.repo';

/**
 * 보고 라인 on the employee record: read with the record (employees:read, the caller's record scope),
 * changed by HR (organization:write) one placement at a time, each change with an audit row on the
 * person's record (their history shows 보고 라인 변경).
 */

const auditAction = 'reporting_line';
const employeeNotFound = () => new AppError('NOT_FOUND', '직원을 찾을 수 없습니다.');
const personDto = (p: repo.PersonRow) => ({ id: p.id, name: p.name, employeeNo: p.employeeNo, unit: p.unit, jobTitle: p.jobTitle });

async function personInScope(db: Db | Tx, actor: Actor, id: string): Promise<repo.PersonRow> {
  const person = (await repo.people(db, [id], actor.employeeScope)).get(id);
  if (!person) throw employeeNotFound();
  return person;
}

async function linesDto(db: Db | Tx, employeeId: string, units?: UnitMap): Promise<ReportingLines> {
  const map = units ?? (await unitMap(db));
  const placements = (await managersOfMany(db, [employeeId], map)).get(employeeId) ?? [];
  const who = await repo.people(db, placements.flatMap((p) => [p.primary, ...p.dottedLine].filter((x): x is string => !!x)));
  return {
    employeeId,
    placements: placements.map((p) => {
      const manager = p.primary ? who.get(p.primary) : undefined;
      return {
        unitId: p.unitId,
        unitName: map.get(p.unitId)?.name ?? '',
        isPrimary: p.isPrimary,
        manager: manager && p.source ? { ...personDto(manager), source: p.source } : null,
        dottedLines: p.dottedLine.flatMap((id) => (who.has(id) ? [personDto(who.get(id)!)] : [])),
      };
    }),
  };
}

export async function getReportingLines(db: Db, actor: Actor, employeeId: string): Promise<ReportingLines> {
  await personInScope(db, actor, employeeId);
  const answer = await linesDto(db, employeeId);
  await recordAccess(db, actor, { subjectType: 'employee', subjectId: employeeId, action: 'view', fields: ['reportingLines'] });
  return answer;
}

/** A manager to set: a working employee in the caller's scope, not the person. */
async function checkManager(tx: Tx, actor: Actor, employeeId: string, managerId: string): Promise<repo.PersonRow> {
  if (managerId === employeeId) throw validationError({ managerId: '본인을 관리자로 지정할 수 없습니다.' });
  const manager = (await repo.people(tx, [managerId], actor.employeeScope)).get(managerId);
  if (!manager?.isActive) throw validationError({ managerId: '관리자로 지정할 직원을 찾을 수 없습니다.' });
  return manager;
}

/** Whether `from`'s chain of managers (주 소속's, upward) reaches `target`. */
async function reachesUp(tx: Tx, units: UnitMap, from: string, target: string): Promise<boolean> {
  const seen = new Set<string>();
  for (let current: string | null | undefined = from; current && !seen.has(current); current = (await primaryManagers(tx, [current], units)).get(current)) {
    if (current === target) return true;
    seen.add(current);
  }
  return false;
}

const label = (unitName: string, p: { name: string; employeeNo: string } | undefined, suffix = '') => (p ? `${unitName}: ${p.name} (${p.employeeNo})${suffix}` : null);

type Change = (tx: Tx, placement: { unitId: string; employeeId: string; unitName: string }, current: PlacementManagers, units: UnitMap) => Promise<{ before: unknown; after: unknown; field: string }>;

async function change(db: Db, actor: Actor, employeeId: string, unitId: string, apply: Change): Promise<ReportingLines> {
  return db.transaction(async (tx) => {
    await personInScope(tx, actor, employeeId);
    const units = await unitMap(tx);
    const current = (await managersOfMany(tx, [employeeId], units)).get(employeeId)?.find((p) => p.unitId === unitId);
    if (!current) throw new AppError('NOT_FOUND', '이 직원의 소속(겸직 포함)이 아닌 조직입니다.');
    if (!(await repo.isMember(tx, employeeId, unitId))) throw new AppError('CONFLICT', '조직 배치가 동기화되지 않은 소속입니다. 조직 관리의 배치 동기화 후 다시 시도해주세요.');
    const { field, before, after } = await apply(tx, { unitId, employeeId, unitName: units.get(unitId)?.name ?? '' }, current, units);
    await writeAudit(tx, actor, { action: auditAction, targetCollection: 'employees', targetId: employeeId, before: { [field]: before }, after: { [field]: after } });
    return linesDto(tx, employeeId, units);
  });
}

/** Sets the placement's manager by hand, or (null) goes back to the unit leader. */
export function setManager(db: Db, actor: Actor, employeeId: string, unitId: string, managerId: string | null): Promise<ReportingLines> {
  return change(db, actor, employeeId, unitId, async (tx, placement, current, units) => {
    const manager = managerId ? await checkManager(tx, actor, employeeId, managerId) : undefined;
    if (managerId && (await reachesUp(tx, units, managerId, employeeId))) {
      throw validationError({ managerId: '이 직원에게 직접 또는 간접으로 보고하는 직원은 관리자로 지정할 수 없습니다.' });
    }
    const previous = current.primary ? (await repo.people(tx, [current.primary])).get(current.primary) : undefined;
    await repo.setPrimary(tx, placement, managerId, actor.userId);
    const after = manager ? label(placement.unitName, manager) : `${placement.unitName}: ${managerSourceLabels.unit_leader}`;
    return { field: 'reportingLine.manager', before: label(placement.unitName, previous, current.source === 'unit_leader' ? ` · ${managerSourceLabels.unit_leader}` : ''), after };
  });
}

export function addDottedLine(db: Db, actor: Actor, employeeId: string, unitId: string, managerId: string): Promise<ReportingLines> {
  return change(db, actor, employeeId, unitId, async (tx, placement, current) => {
    const manager = await checkManager(tx, actor, employeeId, managerId);
    if (current.primary === managerId || !(await repo.insertDotted(tx, placement, managerId, actor.userId))) {
      throw new AppError('CONFLICT', '이미 이 소속의 보고 라인에 있는 직원입니다.');
    }
    return { field: 'reportingLine.dottedLine', before: null, after: label(placement.unitName, manager) };
  });
}

export function removeDottedLine(db: Db, actor: Actor, employeeId: string, unitId: string, managerId: string): Promise<ReportingLines> {
  return change(db, actor, employeeId, unitId, async (tx, placement) => {
    if (!(await repo.deleteDotted(tx, placement, managerId))) throw new AppError('NOT_FOUND', '점선 보고 관리자가 아닙니다.');
    const manager = (await repo.people(tx, [managerId])).get(managerId);
    return { field: 'reportingLine.dottedLine', before: label(placement.unitName, manager), after: null };
  });
}
