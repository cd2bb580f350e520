import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EmailPreferences } from '@saram/shared/onboarding/onboarding.schemas';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { checklistInstances } from '../../db/schema/checklists';
import { employees } from '../../db/schema/employees';
import { onboardingEmailPreferences, onboardingReminders } from '../../db/schema/onboarding';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeInScope } from '../../lib/auth/employee-scope.repo';

/** Onboarding's own tables (reminder settings, reminders sent) and what it reads of employees and checklists. */

export type InstanceRow = typeof checklistInstances.$inferSelect;

const newHireColumns = {
  id: employees.id,
  name: employees.nameKor,
  employeeNo: employees.employeeNo,
  corporation: employees.insuranceCorp,
  corporationId: employees.corporationId,
  divisionId: employees.divisionId,
  headquartersId: employees.headquartersId,
  teamId: employees.teamId,
  partId: employees.partId,
  division: employees.division,
  headquarters: employees.headquarters,
  team: employees.team,
  part: employees.part,
  employmentType: employees.employmentType,
  jobTitle: employees.jobTitle,
  jobGrade: employees.jobGrade,
  hireDate: employees.hireDate,
  probationEndDate: sql<string | null>`nullif(${employees.record}->'organization'->>'probationEndDate', '')`,
  /** accounts.email, else the e-mail of the person's active sign-in account. */
  email: sql<string | null>`coalesce(nullif(${employees.email}, ''), (select u.email from ${users} u where u.employee_id = ${employees.id}::text and u.is_active and u.email <> '' limit 1))`,
};

const inScope = (scope: EmployeeScope) =>
  employeeInScope(scope, sql`array[${employees.id}, ${employees.corporationId}, ${employees.divisionId}, ${employees.headquartersId}, ${employees.teamId}, ${employees.partId}]`);

/** The people among `ids` the scope reaches (any order). */
export async function newHires(db: Db | Tx, ids: readonly string[], scope: EmployeeScope) {
  if (!ids.length) return [];
  return db
    .select(newHireColumns)
    .from(employees)
    .where(and(inArray(employees.id, [...ids]), inScope(scope)));
}

export type NewHireRow = Awaited<ReturnType<typeof newHires>>[number];

/** Live onboarding instances of these people. */
export async function liveInstances(db: Db | Tx, employeeIds: readonly string[]): Promise<InstanceRow[]> {
  if (!employeeIds.length) return [];
  return db
    .select()
    .from(checklistInstances)
    .where(and(inArray(checklistInstances.employeeId, [...employeeIds]), eq(checklistInstances.featureId, 'onboarding'), isNull(checklistInstances.deletedAt)));
}

/** Everyone whose onboarding is running (the reminders' population). */
export async function inProgressInstances(db: Db | Tx): Promise<InstanceRow[]> {
  return db
    .select()
    .from(checklistInstances)
    .where(and(eq(checklistInstances.featureId, 'onboarding'), eq(checklistInstances.status, 'in_progress'), isNull(checklistInstances.deletedAt)));
}

// ---------------------------------------------------------------------------------------------
// Reminder settings: scope 'global' for the company, an employee id for a person's overrides.

export const globalScope = 'global';

export async function preferencesOf(db: Db | Tx, scopes: readonly string[]): Promise<Map<string, Partial<EmailPreferences>>> {
  if (!scopes.length) return new Map();
  const rows = await db.select().from(onboardingEmailPreferences).where(inArray(onboardingEmailPreferences.scope, [...scopes]));
  return new Map(rows.map((r) => [r.scope, r.preferences]));
}

/** Replaces a scope's settings; the row before (undefined when there was none). */
export async function putPreferences(tx: Tx, scope: string, preferences: Partial<EmailPreferences>, updatedBy: string): Promise<Partial<EmailPreferences> | undefined> {
  const [before] = await tx.select().from(onboardingEmailPreferences).where(eq(onboardingEmailPreferences.scope, scope)).for('update');
  await tx
    .insert(onboardingEmailPreferences)
    .values({ scope, preferences, updatedBy })
    .onConflictDoUpdate({ target: onboardingEmailPreferences.scope, set: { preferences, updatedBy, updatedAt: new Date() } });
  return before?.preferences;
}

// ---------------------------------------------------------------------------------------------
// Reminders sent: claimed before the mail goes out, so each (person, kind, key) is mailed once.

export type ReminderKind = (typeof onboardingReminders.$inferInsert)['kind'];

/** True when this call claimed the reminder (nobody sent it before). */
export async function claimReminder(db: Db | Tx, employeeId: string, kind: ReminderKind, key: string, sentOn: string, sentAt: Date): Promise<boolean> {
  const rows = await db
    .insert(onboardingReminders)
    .values({ employeeId, kind, key, sentOn, sentAt })
    .onConflictDoNothing()
    .returning({ key: onboardingReminders.key });
  return rows.length > 0;
}

/** The day the last open-items reminder went to each person. */
export async function lastOpenItemsReminders(db: Db | Tx, employeeIds: readonly string[]): Promise<Map<string, string>> {
  if (!employeeIds.length) return new Map();
  const rows = await db
    .select({ employeeId: onboardingReminders.employeeId, last: sql<string>`max(${onboardingReminders.sentOn})::text` })
    .from(onboardingReminders)
    .where(and(inArray(onboardingReminders.employeeId, [...employeeIds]), eq(onboardingReminders.kind, 'open_items')))
    .groupBy(onboardingReminders.employeeId);
  return new Map(rows.map((r) => [r.employeeId, r.last]));
}
