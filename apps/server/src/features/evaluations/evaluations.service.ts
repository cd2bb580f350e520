import type { z } from 'zod';
import {
  confirmFrom,
  evaluationStatuses,
  gradeOf,
  returnStep,
  returnTarget,
  submitTarget,
  writerOf,
  type EvaluationAction,
  type EvaluationStatus,
  type Party,
} from '@saram/shared/evaluations/evaluations';
import type { bulkSaveSchema, Evaluation, EvaluationTask, myTasksQuerySchema, Part, returnSchema, saveDraftSchema } from '@saram/shared/evaluations/answers.schemas';
import type { Db, Tx } from '../../db/client';
import type { StoredPart, StoredParts } from '../../db/schema/evaluations';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, movedByOther, validationError } from '../../lib/errors';
import { gradeBands, scalePoints, scales } from './codes.service';
import * as repo from './evaluations.repo';
import { answerErrors, finalScore, partScore, submitErrors } from './scoring';

/**
 * Evaluations (spec 7.11): my tasks, one evaluation with field protection, autosave with a version,
 * submit, 반려, confirm and bulk save. Who the caller is to an evaluation decides everything:
 * - the person (self): their own part always; the evaluators' parts, the score and the grade only
 *   once the cycle's results are released;
 * - the 1차 평가자: the self part once submitted, their own part;
 * - the 2차 평가자: the self part once submitted, the 1차 part once the 1차 평가자 submitted, their own;
 * - HR (evaluations:read or manage): everything;
 * - anyone else: 404, as if it did not exist. Draft cycles are HR's only.
 */

const collection = 'evaluations';
const notFound = () => new AppError('NOT_FOUND', '평가를 찾을 수 없습니다.');
const ownEvaluation = () => new AppError('FORBIDDEN', '본인의 평가는 확정하거나 등급을 조정할 수 없습니다.');
const readOnly = () => new AppError('CONFLICT', '지금은 이 평가를 수정할 수 없습니다. 제출 후에는 반려된 경우에만 수정할 수 있습니다.');

export type Role = 'self' | 'first' | 'second' | 'hr';
export type Caller = { actor: Actor; employeeId: string | null; hr: boolean; manager: boolean };

export async function callerOf(db: Db | Tx, actor: Actor): Promise<Caller> {
  return {
    actor,
    employeeId: actor.userId ? await repo.employeeOfUser(db, actor.userId) : null,
    hr: actor.permissions.has('evaluations:read') || actor.permissions.has('evaluations:manage'),
    manager: actor.permissions.has('evaluations:manage'),
  };
}

export function roleOf(c: Caller, ev: repo.EvaluationRow, cycle: repo.CycleRow): Role | null {
  if (cycle.status !== 'draft' && c.employeeId) {
    if (ev.employeeId === c.employeeId) return 'self';
    if (ev.firstEvaluatorId === c.employeeId) return 'first';
    if (ev.secondEvaluatorId === c.employeeId) return 'second';
  }
  return c.hr ? 'hr' : null;
}

const rank = (s: EvaluationStatus) => evaluationStatuses.indexOf(s);
const scoreColumn = { self: 'selfScore', first: 'firstScore', second: 'secondScore' } as const;

/** The parts `role` may read in the evaluation's present state. */
export function readableParts(role: Role, ev: repo.EvaluationRow, released: boolean): Party[] {
  const selfSubmitted = rank(ev.status) >= rank('submitted');
  const firstSubmitted = rank(ev.status) >= rank(ev.secondEvaluatorId ? 'first_reviewed' : 'second_reviewed');
  switch (role) {
    case 'hr':
      // A part is its writer's own until submitted: HR and executives read it from then on.
      return [
        ...(selfSubmitted ? (['self'] as const) : []),
        ...(firstSubmitted ? (['first'] as const) : []),
        ...(rank(ev.status) >= rank('second_reviewed') ? (['second'] as const) : []),
      ];
    case 'self':
      return released ? ['self', 'first', 'second'] : ['self'];
    case 'first':
      return selfSubmitted ? ['self', 'first'] : ['first'];
    case 'second':
      return [...(selfSubmitted ? (['self'] as const) : []), ...(firstSubmitted ? (['first'] as const) : []), 'second'];
  }
}

