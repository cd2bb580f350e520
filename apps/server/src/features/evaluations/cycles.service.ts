import type { z } from 'zod';
import { cycleStatusLabels, cycleTransitions, evaluationStatuses, evaluationStatusLabels, weightTotal, weightTotalMessage } from '@saram/shared/evaluations/evaluations';
import type { Assignments, createCycleSchema, cycleListQuerySchema, CycleStatusReport, EvaluationCycle, overrideEvaluatorsSchema, remindSchema, updateCycleSchema } from '@saram/shared/evaluations/cycles.schemas';
import type { calibrateSchema, CycleResults, ResultRow } from '@saram/shared/evaluations/results.schemas';
import type { Page } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import type { Mailer } from '../../lib/jobs/mailer';
import { gradeBands } from './codes.service';
import * as repo from './evaluations.repo';
import { assertMayDecide, recordCalibration } from './evaluations.service';
import { primaryManagers } from '../organization/organization.service';
import { subtreeIds } from '../../lib/data/subtree';

/**
 * Cycles (/eval/cycles): create and edit while draft, build the population with its evaluators
 * (1차 = the person's manager by their 보고 라인, 2차 = that manager's manager; hand-set evaluators
 * are kept), open (everyone needs a 1차 평가자), close, release; progress, reminders, results and
 * calibration.
 */

const collection = 'evaluation_cycles';
const notFound = () => new AppError('NOT_FOUND', '평가 주기를 찾을 수 없습니다.');
const wrongStatus = (status: string, needed: string) => new AppError('CONFLICT', `평가 주기가 '${status}' 상태입니다. '${needed}' 상태에서만 할 수 있습니다.`);

export function cycleDto(r: repo.CycleWithTemplate): EvaluationCycle {
  return {
    id: r.id,
    name: r.name,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    dueDate: r.dueDate,
    templateId: r.templateId,
    templateName: r.templateName,
    population: r.population,
    status: r.status,
    evaluationCount: r.evaluationCount,
    openedAt: r.openedAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    releasedAt: r.releasedAt?.toISOString() ?? null,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
  };
}

async function findOr404(db: Db | Tx, id: string): Promise<repo.CycleWithTemplate> {
  const row = await repo.findCycle(db, id);
  if (!row) throw notFound();
  return row;
}

async function checkInput(db: Db | Tx, input: { templateId: string; population: { unitIds: string[] } }): Promise<void> {
  const errors: Record<string, string> = {};
  const template = await repo.findTemplate(db, input.templateId);
  if (!template || !template.isActive) errors.templateId = '평가 템플릿을 찾을 수 없습니다.';
  const units = await repo.unitsExist(db, input.population.unitIds);
  if (input.population.unitIds.some((u) => !units.has(u))) errors['population.unitIds'] = '조직을 찾을 수 없습니다.';
  if (Object.keys(errors).length) throw validationError(errors);
}

export async function listCycles(db: Db, query: z.output<typeof cycleListQuerySchema>): Promise<Page<EvaluationCycle>> {
  const { rows, total } = await repo.listCycles(db, query.status === 'ALL' ? undefined : query.status, query.page, query.limit);
  return { data: rows.map(cycleDto), total, page: query.page, limit: query.limit, hasNext: query.page * query.limit < total };
}

export async function getCycle(db: Db, id: string): Promise<EvaluationCycle> {
  return cycleDto(await findOr404(db, id));
}

/** Inside the caller's transaction (the call below and the demo). */
export async function insertCycle(tx: Tx, actor: Actor, input: z.output<typeof createCycleSchema>): Promise<repo.CycleRow> {
  await checkInput(tx, input);
  const row = await repo.insertCycle(tx, { ...input, createdBy: actor.userId });
  await writeAudit(tx, actor, { action: 'evaluation_cycles.create', targetCollection: collection, targetId: row.id, after: input });
  return row;
}

export async function createCycle(db: Db, actor: Actor, input: z.output<typeof createCycleSchema>): Promise<EvaluationCycle> {
  const row = await db.transaction((tx) => insertCycle(tx, actor, input));
  return getCycle(db, row.id);
}

