import type { z } from 'zod';
import { appointmentTypeLabels, type AppointmentType } from '@saram/shared/appointments/appointments';
import type { ApprovalLine, saveLineSchema } from '@saram/shared/appointments/appointments.schemas';
import type { Db, Tx } from '../../db/client';
import type { LineStep } from '../../db/schema/appointments';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import { findUserByEmployee, findUserById } from '../auth/auth.service';
import { primaryManagers } from '../organization/organization.service';
import * as repo from './appointments.repo';

/**
 * 결재선: per appointment type and corporation (or the default for every corporation), the sequential
 * steps of an approval. A step names an employee (their sign-in account decides) or the requester's
 * manager, resolved when the appointment is submitted.
 */

const collection = 'approval_lines';

async function toDto(db: Db, rows: Awaited<ReturnType<typeof repo.lines>>): Promise<ApprovalLine[]> {
  const names = await repo.employeeNames(db, rows.flatMap((r) => r.steps.map((s) => s.employeeId).filter((id): id is string => !!id)));
  return rows.map((r) => ({
    id: r.id,
    corporation_id: r.corporationId,
    corporation_name: r.corporationName,
    type: r.type,
    steps: r.steps.map((s) => {
      const person = s.employeeId ? names.get(s.employeeId) : undefined;
      return { kind: s.kind, employee_id: s.employeeId, label: s.kind === 'manager' ? '상신자의 조직장' : person ? `${person.name} (${person.employeeNo})` : '(삭제된 직원)' };
    }),
    updated_by_label: r.updatedByLabel,
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function lines(db: Db): Promise<{ data: ApprovalLine[] }> {
  return { data: await toDto(db, await repo.lines(db)) };
}

export async function saveLine(db: Db, actor: Actor, input: z.output<typeof saveLineSchema>): Promise<ApprovalLine> {
  const errors: Record<string, string> = {};
  if (input.corporation_id && !(await repo.corporationExists(db, input.corporation_id))) errors.corporation_id = '존재하지 않는 법인입니다.';
  const named = input.steps.map((s) => (s.kind === 'employee' ? s.employee_id : null));
  const people = await repo.employeeNames(db, named.filter((id): id is string => !!id));
  for (const [i, id] of named.entries()) {
    if (!id) continue;
    if (!people.has(id)) errors[`steps.${i}.employee_id`] = '존재하지 않는 직원입니다.';
    else if (named.indexOf(id) !== i) errors[`steps.${i}.employee_id`] = '같은 결재자가 두 번 있습니다.';
    else if (!(await findUserByEmployee(db, id))) errors[`steps.${i}.employee_id`] = `${people.get(id)!.name}님은 로그인 계정이 없어 결재할 수 없습니다.`;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  const steps: LineStep[] = input.steps.map((s) => ({ kind: s.kind, employeeId: s.kind === 'employee' ? s.employee_id : null }));
  const id = await db.transaction(async (tx) => {
    const existing = await repo.findLine(tx, input.corporation_id, input.type);
    const row = await repo.saveLine(tx, existing?.id, { corporationId: input.corporation_id, type: input.type, steps, updatedByLabel: actor.label });
    await writeAudit(tx, actor, {
      action: existing ? 'approval_lines.update' : 'approval_lines.create',
      targetCollection: collection,
      targetId: row.id,
      before: existing ? { steps: existing.steps } : null,
      after: { corporationId: input.corporation_id, type: input.type, steps },
    });
    return row.id;
  });
  const saved = (await lines(db)).data.find((l) => l.id === id);
  return saved!;
}

export async function removeLine(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.deleteLine(tx, id);
    if (!row) throw new AppError('NOT_FOUND', '결재선을 찾을 수 없습니다.');
    await writeAudit(tx, actor, { action: 'approval_lines.delete', targetCollection: collection, targetId: id, before: { corporationId: row.corporationId, type: row.type, steps: row.steps } });
  });
}

/** "The requester's manager": the manager of their 주 소속 on the reporting lines (set by hand, else the unit leader above them). */
export async function requesterManager(db: Db | Tx, requesterUserId: string): Promise<string | null> {
  const requester = (await findUserById(db, requesterUserId))?.employeeId;
  if (!requester) return null;
  return (await primaryManagers(db, [requester])).get(requester) ?? null;
}

export type ResolvedStep = { kind: LineStep['kind']; approverId: string; approverLabel: string };

/**
 * The steps of the line that applies (the corporation's, else the default), each resolved to the
 * account that decides. Refuses (409) a missing line, a step nobody can take, and a line where the
 * requester would approve their own request.
 */
export async function resolveLine(db: Db | Tx, requester: Actor, corporationId: string | null, type: AppointmentType): Promise<ResolvedStep[]> {
  const line = await repo.lineFor(db, corporationId, type);
  const typeLabel = appointmentTypeLabels[type];
  if (!line) throw new AppError('CONFLICT', `${typeLabel} 발령의 결재선이 설정되지 않았습니다. 결재선 설정에서 먼저 결재선을 정해주세요.`);
  const steps: ResolvedStep[] = [];
  for (const [i, step] of line.steps.entries()) {
    const employeeId = step.kind === 'manager' ? (requester.userId ? await requesterManager(db, requester.userId) : null) : step.employeeId;
    const user = employeeId ? await findUserByEmployee(db, employeeId) : undefined;
    if (!user || !user.isActive) {
      const what = step.kind === 'manager' ? '상신자의 조직장' : '지정된 결재자';
      throw new AppError('CONFLICT', `결재선 ${i + 1}단계(${what})의 결재자를 찾을 수 없습니다. 결재선 설정을 확인해주세요.`, { step: i + 1 });
    }
    if (user.id === requester.userId) throw new AppError('CONFLICT', `결재선 ${i + 1}단계의 결재자가 상신자 본인입니다. 본인의 발령은 직접 결재할 수 없습니다.`, { step: i + 1 });
    steps.push({ kind: step.kind, approverId: user.id, approverLabel: user.userName ? `${user.userName} (${user.loginId})` : user.loginId });
  }
  return steps;
}
