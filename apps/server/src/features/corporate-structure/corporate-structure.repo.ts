import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CorporateType } from '@saram/shared/corporate-structure/corporate-structure';
import { queryRows, type Db, type Tx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { corporationSeals, corporations } from '../../db/schema/corporate-structure';
import { orgUnits } from '../../db/schema/organization';

export type CorporationRow = typeof corporations.$inferSelect;
export type CorporationInsert = typeof corporations.$inferInsert;
/** A corporation with what its responses show beside the row. */
export type CorporationView = { c: CorporationRow; holdingCompanyName: string | null; employeeCount: number };

const holding = alias(corporations, 'holding');

function selectViews(db: Db | Tx) {
  return db
    .select({
      c: corporations,
      holdingCompanyName: holding.name,
      employeeCount: sql<number>`(select count(*)::int from employees e where e.corporation_id = ${corporations.id})`,
    })
    .from(corporations)
    .leftJoin(holding, eq(holding.id, corporations.holdingCompanyId));
}

const order = [asc(corporations.corporateType), asc(corporations.name), asc(corporations.id)];

export async function listCorporations(
  db: Db,
  filter: { corporateType?: CorporateType | undefined; page: number; limit: number },
): Promise<{ rows: CorporationView[]; total: number }> {
  const where = filter.corporateType ? eq(corporations.corporateType, filter.corporateType) : undefined;
  const rows = await selectViews(db)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await db.select({ n: count() }).from(corporations).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every corporation matching `where` (the group is small: tens of companies, not thousands). */
export async function listAll(db: Db | Tx, where?: SQL): Promise<CorporationView[]> {
  return selectViews(db).where(where).orderBy(...order);
}

export async function operatingCompanies(db: Db, holdingCompanyName?: string): Promise<CorporationView[]> {
  const isOperating = eq(corporations.corporateType, 'OPERATING');
  return listAll(db, holdingCompanyName === undefined ? isOperating : and(isOperating, eq(holding.name, holdingCompanyName)));
}

export async function findView(db: Db | Tx, id: string): Promise<CorporationView | undefined> {
  const [row] = await selectViews(db).where(eq(corporations.id, id)).limit(1);
  return row;
}

export async function findCorporation(db: Db | Tx, id: string): Promise<CorporationRow | undefined> {
  const [row] = await db.select().from(corporations).where(eq(corporations.id, id)).limit(1);
  return row;
}

/** Locks the row until the transaction ends (references to it wait, so a count stays true). */
export async function lockCorporation(tx: Tx, id: string): Promise<CorporationRow | undefined> {
  const [row] = await tx.select().from(corporations).where(eq(corporations.id, id)).for('update');
  return row;
}

/** Other corporations already holding this name or one of these numbers. */
export async function findTaken(
  db: Db | Tx,
  values: { name: string; businessRegistrationNumber: string | null; corporateRegistrationNumber: string | null },
  exceptId?: string,
): Promise<CorporationRow[]> {
  const same = [eq(corporations.name, values.name)];
  if (values.businessRegistrationNumber) same.push(eq(corporations.businessRegistrationNumber, values.businessRegistrationNumber));
  if (values.corporateRegistrationNumber) same.push(eq(corporations.corporateRegistrationNumber, values.corporateRegistrationNumber));
  return db
    .select()
    .from(corporations)
    .where(and(or(...same), exceptId ? ne(corporations.id, exceptId) : undefined));
}

/** The ids on the way up from `id` through holding companies, `id` first (stops at a cycle). */
export async function holdingChain(db: Db | Tx, id: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive up(id, holding_company_id, path) as (
          select id, holding_company_id, array[id] from corporations where id = ${id}
          union all
          select c.id, c.holding_company_id, up.path || c.id
          from corporations c join up on c.id = up.holding_company_id
          where not c.id = any(up.path) and cardinality(up.path) < 100)
        select id from up order by cardinality(path)`,
  );
  return rows.map((r) => r.id);
}

export async function insertCorporation(tx: Tx, values: CorporationInsert): Promise<CorporationRow> {
  const [row] = await tx.insert(corporations).values(values).returning();
  return row!;
}

/** The guarded update: undefined when the version is no longer `version` (or the row is gone). */
export async function updateCorporationIf(
  tx: Tx,
  id: string,
  version: number,
  values: Partial<CorporationInsert>,
): Promise<CorporationRow | undefined> {
  const [row] = await tx
    .update(corporations)
    .set({ ...values, version: sql`${corporations.version} + 1`, updatedAt: new Date() })
    .where(and(eq(corporations.id, id), eq(corporations.version, version)))
    .returning();
  return row;
}

export async function deleteCorporation(tx: Tx, id: string): Promise<void> {
  await tx.delete(corporations).where(eq(corporations.id, id));
}

/** What points at a corporation: operating companies (as holding), employees, organisation units. */
export async function countReferences(db: Db | Tx, id: string) {
  const [operating] = await db.select({ n: count() }).from(corporations).where(eq(corporations.holdingCompanyId, id));
  const [people] = await db.select({ n: count() }).from(employees).where(eq(employees.corporationId, id));
  const [units] = await db.select({ n: count() }).from(orgUnits).where(eq(orgUnits.corporationId, id));
  return { operatingCompanies: operating?.n ?? 0, employees: people?.n ?? 0, orgUnits: units?.n ?? 0 };
}

export type SealRow = typeof corporationSeals.$inferSelect;

export async function findSeal(db: Db | Tx, corporationId: string): Promise<SealRow | undefined> {
  const [row] = await db.select().from(corporationSeals).where(eq(corporationSeals.corporationId, corporationId));
  return row;
}

export async function upsertSeal(tx: Tx, row: typeof corporationSeals.$inferInsert): Promise<SealRow> {
  const { corporationId: _key, ...changes } = row;
  const [saved] = await tx.insert(corporationSeals).values(row).onConflictDoUpdate({ target: corporationSeals.corporationId, set: changes }).returning();
  return saved!;
}

export async function deleteSeal(tx: Tx, corporationId: string): Promise<boolean> {
  const removed = await tx.delete(corporationSeals).where(eq(corporationSeals.corporationId, corporationId)).returning({ id: corporationSeals.corporationId });
  return removed.length > 0;
}
