import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AutomaticSource } from '@saram/shared/checklists/checklists';
import type { InstanceStatus } from '@saram/shared/onboarding/onboarding';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { checklistDocuments, checklistInstances, checklistVerifications } from '../../db/schema/checklists';
import { employees } from '../../db/schema/employees';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeInScope } from '../../lib/auth/employee-scope.repo';
import { matchesAny } from '../../lib/data/erase.repo';

/** Checklist instances with the block of their person (scoped by the caller's employee scope). */
export type InstanceRow = typeof checklistInstances.$inferSelect;

export const personColumns = {
  id: employees.id,
  name: employees.nameKor,
  employeeNo: employees.employeeNo,
  corporation: employees.insuranceCorp,
  corporationId: employees.corporationId,
  division: employees.division,
  headquarters: employees.headquarters,
  team: employees.team,
  part: employees.part,
  divisionId: employees.divisionId,
  headquartersId: employees.headquartersId,
  teamId: employees.teamId,
  partId: employees.partId,
  employmentType: employees.employmentType,
  jobTitle: employees.jobTitle,
  hireDate: employees.hireDate,
  probationEndDate: sql<string | null>`nullif(${employees.record}->'organization'->>'probationEndDate', '')`,
};
export type PersonRow = {
  id: string;
  name: string;
  employeeNo: string;
  corporation: string | null;
  corporationId: string | null;
  division: string | null;
  headquarters: string | null;
  team: string | null;
  part: string | null;
  divisionId: string | null;
  headquartersId: string | null;
  teamId: string | null;
  partId: string | null;
  employmentType: string | null;
  jobTitle: string | null;
  hireDate: string | null;
  probationEndDate: string | null;
};
export type InstanceWithPerson = { row: InstanceRow; person: PersonRow };

export function employeeVisible(scope: EmployeeScope): SQL | undefined {
  return employeeInScope(
    scope,
    sql`array[${employees.id}, ${employees.corporationId}, ${employees.divisionId}, ${employees.headquartersId}, ${employees.teamId}, ${employees.partId}]`,
  );
}

const withPerson = { row: checklistInstances, person: personColumns };

export type InstanceFilter = {
  status: 'ALL' | InstanceStatus;
  employee_id?: string | undefined;
  feature_id?: string | undefined;
  unit_id?: string | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
  show_deleted: boolean;
};

