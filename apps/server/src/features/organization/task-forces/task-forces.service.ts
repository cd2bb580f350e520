import type { Page } from '@saram/shared/pagination';
import { canTransition, taskForceStatusLabels } from '@saram/shared/organization/organization-task-forces';
import type {
  CreateTaskForce,
  TaskForce,
  TaskForceDetail,
  TaskForceListQuery,
  UpdateTaskForce,
} from '@saram/shared/organization/organization-task-forces.schemas';
import type { Db, Tx } from '../../../db/client';
import { systemActor, type Actor } from '../../../lib/auth/actor';
import { writeAudit } from '../../../lib/data/audit';
import { AppError, validationError } from '../../../lib/errors';
import { seoulToday } from '../../../lib/seoul-time';
import { findUserById, userDto, usersWithPermission } from '../../auth/auth.service';
import * as members from '../units/members.repo';
import * as repo from './task-forces.repo';
import { createUnitIn, deleteUnitIn, updateUnitIn, type FieldErrors } from '../units/units.core';
import { checkUnitInScope } from '../units/unit-scope';
import type { EmployeeScope } from '../../../lib/auth/employee-scope';
import * as units from '../units/units.repo';

export const taskForceCollection = 'task_forces';
export const tfNotFound = '태스크포스를 찾을 수 없습니다.';


export function summaryDto(r: repo.SummaryRow): TaskForce {
  return {
    id: r.unit.id,
    _id: r.unit.id,
    tfName: r.unit.name,
    status: r.tf.status,
    priority: r.tf.priority,
    parentId: r.unit.parentId,
    parentName: r.parentName,
    leaderId: r.tf.leaderId,
    purpose: r.tf.purpose,
    startDate: r.tf.startDate,
    endDate: r.tf.endDate,
    isActive: r.unit.isActive,
    dissolvedAt: r.tf.dissolvedAt?.toISOString() ?? null,
    memberCount: r.memberCount,
    currentStep: r.tf.status === 'PENDING_APPROVAL' && r.pendingStep != null ? Number(r.pendingStep) : null,
    approverCount: r.approverCount,
    version: r.unit.version,
    createdAt: r.unit.createdAt.toISOString(),
    updatedAt: r.tf.updatedAt > r.unit.updatedAt ? r.tf.updatedAt.toISOString() : r.unit.updatedAt.toISOString(),
  };
}

export async function approvalsDto(db: Db | Tx, id: string) {
  const rows = await repo.approvals(db, id);
  // Sequential: `db` may be a transaction, whose connection runs one query at a time.
  const out = [];
  for (const a of rows) {
    const user = await findUserById(db, a.approverId);
    out.push({
      step: a.step,
      approverId: a.approverId,
      approverName: user ? (user.userName ?? user.loginId) : null,
      decision: a.decision,
      comment: a.comment,
      decidedAt: a.decidedAt?.toISOString() ?? null,
    });
  }
  return out;
}

export const ACTIVATION_JOB = 'task-forces-activate';
export const activationSchedule = '5 0 * * *';

/**
 * APPROVED task forces whose start date has come become ACTIVE, each with an 'activate' event by
 * the system: the daily job (00:05 Asia/Seoul) runs it. Cheap when nothing is due; the ids activated.
 */
export async function activateDue(db: Db, now: Date): Promise<string[]> {
  const today = seoulToday(now);
  if ((await repo.dueCount(db, today)) === 0) return [];
  const actor = systemActor('시스템 (시작일 도래)');
  return db.transaction(async (tx) => {
    const ids = await repo.activateDue(tx, today);
    for (const id of ids) {
      await repo.insertEvent(tx, { unitId: id, action: 'activate', fromStatus: 'APPROVED', toStatus: 'ACTIVE', actorId: null, actorLabel: actor.label, comment: '시작일이 되어 운영을 시작합니다.' });
      await units.bumpVersion(tx, id);
      await writeAudit(tx, actor, { action: 'task_forces.activate', targetCollection: taskForceCollection, targetId: id, after: { status: 'ACTIVE' } });
    }
    return ids;
  });
}

