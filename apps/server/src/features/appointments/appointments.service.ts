import type { z } from 'zod';
import {
  appointmentActionLabels,
  appointmentStatusLabels,
  appointmentTransitions,
  appointmentTypeLabels,
  appointmentTypeRules,
  canTransition,
  type AppointmentAction,
  type AppointmentStatus,
  type TransitionAction,
} from '@saram/shared/appointments/appointments';
import type { Appointment, appointmentListQuerySchema, createAppointmentSchema, updateAppointmentSchema } from '@saram/shared/appointments/appointments.schemas';
import { departmentPathOf } from '@saram/shared/employees/employees';
import type { Page } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import type { AppointmentPrevious } from '../../db/schema/appointments';
import type { Actor } from '../../lib/auth/actor';
import { recordBulkAccess, writeAudit } from '../../lib/data/audit';
import { AppError, movedByOther, validationError } from '../../lib/errors';
import { unitPath } from '../organization/organization.service';
import { resolveLine } from './approval-lines.service';
import * as repo from './appointments.repo';

/**
 * 인사발령: HR (appointments:write) files an appointment for a person in its scope, as a draft or
 * submitted at once; submission resolves the approval line into steps, and each approver in turn
 * approves (the last approval makes it 승인, shown as 예정 until its effective date) or rejects with a
 * reason. Nobody decides a step of their own request. Every move is guarded (`UPDATE … WHERE status
 * in (:from)`) with its event and audit row in one transaction. Taking effect: apply.ts.
 */

const collection = 'appointments';
const notFound = () => new AppError('NOT_FOUND', '인사발령을 찾을 수 없습니다.');
const isWriter = (a: Actor) => a.permissions.has('appointments:write');

async function event(tx: Tx, actor: Actor, id: string, action: AppointmentAction, from: AppointmentStatus | null, to: AppointmentStatus, comment: string | null, at: Date) {
  await repo.insertEvent(tx, { appointmentId: id, action, fromStatus: from, toStatus: to, actorId: actor.userId, actorLabel: actor.label, comment: comment || null, at });
}

async function audit(tx: Tx, actor: Actor, id: string, action: AppointmentAction, before: object | null, after: object) {
  await writeAudit(tx, actor, { action: `appointments.${action}`, targetCollection: collection, targetId: id, before, after });
}

/** The answers of many rows: their steps, events and target units' paths in a few queries. */
export async function toDtos(db: Db, rows: repo.JoinedRow[], actor: Actor): Promise<Appointment[]> {
  const ids = rows.map((r) => r.a.id);
  const batchIds = [...new Set(rows.map((r) => r.a.batchId).filter((b): b is string => !!b))];
  const [approvals, events, batchRows] = await Promise.all([repo.approvalsOf(db, ids), repo.eventsOf(db, ids), repo.batchesOf(db, batchIds)]);
  const batches = new Map(batchRows.map((b) => [b.id, { id: b.id, number: b.number }]));
  const paths = new Map<string, string>();
  for (const unitId of new Set(rows.map((r) => r.a.change.unitId).filter((u): u is string => !!u))) {
    paths.set(unitId, await unitPath(db, unitId).then((p) => p.path, () => '(삭제된 조직)'));
  }
  return rows.map(({ a, employee: e }) => {
    const steps = approvals.filter((s) => s.appointmentId === a.id);
    const current = steps.find((s) => s.state === 'current');
    const mine = !!current && !!actor.userId && current.approverId === actor.userId && a.requestedBy !== actor.userId;
    return {
      id: a.id,
      employee: { id: e.id, name: e.name, employee_no: e.employeeNo, department_path: departmentPathOf({ headquarters: e.headquarters ?? '', team: e.team ?? '', part: e.part ?? '' }), job_title: e.jobTitle, unit_id: e.unitId },
      type: a.type,
      status: a.status,
      effectiveDate: a.effectiveDate,
      reason: a.reason,
      change: a.change,
      unit_path: a.change.unitId ? (paths.get(a.change.unitId) ?? null) : null,
      requested_by_label: a.requestedByLabel,
      batch: a.batchId ? (batches.get(a.batchId) ?? null) : null,
      applied_at: a.appliedAt?.toISOString() ?? null,
      created_at: a.createdAt.toISOString(),
      approvals: steps.map((s) => ({
        id: s.id,
        step: s.step,
        kind: s.kind,
        approver_user_id: s.approverId,
        approver_label: s.approverLabel,
        state: s.state,
        comment: s.comment,
        decided_at: s.decidedAt?.toISOString() ?? null,
      })),
      events: events
        .filter((ev) => ev.appointmentId === a.id)
        .map((ev) => ({ action: ev.action, from: ev.fromStatus, to: ev.toStatus, actor: ev.actorLabel, comment: ev.comment, at: ev.at.toISOString() })),
      can: {
        submit: isWriter(actor) && canTransition(a.status, 'submit'),
        approve: a.status === 'pending' && mine,
        reject: a.status === 'pending' && mine,
        cancel: isWriter(actor) && canTransition(a.status, 'cancel'),
        edit: isWriter(actor) && a.status === 'draft' && !!a.requestedBy && a.requestedBy === actor.userId,
      },
    };
  });
}