export const writablePart = (role: Role, ev: repo.EvaluationRow, cycle: repo.CycleRow): Party | null =>
  cycle.status === 'open' && role !== 'hr' && writerOf[ev.status] === role ? role : null;

type Context = { ev: repo.EvaluationRow; cycle: repo.CycleWithTemplate; template: repo.TemplateRow; role: Role };

async function load(db: Db | Tx, c: Caller, id: string): Promise<Context> {
  const ev = await repo.findEvaluation(db, id);
  if (!ev) throw notFound();
  const cycle = (await repo.findCycle(db, ev.cycleId))!;
  const role = roleOf(c, ev, cycle);
  // HR reads the evaluations of the people in its record scope only.
  if (!role || (role === 'hr' && !(await repo.inScope(db, [ev.employeeId], c.actor.employeeScope)).has(ev.employeeId))) throw notFound();
  const template = (await repo.findTemplate(db, cycle.templateId))!;
  return { ev, cycle, template, role };
}

/**
 * HR's decisions on an evaluation (confirm, calibrate): only within the caller's record scope (else
 * answered like a missing one), and never on the caller's own evaluation.
 */
export async function assertMayDecide(db: Db | Tx, actor: Actor, ev: repo.EvaluationRow): Promise<void> {
  if (!(await repo.inScope(db, [ev.employeeId], actor.employeeScope)).has(ev.employeeId)) throw notFound();
  if (actor.userId && (await repo.employeeOfUser(db, actor.userId)) === ev.employeeId) throw ownEvaluation();
}

const partOf = (parts: StoredParts, party: Party): StoredPart => parts[party] ?? { answers: {}, comment: '', submittedAt: null };

async function toDto(db: Db | Tx, ctx: Context): Promise<Evaluation> {
  const { ev, cycle, template, role } = ctx;
  const released = cycle.status === 'released';
  const person = await repo.peopleFinder(db, [ev.employeeId, ev.firstEvaluatorId, ev.secondEvaluatorId]);
  const parts: Part[] = readableParts(role, ev, released).map((party) => {
    const p = partOf(ev.parts, party);
    return { party, answers: p.answers, comment: p.comment, score: ev[scoreColumn[party]], submittedAt: p.submittedAt };
  });
  const seesResult = role === 'hr' || (role === 'self' && released);
  const history = await repo.events(db, ev.id);
  return {
    id: ev.id,
    cycle: { id: cycle.id, name: cycle.name, status: cycle.status, periodStart: cycle.periodStart, periodEnd: cycle.periodEnd, dueDate: cycle.dueDate },
    employee: person(ev.employeeId)!,
    first: person(ev.firstEvaluatorId),
    second: person(ev.secondEvaluatorId),
    status: ev.status,
    role,
    writablePart: writablePart(role, ev, cycle),
    template: { id: template.id, name: template.name, sections: template.sections },
    scales: await usedScales(db, template.sections),
    parts,
    finalScore: seesResult ? ev.finalScore : null,
    grade: seesResult ? ev.grade : null,
    calibration: role === 'hr' && ev.calibration ? { fromGrade: ev.calibration.fromGrade, toGrade: ev.calibration.toGrade, reason: ev.calibration.reason, by: ev.calibration.by, at: ev.calibration.at } : null,
    returnComment: ev.returnComment,
    history: history
      .filter((e) => e.action !== 'calibrate' || role === 'hr')
      .map((e) => ({ action: e.action, from: e.fromStatus, to: e.toStatus, actor: e.actorLabel, comment: e.comment, at: e.at.toISOString() })),
    version: ev.version,
    updatedAt: ev.updatedAt.toISOString(),
  };
}

async function usedScales(db: Db | Tx, sections: repo.TemplateRow['sections']) {
  const used = new Set(sections.flatMap((s) => s.questions.map((q) => q.scaleCode)).filter((c): c is string => !!c));
  return Object.fromEntries(Object.entries(await scalePoints(db)).filter(([code]) => used.has(code)));
}

async function event(tx: Tx, actor: Actor, id: string, action: EvaluationAction, from: EvaluationStatus | null, to: EvaluationStatus | null, comment: string | null, at: Date) {
  await repo.insertEvent(tx, { evaluationId: id, action, fromStatus: from, toStatus: to, actorId: actor.userId, actorLabel: actor.label, comment, at });
}

// ---------------------------------------------------------------------------------------------
// Calls

