import type { z } from 'zod';
import { departmentPathOf, retirementDateOf } from '@saram/shared/employees/employees';
import type { Page } from '@saram/shared/pagination';
import {
  canTransition,
  deletableStatuses,
  editableStatuses,
  isSelfFiledType,
  resignationActionLabels,
  resignationStatusLabels,
  resignationTransitions,
  resignationTypeGroup,
  type ResignationStatus,
} from '@saram/shared/resignations/resignations';
import {
  resignationSchema,
  type approveResignationSchema,
  type cancelResignationSchema,
  type createResignationSchema,
  type rejectResignationSchema,
  type Resignation,
  type ResignationEvent,
  type resignationListQuerySchema,
  type updateResignationSchema,
} from '@saram/shared/resignations/resignations.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordBulkAccess, writeAudit } from '../../lib/data/audit';
import { AppError, movedByOther, validationError } from '../../lib/errors';
import { addDays, seoulToday } from '../../lib/seoul-time';
import { emitEmployeeEvent } from '../webhooks/webhooks.writer';
import { findUserById } from '../auth/auth.service';
import { activeNames } from '../common-types/common-types.service';
import { setResignation } from '../employees/employees.writer';
import * as repo from './resignations.repo';

/**
 * Spec 7.9: resignation requests. An employee files for themself (their account's linked employee);
 * HR (resignations:approve or employees:write) may file, edit and delete for anyone in its scope.
 * Every status change is a guarded transition (`UPDATE … WHERE status = :from`) with its event and
 * audit row in one transaction; an approval also writes the person's resignation section through the
 * employees writer. Retirement on the day after the last working day: retirement.ts.
 */

const collection = 'resignations';
const notFound = () => new AppError('NOT_FOUND', '사직 신청을 찾을 수 없습니다.');

/** HR may see the requests of the employees in its scope; others only their own. */
const isHrReader = (a: Actor) => a.permissions.has('resignations:read') || a.permissions.has('resignations:approve');
/** HR may file for someone, edit any pending request and delete. */
const isHrWriter = (a: Actor) => a.permissions.has('resignations:approve') || a.permissions.has('employees:write');
const isDecider = (a: Actor) => a.permissions.has('resignations:approve');

/** The employee the caller's account is linked to (users.employee_id), if any. */
async function linkedEmployee(db: Db | Tx, actor: Actor): Promise<string | null> {
  if (!actor.userId) return null;
  return (await findUserById(db, actor.userId))?.employeeId ?? null;
}

type Caller = { actor: Actor; employeeId: string | null };
async function callerOf(db: Db | Tx, actor: Actor): Promise<Caller> {
  return { actor, employeeId: await linkedEmployee(db, actor) };
}

function visibility(c: Caller): repo.Visibility {
  return isHrReader(c.actor) || isHrWriter(c.actor) ? { scope: c.actor.employeeScope } : { own: { employeeId: c.employeeId, userId: c.actor.userId } };
}

/** The requester: who filed it, or the person it is for. */
const isRequester = (c: Caller, r: repo.ResignationRow) => (!!c.actor.userId && r.requestedBy === c.actor.userId) || (!!c.employeeId && r.employeeId === c.employeeId);

function toDto(row: repo.JoinedRow, c: Caller): Resignation {
  const { r, employee: e } = row;
  const pending = editableStatuses.includes(r.status);
  const own = isRequester(c, r);
  return {
    id: r.id,
    employee_id: r.employeeId,
    employee: {
      id: e.id,
      name: e.name,
      employee_no: e.employeeNo,
      unit: e.part || e.team || e.headquarters || e.division || null,
      department_path: departmentPathOf({ headquarters: e.headquarters ?? '', team: e.team ?? '', part: e.part ?? '' }),
      job_title: e.jobTitle,
      hire_date: e.hireDate,
    },
    status: r.status,
    resignationDate: r.requestDate,
    lastWorkingDate: r.lastWorkingDate,
    retirementDate: retirementDateOf({ resignationDate: r.requestDate, lastWorkingDate: r.lastWorkingDate }),
    resignationType: r.resignationType,
    reason: r.reason,
    requested_by: r.requestedBy,
    requested_by_label: r.requestedByLabel,
    decided_by_label: r.decidedByLabel,
    decided_at: r.decidedAt?.toISOString() ?? null,
    decision_comment: r.decisionComment,
    completed_at: r.completedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    can: {
      edit: pending && (own || isHrWriter(c.actor)),
      cancel: pending && own,
      approve: pending && isDecider(c.actor) && !own,
      reject: pending && isDecider(c.actor) && !own,
      delete: deletableStatuses.includes(r.status) && isHrWriter(c.actor),
    },
  };
}