export async function list(db: Db, query: TaskForceListQuery): Promise<Page<TaskForce>> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await repo.listSummaries(db, filter, { page, limit });
  return { data: rows.map(summaryDto), total, page, limit, hasNext: page * limit < total };
}

export async function findOrThrow(db: Db | Tx, id: string): Promise<repo.SummaryRow> {
  const row = await repo.findSummary(db, id);
  if (!row) throw new AppError('NOT_FOUND', tfNotFound);
  return row;
}

/** The task force with the names of its people in the scope (null: all; the audit keeps the whole list). */
export async function detail(db: Db | Tx, id: string, scope: EmployeeScope): Promise<TaskForceDetail> {
  const row = await findOrThrow(db, id);
  const memberRows = await repo.members(db, id, scope);
  const approvals = await approvalsDto(db, id);
  const leaderName = row.tf.leaderId ? await repo.employeeName(db, row.tf.leaderId, scope) : null;
  return { ...summaryDto(row), leaderName, members: memberRows, approvals };
}

export async function get(db: Db, actor: Actor, id: string): Promise<TaskForceDetail> {
  return detail(db, id, actor.employeeScope);
}

/** What the actor is shown after a change: `full` as audited, less the people outside the actor's scope. */
function answer(tx: Tx, actor: Actor, full: TaskForceDetail): Promise<TaskForceDetail> | TaskForceDetail {
  return actor.employeeScope === null ? full : detail(tx, full.id, actor.employeeScope);
}

/** A task force the actor may change: it exists (404) and hangs inside the actor's scope (403). */
export async function changeable(tx: Tx, actor: Actor, id: string): Promise<repo.SummaryRow> {
  const row = await findOrThrow(tx, id);
  await checkUnitInScope(tx, actor, { unitId: id });
  return row;
}

type People = Pick<CreateTaskForce, 'leaderId' | 'members' | 'approvers'>;

/** Leader and members are employees in the actor's scope; approvers are active users who may manage organisations. */
async function checkPeople(tx: Tx, actor: Actor, input: People, errors: FieldErrors): Promise<void> {
  const memberIds = (input.members ?? []).map((m) => m.employeeId);
  const found = await members.existingEmployeeIds(tx, [...memberIds, ...(input.leaderId ? [input.leaderId] : [])], actor.employeeScope);
  if (input.leaderId && !found.has(input.leaderId)) errors.leaderId = '존재하지 않는 직원입니다.';
  memberIds.forEach((id, i) => {
    if (!found.has(id)) errors[`members.${i}.employeeId`] = '존재하지 않는 직원입니다.';
    else if (memberIds.indexOf(id) !== i) errors[`members.${i}.employeeId`] = '같은 구성원이 두 번 있습니다.';
  });
  const approvers = input.approvers ?? [];
  for (const [i, id] of approvers.entries()) {
    if (approvers.indexOf(id) !== i) {
      errors[`approvers.${i}`] = '같은 결재자가 두 번 있습니다.';
      continue;
    }
    const user = await findUserById(tx, id);
    if (!user || !user.isActive) errors[`approvers.${i}`] = '존재하지 않거나 사용이 중지된 사용자입니다.';
    else if (!(await userDto(tx, user)).permissions.includes('organization:write')) {
      errors[`approvers.${i}`] = '조직 관리 권한이 있는 사용자만 결재자로 지정할 수 있습니다.';
    }
  }
}

function checkDates(startDate: string, endDate: string, errors: FieldErrors): void {
  if (endDate < startDate) errors.endDate = '종료일은 시작일과 같거나 이후여야 합니다.';
}

function memberList(input: People): { employeeId: string; role: string | null; isHead: boolean }[] {
  const list = (input.members ?? []).map((m) => ({ employeeId: m.employeeId, role: m.role ?? null, isHead: m.employeeId === input.leaderId }));
  if (input.leaderId && !list.some((m) => m.employeeId === input.leaderId)) list.unshift({ employeeId: input.leaderId, role: '리더', isHead: true });
  return list;
}

