import type { AutomaticSource } from '@saram/shared/checklists/checklists';
import { type InstanceStatus } from '@saram/shared/onboarding/onboarding';
import { itemState, progressOf } from '@saram/shared/onboarding/progress';
import type { InstanceItem, Progress, Verification } from '@saram/shared/onboarding/onboarding.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { liveInstanceRow, moveInstanceRow, satisfiedSourceRows, type InstanceRow } from './instances.repo';
import { liveVerificationsOf, type VerificationRow as StoredVerification } from './verifications.repo';

/**
 * The state of running checklists: each item's state from its latest verification or, for automatic
 * items, from the person's record (계좌, 비상연락처 on 내 정보; a linked sign-in account). Used by the
 * instance routes and by onboarding (status, completion, reminders).
 */
export type { InstanceRow } from './instances.repo';
export type InstanceState = { row: InstanceRow; items: InstanceItem[]; progress: Progress };

type VerificationRow = StoredVerification & { document: Verification['document'] };

export function verificationDto(v: VerificationRow): Verification {
  return {
    id: v.id,
    instance_id: v.instanceId,
    item_id: v.itemId,
    method: v.method,
    status: v.status,
    note: v.note,
    document: v.document,
    created_by: v.createdBy,
    created_at: v.createdAt.toISOString(),
    decided_by: v.decidedBy,
    decided_at: v.decidedAt?.toISOString() ?? null,
  };
}

/** Live verifications of the instances, newest first, with their documents' names (never the bytes). */
export async function verificationsOf(db: Db | Tx, instanceIds: readonly string[]): Promise<VerificationRow[]> {
  if (!instanceIds.length) return [];
  return liveVerificationsOf(db, instanceIds);
}

/** Which automatic sources each person's record already satisfies. */
export async function satisfiedSources(db: Db | Tx, employeeIds: readonly string[]): Promise<Map<string, Set<AutomaticSource>>> {
  const result = new Map<string, Set<AutomaticSource>>();
  if (!employeeIds.length) return result;
  for (const r of await satisfiedSourceRows(db, employeeIds)) result.set(r.id, new Set(r.sources));
  return result;
}

/** Items with their states and the progress, for each instance row (in the order given). */
export async function statesOf(db: Db | Tx, rows: readonly InstanceRow[]): Promise<InstanceState[]> {
  const [verifications, satisfied] = await Promise.all([
    verificationsOf(
      db,
      rows.map((r) => r.id),
    ),
    satisfiedSources(
      db,
      rows.map((r) => r.employeeId),
    ),
  ]);
  return rows.map((row) => {
    const mine = verifications.filter((v) => v.instanceId === row.id);
    const sources = satisfied.get(row.employeeId) ?? new Set<AutomaticSource>();
    const items = row.items.map((item) => {
      const latest = mine.find((v) => v.itemId === item.id) ?? null;
      return { ...item, state: itemState(item, latest, sources), verification: latest ? verificationDto(latest) : null, rule: item.verification };
    });
    return { row, items, progress: progressOf(items) };
  });
}

/** A person's live checklist of a feature (their onboarding, by default). */
export async function liveInstanceOf(db: Db | Tx, employeeId: string, featureId = 'onboarding'): Promise<InstanceRow | undefined> {
  return liveInstanceRow(db, employeeId, featureId);
}

/**
 * Moves a live instance from `from` to `to` (guarded: undefined when someone else moved it first),
 * with its audit row. Completion records who and when; `reason` is kept for a rejection.
 */
export async function moveInstance(
  tx: Tx,
  actor: Actor,
  id: string,
  from: InstanceStatus,
  to: InstanceStatus,
  reason: string | null,
): Promise<InstanceRow | undefined> {
  const now = new Date();
  const row = await moveInstanceRow(tx, id, from, {
    status: to,
    statusReason: reason,
    completedAt: to === 'in_progress' ? null : now,
    completedBy: to === 'in_progress' ? null : actor.label,
    updatedAt: now,
  });
  if (row) {
    await writeAudit(tx, actor, {
      action: `checklist_instances.${to === 'completed' ? 'complete' : to === 'rejected' ? 'reject' : 'reopen'}`,
      targetCollection: 'checklist_instances',
      targetId: id,
      before: { status: from },
      after: { status: to, reason },
    });
  }
  return row;
}