export async function updateCycle(db: Db, actor: Actor, id: string, input: z.output<typeof updateCycleSchema>): Promise<EvaluationCycle> {
  await db.transaction(async (tx) => {
    const current = await findOr404(tx, id);
    if (current.status !== 'draft') throw wrongStatus(cycleStatusLabels[current.status], cycleStatusLabels.draft);
    const { version, ...fields } = input;
    await checkInput(tx, fields);
    const row = await repo.updateCycleIf(tx, id, { status: 'draft', version }, fields);
    if (!row) throw new AppError('CONFLICT');
    await writeAudit(tx, actor, { action: 'evaluation_cycles.update', targetCollection: collection, targetId: id, before: { name: current.name, templateId: current.templateId, population: current.population }, after: fields });
  });
  return getCycle(db, id);
}

export async function deleteCycle(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findOr404(tx, id);
    if (current.status !== 'draft') throw wrongStatus(cycleStatusLabels[current.status], cycleStatusLabels.draft);
    await repo.deleteCycle(tx, id);
    await writeAudit(tx, actor, { action: 'evaluation_cycles.delete', targetCollection: collection, targetId: id, before: { name: current.name } });
  });
}

// ---------------------------------------------------------------------------------------------
// Population and evaluators

/** 1차 = the person's manager (보고 라인 of their 주 소속); 2차 = that manager's own manager. */
async function defaultEvaluators(tx: Tx, employeeIds: readonly string[]) {
  const firsts = await primaryManagers(tx, employeeIds);
  const seconds = await primaryManagers(tx, [...new Set([...firsts.values()].filter((x): x is string => !!x))]);
  return (employeeId: string) => {
    const first = firsts.get(employeeId) ?? null;
    const second = first ? (seconds.get(first) ?? null) : null;
    return { first, second: second && second !== employeeId ? second : null };
  };
}

/** The cycle's people and their evaluators: those in the caller's record scope, like the status and the results. */
export async function assignments(db: Db | Tx, id: string, scope: EmployeeScope = null): Promise<Assignments> {
  await findOr404(db, id);
  const rows = await visibleRows(db, id, scope);
  const person = await repo.peopleFinder(
    db,
    rows.flatMap((r) => [r.employeeId, r.firstEvaluatorId, r.secondEvaluatorId]),
  );
  const data = rows
    .map((r) => ({ evaluationId: r.id, employee: person(r.employeeId)!, unitId: r.unitId, first: person(r.firstEvaluatorId), second: person(r.secondEvaluatorId), overridden: r.evaluatorsOverridden }))
    .sort((a, b) => a.employee.employeeNo.localeCompare(b.employee.employeeNo));
  return { cycleId: id, data, withoutEvaluator: data.filter((a) => !a.first).map((a) => a.employee) };
}

/** Rebuilds a draft cycle's evaluations from its population: new people in, leavers out, hand-set evaluators kept. */
export async function buildPopulationIn(tx: Tx, actor: Actor, id: string): Promise<void> {
  const cycle = await findOr404(tx, id);
  if (cycle.status !== 'draft') throw wrongStatus(cycleStatusLabels[cycle.status], cycleStatusLabels.draft);
  const [existing, unitList] = await Promise.all([repo.cycleEvaluations(tx, id), repo.allUnits(tx)]);
  const people = await repo.population(tx, { ...cycle.population, unitIds: cycle.population.unitIds.length ? subtreeIds(unitList, cycle.population.unitIds) : null });
  const byEmployee = new Map(existing.map((e) => [e.employeeId, e]));
  const wanted = new Set(people.map((p) => p.id));
  await repo.deleteEvaluations(
    tx,
    existing.filter((e) => !wanted.has(e.employeeId)).map((e) => e.id),
  );
  const evaluatorsOf = await defaultEvaluators(tx, people.map((p) => p.id));
  const fresh = [];
  for (const p of people) {
    const current = byEmployee.get(p.id);
    const evaluators = evaluatorsOf(p.id);
    if (!current) fresh.push({ cycleId: id, employeeId: p.id, unitId: p.unitId, firstEvaluatorId: evaluators.first, secondEvaluatorId: evaluators.second });
    else if (!current.evaluatorsOverridden) {
      await repo.updateEvaluationIf(tx, current.id, {}, { unitId: p.unitId, firstEvaluatorId: evaluators.first, secondEvaluatorId: evaluators.second });
    }
  }
  await repo.insertEvaluations(tx, fresh);
  await writeAudit(tx, actor, { action: 'evaluation_cycles.population', targetCollection: collection, targetId: id, after: { people: people.length, added: fresh.length } });
}

export async function buildPopulation(db: Db, actor: Actor, id: string): Promise<Assignments> {
  await db.transaction((tx) => buildPopulationIn(tx, actor, id));
  return assignments(db, id, actor.employeeScope);
}

