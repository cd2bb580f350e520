import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { corporations } from '../../db/schema/corporate-structure';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeAliasInScope } from '../../lib/auth/employee-scope.repo';

/**
 * The queries of the insurance-corporation migration: employees' free-text `insurance_corp` becomes
 * a link (`employees.corporation_id`) to a corporation of the same name.
 */
export const batchKind = 'insurance-corp';

/** What a batch records so that rollback can undo exactly what it did. */
export type BatchSummary = {
  /** `state`: the editable fields as created, to tell whether someone changed the corporation since. */
  createdCorporations: { id: string; name: string; state: CorporationState }[];
  links: { corporationId: string; employeeIds: string[] }[];
};

export type CorporationState = ReturnType<typeof corporationState>;

/** The fields a user can edit; a created corporation whose state differs was changed since. */
export function corporationState(row: typeof corporations.$inferSelect) {
  return {
    name: row.name,
    corporateType: row.corporateType,
    businessRegistrationNumber: row.businessRegistrationNumber,
    corporateRegistrationNumber: row.corporateRegistrationNumber,
    employerType: row.employerType,
    hrAuthority: row.hrAuthority,
    holdingCompanyId: row.holdingCompanyId,
    representative: row.representative,
    address: row.address,
    isActive: row.isActive,
  };
}

/** The insurance-corporation text as matched against corporation names: spaces collapsed, trimmed. */
const insuranceCorpName = (column: SQL) => sql`btrim(regexp_replace(coalesce(${column}, ''), '[[:space:]]+', ' ', 'g'))`;
const employeeCorpName = insuranceCorpName(sql`e.insurance_corp`);

/** Migrations and rollbacks of this kind run one at a time, on every instance. */
export async function lockMigrations(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saram:insurance-corp-migration'))::text`);
}

export type PlannedLink = { name: string; employeeCount: number; corporationId: string | null };

/** Unlinked employees grouped by insurance-corporation name, with the corporation of that name if any. */
export async function planLinks(db: Db | Tx): Promise<PlannedLink[]> {
  const rows = await queryRows<{ name: string; employee_count: number; corporation_id: string | null }>(
    db,
    sql`select x.name, count(*)::int as employee_count, c.id as corporation_id
        from (select ${employeeCorpName} as name from employees e where e.corporation_id is null) x
        left join corporations c on c.name = x.name
        where x.name <> ''
        group by x.name, c.id
        order by x.name`,
  );
  return rows.map((r) => ({ name: r.name, employeeCount: Number(r.employee_count), corporationId: r.corporation_id }));
}

export async function countSkipped(db: Db | Tx): Promise<{ alreadyLinked: number; withoutInsuranceCorp: number }> {
  const [row] = await queryRows<{ already_linked: number; without: number }>(
    db,
    sql`select count(*) filter (where e.corporation_id is not null)::int as already_linked,
               count(*) filter (where e.corporation_id is null and ${employeeCorpName} = '')::int as without
        from employees e`,
  );
  return { alreadyLinked: Number(row?.already_linked ?? 0), withoutInsuranceCorp: Number(row?.without ?? 0) };
}

/** Every unlinked employee whose insurance corporation names a corporation, with that corporation. */
export async function employeesToLink(tx: Tx): Promise<{ employeeId: string; corporationId: string }[]> {
  const rows = await queryRows<{ employee_id: string; corporation_id: string }>(
    tx,
    sql`select e.id as employee_id, c.id as corporation_id
        from employees e join corporations c on c.name = ${employeeCorpName}
        where e.corporation_id is null`,
  );
  return rows.map((r) => ({ employeeId: r.employee_id, corporationId: r.corporation_id }));
}

/** The (employee, corporation) pairs a batch linked, read from its summary. */
const batchLinks = (batchId: string) => sql`(
  select (l->>'corporationId')::uuid as corporation_id, emp.id::uuid as employee_id
  from migration_batches b
  cross join lateral jsonb_array_elements(coalesce(b.summary->'links', '[]'::jsonb)) l
  cross join lateral jsonb_array_elements_text(l->'employeeIds') emp(id)
  where b.id = ${batchId})`;