/**
 * Who the caller may put on an approval line: active users who may manage organisations, except
 * the caller, who submits the request and may not approve it (segregation of duties).
 */
export async function approverCandidates(db: Db, actor: Actor, query: { q: string; limit: number }) {
  const users = await usersWithPermission(db, 'organization:write', query.q, query.limit + 1);
  return { data: users.filter((u) => u.id !== actor.userId).slice(0, query.limit) };
}

export async function create(db: Db, actor: Actor, input: CreateTaskForce): Promise<TaskForceDetail> {
  return db.transaction(async (tx) => {
    const errors: FieldErrors = {};
    checkDates(input.startDate, input.endDate, errors);
    await checkPeople(tx, actor, input, errors);
    let unit: units.UnitRow;
    try {
      unit = await createUnitIn(
        tx,
        actor,
        { unitName: input.tfName, unitType: 'TASK_FORCE', parentId: input.parentId ?? null, isTemporary: true },
        { allowTaskForce: true, action: 'organizations.tf_create' },
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'VALIDATION_ERROR') throw err;
      const fields = (err.details as { fields: FieldErrors }).fields;
      throw validationError({ ...errors, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === 'unitName' ? 'tfName' : k, v])) });
    }
    if (Object.keys(errors).length) throw validationError(errors);
    await repo.insertTaskForce(tx, {
      unitId: unit.id,
      status: 'DRAFT',
      priority: input.priority ?? 'MEDIUM',
      leaderId: input.leaderId ?? null,
      purpose: input.purpose ?? null,
      startDate: input.startDate,
      endDate: input.endDate,
    });
    await repo.replaceMembers(tx, unit.id, memberList(input));
    await repo.replaceApprovers(tx, unit.id, input.approvers ?? []);
    await repo.insertEvent(tx, { unitId: unit.id, action: 'create', fromStatus: null, toStatus: 'DRAFT', actorId: actor.userId, actorLabel: actor.label, comment: null });
    const after = await detail(tx, unit.id, null);
    await writeAudit(tx, actor, { action: 'task_forces.create', targetCollection: taskForceCollection, targetId: unit.id, after });
    return answer(tx, actor, after);
  });
}

function refuse(action: 'update' | 'delete' | 'extend' | 'dissolve', status: repo.TaskForceRow['status']): never {
  const verbs = { update: '수정할', delete: '삭제할', extend: '연장할', dissolve: '해산할' } as const;
  throw new AppError('CONFLICT', `${taskForceStatusLabels[status]} 상태의 TF는 ${verbs[action]} 수 없습니다.`, { status });
}

export async function update(db: Db, actor: Actor, id: string, input: UpdateTaskForce): Promise<TaskForceDetail> {
  return db.transaction(async (tx) => {
    await changeable(tx, actor, id);
    const before = await detail(tx, id, null);
    if (!canTransition('update', before.status)) refuse('update', before.status);
    if (input.version !== before.version) throw new AppError('CONFLICT');
    const errors: FieldErrors = {};
    if (input.approvers && !canTransition('submit', before.status)) {
      errors.approvers = '결재 진행 중이거나 승인된 TF의 결재선은 바꿀 수 없습니다.';
    }
    checkDates(input.startDate ?? before.startDate, input.endDate ?? before.endDate, errors);
    // A leader sent back unchanged may be one the editor cannot see.
    const newLeader = input.leaderId === before.leaderId ? undefined : input.leaderId;
    await checkPeople(tx, actor, { leaderId: newLeader, members: input.members, approvers: input.approvers }, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    try {
      await updateUnitIn(tx, actor, id, { version: input.version, unitName: input.tfName, parentId: input.parentId }, { allowTaskForce: true, action: 'organizations.tf_update' });
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'VALIDATION_ERROR') throw err;
      throw validationError(Object.fromEntries(Object.entries((err.details as { fields: FieldErrors }).fields).map(([k, v]) => [k === 'unitName' ? 'tfName' : k, v])));
    }
    const changed = await repo.updateIf(tx, id, before.status, {
      priority: input.priority,
      leaderId: input.leaderId,
      purpose: input.purpose,
      startDate: input.startDate,
      endDate: input.endDate,
    });
    if (!changed) throw new AppError('CONFLICT');
    const leaderId = input.leaderId !== undefined ? input.leaderId : before.leaderId;
    if (input.members || input.leaderId !== undefined) {
      const kept = before.members.filter((m) => m.employeeId !== before.leaderId || m.role !== '리더');
      // The editor sees (and sends) only the members in their scope; the others stay.
      const visible = await members.existingEmployeeIds(tx, kept.map((m) => m.employeeId), actor.employeeScope);
      const current = input.members ? [...input.members, ...kept.filter((m) => !visible.has(m.employeeId))] : kept;
      await repo.replaceMembers(tx, id, memberList({ leaderId, members: current }));
    }
    if (input.approvers) await repo.replaceApprovers(tx, id, input.approvers);
    const after = await detail(tx, id, null);
    await writeAudit(tx, actor, { action: 'task_forces.update', targetCollection: taskForceCollection, targetId: id, before, after });
    return answer(tx, actor, after);
  });
}