export async function overrideEvaluators(db: Db, actor: Actor, id: string, input: z.output<typeof overrideEvaluatorsSchema>): Promise<Assignments> {
  await db.transaction(async (tx) => {
    const cycle = await findOr404(tx, id);
    if (cycle.status !== 'draft' && cycle.status !== 'open') throw wrongStatus(cycleStatusLabels[cycle.status], '준비 중 또는 진행 중');
    const rows = new Map((await repo.cycleEvaluations(tx, id)).map((r) => [r.id, r]));
    const evaluatorIds = input.assignments.flatMap((a) => [a.firstEvaluatorId, a.secondEvaluatorId].filter((x): x is string => !!x));
    const known = await repo.employeesExist(tx, evaluatorIds);
    const errors: Record<string, string> = {};
    input.assignments.forEach((a, i) => {
      const row = rows.get(a.evaluationId);
      if (!row) errors[`assignments.${i}.evaluationId`] = '이 평가 주기의 평가가 아닙니다.';
      for (const key of ['firstEvaluatorId', 'secondEvaluatorId'] as const) {
        const v = a[key];
        if (v && !known.has(v)) errors[`assignments.${i}.${key}`] = '평가자로 지정할 직원을 찾을 수 없습니다.';
        else if (v && row && v === row.employeeId) errors[`assignments.${i}.${key}`] = '본인을 평가자로 지정할 수 없습니다.';
      }
      if (a.firstEvaluatorId && a.firstEvaluatorId === a.secondEvaluatorId) errors[`assignments.${i}.secondEvaluatorId`] = '1차와 2차 평가자는 달라야 합니다.';
      if (!a.firstEvaluatorId && a.secondEvaluatorId) errors[`assignments.${i}.firstEvaluatorId`] = '2차 평가자만 지정할 수는 없습니다.';
      if (row && cycle.status === 'open' && row.status !== 'draft') errors[`assignments.${i}.evaluationId`] = '본인 평가가 제출된 뒤에는 평가자를 바꿀 수 없습니다.';
    });
    if (Object.keys(errors).length) throw validationError(errors);
    for (const a of input.assignments) {
      const before = rows.get(a.evaluationId)!;
      await repo.updateEvaluationIf(tx, a.evaluationId, { status: before.status }, { firstEvaluatorId: a.firstEvaluatorId, secondEvaluatorId: a.secondEvaluatorId, evaluatorsOverridden: true });
      await writeAudit(tx, actor, {
        action: 'evaluations.assign_evaluators',
        targetCollection: 'evaluations',
        targetId: a.evaluationId,
        before: { first: before.firstEvaluatorId, second: before.secondEvaluatorId },
        after: { first: a.firstEvaluatorId, second: a.secondEvaluatorId },
      });
    }
  });
  return assignments(db, id, actor.employeeScope);
}

/** Takes people out of a draft cycle (demo data: those nobody can evaluate). */
export async function removeFromDraft(tx: Tx, actor: Actor, id: string, evaluationIds: readonly string[]): Promise<void> {
  if (!evaluationIds.length) return;
  const cycle = await findOr404(tx, id);
  if (cycle.status !== 'draft') throw wrongStatus(cycleStatusLabels[cycle.status], cycleStatusLabels.draft);
  const mine = new Set((await repo.cycleEvaluations(tx, id)).map((r) => r.id));
  const ids = evaluationIds.filter((e) => mine.has(e));
  await repo.deleteEvaluations(tx, ids);
  await writeAudit(tx, actor, { action: 'evaluation_cycles.remove_people', targetCollection: collection, targetId: id, after: { evaluationIds: ids } });
}

// ---------------------------------------------------------------------------------------------
// Open, close, release

async function move(db: Db, actor: Actor, id: string, action: keyof typeof cycleTransitions, version: number, now: Date, check?: (tx: Tx, cycle: repo.CycleWithTemplate) => Promise<void>) {
  await db.transaction(async (tx) => {
    const cycle = await findOr404(tx, id);
    const { from, to } = cycleTransitions[action];
    if (cycle.status !== from) throw wrongStatus(cycleStatusLabels[cycle.status], cycleStatusLabels[from]);
    await check?.(tx, cycle);
    const stamp = action === 'open' ? { openedAt: now } : action === 'close' ? { closedAt: now } : { releasedAt: now };
    const row = await repo.updateCycleIf(tx, id, { status: from, version }, { status: to, ...stamp });
    if (!row) throw new AppError('CONFLICT');
    await writeAudit(tx, actor, { action: `evaluation_cycles.${action}`, targetCollection: collection, targetId: id, before: { status: from }, after: { status: to } });
  });
  return getCycle(db, id);
}