export async function myTasks(db: Db, actor: Actor, query: z.output<typeof myTasksQuerySchema>) {
  const c = await callerOf(db, actor);
  if (!c.employeeId) return { mine: [], reviews: [] };
  const rows = await repo.tasksOf(db, c.employeeId, { cycleId: query.cycleId, status: query.status === 'ALL' ? undefined : query.status });
  const who = await repo.people(
    db,
    rows.map((r) => r.evaluation.employeeId),
  );
  const mine: EvaluationTask[] = [];
  const reviews: EvaluationTask[] = [];
  for (const { evaluation: ev, cycle } of rows) {
    const role = roleOf(c, ev, cycle) as 'self' | 'first' | 'second';
    const p = who.get(ev.employeeId)!;
    const task: EvaluationTask = {
      id: ev.id,
      cycleId: cycle.id,
      cycleName: cycle.name,
      cycleStatus: cycle.status,
      dueDate: cycle.dueDate,
      employee: repo.personDto(p),
      status: ev.status,
      role,
      actionRequired: writablePart(role, ev, cycle) !== null,
      grade: role === 'self' && cycle.status === 'released' ? ev.grade : null,
      updatedAt: ev.updatedAt.toISOString(),
    };
    (role === 'self' ? mine : reviews).push(task);
  }
  return { mine, reviews };
}

export async function getEvaluation(db: Db, actor: Actor, id: string): Promise<Evaluation> {
  const c = await callerOf(db, actor);
  return toDto(db, await load(db, c, id));
}

/** Final score and grade after a part's score changed (a calibrated grade stays). */
async function results(db: Db | Tx, ev: repo.EvaluationRow, scores: { firstScore: number | null; secondScore: number | null }) {
  const score = finalScore(scores.firstScore, scores.secondScore, !!ev.secondEvaluatorId);
  const computedGrade = gradeOf(score, await gradeBands(db));
  return { finalScore: score, computedGrade, grade: ev.calibration ? ev.grade : computedGrade };
}

/** Writes the caller's part (answers replaced whole), guarded by status and version. */
async function writePart(
  tx: Tx,
  ctx: Context,
  party: Party,
  part: StoredPart,
  guard: { version?: number | undefined },
  extra: Partial<repo.EvaluationRow> = {},
): Promise<repo.EvaluationRow | undefined> {
  const { ev, template } = ctx;
  const score = partScore(template.sections, party, part.answers, await scales(tx));
  const scores = { firstScore: ev.firstScore, secondScore: ev.secondScore, [scoreColumn[party]]: score };
  return repo.updateEvaluationIf(
    tx,
    ev.id,
    { status: ev.status, version: guard.version },
    { parts: { ...ev.parts, [party]: part }, [scoreColumn[party]]: score, ...(await results(tx, ev, scores)), ...extra },
  );
}

export async function saveDraft(db: Db, actor: Actor, id: string, input: z.output<typeof saveDraftSchema>, now: Date) {
  return db.transaction(async (tx) => {
    const c = await callerOf(tx, actor);
    const ctx = await load(tx, c, id);
    const party = writablePart(ctx.role, ctx.ev, ctx.cycle);
    if (!party) throw readOnly();
    const errors = answerErrors(ctx.template.sections, party, input.answers, await scales(tx));
    if (Object.keys(errors).length) throw validationError(errors);
    const row = await writePart(tx, ctx, party, { answers: input.answers, comment: input.comment, submittedAt: null }, { version: input.version });
    if (!row) {
      const current = (await repo.findEvaluation(tx, id))!;
      if (current.status !== ctx.ev.status) throw movedByOther();
      const p = partOf(current.parts, party);
      throw new AppError('CONFLICT', '다른 창에서 먼저 저장된 내용이 있습니다. 최신 내용을 확인한 뒤 다시 저장해주세요.', {
        current: { version: current.version, answers: p.answers, comment: p.comment },
      });
    }
    await writeAudit(tx, actor, { action: 'evaluations.save_draft', targetCollection: collection, targetId: id, after: { party, version: row.version } });
    return { id, version: row.version, savedAt: now.toISOString(), score: row[scoreColumn[party]] };
  });
}