export async function remove(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await changeable(tx, actor, id);
    const before = await detail(tx, id, null);
    if (!canTransition('delete', before.status)) refuse('delete', before.status);
    if (!(await repo.updateIf(tx, id, before.status, {}))) throw new AppError('CONFLICT');
    await repo.replaceMembers(tx, id, []);
    await deleteUnitIn(tx, actor, id, { allowTaskForce: true, action: 'organizations.tf_delete' });
    await writeAudit(tx, actor, { action: 'task_forces.delete', targetCollection: taskForceCollection, targetId: id, before });
  });
}

export async function extend(db: Db, actor: Actor, id: string, input: { endDate: string; comments?: string | undefined }) {
  return db.transaction(async (tx) => {
    const before = await changeable(tx, actor, id);
    const status = before.tf.status;
    if (!canTransition('extend', status)) refuse('extend', status);
    if (input.endDate <= before.tf.endDate) throw validationError({ endDate: `새 종료일은 현재 종료일(${before.tf.endDate})보다 늦어야 합니다.` });
    if (!(await repo.updateIf(tx, id, status, { endDate: input.endDate }))) throw new AppError('CONFLICT');
    await units.bumpVersion(tx, id);
    const comment = [`종료일 ${before.tf.endDate} → ${input.endDate}`, input.comments].filter(Boolean).join(' · ');
    await repo.insertEvent(tx, { unitId: id, action: 'extend', fromStatus: status, toStatus: status, actorId: actor.userId, actorLabel: actor.label, comment });
    const after = await detail(tx, id, null);
    await writeAudit(tx, actor, { action: 'task_forces.extend', targetCollection: taskForceCollection, targetId: id, before: summaryDto(before), after });
    return answer(tx, actor, after);
  });
}

export async function dissolve(db: Db, actor: Actor, id: string, comments: string | undefined) {
  return db.transaction(async (tx) => {
    const before = await changeable(tx, actor, id);
    const status = before.tf.status;
    if (!canTransition('dissolve', status)) refuse('dissolve', status);
    if (!(await repo.updateIf(tx, id, status, { status: 'DISSOLVED', dissolvedAt: new Date() }))) throw new AppError('CONFLICT');
    await units.bumpVersion(tx, id, { isActive: false });
    await repo.insertEvent(tx, { unitId: id, action: 'dissolve', fromStatus: status, toStatus: 'DISSOLVED', actorId: actor.userId, actorLabel: actor.label, comment: comments ?? null });
    const after = await detail(tx, id, null);
    await writeAudit(tx, actor, { action: 'task_forces.dissolve', targetCollection: taskForceCollection, targetId: id, before: summaryDto(before), after });
    return answer(tx, actor, after);
  });
}