export const openCycle = (db: Db, actor: Actor, id: string, version: number, now: Date) =>
  move(db, actor, id, 'open', version, now, async (tx, cycle) => {
    const list = await assignments(tx, id);
    if (!list.data.length) throw validationError({ population: '평가 대상자가 없습니다. 대상자를 먼저 구성해주세요.' });
    if (list.withoutEvaluator.length) {
      throw new AppError('VALIDATION_ERROR', `1차 평가자가 없는 대상자가 ${list.withoutEvaluator.length}명 있습니다: ${list.withoutEvaluator.map((p) => p.name).join(', ')}`, {
        fields: { assignments: '모든 대상자에게 1차 평가자를 지정해주세요.' },
        withoutEvaluator: list.withoutEvaluator,
      });
    }
    const template = (await repo.findTemplate(tx, cycle.templateId))!;
    const total = weightTotal(template.sections);
    if (total !== 100 && template.sections.some((s) => s.questions.some((q) => q.weight > 0))) throw validationError({ templateId: weightTotalMessage(total) });
  });
export const closeCycle = (db: Db, actor: Actor, id: string, version: number, now: Date) => move(db, actor, id, 'close', version, now);
export const releaseCycle = (db: Db, actor: Actor, id: string, version: number, now: Date) => move(db, actor, id, 'release', version, now);

// ---------------------------------------------------------------------------------------------
// Progress, reminders

export async function cycleStatus(db: Db, id: string, scope: EmployeeScope = null): Promise<CycleStatusReport> {
  const cycle = await findOr404(db, id);
  const rows = await visibleRows(db, id, scope);
  const units = new Map((await repo.allUnits(db)).map((u) => [u.id, u.name]));
  const zero = () => Object.fromEntries(evaluationStatuses.map((s) => [s, 0])) as Record<string, number>;
  const byStatus = zero();
  const byUnit = new Map<string | null, { total: number; byStatus: Record<string, number> }>();
  for (const r of rows) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    const u = byUnit.get(r.unitId) ?? { total: 0, byStatus: zero() };
    u.total += 1;
    u.byStatus[r.status] = (u.byStatus[r.status] ?? 0) + 1;
    byUnit.set(r.unitId, u);
  }
  return {
    cycleId: id,
    status: cycle.status,
    total: rows.length,
    byStatus,
    byUnit: [...byUnit.entries()]
      .map(([unitId, v]) => ({ unitId, unit: unitId ? (units.get(unitId) ?? '(삭제된 조직)') : '(소속 없음)', ...v }))
      .sort((a, b) => a.unit.localeCompare(b.unit, 'ko')),
  };
}

/** Mails everyone whose part is open now (본인, 1차, 2차 by stage). */
export async function remind(db: Db, actor: Actor, mailer: Mailer, id: string, input: z.output<typeof remindSchema>) {
  const cycle = await findOr404(db, id);
  if (cycle.status !== 'open') throw wrongStatus(cycleStatusLabels[cycle.status], cycleStatusLabels.open);
  const rows = await repo.cycleEvaluations(db, id);
  const targets = new Map<string, string[]>();
  const add = (employeeId: string | null, person: string) => employeeId && targets.set(employeeId, [...(targets.get(employeeId) ?? []), person]);
  for (const r of rows) {
    if (r.status === 'draft' && (input.stage === 'all' || input.stage === 'self')) add(r.employeeId, '본인 평가');
    if (r.status === 'submitted' && (input.stage === 'all' || input.stage === 'first')) add(r.firstEvaluatorId, '1차 평가');
    if (r.status === 'first_reviewed' && (input.stage === 'all' || input.stage === 'second')) add(r.secondEvaluatorId, '2차 평가');
  }
  const who = await repo.people(db, [...targets.keys()]);
  const recipients: string[] = [];
  for (const [employeeId, work] of targets) {
    const p = who.get(employeeId);
    if (!p?.email) continue;
    const due = cycle.dueDate ? ` 마감일은 ${cycle.dueDate.replaceAll('-', '.')}입니다.` : '';
    await mailer.send({
      to: p.email,
      subject: `[평가] ${cycle.name} 진행 안내`,
      text: `${p.name}님, '${cycle.name}'에서 아직 끝나지 않은 평가가 ${work.length}건 있습니다 (${[...new Set(work)].join(', ')}).${due}\n${input.message}`.trim(),
    });
    recipients.push(p.email);
  }
  await db.transaction((tx) => writeAudit(tx, actor, { action: 'evaluation_cycles.remind', targetCollection: collection, targetId: id, after: { stage: input.stage, recipients: recipients.length } }));
  return { queued: recipients.length, recipients };
}