/** The caller's submit of their open part: required answers and weights checked, then the guarded move. */
async function submitIn(tx: Tx, actor: Actor, ctx: Context, party: Party, version: number | undefined, now: Date): Promise<repo.EvaluationRow> {
  const part = partOf(ctx.ev.parts, party);
  const errors = submitErrors(ctx.template.sections, party, part.answers);
  if (Object.keys(errors).length) throw validationError(errors, Object.values(errors)[0]);
  const to = submitTarget(ctx.ev.status, !!ctx.ev.secondEvaluatorId);
  if (!to) throw readOnly();
  const row = await writePart(tx, ctx, party, { ...part, submittedAt: now.toISOString() }, { version }, { status: to, returnComment: null });
  if (!row) throw movedByOther();
  await event(tx, actor, ctx.ev.id, 'submit', ctx.ev.status, to, null, now);
  await writeAudit(tx, actor, { action: 'evaluations.submit', targetCollection: collection, targetId: ctx.ev.id, before: { status: ctx.ev.status }, after: { status: to, party } });
  return row;
}

export async function submit(db: Db, actor: Actor, id: string, version: number | undefined, now: Date): Promise<Evaluation> {
  return db.transaction(async (tx) => {
    const c = await callerOf(tx, actor);
    const ctx = await load(tx, c, id);
    const party = writablePart(ctx.role, ctx.ev, ctx.cycle);
    if (!party) throw readOnly();
    const row = await submitIn(tx, actor, ctx, party, version, now);
    return toDto(tx, { ...ctx, ev: row });
  });
}

/** 반려: the next party sends the evaluation back one step with a comment. */
export async function returnEvaluation(db: Db, actor: Actor, id: string, input: z.output<typeof returnSchema>, now: Date): Promise<Evaluation> {
  return db.transaction(async (tx) => {
    const c = await callerOf(tx, actor);
    const ctx = await load(tx, c, id);
    const { ev, cycle, role } = ctx;
    const to = returnTarget(ev.status, !!ev.secondEvaluatorId);
    const by = ev.status === 'second_reviewed' ? 'hr' : returnStep[ev.status]?.by;
    const allowed = to && (by === 'hr' ? c.manager && role !== 'self' : by === role) && (cycle.status === 'open' || (by === 'hr' && cycle.status === 'closed'));
    if (!allowed) throw new AppError('CONFLICT', '지금 상태에서는 반려할 수 없습니다.');
    const reopened = writerOf[to];
    const parts = reopened ? { ...ev.parts, [reopened]: { ...partOf(ev.parts, reopened), submittedAt: null } } : ev.parts;
    const row = await repo.updateEvaluationIf(tx, id, { status: ev.status, version: input.version }, { status: to, parts, returnComment: input.comment });
    if (!row) throw movedByOther();
    await event(tx, actor, id, 'return', ev.status, to, input.comment, now);
    await writeAudit(tx, actor, { action: 'evaluations.return', targetCollection: collection, targetId: id, before: { status: ev.status }, after: { status: to, comment: input.comment } });
    return toDto(tx, { ...ctx, ev: row });
  });
}

export async function confirm(db: Db, actor: Actor, id: string, version: number | undefined, now: Date): Promise<Evaluation> {
  return db.transaction(async (tx) => {
    const c = await callerOf(tx, actor);
    const ctx = await load(tx, c, id);
    const { ev, cycle } = ctx;
    await assertMayDecide(tx, actor, ev);
    if (ev.status !== confirmFrom || (cycle.status !== 'open' && cycle.status !== 'closed')) throw new AppError('CONFLICT', '2차 검토가 끝난 평가만 확정할 수 있습니다.');
    const row = await repo.updateEvaluationIf(tx, id, { status: ev.status, version }, { status: 'confirmed' });
    if (!row) throw movedByOther();
    await event(tx, actor, id, 'confirm', ev.status, 'confirmed', null, now);
    await writeAudit(tx, actor, { action: 'evaluations.confirm', targetCollection: collection, targetId: id, before: { status: ev.status }, after: { status: 'confirmed' } });
    return toDto(tx, { ...ctx, role: 'hr', ev: row });
  });
}