async function findVisible(db: Db | Tx, c: Caller, id: string): Promise<repo.JoinedRow> {
  const row = await repo.find(db, id, visibility(c));
  if (!row) throw notFound();
  return row;
}

/**
 * Korean 400s for the fields a request checks against the database: the type code (on a person's own
 * request, only the types they file themself), the hire date.
 */
async function checkFields(db: Db, fields: { lastWorkingDate: string; resignationType: string }, hireDate: string | null, own: boolean): Promise<void> {
  const errors: Record<string, string> = {};
  const types = await activeNames(db, resignationTypeGroup);
  if (!types.includes(fields.resignationType)) errors.resignationType = `퇴직 유형은 ${types.join(', ')} 중 하나여야 합니다.`;
  else if (own && !isSelfFiledType(fields.resignationType)) {
    errors.resignationType = `${fields.resignationType} 유형은 인사 담당자가 등록합니다. 본인 사직서는 ${types.filter(isSelfFiledType).join(', ')} 중에서 선택해주세요.`;
  }
  if (hireDate && fields.lastWorkingDate < hireDate) errors.lastWorkingDate = `최종 근무일은 입사일(${hireDate}) 이후여야 합니다.`;
  if (Object.keys(errors).length) throw validationError(errors);
}

async function event(tx: Tx, actor: Actor, id: string, action: ResignationEvent['action'], from: ResignationStatus | null, to: ResignationStatus, comment: string | null, at: Date) {
  await repo.insertEvent(tx, { resignationId: id, action, fromStatus: from, toStatus: to, actorId: actor.userId, actorLabel: actor.label, comment: comment || null, at });
}

async function answer(db: Db, c: Caller, id: string): Promise<Resignation> {
  return toDto(await findVisible(db, c, id), c);
}

// ---------------------------------------------------------------------------------------------
// The writes, inside the caller's transaction (the calls below, the retirement job and the demo)

export type NewRequest = { employeeId: string; lastWorkingDate: string; resignationType: string; reason: string };

/** A new pending request filed by `actor`, with its first event and audit row. */
export async function insertRequest(tx: Tx, actor: Actor, input: NewRequest, now: Date): Promise<repo.ResignationRow> {
  const row = await repo.insert(tx, {
    employeeId: input.employeeId,
    status: 'pending',
    requestDate: seoulToday(now),
    lastWorkingDate: input.lastWorkingDate,
    resignationType: input.resignationType,
    reason: input.reason,
    requestedBy: actor.userId,
    requestedByLabel: actor.label,
  });
  await event(tx, actor, row.id, 'request', null, 'pending', input.reason, now);
  await writeAudit(tx, actor, {
    action: 'resignations.create',
    targetCollection: collection,
    targetId: row.id,
    after: { employee_id: row.employeeId, lastWorkingDate: row.lastWorkingDate, resignationType: row.resignationType, reason: row.reason },
  });
  return row;
}

/**
 * The guarded move of `action` (`UPDATE … WHERE status = :from` of the transition table) with its
 * event and audit row; an approval also writes the person's resignation section through the
 * employees writer. Undefined when the request was no longer in the source status (someone else moved it).
 */
export async function applyTransition(
  tx: Tx,
  actor: Actor,
  id: string,
  action: Exclude<ResignationEvent['action'], 'request'>,
  comment: string,
  now: Date,
): Promise<repo.ResignationRow | undefined> {
  const { from, to } = resignationTransitions[action];
  const decision = action === 'approve' || action === 'reject';
  const row = await repo.updateStatusIf(tx, id, from, {
    status: to,
    ...(decision ? { decidedBy: actor.userId, decidedByLabel: actor.label, decidedAt: now, decisionComment: comment || null } : {}),
    ...(action === 'complete' ? { completedAt: now } : {}),
  });
  if (!row) return undefined;
  await event(tx, actor, id, action, from, to, comment, now);
  await writeAudit(tx, actor, { action: `resignations.${action}`, targetCollection: collection, targetId: id, before: { status: from }, after: { status: to, comment } });
  if (action === 'approve') {
    await setResignation(tx, actor, row.employeeId, {
      status: 'approved',
      resignationDate: row.requestDate,
      lastWorkingDate: row.lastWorkingDate,
      resignationType: row.resignationType,
      resignationReason: row.reason,
    });
    const { requestDate, lastWorkingDate, resignationType } = row;
    await emitEmployeeEvent(tx, 'resignation.approved', row.employeeId, { resignationId: id, requestDate, lastWorkingDate, resignationType });
  }
  return row;
}

