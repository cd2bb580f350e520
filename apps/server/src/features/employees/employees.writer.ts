import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { careerSchema, educationInfoSchema, employeeSectionsSchema, personalSchema, type EmployeeSections } from '@saram/shared/employees.schemas';
import { anonymizedName, destroyedFields } from '@saram/shared/retention';
import { queryRows, type Db, type Tx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import type { Actor } from '../../lib/actor';
import { auditWritten, rewriteAuditValues, writeAudit } from '../../lib/audit';
import { addDays } from '../../lib/seoul-time';
import { setPrimaryPost } from '../organization/organization.service';
import { maskedValues, protectedPaths, sealedColumns, sectionsOf, storedRecord } from './employee-record';
import { reapplyRulesFor, refuseOwnRuleFields } from '../role-rules/role-rules.service';

/**
 * The one writer of an employee's placement (corporation, its name, and the organisation units with
 * their names) for changes made outside the employee record: unit moves and renames, assignments,
 * migrations, corporation renames. Inside the caller's transaction, in one statement for any number
 * of people: the changed records get their version bumped and one `employees` audit row each (the
 * fields as the record shows them), so the change appears in each person's history.
 */

/** Audit actions of these changes; the history tab labels them 조직 이동 and 법인명 변경. */
export const placementActions = { move: 'org_move', corporationRename: 'corporation_rename' } as const;
export type PlacementAction = (typeof placementActions)[keyof typeof placementActions];

export type PlacementFields = {
  corporationId?: string | null;
  insuranceCorp?: string | null;
  division?: string | null;
  divisionId?: string | null;
  headquarters?: string | null;
  headquartersId?: string | null;
  team?: string | null;
  teamId?: string | null;
  part?: string | null;
  partId?: string | null;
};
export type PlacementRow = PlacementFields & { employeeId: string };

/** Each field: its column, its SQL type, and its path in the employee record (as the history shows it). */
const columns: { key: keyof PlacementFields; column: string; type: 'uuid' | 'text'; path: string }[] = [
  { key: 'corporationId', column: 'corporation_id', type: 'uuid', path: 'organization.insuranceCorpId' },
  { key: 'insuranceCorp', column: 'insurance_corp', type: 'text', path: 'organization.insuranceCorp' },
  { key: 'division', column: 'division', type: 'text', path: 'organization.division' },
  { key: 'divisionId', column: 'division_id', type: 'uuid', path: 'organization.divisionId' },
  { key: 'headquarters', column: 'headquarters', type: 'text', path: 'organization.headquarters' },
  { key: 'headquartersId', column: 'headquarters_id', type: 'uuid', path: 'organization.headquarterId' },
  { key: 'team', column: 'team', type: 'text', path: 'organization.team' },
  { key: 'teamId', column: 'team_id', type: 'uuid', path: 'organization.teamId' },
  { key: 'part', column: 'part', type: 'text', path: 'organization.part' },
  { key: 'partId', column: 'part_id', type: 'uuid', path: 'organization.partId' },
];

const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const recordOf = (alias: string) =>
  sql.raw(`jsonb_build_object(${columns.map((c) => `'${c.path}', ${alias}.${c.column}`).join(', ')})`);

/**
 * Applies `source` (rows of `id uuid, j jsonb`: the employee and the fields to set, by key) and
 * answers the ids of the records that changed.
 */
async function apply(tx: Tx, actor: Actor, action: PlacementAction, source: SQL): Promise<string[]> {
  const next = list(
    columns.map((c) => sql.raw(`case when s.j ? '${c.key}' then (s.j->>'${c.key}')::${c.type} else e.${c.column} end as ${c.column}`)),
  );
  const tuple = (alias: string) => sql.raw(`(${columns.map((c) => `${alias}.${c.column}`).join(', ')})`);
  const rows = await queryRows<{ target_id: string }>(
    tx,
    sql`with src as (${source}),
      next as (
        select e.id, ${next}, ${recordOf('e')} as before
        from employees e join src s on s.id = e.id
      ),
      changed as (
        update employees e set ${list(columns.map((c) => sql.raw(`${c.column} = n.${c.column}`)))},
          version = e.version + 1, updated_at = now()
        from next n
        where e.id = n.id and ${tuple('e')} is distinct from ${tuple('n')}
        returning e.id, n.before, ${recordOf('e')} as after
      ),
      diff as (
        select c.id, b.key, b.value as before, a.value as after
        from changed c cross join lateral jsonb_each(c.before) b join lateral jsonb_each(c.after) a on a.key = b.key
        where a.value is distinct from b.value
      )
      insert into audit_log (actor_id, actor_label, action, target_collection, target_id, before, after, ip, request_id)
      select ${actor.userId}, ${actor.label}, ${action}, 'employees', d.id::text,
        jsonb_object_agg(d.key, d.before), jsonb_object_agg(d.key, d.after), ${actor.ip}, ${actor.requestId}
      from diff d group by d.id
      returning target_id`,
  );
  const changed = rows.map((r) => r.target_id);
  // A new placement may meet other role-assignment rules.
  if (action === placementActions.move) {
    await refuseOwnRuleFields(tx, actor, changed);
    await reapplyRulesFor(tx, actor, changed);
  }
  return changed;
}

/** Sets each row's fields on its employee (fields left out stay); the ids of the records that changed. */
export async function changePlacements(tx: Tx, actor: Actor, rows: readonly PlacementRow[], action: PlacementAction = placementActions.move): Promise<string[]> {
  if (!rows.length) return [];
  const json = JSON.stringify(rows.map(({ employeeId, ...fields }) => ({ ...fields, id: employeeId })));
  return apply(tx, actor, action, sql`select (j->>'id')::uuid as id, j from jsonb_array_elements(${json}::jsonb) j`);
}

/** Sets the same fields on every listed employee; the ids of the records that changed. */
export async function placeEmployees(tx: Tx, actor: Actor, employeeIds: readonly string[], fields: PlacementFields): Promise<string[]> {
  return changePlacements(tx, actor, [...new Set(employeeIds)].map((employeeId) => ({ ...fields, employeeId })));
}

/** The employees of a renamed corporation carry its new name; the ids of the records that changed. */
export async function renameCorporationOfEmployees(tx: Tx, actor: Actor, corporationId: string, name: string): Promise<string[]> {
  const fields = JSON.stringify({ insuranceCorp: name });
  return apply(
    tx,
    actor,
    placementActions.corporationRename,
    sql`select id, ${fields}::jsonb as j from employees where corporation_id = ${corporationId}`,
  );
}

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
 * columns, the primary post ended, role rules re-applied; version bumped and an `employees` audit row.
 * False when the person was already retired (a rerun changes nothing).
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
  // A retired employee keeps the placement on record but holds no post; their role grants follow.
  await setPrimaryPost(tx, employeeId, null);
  await reapplyRulesFor(tx, actor, [employeeId]);
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

export type RehireOutcome = 'missing' | 'active' | 'anonymized' | { tooEarly: string } | 'rehired';

/**
 * Rehires a retired person (재입사), inside the caller's transaction: the open employment-history
 * entry is closed on the last working day and a new one starts on `hireDate`; active again,
 * employment status 재직, termination date and resignation type cleared, the resignation section
 * taken off the record (the audit row keeps it: the history shows it), the 사번 kept or replaced
 * by `employeeNo`, the primary post back in the last unit; version bumped, an `employees` audit row,
 * role rules re-applied. Refuses (answers why, writes nothing) a missing, active or anonymised
 * record, and a hire date before 퇴직일.
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
  const unitId = row.partId ?? row.teamId ?? row.headquartersId ?? row.divisionId;
  if (unitId) await setPrimaryPost(tx, employeeId, unitId);
  await reapplyRulesFor(tx, actor, [employeeId]);
  return 'rehired';
}


/** Audit action of sealing what older versions kept in plaintext. */
export const sealAction = 'employees.seal';
/** Audit action of the one-time scrub of protected values from older audit rows. */
export const maskHistoryAction = 'employees.mask-history';

/**
 * Run on start: moves what older versions kept in plaintext in `record` (the bank account, disability
 * and veteran data) into their encrypted columns, a batch per transaction (instances starting together
 * skip each other's rows). The record reads the same, so no new version and no history entry; one
 * audit row per batch says how many records were sealed. Answers that number. Then `maskOldHistory`.
 */
export async function sealProtectedFields(db: Db, actor: Actor, key: Buffer, batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(employees)
        .where(sql`(${employees.record}->'personal') ?| array['bankAccount', 'disability', 'veteran']`)
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        const s = sectionsOf(row, key);
        await tx.update(employees).set({ record: storedRecord(s), ...sealedColumns(s.personal, key) }).where(eq(employees.id, row.id));
      }
      if (rows.length) {
        await writeAudit(tx, actor, { action: sealAction, targetCollection: 'employees', after: { records: rows.length, fields: ['personal.bankAccount', 'personal.disability', 'personal.veteran'] } });
      }
      return rows.length;
    });
    total += sealed;
    if (sealed < batch) break;
  }
  await maskOldHistory(db, actor);
  return total;
}

/**
 * Once per database: the protected values that audit rows written by older versions hold in plaintext
 * (the bank account, disability and veteran data of the history) become the marker new rows hold,
 * through the erasure exception of migration 0023, in one transaction whose audit row says how many
 * rows changed; that row also marks the step done, so later starts do not scan the audit log again.
 */
async function maskOldHistory(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting together: one scrubs, the others then find its row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${maskHistoryAction}))::text`);
    if (await auditWritten(tx, maskHistoryAction, 'employees')) return;
    const rows = await rewriteAuditValues(tx, 'employees', protectedPaths, maskedValues);
    await writeAudit(tx, actor, { action: maskHistoryAction, targetCollection: 'employees', after: { rows, fields: protectedPaths } });
  });
}