const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listInstances(db: Db | Tx, f: InstanceFilter, scope: EmployeeScope): Promise<{ rows: InstanceWithPerson[]; total: number }> {
  const where = and(
    employeeVisible(scope),
    f.status === 'ALL' ? undefined : eq(checklistInstances.status, f.status),
    f.employee_id ? eq(checklistInstances.employeeId, f.employee_id) : undefined,
    f.feature_id ? eq(checklistInstances.featureId, f.feature_id) : undefined,
    f.unit_id
      ? sql`${f.unit_id}::uuid in (${employees.corporationId}, ${employees.divisionId}, ${employees.headquartersId}, ${employees.teamId}, ${employees.partId})`
      : undefined,
    f.search ? or(ilike(employees.nameKor, `%${likeText(f.search)}%`), ilike(employees.employeeNo, `${likeText(f.search)}%`)) : undefined,
    f.show_deleted ? undefined : isNull(checklistInstances.deletedAt),
  );
  const rows = await db
    .select(withPerson)
    .from(checklistInstances)
    .innerJoin(employees, eq(employees.id, checklistInstances.employeeId))
    .where(where)
    .orderBy(desc(checklistInstances.createdAt), desc(checklistInstances.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [total] = await db.select({ n: count() }).from(checklistInstances).innerJoin(employees, eq(employees.id, checklistInstances.employeeId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One instance (deleted ones too) whose person is in scope; `lock` holds the row for a change. */
export async function findInstance(db: Db | Tx, id: string, scope: EmployeeScope, lock = false): Promise<InstanceWithPerson | undefined> {
  const query = db
    .select(withPerson)
    .from(checklistInstances)
    .innerJoin(employees, eq(employees.id, checklistInstances.employeeId))
    .where(and(eq(checklistInstances.id, id), employeeVisible(scope)));
  const [found] = lock ? await query.for('update', { of: checklistInstances }) : await query;
  return found;
}

export async function findPeople(db: Db | Tx, ids: readonly string[], scope: EmployeeScope): Promise<PersonRow[]> {
  if (!ids.length) return [];
  return db
    .select(personColumns)
    .from(employees)
    .where(and(inArray(employees.id, [...ids]), employeeVisible(scope)));
}

/** Those of the people without a live instance of the feature (one statement). */
export async function peopleWithoutLiveInstance(db: Db | Tx, ids: readonly string[], featureId: string): Promise<PersonRow[]> {
  if (!ids.length) return [];
  const live = db
    .select({ one: sql`1` })
    .from(checklistInstances)
    .where(and(eq(checklistInstances.employeeId, employees.id), eq(checklistInstances.featureId, featureId), isNull(checklistInstances.deletedAt)));
  return db
    .select(personColumns)
    .from(employees)
    .where(and(inArray(employees.id, [...ids]), notExists(live)));
}

export async function insertInstances(tx: Tx, values: (typeof checklistInstances.$inferInsert)[]): Promise<InstanceRow[]> {
  if (!values.length) return [];
  return tx.insert(checklistInstances).values(values).returning();
}

/** Which of the people already have a live instance of the feature. */
export async function withLiveInstance(db: Db | Tx, employeeIds: readonly string[], featureId: string): Promise<Set<string>> {
  if (!employeeIds.length) return new Set();
  const rows = await db
    .select({ id: checklistInstances.employeeId })
    .from(checklistInstances)
    .where(and(inArray(checklistInstances.employeeId, [...employeeIds]), eq(checklistInstances.featureId, featureId), isNull(checklistInstances.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function softDeleteInstance(tx: Tx, id: string): Promise<InstanceRow | undefined> {
  const [row] = await tx
    .update(checklistInstances)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(checklistInstances.id, id), isNull(checklistInstances.deletedAt)))
    .returning();
  return row;
}

/** Deletes every uploaded document of a person's checklists (their verifications stay, without the file); how many. */
export async function deleteDocumentsOf(tx: Tx, employeeId: string): Promise<number> {
  const instanceIds = tx.select({ id: checklistInstances.id }).from(checklistInstances).where(eq(checklistInstances.employeeId, employeeId));
  await tx.update(checklistVerifications).set({ documentId: null }).where(inArray(checklistVerifications.instanceId, instanceIds));
  const deleted = await tx.delete(checklistDocuments).where(inArray(checklistDocuments.instanceId, instanceIds)).returning({ id: checklistDocuments.id });
  return deleted.length;
}

/** The ids of a person's checklists and of the acts on them. */
export async function idsOfPerson(tx: Tx, employeeId: string): Promise<string[]> {
  const instances = await tx.select({ id: checklistInstances.id }).from(checklistInstances).where(eq(checklistInstances.employeeId, employeeId));
  if (!instances.length) return [];
  const acts = await tx
    .select({ id: checklistVerifications.id })
    .from(checklistVerifications)
    .where(inArray(checklistVerifications.instanceId, instances.map((i) => i.id)));
  return [...instances, ...acts].map((r) => r.id);
}

export type NoteRow = { id: string; employeeId: string; text: string };

/** Verification notes on these people's checklists, and any other matching one of `patterns` (lib/data/erase.ts). */
export async function verificationNotes(tx: Tx, employeeIds: readonly string[], patterns: readonly string[]): Promise<NoteRow[]> {
  return tx
    .select({ id: checklistVerifications.id, employeeId: checklistInstances.employeeId, text: checklistVerifications.note })
    .from(checklistVerifications)
    .innerJoin(checklistInstances, eq(checklistInstances.id, checklistVerifications.instanceId))
    .where(and(sql`${checklistVerifications.note} <> ''`, or(inArray(checklistInstances.employeeId, [...employeeIds]), matchesAny(sql`${checklistVerifications.note}`, patterns))));
}

/** The status reasons (보류, 취소) of these people's checklists, and any other matching one of `patterns`. */
export async function statusReasons(tx: Tx, employeeIds: readonly string[], patterns: readonly string[]): Promise<NoteRow[]> {
  const rows = await tx
    .select({ id: checklistInstances.id, employeeId: checklistInstances.employeeId, text: checklistInstances.statusReason })
    .from(checklistInstances)
    .where(and(isNotNull(checklistInstances.statusReason), or(inArray(checklistInstances.employeeId, [...employeeIds]), matchesAny(sql`${checklistInstances.statusReason}`, patterns))));
  return rows.map((r) => ({ ...r, text: r.text! }));
}

export async function setVerificationNote(tx: Tx, id: string, note: string): Promise<void> {
  await tx.update(checklistVerifications).set({ note }).where(eq(checklistVerifications.id, id));
}

export async function setStatusReason(tx: Tx, id: string, statusReason: string): Promise<void> {
  await tx.update(checklistInstances).set({ statusReason }).where(eq(checklistInstances.id, id));
}

/** Sets when an instance was created and last changed. */
export async function setInstanceTimes(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(checklistInstances).set({ createdAt: at, updatedAt: at }).where(eq(checklistInstances.id, id));
}

export async function touchInstance(tx: Tx, id: string): Promise<void> {
  await tx.update(checklistInstances).set({ updatedAt: new Date() }).where(eq(checklistInstances.id, id));
}

/**
 * The caller's own employee record (users.employee_id) with what signing off needs: whether it is
 * active, its job title and its lowest unit. Undefined for callers without a linked record.
 */
export async function callerEmployee(
  db: Db | Tx,
  userId: string | null,
): Promise<{ id: string; isActive: boolean; jobTitle: string | null; lowestUnitId: string | null } | undefined> {
  if (!userId) return undefined;
  const [row] = await db
    .select({
      id: employees.id,
      isActive: employees.isActive,
      jobTitle: employees.jobTitle,
      lowestUnitId: sql<string | null>`coalesce(${employees.partId}, ${employees.teamId}, ${employees.headquartersId}, ${employees.divisionId})`,
    })
    .from(users)
    .innerJoin(employees, sql`${employees.id}::text = ${users.employeeId}`)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Which automatic sources each person's record already satisfies (bank account, emergency contact, sign-in account). */
export async function satisfiedSourceRows(db: Db | Tx, employeeIds: readonly string[]): Promise<{ id: string; sources: AutomaticSource[] }[]> {
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
  return rows.map((r) => ({
    id: r.id,
    sources: [r.bank && 'bank_account', r.emergency && 'emergency_contact', r.account && 'user_account'].filter((s): s is AutomaticSource => !!s),
  }));
}

/** A person's live checklist of a feature. */
export async function liveInstanceRow(db: Db | Tx, employeeId: string, featureId: string): Promise<InstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(checklistInstances)
    .where(and(eq(checklistInstances.employeeId, employeeId), eq(checklistInstances.featureId, featureId), isNull(checklistInstances.deletedAt)))
    .limit(1);
  return row;
}

/** Sets a live instance's status when it is still `from`; undefined when someone else moved it first. */
export async function moveInstanceRow(
  tx: Tx,
  id: string,
  from: InstanceStatus,
  set: Pick<InstanceRow, 'status' | 'statusReason' | 'completedAt' | 'completedBy' | 'updatedAt'>,
): Promise<InstanceRow | undefined> {
  const [row] = await tx
    .update(checklistInstances)
    .set(set)
    .where(and(eq(checklistInstances.id, id), eq(checklistInstances.status, from), isNull(checklistInstances.deletedAt)))
    .returning();
  return row;
}