async function answer(db: Db, actor: Actor, row: repo.JoinedRow): Promise<Appointment> {
  return (await toDtos(db, [row], actor))[0]!;
}

/** What the caller may open: HR its scope's; an approver what is on their line. */
export async function findVisible(db: Db, actor: Actor, id: string): Promise<repo.JoinedRow> {
  const row = isWriter(actor) ? await repo.find(db, id, actor.employeeScope) : undefined;
  if (row) return row;
  const any = await repo.find(db, id, null);
  if (any && actor.userId && (await repo.approvalsOf(db, [id])).some((s) => s.approverId === actor.userId)) return any;
  throw notFound();
}

function refuseIllegal(status: AppointmentStatus, action: TransitionAction): void {
  if (!canTransition(status, action)) {
    throw new AppError('CONFLICT', `${appointmentStatusLabels[status]} 상태의 인사발령은 ${appointmentActionLabels[action]}할 수 없습니다.`, { status, action });
  }
}

type ChangeInput = Pick<z.output<typeof createAppointmentSchema>, 'type' | 'change'>;

/** Korean field errors for what a type requires and where the target unit is (none: {}). */
export async function changeErrors(db: Db, input: ChangeInput, person: repo.PersonFacts): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const { change, type } = input;
  const label = appointmentTypeLabels[type];
  for (const field of appointmentTypeRules[type].requires) {
    if (!change[field]) errors[`change.${field}`] = `${label} 발령에는 ${field === 'unitId' ? '발령 조직' : field === 'jobGrade' ? '직급' : '직책'}이 필요합니다.`;
  }
  if (type === 'title' && change.jobTitle === undefined) errors['change.jobTitle'] = '직책 임면에는 새 직책(해임은 빈 값)이 필요합니다.';
  if (change.unitId) {
    const unit = await repo.findUnit(db, change.unitId);
    if (!unit || unit.unitType === 'TASK_FORCE') errors['change.unitId'] = '존재하지 않는 조직입니다.';
    else if (unit.id === person.unitId) errors['change.unitId'] = type === 'concurrent' ? '현재 주 소속 조직에는 겸직할 수 없습니다.' : '현재 소속과 같은 조직입니다.';
  }
  if (person.employmentStatus === '퇴직' && type !== 'hire') errors.employee_id = `${person.name}님은 퇴직한 직원입니다.`;
  if (type === 'return' && person.employmentStatus !== '휴직') errors.type = `${person.name}님은 휴직 중이 아니어서 복직 발령을 할 수 없습니다.`;
  return errors;
}

async function checkChange(db: Db, input: ChangeInput, person: repo.PersonFacts): Promise<void> {
  const errors = await changeErrors(db, input, person);
  if (Object.keys(errors).length) throw validationError(errors);
}

/** What the person holds now: the notice's 'from' side. */
async function previousOf(db: Db | Tx, person: repo.PersonFacts): Promise<AppointmentPrevious> {
  const path = departmentPathOf({ headquarters: person.headquarters ?? '', team: person.team ?? '', part: person.part ?? '' });
  const unit = person.unitId ? await unitPath(db, person.unitId).then((p) => p.path, () => path) : path;
  return { unit, jobGrade: person.jobGrade ?? '', jobTitle: person.jobTitle ?? '', jobFunction: person.jobFunction ?? '', employmentStatus: person.employmentStatus };
}

/** Resolves the line and opens its first step: inside the caller's transaction. */
async function openSteps(tx: Tx, actor: Actor, row: repo.AppointmentRow): Promise<void> {
  const steps = await resolveLine(tx, actor, row.corporationId, row.type);
  await repo.insertApprovals(
    tx,
    steps.map((s, i) => ({ appointmentId: row.id, step: i + 1, kind: s.kind, approverId: s.approverId, approverLabel: s.approverLabel, state: i === 0 ? ('current' as const) : ('waiting' as const) })),
  );
}

// ---------------------------------------------------------------------------------------------
// Calls

export type BatchPlace = { id: string; row: number };

/**
 * Files one appointment inside `tx` (checked before): the row, its create event and audit row, and
 * with `submit` its approval steps. Also the 일괄 발령's path, one call per row.
 */
