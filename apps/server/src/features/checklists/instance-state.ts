import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AutomaticSource } from '@saram/shared/checklists';
import { itemState, progressOf, type InstanceStatus } from '@saram/shared/onboarding';
import type { InstanceItem, Progress, Verification } from '@saram/shared/onboarding.schemas';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { checklistDocuments, checklistInstances, checklistVerifications } from '../../db/schema/checklists';
import { employees } from '../../db/schema/employees';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';

/**
 * The state of running checklists: each item's state from its latest verification or, for automatic
 * items, from the person's record (계좌, 비상연락처 on 내 정보; a linked sign-in account). Used by the
 * instance routes and by onboarding (status, completion, reminders).
 */
export type InstanceRow = typeof checklistInstances.$inferSelect;
export type InstanceState = { row: InstanceRow; items: InstanceItem[]; progress: Progress };

type VerificationRow = typeof checklistVerifications.$inferSelect & { document: Verification['document'] };

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
  const rows = await db
    .select({
      v: checklistVerifications,
      filename: checklistDocuments.filename,
      contentType: checklistDocuments.contentType,
      size: checklistDocuments.size,
    })
    .from(checklistVerifications)
    .leftJoin(checklistDocuments, eq(checklistDocuments.id, checklistVerifications.documentId))
    .where(and(inArray(checklistVerifications.instanceId, [...instanceIds]), isNull(checklistVerifications.withdrawnAt)))
    .orderBy(desc(checklistVerifications.createdAt), desc(checklistVerifications.id));
  return rows.map((r) => ({
    ...r.v,
    document: r.filename === null ? null : { filename: r.filename, content_type: r.contentType!, size: r.size! },
  }));
}

/** Which automatic sources each person's record already satisfies. */
export async function satisfiedSources(db: Db | Tx, employeeIds: readonly string[]): Promise<Map<string, Set<AutomaticSource>>> {
  const result = new Map<string, Set<AutomaticSource>>();
  if (!employeeIds.length) return result;
  const rows = await db
    .select({
      id: employees.id,
      // The bank account is sealed (encrypted) beside the record; the column is null while it is empty.
      bank: sql<boolean>`${employees.bankEnc} is not null`,
      emergency: sql<boolean>`coalesce(${employees.record}->'personal'->'emergencyContact'->>'phone', '') <> ''`,
      // Spelled out: inside a selected field drizzle names columns without their table, and `id` would be the user's.
      account: sql<boolean>`exists (select 1 from ${users} u where u.employee_id = "employees"."id"::text and u.is_active)`,
    })
    .from(employees)
    .where(inArray(employees.id, [...employeeIds]));
  for (const r of rows) {
    const set = new Set<AutomaticSource>();
    if (r.bank) set.add('bank_account');
    if (r.emergency) set.add('emergency_contact');
    if (r.account) set.add('user_account');
    result.set(r.id, set);
  }
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
  const [row] = await db
    .select()
    .from(checklistInstances)
    .where(and(eq(checklistInstances.employeeId, employeeId), eq(checklistInstances.featureId, featureId), isNull(checklistInstances.deletedAt)))
    .limit(1);
  return row;
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
  const [row] = await tx
    .update(checklistInstances)
    .set({
      status: to,
      statusReason: reason,
      completedAt: to === 'in_progress' ? null : now,
      completedBy: to === 'in_progress' ? null : actor.label,
      updatedAt: now,
    })
    .where(and(eq(checklistInstances.id, id), eq(checklistInstances.status, from), isNull(checklistInstances.deletedAt)))
    .returning();
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
