import { eq, sql } from 'drizzle-orm';
import type { EmployeeSections } from '@saram/shared/employees/employee-record.schemas';
import type { Tx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { openSectionsOf, storedRecord } from './employee-record';

/**
 * An approved 인사발령 taking effect (the appointments job): the person's placement, 직급, 직책, 직무 or
 * employment status change on the record and its columns together, inside the caller's transaction,
 * version bumped, and one `employees` audit row with each changed field before and after, so the
 * person's history gains a 인사발령 entry and nothing earlier is overwritten. An 입사 appends a new
 * employment-history entry when none is open. What follows (primary post, role rules) is the caller's.
 */

/** Audit action of an appointment taking effect; the history tab labels it 인사발령. */
export const appointmentAction = 'appointment';

type Organization = EmployeeSections['organization'];
/** The organisation fields an appointment may set. */
export type AppointmentFields = Partial<
  Pick<
    Organization,
    | 'insuranceCorp'
    | 'insuranceCorpId'
    | 'division'
    | 'divisionId'
    | 'headquarters'
    | 'headquarterId'
    | 'team'
    | 'teamId'
    | 'part'
    | 'partId'
    | 'jobGrade'
    | 'jobTitle'
    | 'jobFunction'
    | 'employmentStatus'
    | 'transferDate'
  >
>;

/** Each field's column (those with one). */
const columnOf = {
  insuranceCorp: 'insuranceCorp',
  insuranceCorpId: 'corporationId',
  division: 'division',
  divisionId: 'divisionId',
  headquarters: 'headquarters',
  headquarterId: 'headquartersId',
  team: 'team',
  teamId: 'teamId',
  part: 'part',
  partId: 'partId',
  jobGrade: 'jobGrade',
  jobTitle: 'jobTitle',
  jobFunction: 'jobFunction',
  employmentStatus: 'employmentStatus',
} as const satisfies Partial<Record<keyof AppointmentFields, keyof typeof employees.$inferInsert>>;

/**
 * Applies the fields (and, for an 입사, a new employment from `startEmployment`); false when the
 * record is missing or already held every value (a rerun changes nothing).
 */
export async function applyAppointment(
  tx: Tx,
  actor: Actor,
  employeeId: string,
  change: { fields: AppointmentFields; startEmployment?: string | undefined },
): Promise<boolean> {
  const [row] = await tx.select().from(employees).where(eq(employees.id, employeeId)).for('update');
  if (!row) return false;
  const s = openSectionsOf(row);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const organization = { ...s.organization };
  const columns: Partial<typeof employees.$inferInsert> = {};
  for (const [key, value] of Object.entries(change.fields) as [keyof AppointmentFields, string | null][]) {
    const prior = organization[key] ?? null;
    const next = key.endsWith('Id') ? value || null : (value ?? '');
    if ((prior || null) === (next || null)) continue;
    before[`organization.${key}`] = prior ?? '';
    after[`organization.${key}`] = next ?? '';
    Object.assign(organization, { [key]: next });
    const column = columnOf[key as keyof typeof columnOf];
    if (column) Object.assign(columns, { [column]: key === 'employmentStatus' ? next : next || null });
  }
  let employmentHistory = s.employmentHistory;
  if (change.startEmployment && !employmentHistory.some((h) => !h.endDate)) {
    const firstJoinDate = employmentHistory[0]?.firstJoinDate || employmentHistory[0]?.startDate || change.startEmployment;
    employmentHistory = [...employmentHistory, { startDate: change.startEmployment, endDate: '', type: organization.employmentType, firstJoinDate }];
    before.employmentHistory = s.employmentHistory;
    after.employmentHistory = employmentHistory;
  }
  if (!Object.keys(after).length) return false;
  const isActive = organization.employmentStatus === '퇴직' ? s.isActive : true;
  const record: EmployeeSections = { ...s, organization, employmentHistory, isActive };
  await tx
    .update(employees)
    .set({ ...columns, isActive, record: storedRecord(record), version: sql`${employees.version} + 1`, updatedAt: sql`now()` })
    .where(eq(employees.id, employeeId));
  await writeAudit(tx, actor, {
    action: appointmentAction,
    targetCollection: 'employees',
    targetId: employeeId,
    before,
    after,
  });
  return true;
}