export async function fileIn(
  tx: Tx,
  actor: Actor,
  person: repo.PersonFacts,
  input: z.output<typeof createAppointmentSchema>,
  now: Date,
  batch?: BatchPlace,
): Promise<string> {
  const row = await repo.insert(tx, {
    employeeId: person.id,
    type: input.type,
    status: 'draft',
    effectiveDate: input.effectiveDate,
    reason: input.reason,
    change: input.change,
    previous: await previousOf(tx, person),
    corporationId: person.corporationId,
    requestedBy: actor.userId,
    requestedByLabel: actor.label,
    ...(batch ? { batchId: batch.id, batchRow: batch.row } : {}),
    createdAt: now,
    updatedAt: now,
  });
  await event(tx, actor, row.id, 'create', null, 'draft', input.reason, now);
  await audit(tx, actor, row.id, 'create', null, {
    employee_id: person.id,
    type: input.type,
    effectiveDate: input.effectiveDate,
    change: input.change,
    reason: input.reason,
    ...(batch ? { batch_id: batch.id, row: batch.row } : {}),
  });
  if (input.submit) await submitIn(tx, actor, row, '', now);
  return row.id;
}

export async function create(db: Db, actor: Actor, input: z.output<typeof createAppointmentSchema>, now: Date): Promise<Appointment> {
  const person = await repo.personFacts(db, input.employee_id, actor.employeeScope);
  if (!person) throw validationError({ employee_id: '존재하지 않는 직원입니다.' });
  await checkChange(db, input, person);
  const id = await db.transaction((tx) => fileIn(tx, actor, person, input, now));
  return get(db, actor, id);
}

/** The author edits their draft (작성중) with the same checks as a new one; the person stays. */
export async function update(db: Db, actor: Actor, id: string, input: z.output<typeof updateAppointmentSchema>, now: Date): Promise<Appointment> {
  const { a } = await findVisible(db, actor, id);
  if (a.status !== 'draft') throw new AppError('CONFLICT', `${appointmentStatusLabels[a.status]} 상태의 인사발령은 수정할 수 없습니다. 작성중인 발령만 수정할 수 있습니다.`, { status: a.status });
  if (!a.requestedBy || a.requestedBy !== actor.userId) throw new AppError('FORBIDDEN', '인사발령은 작성한 사람만 수정할 수 있습니다.');
  const person = await repo.personFacts(db, a.employeeId, actor.employeeScope);
  if (!person) throw notFound();
  const next = { type: input.type ?? a.type, effectiveDate: input.effectiveDate ?? a.effectiveDate, reason: input.reason ?? a.reason, change: input.change ?? a.change };
  await checkChange(db, next, person);
  await db.transaction(async (tx) => {
    const values = { ...next, previous: await previousOf(tx, person) };
    if (!(await repo.updateDraft(tx, id, values))) throw movedByOther();
    await event(tx, actor, id, 'update', 'draft', 'draft', next.reason, now);
    await audit(tx, actor, id, 'update', { type: a.type, effectiveDate: a.effectiveDate, change: a.change, reason: a.reason }, next);
  });
  return get(db, actor, id);
}

export async function submitIn(tx: Tx, actor: Actor, row: repo.AppointmentRow, comment: string, now: Date): Promise<void> {
  const moved = await repo.updateStatusIf(tx, row.id, appointmentTransitions.submit.from, { status: 'pending' });
  if (!moved) throw movedByOther();
  await openSteps(tx, actor, moved);
  await event(tx, actor, row.id, 'submit', row.status, 'pending', comment, now);
  await audit(tx, actor, row.id, 'submit', { status: row.status }, { status: 'pending' });
}

export async function submit(db: Db, actor: Actor, id: string, comment: string, now: Date): Promise<Appointment> {
  const { a } = await findVisible(db, actor, id);
  refuseIllegal(a.status, 'submit');
  await db.transaction((tx) => submitIn(tx, actor, a, comment, now));
  return get(db, actor, id);
}