/** The evaluator portal's bulk action: the same answers (and comment) into each evaluation's open part; all or nothing. */
export async function bulkSave(db: Db, actor: Actor, input: z.output<typeof bulkSaveSchema>, now: Date) {
  return db.transaction(async (tx) => {
    const c = await callerOf(tx, actor);
    await repo.findEvaluationsForUpdate(tx, input.evaluationIds);
    const contexts: Context[] = [];
    for (const id of new Set(input.evaluationIds)) contexts.push(await load(tx, c, id));
    const closed = contexts.filter((ctx) => ctx.role === 'hr' || ctx.role === 'self' || !writablePart(ctx.role, ctx.ev, ctx.cycle));
    if (closed.length) throw new AppError('CONFLICT', '지금 평가할 수 없는 평가가 포함되어 있습니다.', { evaluationIds: closed.map((x) => x.ev.id) });
    const data = [];
    const scaleMap = await scales(tx);
    for (const ctx of contexts) {
      const party = ctx.role as Party;
      const before = partOf(ctx.ev.parts, party);
      const part = { answers: { ...before.answers, ...input.fields.answers }, comment: input.fields.comment ?? before.comment, submittedAt: null };
      const errors = answerErrors(ctx.template.sections, party, part.answers, scaleMap);
      if (Object.keys(errors).length) throw validationError(Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${ctx.ev.id}.${k}`, v])));
      let row = await writePart(tx, ctx, party, part, {});
      if (!row) throw movedByOther();
      await writeAudit(tx, actor, { action: 'evaluations.bulk_save', targetCollection: collection, targetId: ctx.ev.id, after: { party, version: row.version } });
      if (input.submit) row = await submitIn(tx, actor, { ...ctx, ev: row }, party, undefined, now);
      data.push({ id: row.id, version: row.version, status: row.status });
    }
    return { count: data.length, data };
  });
}

/** For the cycle report and calibration: reload one evaluation's DTO as HR. */
export async function evaluationForHr(db: Db | Tx, actor: Actor, id: string): Promise<Evaluation> {
  const c = await callerOf(db, actor);
  return toDto(db, await load(db, { ...c, hr: true }, id));
}

/** The event and audit rows of a calibration (cycles.service writes the grade). */
export async function recordCalibration(tx: Tx, actor: Actor, ev: repo.EvaluationRow, from: string | null, to: string, reason: string, now: Date) {
  await event(tx, actor, ev.id, 'calibrate', ev.status, ev.status, `${from ?? '-'} → ${to}: ${reason}`, now);
  await writeAudit(tx, actor, { action: 'evaluations.calibrate', targetCollection: collection, targetId: ev.id, before: { grade: from }, after: { grade: to, reason } });
}

/** For the report: loads the context of an evaluation the caller may read. */
export async function readableContext(db: Db, actor: Actor, id: string) {
  const c = await callerOf(db, actor);
  const ctx = await load(db, c, id);
  return { dto: await toDto(db, ctx), ctx };
}

/** hr-metrics (spec 7.2): a person's released results, newest first. */
export async function releasedSummary(db: Db | Tx, employeeId: string) {
  const rows = await repo.releasedResultsOf(db, employeeId);
  const latest = rows[0];
  return {
    count: rows.length,
    latestGrade: latest?.grade ?? null,
    latestScore: latest?.finalScore ?? null,
    latestCycleName: latest?.cycleName ?? null,
    history: rows.map((r) => ({ cycleId: r.cycleId, cycleName: r.cycleName, periodEnd: r.periodEnd, grade: r.grade, finalScore: r.finalScore })),
  };
}

/**
 * Demo data: writes `answers` into the part that `employeeId` (the person or an assigned evaluator)
 * may write now, and submits it when asked, exactly as their own calls would (no account needed).
 */
export async function writeAs(
  tx: Tx,
  actor: Actor,
  employeeId: string,
  id: string,
  input: { answers: StoredPart['answers']; comment: string; submit: boolean },
  now: Date,
): Promise<repo.EvaluationRow> {
  const ctx = await load(tx, { actor, employeeId, hr: false, manager: false }, id);
  const party = writablePart(ctx.role, ctx.ev, ctx.cycle);
  if (!party) throw readOnly();
  const row = await writePart(tx, ctx, party, { answers: input.answers, comment: input.comment, submittedAt: null }, {});
  if (!row) throw movedByOther();
  return input.submit ? submitIn(tx, actor, { ...ctx, ev: row }, party, undefined, now) : row;
}

/** The global search's source (issue 31). */
export { evaluationSearchSource } from './evaluations.search';
