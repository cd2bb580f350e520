import { and, eq, isNull, sql } from 'drizzle-orm';
import { careerSchema, educationInfoSchema, employeeSectionsSchema, personalSchema, type EmployeeSections } from '@saram/shared/employees/employee-record.schemas';
import { anonymizedName, destroyedFields } from '@saram/shared/retention/retention';
import { queryRows, type Tx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { addDays } from '../../lib/seoul-time';
import { emitEmployeeEvent } from '../webhooks/webhooks.writer';
import { storedRecord } from './employee-record';

/**
 * The employees feature's write repository, the one module through which other features change a
 * person's record: each change inside the caller's transaction, version bumped, one `employees` audit
 * row (the person's history). It calls no other feature: what follows from a change elsewhere (a
 * primary post, role rules) is the calling service's.
 */
export {
  changePlacements,
  placeEmployees,
  placementActions,
  renameCorporationOfEmployees,
  type PlacementAction,
  type PlacementFields,
  type PlacementRow,
} from './employee-placement.writer';
export { appointmentAction, applyAppointment, type AppointmentFields } from './employee-appointment.writer';

/** Audit action of a change to the new-hire checklist flag; the history tab labels it 수습 완료 처리. */
export const newbieChecklistAction = 'onboarding_status';

/**
 * Sets a person's newbieChecklist (spec 3.1) when their onboarding completes or reopens, inside
 * the caller's transaction: version bumped and an `employees` audit row with the two fields, so it
 * shows in the person's history. False when the record already held these values.
 */
export async function setNewbieChecklist(tx: Tx, actor: Actor, employeeId: string, value: { isCompleted: boolean; completedAt: string | null }): Promise<boolean> {
  const json = JSON.stringify(value);
  const rows = await queryRows<{ before: Record<string, unknown> | null }>(
    tx,
    sql`with prior as (select id, record->'newbieChecklist' as before from employees where id = ${employeeId} for update)
      update employees e set record = jsonb_set(e.record, '{newbieChecklist}', ${json}::jsonb), version = e.version + 1, updated_at = now()
      from prior p
      where e.id = p.id and p.before is distinct from ${json}::jsonb
      returning p.before`,
  );
  const changed = rows[0];
  if (!changed) return false;
  const before = changed.before ?? {};
  await writeAudit(tx, actor, {
    action: newbieChecklistAction,
    targetCollection: 'employees',
    targetId: employeeId,
    before: { 'newbieChecklist.isCompleted': before.isCompleted ?? false, 'newbieChecklist.completedAt': before.completedAt ?? null },
    after: { 'newbieChecklist.isCompleted': value.isCompleted, 'newbieChecklist.completedAt': value.completedAt },
  });
  return true;
}

/** Audit actions of the resignation flow; the history tab labels them 사직 승인 and 퇴직 처리. */
export const resignationActions = { approve: 'resignation', retire: 'retire' } as const;

export type ResignationSection = { status: string; resignationDate: string; lastWorkingDate: string; resignationType: string; resignationReason: string };
const resignationKeys = ['status', 'resignationDate', 'lastWorkingDate', 'resignationType', 'resignationReason'] as const;

/**
 * Writes a person's resignation section (spec 3.1) when their resignation is approved, inside the
 * caller's transaction: the record's `resignation` and the resignation-type column, version bumped,
 * and an `employees` audit row with the changed fields (their history). False when nothing changed.
 */
export async function setResignation(tx: Tx, actor: Actor, employeeId: string, value: ResignationSection): Promise<boolean> {
  const json = JSON.stringify(value);
  const rows = await queryRows<{ before: Partial<ResignationSection> | null }>(
    tx,
    sql`with prior as (select id, record->'resignation' as before from employees where id = ${employeeId} for update)
      update employees e set record = jsonb_set(e.record, '{resignation}', ${json}::jsonb), resignation_type = ${value.resignationType || null},
        version = e.version + 1, updated_at = now()
      from prior p
      where e.id = p.id and p.before is distinct from ${json}::jsonb
      returning p.before`,
  );
  const changed = rows[0];
  if (!changed) return false;
  const before: Partial<ResignationSection> = changed.before ?? {};
  const keys = resignationKeys.filter((k) => (before[k] ?? '') !== value[k]);
  await writeAudit(tx, actor, {
    action: resignationActions.approve,
    targetCollection: 'employees',
    targetId: employeeId,
    before: Object.fromEntries(keys.map((k) => [`resignation.${k}`, before[k] ?? ''])),
    after: Object.fromEntries(keys.map((k) => [`resignation.${k}`, value[k]])),
  });
  return true;
}

/**
 * Makes a person 퇴직 (the retirement job, the day after their last working day), inside the caller's
 * transaction: not active, employment status 퇴직, the termination date and resignation type on the
 * columns; version bumped and an `employees` audit row. The caller ends the primary post and
 * re-applies role rules. False when the person was already retired (a rerun changes nothing).
 */
export async function retireEmployee(tx: Tx, actor: Actor, employeeId: string, value: { terminationDate: string; resignationType: string }): Promise<boolean> {
  const rows = await queryRows<{ employment_status: string; is_active: boolean; termination_date: string | null }>(
    tx,
    sql`with prior as (select id, employment_status, is_active, termination_date::text from employees where id = ${employeeId} for update)
      update employees e set is_active = false, employment_status = '퇴직', termination_date = ${value.terminationDate},
        resignation_type = ${value.resignationType || null},
        record = jsonb_set(jsonb_set(e.record, '{isActive}', 'false'::jsonb), '{organization,employmentStatus}', '"퇴직"'::jsonb),
        version = e.version + 1, updated_at = now()
      from prior p
      where e.id = p.id and (p.employment_status <> '퇴직' or p.is_active)
      returning p.employment_status, p.is_active, p.termination_date`,
  );
  const prior = rows[0];
  if (!prior) return false;
  await writeAudit(tx, actor, {
    action: resignationActions.retire,
    targetCollection: 'employees',
    targetId: employeeId,
    before: { isActive: prior.is_active, 'organization.employmentStatus': prior.employment_status, terminationDate: prior.termination_date ?? '' },
    after: { isActive: false, 'organization.employmentStatus': '퇴직', terminationDate: value.terminationDate },
  });
  await emitEmployeeEvent(tx, 'employee.retired', employeeId);
  return true;
}

/** Audit action of the retention purge's anonymisation (근로기준법 art. 42, PIPA art. 21). */
export const retentionPurgeAction = 'retention_purge';

/**
 * Anonymises the record of a person who left (the retention purge), inside the caller's
 * transaction: the RRN and the salary are destroyed, and so are the name (replaced by
 * `퇴직자-<사번>`), contact details, address, family, bank account, disability and veteran status,
 * birth date, education, career, certificates and notes; what an anonymised employment record
 * needs stays (사번, 소속·직급·직책·직무, employment type and history, 입사일, 퇴직일 and its type).
 * Version bumped, `anonymized_at` set, and one `employees` audit row naming the destroyed fields
 * (never their values). False when the record is missing or already anonymised.
 */
export async function anonymizeEmployee(
  tx: Tx,
  actor: Actor,
  employeeId: string,
  documentsDeleted = 0,
): Promise<boolean> {
  const [row] = await tx
    .select({ employeeNo: employees.employeeNo, record: employees.record })
    .from(employees)
    .where(and(eq(employees.id, employeeId), isNull(employees.anonymizedAt)))
    .for('update');
  if (!row) return false;
  const s = employeeSectionsSchema.parse(row.record);
  const name = anonymizedName(row.employeeNo);
  const record: EmployeeSections = {
    ...s,
    personal: personalSchema.parse({ nameKor: name, employeeNo: row.employeeNo, nationality: '' }),
    accounts: { email: '', groupwareId: '', slackId: '' },
    career: careerSchema.parse({}),
    educationInfo: educationInfoSchema.parse({}),
    educationRecords: null,
    certifications: null,
    languageSkills: null,
    notes: '',
    resignation: s.resignation ? { ...s.resignation, resignationReason: '' } : null,
  };
  await tx
    .update(employees)
    .set({
      nameKor: name,
      nameEng: null,
      email: null,
      emailPersonal: null,
      phone: null,
      searchTokens: [],
      rrnEnc: null,
      salaryEnc: null,
      bankEnc: null,
      disabilityEnc: null,
      record: storedRecord(record),
      anonymizedAt: sql`now()`,
      version: sql`${employees.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(employees.id, employeeId));
  await writeAudit(tx, actor, {
    action: retentionPurgeAction,
    targetCollection: 'employees',
    targetId: employeeId,
    before: null,
    after: { destroyedFields: [...destroyedFields], documentsDeleted },
  });
  return true;
}

/** Audit action of a rehire (재입사). */
export const rehireAction = 'rehire';

/** A refusal, or the rehire done with the unit of the person's last placement (their primary post's unit again). */
export type RehireOutcome = 'missing' | 'active' | 'anonymized' | { tooEarly: string } | { rehiredInUnit: string | null };

/**
 * Rehires a retired person (재입사), inside the caller's transaction: the open employment-history
 * entry is closed on the last working day and a new one starts on `hireDate`; active again,
 * employment status 재직, termination date and resignation type cleared, the resignation section
 * taken off the record (the audit row keeps it: the history shows it), the 사번 kept or replaced
 * by `employeeNo`; version bumped, an `employees` audit row. Answers the unit of the last placement:
 * the caller puts the primary post back there and re-applies role rules. Refuses (answers why,
 * writes nothing) a missing, active or anonymised record, and a hire date before 퇴직일.
 */
export async function rehireEmployee(
  tx: Tx,
  actor: Actor,
  employeeId: string,
  value: { hireDate: string; employeeNo: string | null },
): Promise<RehireOutcome> {
  const [row] = await tx.select().from(employees).where(eq(employees.id, employeeId)).for('update');
  if (!row) return 'missing';
  if (row.anonymizedAt) return 'anonymized';
  if (row.isActive || row.employmentStatus !== '퇴직') return 'active';
  const retiredOn = row.terminationDate;
  if (retiredOn && value.hireDate < retiredOn) return { tooEarly: retiredOn };

  const s = employeeSectionsSchema.parse(row.record);
  const lastDay = s.resignation?.lastWorkingDate || (retiredOn ? addDays(retiredOn, -1) : '');
  const history = s.employmentHistory.map((h, i) => (i === s.employmentHistory.length - 1 && !h.endDate ? { ...h, endDate: lastDay } : h));
  const firstJoinDate = history[0]?.firstJoinDate || history[0]?.startDate || value.hireDate;
  const employmentHistory = [...history, { startDate: value.hireDate, endDate: '', type: s.organization.employmentType, firstJoinDate }];
  const employeeNo = value.employeeNo ?? row.employeeNo;
  const record: EmployeeSections = {
    ...s,
    personal: { ...s.personal, employeeNo },
    organization: { ...s.organization, employmentStatus: '재직' },
    employmentHistory,
    isActive: true,
    resignation: null,
  };
  await tx
    .update(employees)
    .set({
      employeeNo,
      isActive: true,
      employmentStatus: '재직',
      terminationDate: null,
      resignationType: null,
      record: storedRecord(record),
      version: sql`${employees.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(employees.id, employeeId));
  const resignation = s.resignation ?? { status: '', resignationDate: '', lastWorkingDate: '', resignationType: '', resignationReason: '' };
  await writeAudit(tx, actor, {
    action: rehireAction,
    targetCollection: 'employees',
    targetId: employeeId,
    before: {
      isActive: false,
      'organization.employmentStatus': row.employmentStatus,
      terminationDate: retiredOn ?? '',
      'personal.employeeNo': row.employeeNo,
      ...Object.fromEntries(resignationKeys.map((k) => [`resignation.${k}`, resignation[k]])),
      employmentHistory: s.employmentHistory,
    },
    after: { isActive: true, 'organization.employmentStatus': '재직', terminationDate: '', 'personal.employeeNo': employeeNo, hireDate: value.hireDate, employmentHistory },
  });
  return { rehiredInUnit: row.partId ?? row.teamId ?? row.headquartersId ?? row.divisionId };
}