/** The approver whose turn it is decides; nobody decides their own request. */
async function decide(db: Db, actor: Actor, id: string, action: 'approve' | 'reject', comment: string, now: Date): Promise<Appointment> {
  const { a } = await findVisible(db, actor, id);
  if (a.requestedBy && a.requestedBy === actor.userId) throw new AppError('FORBIDDEN', '본인이 상신한 인사발령은 결재할 수 없습니다.');
  refuseIllegal(a.status, action);
  const steps = await repo.approvalsOf(db, [id]);
  const current = steps.find((s) => s.state === 'current');
  if (!current || current.approverId !== actor.userId) throw new AppError('FORBIDDEN', '지금은 이 인사발령을 결재할 차례가 아닙니다.');
  const next = steps.find((s) => s.step === current.step + 1);
  await db.transaction(async (tx) => {
    if (!(await repo.setApprovalState(tx, current.id, 'current', action === 'approve' ? 'approved' : 'rejected', { comment: comment || null, at: now }))) throw movedByOther();
    const step = `${current.step}단계 ${action === 'approve' ? '승인' : '반려'}`;
    if (action === 'approve' && next) {
      await repo.setApprovalState(tx, next.id, 'waiting', 'current');
      await audit(tx, actor, id, 'approve', { step: current.step }, { step: next.step, comment });
      await event(tx, actor, id, 'approve', 'pending', 'pending', comment ? `${step}: ${comment}` : step, now);
      return;
    }
    const to = appointmentTransitions[action].to;
    if (!(await repo.updateStatusIf(tx, id, ['pending'], { status: to }))) throw movedByOther();
    if (action === 'reject') await repo.skipOpenSteps(tx, id);
    await event(tx, actor, id, action, 'pending', to, comment ? `${step}: ${comment}` : step, now);
    await audit(tx, actor, id, action, { status: 'pending' }, { status: to, comment });
  });
  return get(db, actor, id);
}

export const approve = (db: Db, actor: Actor, id: string, comment: string, now: Date) => decide(db, actor, id, 'approve', comment, now);
export const reject = (db: Db, actor: Actor, id: string, reason: string, now: Date) => decide(db, actor, id, 'reject', reason, now);

/** HR withdraws an appointment not yet in effect (its open steps are skipped). */
export async function cancel(db: Db, actor: Actor, id: string, reason: string, now: Date): Promise<Appointment> {
  const { a } = await findVisible(db, actor, id);
  refuseIllegal(a.status, 'cancel');
  await db.transaction(async (tx) => {
    if (!(await repo.updateStatusIf(tx, id, appointmentTransitions.cancel.from, { status: 'cancelled' }))) throw movedByOther();
    await repo.skipOpenSteps(tx, id);
    await event(tx, actor, id, 'cancel', a.status, 'cancelled', reason, now);
    await audit(tx, actor, id, 'cancel', { status: a.status }, { status: 'cancelled', reason });
  });
  return get(db, actor, id);
}

export async function get(db: Db, actor: Actor, id: string): Promise<Appointment> {
  return answer(db, actor, await findVisible(db, actor, id));
}

const appointmentFields = ['employee', 'type', 'status', 'effectiveDate', 'reason', 'change'];

export async function list(db: Db, actor: Actor, q: z.output<typeof appointmentListQuerySchema>): Promise<Page<Appointment>> {
  const { page, limit, status, type, employee_id, batch_id, search } = q;
  const filter: repo.Filter = {
    ...(status === 'ALL' ? {} : { status }),
    ...(type ? { type } : {}),
    ...(employee_id ? { employeeId: employee_id } : {}),
    ...(batch_id ? { batchId: batch_id } : {}),
    ...(search ? { search } : {}),
  };
  const { rows, total } = await repo.list(db, filter, actor.employeeScope, { page, limit });
  await recordBulkAccess(db, actor, { subjectType: 'appointment_list', query: q, count: rows.length, fields: appointmentFields });
  return { data: await toDtos(db, rows, actor), total, page, limit, hasNext: page * limit < total };
}

/** The caller's 발령 결재함: the appointments whose current step is theirs. */
export async function inbox(db: Db, actor: Actor): Promise<{ data: Appointment[] }> {
  if (!actor.userId) return { data: [] };
  return { data: await toDtos(db, await repo.inbox(db, actor.userId), actor) };
}

/** Whether the caller is, or was, on an approval line (the sidebar's 발령 결재함 for approvers without appointments:write). */
export async function approverStatus(db: Db, actor: Actor): Promise<{ approver: boolean; waiting: number }> {
  if (!actor.userId) return { approver: false, waiting: 0 };
  const { steps, waiting } = await repo.approverCounts(db, actor.userId);
  return { approver: steps > 0, waiting };
}

/** Approved appointments not yet in effect (예정): of one person (the record), or of the caller's scope (the org chart). */
/** Current approval steps waiting since before `before` (the notifications' 결재 대기 reminder). */
export async function waitingApprovals(db: Db, before: Date) {
  return repo.waitingApprovals(db, before);
}

export async function upcoming(db: Db, actor: Actor, employeeId: string | undefined): Promise<{ data: Appointment[] }> {
  return { data: await toDtos(db, await repo.upcoming(db, employeeId, actor.employeeScope), actor) };
}