// ---------------------------------------------------------------------------------------------
// Calls

export async function request(db: Db, actor: Actor, input: z.output<typeof createResignationSchema>, now: Date): Promise<Resignation> {
  const c = await callerOf(db, actor);
  const target = input.employee_id ?? c.employeeId;
  if (!target) throw new AppError('CONFLICT', '계정에 연결된 직원 정보가 없어 사직 신청을 할 수 없습니다. 인사 담당자에게 문의해주세요.');
  const forOther = target !== c.employeeId;
  if (forOther && !isHrWriter(actor)) throw new AppError('FORBIDDEN', '다른 직원의 사직 신청은 인사 담당자만 등록할 수 있습니다.');
  const person = await repo.employeeFacts(db, target, forOther ? actor.employeeScope : null);
  if (!person) throw new AppError('NOT_FOUND', '직원을 찾을 수 없습니다.');
  if (person.employmentStatus === '퇴직') throw new AppError('CONFLICT', `${person.name}님은 이미 퇴직 처리되었습니다.`);
  await checkFields(db, input, person.hireDate, !forOther);
  const id = await db.transaction(async (tx) => {
    if (await repo.openOf(tx, target)) throw new AppError('CONFLICT', `${person.name}님의 진행 중인 사직 신청이 이미 있습니다.`);
    return (await insertRequest(tx, actor, { employeeId: target, ...input }, now)).id;
  });
  return answer(db, c, id);
}

const resignationFields = Object.keys(resignationSchema.shape);

/** The requests the caller may see, a page at a time, with one access record for the page. */
export async function list(db: Db, actor: Actor, q: z.output<typeof resignationListQuerySchema>): Promise<Page<Resignation>> {
  const c = await callerOf(db, actor);
  const { page, limit, status, unit_id, employee_id, ...rest } = q;
  const filter: repo.Filter = {
    ...rest,
    ...(status === 'ALL' ? {} : { status }),
    ...(unit_id ? { unitId: unit_id } : {}),
    ...(employee_id ? { employeeId: employee_id } : {}),
  };
  const { rows, total } = await repo.list(db, filter, visibility(c), { page, limit });
  await recordBulkAccess(db, actor, { subjectType: 'resignation_list', query: q, count: rows.length, fields: resignationFields });
  return { data: rows.map((r) => toDto(r, c)), total, page, limit, hasNext: page * limit < total };
}

export async function get(db: Db, actor: Actor, id: string): Promise<Resignation> {
  return answer(db, await callerOf(db, actor), id);
}

export async function update(db: Db, actor: Actor, id: string, input: z.output<typeof updateResignationSchema>): Promise<Resignation> {
  const c = await callerOf(db, actor);
  const { r, employee } = await findVisible(db, c, id);
  if (!isRequester(c, r) && !isHrWriter(actor)) throw new AppError('FORBIDDEN', '본인이 신청했거나 인사 담당자만 사직 신청을 수정할 수 있습니다.');
  if (!editableStatuses.includes(r.status)) throw new AppError('CONFLICT', `${resignationStatusLabels[r.status]} 상태의 사직 신청은 수정할 수 없습니다.`);
  const next = { lastWorkingDate: input.lastWorkingDate ?? r.lastWorkingDate, resignationType: input.resignationType ?? r.resignationType, reason: input.reason ?? r.reason };
  // A type HR gave stays when the person edits other fields; choosing one themself is refused.
  const own = r.employeeId === c.employeeId && next.resignationType !== r.resignationType;
  await checkFields(db, next, employee.hireDate, own);
  const keys = (['lastWorkingDate', 'resignationType', 'reason'] as const).filter((k) => next[k] !== r[k]);
  if (keys.length) {
    await db.transaction(async (tx) => {
      if (!(await repo.updatePendingFields(tx, id, next))) throw movedByOther();
      await writeAudit(tx, actor, {
        action: 'resignations.update',
        targetCollection: collection,
        targetId: id,
        before: Object.fromEntries(keys.map((k) => [k, r[k]])),
        after: Object.fromEntries(keys.map((k) => [k, next[k]])),
      });
    });
  }
  return answer(db, c, id);
}

