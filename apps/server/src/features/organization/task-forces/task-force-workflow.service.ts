import { canTransition, taskForceStatusLabels, workflowActionLabels, type WorkflowAction } from '@saram/shared/organization/organization-task-forces';
import type { WorkflowHistory } from '@saram/shared/organization/organization-task-forces.schemas';
import type { TaskForceStatus } from '@saram/shared/organization/organization';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { writeAudit } from '../../../lib/data/audit';
import { AppError, validationError } from '../../../lib/errors';
import * as repo from './task-forces.repo';
import { seoulToday } from '../../../lib/seoul-time';
import { approvalsDto, changeable, findOrThrow, summaryDto, taskForceCollection } from './task-forces.service';
import * as units from '../units/units.repo';

/**
 * The approval workflow (see organization-task-forces.ts for the transitions). Each action is one
 * transaction: the guarded status update (`... WHERE status = :from`; zero rows → 409), the step's
 * decision, an event per step (actor, time, comment) and the audit row.
 */

export async function history(db: Db | Tx, id: string): Promise<WorkflowHistory> {
  const tf = await findOrThrow(db, id);
  const approvals = await approvalsDto(db, id);
  const events = await repo.events(db, id);
  return {
    taskForceId: id,
    status: tf.tf.status,
    currentStep: summaryDto(tf).currentStep,
    approvals,
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorId: e.actorId,
      actorLabel: e.actorLabel,
      comment: e.comment,
      at: e.at.toISOString(),
    })),
  };
}

export async function workflowHistory(db: Db, id: string): Promise<WorkflowHistory> {
  return history(db, id);
}

function illegal(action: WorkflowAction, status: TaskForceStatus): AppError {
  return new AppError('CONFLICT', `${taskForceStatusLabels[status]} 상태에서는 ${workflowActionLabels[action]}할 수 없습니다.`, { status, action });
}

export async function act(db: Db, actor: Actor, id: string, action: WorkflowAction, comments?: string): Promise<WorkflowHistory> {
  const comment = comments?.trim() || null;
  return db.transaction(async (tx) => {
    // Submitting and cancelling are the author's moves, inside their scope; the named approvers decide wherever it hangs.
    const tf = action === 'submit' || action === 'cancel' ? await changeable(tx, actor, id) : await findOrThrow(tx, id);
    const from = tf.tf.status;
    if (!canTransition(action, from)) throw illegal(action, from);
    const event = (fromStatus: TaskForceStatus, toStatus: TaskForceStatus, text: string | null, name: string = action) =>
      repo.insertEvent(tx, { unitId: id, action: name, fromStatus, toStatus, actorId: actor.userId, actorLabel: actor.label, comment: text });
    const guarded = async (to: TaskForceStatus) => {
      const row = await repo.updateIf(tx, id, from, { status: to });
      if (!row) throw illegal(action, (await findOrThrow(tx, id)).tf.status);
    };
    let to: TaskForceStatus = from;
    let step: number | null = null;

    if (action === 'submit') {
      to = 'PENDING_APPROVAL';
      await guarded(to);
      const approvals = await repo.approvals(tx, id);
      if (approvals.length === 0) throw validationError({ approvers: '결재자를 1명 이상 지정해야 상신할 수 있습니다.' });
      // Segregation of duties: whoever submits may not approve any step of their own request.
      if (approvals.some((a) => a.approverId === actor.userId)) {
        throw validationError({ approvers: '상신하는 사람은 결재선에 들어갈 수 없습니다. 본인을 결재선에서 빼고 상신해주세요.' });
      }
      await repo.resetApprovals(tx, id);
      await event(from, to, comment);
    } else if (action === 'cancel') {
      to = 'DRAFT';
      await guarded(to);
      const submitted = await repo.lastSubmit(tx, id);
      if (!submitted || submitted.actorId !== actor.userId) throw new AppError('FORBIDDEN', '상신한 사람만 상신을 취소할 수 있습니다.');
      await repo.resetApprovals(tx, id);
      await event(from, to, comment);
    } else {
      // approve / reject: lock the request (status unchanged for now), then the current step's approver decides.
      await guarded(from);
      const submitted = await repo.lastSubmit(tx, id);
      if (action === 'approve' && submitted?.actorId && submitted.actorId === actor.userId) {
        throw new AppError('FORBIDDEN', '본인이 상신한 TF는 승인할 수 없습니다. 다른 결재자가 승인해야 합니다.');
      }
      const pending = (await repo.approvals(tx, id)).filter((a) => a.decision === 'PENDING');
      const current = pending[0];
      if (!current || current.approverId !== actor.userId) {
        throw new AppError('FORBIDDEN', '현재 결재 단계의 결재자만 승인하거나 반려할 수 있습니다.', { currentStep: current?.step ?? null });
      }
      if (action === 'reject' && !comment) throw validationError({ comments: '반려 사유를 입력해주세요.' });
      step = current.step;
      const decided = await repo.decideStep(tx, id, current.step, actor.userId!, action === 'approve' ? 'APPROVED' : 'REJECTED', comment);
      if (!decided) throw new AppError('CONFLICT', '이미 처리된 결재 단계입니다.');
      const label = `${current.step}단계`;
      if (action === 'reject') {
        to = 'REJECTED';
        await repo.updateIf(tx, id, from, { status: to });
        await event(from, to, comment ? `${label}: ${comment}` : label);
      } else if (pending.length > 1) {
        await event(from, from, comment ? `${label}: ${comment}` : label);
      } else {
        to = 'APPROVED';
        await repo.updateIf(tx, id, from, { status: to });
        await event(from, to, comment ? `${label} (최종): ${comment}` : `${label} (최종)`);
        if (tf.tf.startDate <= seoulToday()) {
          to = 'ACTIVE';
          await repo.updateIf(tx, id, 'APPROVED', { status: to });
          await event('APPROVED', to, '시작일이 되어 운영을 시작합니다.', 'activate');
        }
      }
    }
    await units.bumpVersion(tx, id);
    await writeAudit(tx, actor, {
      action: `task_forces.${action}`,
      targetCollection: taskForceCollection,
      targetId: id,
      before: { status: from },
      after: { status: to, step, comment },
    });
    return history(tx, id);
  });
}

export async function review(db: Db, actor: Actor) {
  if (!actor.userId) return { data: [] };
  const waiting = await repo.awaiting(db, actor.userId);
  const rows = new Map((await repo.findSummaries(db, waiting.map((w) => w.unit_id))).map((r) => [r.unit.id, r]));
  const data = [];
  for (const w of waiting) {
    const row = rows.get(w.unit_id);
    if (!row) continue;
    const submitted = await repo.lastSubmit(db, w.unit_id);
    data.push({
      taskForce: summaryDto(row),
      step: Number(w.step),
      submittedAt: submitted?.at.toISOString() ?? null,
      submittedBy: submitted?.actorLabel ?? null,
    });
  }
  return { data };
}