// ---------------------------------------------------------------------------------------------
// Results and calibration

function resultRow(r: repo.EvaluationRow, p: repo.PersonRow): ResultRow {
  return {
    evaluationId: r.id,
    employee: repo.personDto(p),
    status: r.status,
    selfScore: r.selfScore,
    firstScore: r.firstScore,
    secondScore: r.secondScore,
    finalScore: r.finalScore,
    computedGrade: r.computedGrade,
    grade: r.grade,
    calibrated: !!r.calibration,
    calibrationReason: r.calibration?.reason ?? null,
  };
}

/** The cycle's evaluations of the people in the caller's record scope (all for a null scope). */
async function visibleRows(db: Db | Tx, id: string, scope: EmployeeScope): Promise<repo.EvaluationRow[]> {
  const rows = await repo.cycleEvaluations(db, id);
  if (scope === null) return rows;
  const seen = await repo.inScope(
    db,
    rows.map((r) => r.employeeId),
    scope,
  );
  return rows.filter((r) => seen.has(r.employeeId));
}

export async function results(db: Db, id: string, scope: EmployeeScope = null): Promise<CycleResults> {
  const cycle = await findOr404(db, id);
  const rows = await visibleRows(db, id, scope);
  const who = await repo.people(
    db,
    rows.map((r) => r.employeeId),
  );
  const data = rows.map((r) => resultRow(r, who.get(r.employeeId)!)).sort((a, b) => (b.finalScore ?? -1) - (a.finalScore ?? -1) || a.employee.employeeNo.localeCompare(b.employee.employeeNo));
  const bands = await gradeBands(db);
  const graded = data.filter((d) => d.grade);
  const scores = data.map((d) => d.finalScore).filter((s): s is number => s !== null);
  return {
    cycle: cycleDto(cycle),
    data,
    distribution: bands.map((b) => {
      const n = graded.filter((d) => d.grade === b.code).length;
      return { grade: b.code, name: b.name, count: n, percent: graded.length ? Math.round((n / graded.length) * 1000) / 10 : 0, recommendedPercent: b.ratio };
    }),
    averageScore: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
  };
}

/** HR sets a final grade with a required reason (before release); recorded as an event and audit row. */
export async function calibrate(db: Db, actor: Actor, id: string, input: z.output<typeof calibrateSchema>, now: Date): Promise<ResultRow> {
  return db.transaction(async (tx) => {
    const cycle = await findOr404(tx, id);
    if (cycle.status !== 'open' && cycle.status !== 'closed') throw wrongStatus(cycleStatusLabels[cycle.status], '진행 중 또는 마감');
    const ev = await repo.findEvaluation(tx, input.evaluationId);
    if (!ev || ev.cycleId !== id) throw new AppError('NOT_FOUND', '평가를 찾을 수 없습니다.');
    await assertMayDecide(tx, actor, ev);
    const bands = await gradeBands(tx);
    if (!bands.some((b) => b.code === input.grade)) throw validationError({ grade: `등급은 ${bands.map((b) => b.code).join(', ')} 중 하나여야 합니다.` });
    if (ev.status !== 'second_reviewed' && ev.status !== 'confirmed') {
      throw new AppError('CONFLICT', `평가가 '${evaluationStatusLabels[ev.status]}' 상태입니다. 2차 검토 이후에 등급을 조정할 수 있습니다.`);
    }
    const calibration = { fromGrade: ev.grade, toGrade: input.grade, reason: input.reason, by: actor.label, byId: actor.userId, at: now.toISOString() };
    const row = await repo.updateEvaluationIf(tx, ev.id, { status: ev.status, version: ev.version }, { grade: input.grade, calibration });
    if (!row) throw new AppError('CONFLICT');
    await recordCalibration(tx, actor, ev, ev.grade, input.grade, input.reason, now);
    const p = (await repo.people(tx, [ev.employeeId])).get(ev.employeeId)!;
    return resultRow(row, p);
  });
}