function refuseIllegal(status: ResignationStatus, action: 'approve' | 'reject' | 'cancel'): void {
  if (!canTransition(status, action)) {
    throw new AppError('CONFLICT', `${resignationStatusLabels[status]} 상태의 사직 신청은 ${resignationActionLabels[action]}할 수 없습니다.`, { status, action });
  }
}

/** HR's decision (approve or reject); nobody decides their own request. Approval fills the person's resignation section. */
async function decide(db: Db, actor: Actor, id: string, action: 'approve' | 'reject', comment: string, now: Date): Promise<Resignation> {
  const c = await callerOf(db, actor);
  const { r } = await findVisible(db, c, id);
  if (isRequester(c, r)) throw new AppError('FORBIDDEN', '본인의 사직 신청은 승인하거나 반려할 수 없습니다.');
  refuseIllegal(r.status, action);
  await db.transaction(async (tx) => {
    if (!(await applyTransition(tx, actor, id, action, comment, now))) throw movedByOther();
  });
  return answer(db, c, id);
}

export function approve(db: Db, actor: Actor, id: string, input: z.output<typeof approveResignationSchema>, now: Date): Promise<Resignation> {
  return decide(db, actor, id, 'approve', input.comment, now);
}

export function reject(db: Db, actor: Actor, id: string, input: z.output<typeof rejectResignationSchema>, now: Date): Promise<Resignation> {
  return decide(db, actor, id, 'reject', input.reason, now);
}

/** The requester withdraws a pending request. */
export async function cancel(db: Db, actor: Actor, id: string, input: z.output<typeof cancelResignationSchema>, now: Date): Promise<Resignation> {
  const c = await callerOf(db, actor);
  const { r } = await findVisible(db, c, id);
  if (!isRequester(c, r)) throw new AppError('FORBIDDEN', '사직 신청은 신청한 본인만 취소할 수 있습니다.');
  refuseIllegal(r.status, 'cancel');
  await db.transaction(async (tx) => {
    if (!(await applyTransition(tx, actor, id, 'cancel', input.comment, now))) throw movedByOther();
  });
  return answer(db, c, id);
}

/** HR deletes a pending or cancelled request (its events go with it; the audit row stays). */
export async function remove(db: Db, actor: Actor, id: string): Promise<void> {
  const c = await callerOf(db, actor);
  if (!isHrWriter(actor)) throw new AppError('FORBIDDEN', '사직 신청은 인사 담당자만 삭제할 수 있습니다.');
  const { r } = await findVisible(db, c, id);
  if (!deletableStatuses.includes(r.status)) throw new AppError('CONFLICT', `${resignationStatusLabels[r.status]} 상태의 사직 신청은 삭제할 수 없습니다.`);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteIf(tx, id, deletableStatuses))) throw movedByOther();
    await writeAudit(tx, actor, {
      action: 'resignations.delete',
      targetCollection: collection,
      targetId: id,
      before: { employee_id: r.employeeId, status: r.status, lastWorkingDate: r.lastWorkingDate, resignationType: r.resignationType, reason: r.reason },
    });
  });
}

export async function history(db: Db, actor: Actor, id: string): Promise<{ data: ResignationEvent[] }> {
  const c = await callerOf(db, actor);
  await findVisible(db, c, id);
  const rows = await repo.events(db, id);
  return {
    data: rows.map((e) => ({
      id: e.id,
      action: e.action,
      from: e.fromStatus,
      to: e.toStatus,
      actor_id: e.actorId,
      actor: e.actorLabel,
      comment: e.comment,
      at: e.at.toISOString(),
    })),
  };
}

export async function pendingCount(db: Db, actor: Actor): Promise<{ count: number }> {
  return { count: await repo.pendingCount(db, actor.employeeScope) };
}

/** Approved requests whose last working day is within today … today + days (Asia/Seoul). */
export async function upcoming(db: Db, actor: Actor, days: number, now: Date): Promise<{ data: Resignation[] }> {
  const c = await callerOf(db, actor);
  const today = seoulToday(now);
  return { data: (await repo.upcoming(db, today, addDays(today, days), actor.employeeScope)).map((r) => toDto(r, c)) };
}