/** The corporations a batch created that still exist, locked. */
export async function createdCorporations(tx: Tx, batchId: string) {
  return tx.select().from(corporations).where(eq(corporations.migrationBatchId, batchId)).orderBy(corporations.name).for('update');
}

/** Everything that changed since the batch and would make an undo inexact. */
export async function rollbackBlockers(tx: Tx, batchId: string) {
  const [row] = await queryRows<{
    existing: number;
    moved: number;
    moved_sample: string[] | null;
    other_employees: number;
    operating: number;
    units: number;
  }>(
    tx,
    sql`with links as ${batchLinks(batchId)},
        created as (select id from corporations where migration_batch_id = ${batchId})
        select
          (select count(*)::int from links x join employees e on e.id = x.employee_id) as existing,
          (select count(*)::int from links x join employees e on e.id = x.employee_id
            where e.corporation_id is distinct from x.corporation_id) as moved,
          (select array_agg(employee_no) from (select e.employee_no from links x join employees e on e.id = x.employee_id
            where e.corporation_id is distinct from x.corporation_id order by e.employee_no limit 10) s) as moved_sample,
          (select count(*)::int from employees e where e.corporation_id in (select id from created)
            and not exists (select 1 from links x where x.employee_id = e.id)) as other_employees,
          (select count(*)::int from corporations c where c.holding_company_id in (select id from created)) as operating,
          (select count(*)::int from org_units u where u.corporation_id in (select id from created)) as units`,
  );
  return {
    existing: Number(row?.existing ?? 0),
    moved: Number(row?.moved ?? 0),
    movedSample: row?.moved_sample ?? [],
    otherEmployees: Number(row?.other_employees ?? 0),
    operatingCompanies: Number(row?.operating ?? 0),
    orgUnits: Number(row?.units ?? 0),
  };
}

/** The batch's employees still linked to the corporation the batch gave them. */
export async function employeesToUnlink(tx: Tx, batchId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select e.id from employees e join ${batchLinks(batchId)} x on e.id = x.employee_id and e.corporation_id = x.corporation_id`,
  );
  return rows.map((r) => r.id);
}

export async function deleteCreatedCorporations(tx: Tx, batchId: string): Promise<void> {
  await tx.delete(corporations).where(eq(corporations.migrationBatchId, batchId));
}

/** insurance_corp texts per match state (matched, linked): the consistency report's employee side. */
export async function insuranceCorpGroups(db: Db) {
  const rows = await queryRows<{ name: string; corporation_id: string | null; unlinked: number; total: number }>(
    db,
    sql`select x.name, c.id as corporation_id, count(*) filter (where x.corporation_id is null)::int as unlinked,
               count(*)::int as total
        from (select ${employeeCorpName} as name, e.corporation_id from employees e) x
        left join corporations c on c.name = x.name
        where x.name <> ''
        group by x.name, c.id
        order by x.name`,
  );
  return rows.map((r) => ({ name: r.name, corporationId: r.corporation_id, unlinked: Number(r.unlinked), total: Number(r.total) }));
}

export type MismatchRow = {
  employee_id: string;
  employee_no: string;
  name_kor: string;
  insurance_corp: string | null;
  corporation_id: string;
  corporation_name: string;
};

/** Employees in the scope linked to a corporation whose name is not their insurance_corp text (first `limit`). */
export async function mismatchedEmployees(db: Db, limit: number, scope: EmployeeScope): Promise<{ rows: MismatchRow[]; total: number }> {
  const where = sql`from employees e join corporations c on c.id = e.corporation_id
                    where ${employeeCorpName} <> '' and ${employeeCorpName} <> c.name and ${employeeAliasInScope(scope) ?? sql`true`}`;
  const rows = await queryRows<MismatchRow>(
    db,
    sql`select e.id as employee_id, e.employee_no, e.name_kor, e.insurance_corp, c.id as corporation_id, c.name as corporation_name
        ${where} order by e.employee_no limit ${limit}`,
  );
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${where}`);
  return { rows, total: Number(total?.n ?? 0) };
}
