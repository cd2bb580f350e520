import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CodeKind, CycleStatus, EvaluationStatus } from '@saram/shared/evaluations/evaluations';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { employees } from '../../db/schema/employees';
import {
  evaluationCodes,
  evaluationCodeVersions,
  evaluationCycles,
  evaluationEvents,
  evaluations,
  evaluationTemplates,
} from '../../db/schema/evaluations';
import { orgUnits } from '../../db/schema/organization';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeInScope } from '../../lib/auth/employee-scope.repo';

type Conn = Db | Tx;
export type CodeRow = typeof evaluationCodes.$inferSelect;
export type TemplateRow = typeof evaluationTemplates.$inferSelect;
export type CycleRow = typeof evaluationCycles.$inferSelect;
export type EvaluationRow = typeof evaluations.$inferSelect;
export type EventRow = typeof evaluationEvents.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Codes

export async function listCodes(db: Conn, kind: CodeKind | undefined, includeInactive: boolean): Promise<CodeRow[]> {
  const where = and(kind ? eq(evaluationCodes.kind, kind) : undefined, includeInactive ? undefined : eq(evaluationCodes.isActive, true));
  return db.select().from(evaluationCodes).where(where).orderBy(asc(evaluationCodes.kind), asc(evaluationCodes.sortOrder), asc(evaluationCodes.code));
}
export async function findCode(db: Conn, id: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(evaluationCodes).where(eq(evaluationCodes.id, id));
  return row;
}
export async function findCodeByValue(db: Conn, kind: CodeKind, code: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(evaluationCodes).where(and(eq(evaluationCodes.kind, kind), eq(evaluationCodes.code, code)));
  return row;
}
export async function insertCode(tx: Tx, values: typeof evaluationCodes.$inferInsert): Promise<CodeRow> {
  const [row] = await tx.insert(evaluationCodes).values(values).returning();
  return row!;
}
export async function updateCodeIf(tx: Tx, id: string, version: number, values: Partial<typeof evaluationCodes.$inferInsert>): Promise<CodeRow | undefined> {
  const [row] = await tx
    .update(evaluationCodes)
    .set({ ...values, version: sql`${evaluationCodes.version} + 1`, updatedAt: new Date() })
    .where(and(eq(evaluationCodes.id, id), eq(evaluationCodes.version, version)))
    .returning();
  return row;
}
export async function insertCodeVersion(tx: Tx, values: typeof evaluationCodeVersions.$inferInsert): Promise<void> {
  await tx.insert(evaluationCodeVersions).values(values);
}
export async function codeVersions(db: Conn, codeId: string) {
  return db.select().from(evaluationCodeVersions).where(eq(evaluationCodeVersions.codeId, codeId)).orderBy(desc(evaluationCodeVersions.version));
}

// ---------------------------------------------------------------------------------------------
// Templates

export async function listTemplates(db: Conn): Promise<TemplateRow[]> {
  return db.select().from(evaluationTemplates).where(eq(evaluationTemplates.isActive, true)).orderBy(desc(evaluationTemplates.updatedAt));
}
export async function findTemplate(db: Conn, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(evaluationTemplates).where(eq(evaluationTemplates.id, id));
  return row;
}
export async function insertTemplate(tx: Tx, values: typeof evaluationTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await tx.insert(evaluationTemplates).values(values).returning();
  return row!;
}
export async function updateTemplateIf(tx: Tx, id: string, version: number, values: Partial<typeof evaluationTemplates.$inferInsert>): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(evaluationTemplates)
    .set({ ...values, version: sql`${evaluationTemplates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(evaluationTemplates.id, id), eq(evaluationTemplates.version, version)))
    .returning();
  return row;
}
export async function deleteTemplate(tx: Tx, id: string): Promise<void> {
  await tx.delete(evaluationTemplates).where(eq(evaluationTemplates.id, id));
}
/** Templates used by a cycle past draft (frozen), and by any cycle at all (not deletable). */
export async function templateUse(db: Conn, ids: readonly string[]): Promise<Map<string, { frozen: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: evaluationCycles.templateId, status: evaluationCycles.status })
    .from(evaluationCycles)
    .where(inArray(evaluationCycles.templateId, [...ids]));
  const use = new Map<string, { frozen: boolean }>();
  for (const r of rows) use.set(r.id, { frozen: (use.get(r.id)?.frozen ?? false) || r.status !== 'draft' });
  return use;
}

// ---------------------------------------------------------------------------------------------
// Cycles

export type CycleWithTemplate = CycleRow & { templateName: string; evaluationCount: number };
const cycleColumns = {
  cycle: evaluationCycles,
  templateName: evaluationTemplates.name,
  evaluationCount: sql<number>`(select count(*)::int from ${evaluations} where ${evaluations.cycleId} = ${evaluationCycles.id})`,
};
const flatCycle = (r: { cycle: CycleRow; templateName: string; evaluationCount: number }): CycleWithTemplate => ({
  ...r.cycle,
  templateName: r.templateName,
  evaluationCount: Number(r.evaluationCount),
});

export async function listCycles(db: Conn, status: CycleStatus | undefined, page: number, limit: number) {
  const where = status ? eq(evaluationCycles.status, status) : undefined;
  const rows = await db
    .select(cycleColumns)
    .from(evaluationCycles)
    .innerJoin(evaluationTemplates, eq(evaluationTemplates.id, evaluationCycles.templateId))
    .where(where)
    .orderBy(desc(evaluationCycles.periodEnd), desc(evaluationCycles.createdAt))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(evaluationCycles).where(where);
  return { rows: rows.map(flatCycle), total: total?.n ?? 0 };
}
export async function findCycle(db: Conn, id: string): Promise<CycleWithTemplate | undefined> {
  const [row] = await db
    .select(cycleColumns)
    .from(evaluationCycles)
    .innerJoin(evaluationTemplates, eq(evaluationTemplates.id, evaluationCycles.templateId))
    .where(eq(evaluationCycles.id, id));
  return row && flatCycle(row);
}
export async function insertCycle(tx: Tx, values: typeof evaluationCycles.$inferInsert): Promise<CycleRow> {
  const [row] = await tx.insert(evaluationCycles).values(values).returning();
  return row!;
}
/** The guarded write of a cycle: only from `status` and (when given) at `version`. */
export async function updateCycleIf(
  tx: Tx,
  id: string,
  guard: { status: CycleStatus; version?: number | undefined },
  values: Partial<typeof evaluationCycles.$inferInsert>,
): Promise<CycleRow | undefined> {
  const [row] = await tx
    .update(evaluationCycles)
    .set({ ...values, version: sql`${evaluationCycles.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(evaluationCycles.id, id),
        eq(evaluationCycles.status, guard.status),
        guard.version !== undefined ? eq(evaluationCycles.version, guard.version) : undefined,
      ),
    )
    .returning();
  return row;
}
export async function deleteCycle(tx: Tx, id: string): Promise<void> {
  await tx.delete(evaluationCycles).where(eq(evaluationCycles.id, id));
}

// ---------------------------------------------------------------------------------------------
// Organisation and people (read-only)

export type UnitRef = { id: string; name: string; parentId: string | null; leaderId: string | null };
export async function allUnits(db: Conn): Promise<UnitRef[]> {
  return db.select({ id: orgUnits.id, name: orgUnits.name, parentId: orgUnits.parentId, leaderId: orgUnits.leaderId }).from(orgUnits);
}
export async function unitsExist(db: Conn, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: orgUnits.id }).from(orgUnits).where(inArray(orgUnits.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export type PersonRow = { id: string; name: string; employeeNo: string; unit: string | null; jobTitle: string | null; email: string | null };
const personColumns = (e: typeof employees) => ({
  id: e.id,
  name: e.nameKor,
  employeeNo: e.employeeNo,
  unit: sql<string | null>`coalesce(${e.part}, ${e.team}, ${e.headquarters}, ${e.division})`,
  jobTitle: e.jobTitle,
  email: e.email,
});
/** A person as the evaluation screens show them (without the e-mail). */
export const personDto = (p: PersonRow) => ({ id: p.id, name: p.name, employeeNo: p.employeeNo, unit: p.unit, jobTitle: p.jobTitle });
/** Looks people up by id: `find(id)` answers the DTO, or null for no id. */
export async function peopleFinder(db: Conn, ids: readonly (string | null)[]) {
  const found = await people(
    db,
    ids.filter((x): x is string => !!x),
  );
  return (id: string | null) => {
    const p = id ? found.get(id) : undefined;
    return p ? personDto(p) : null;
  };
}

export async function people(db: Conn, ids: readonly string[]): Promise<Map<string, PersonRow>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select(personColumns(employees)).from(employees).where(inArray(employees.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

export type PopulationRow = { id: string; unitId: string | null };
/** Working employees in the population: placed in one of `unitIds` (the caller expands subtrees), of the types, hired by the cut-off. */
export async function population(db: Conn, p: { unitIds: readonly string[] | null; employmentTypes: readonly string[]; hiredOnOrBefore: string | null }): Promise<PopulationRow[]> {
  const ids = p.unitIds ? [...p.unitIds] : null;
  return db
    .select({ id: employees.id, unitId: sql<string | null>`coalesce(${employees.partId}, ${employees.teamId}, ${employees.headquartersId}, ${employees.divisionId})` })
    .from(employees)
    .where(
      and(
        eq(employees.isActive, true),
        eq(employees.employmentStatus, '재직'),
        isNull(employees.anonymizedAt),
        ids
          ? ids.length
            ? or(inArray(employees.divisionId, ids), inArray(employees.headquartersId, ids), inArray(employees.teamId, ids), inArray(employees.partId, ids))
            : sql`false`
          : undefined,
        p.employmentTypes.length ? inArray(employees.employmentType, [...p.employmentTypes]) : undefined,
        p.hiredOnOrBefore ? lte(employees.hireDate, p.hiredOnOrBefore) : undefined,
      ),
    )
    .orderBy(asc(employees.employeeNo));
}

/** The employee an account is linked to. */
export async function employeeOfUser(db: Conn, userId: string): Promise<string | null> {
  const [row] = await db.select({ employeeId: users.employeeId }).from(users).where(eq(users.id, userId));
  return row?.employeeId ?? null;
}
export async function employeesExist(db: Conn, ids: readonly string[]): Promise<Set<string>> {
  return new Set((await people(db, ids)).keys());
}

// ---------------------------------------------------------------------------------------------
// Evaluations

export async function cycleEvaluations(db: Conn, cycleId: string): Promise<EvaluationRow[]> {
  return db.select().from(evaluations).where(eq(evaluations.cycleId, cycleId));
}
export async function insertEvaluations(tx: Tx, rows: (typeof evaluations.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(evaluations).values(rows);
}
export async function deleteEvaluations(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length) await tx.delete(evaluations).where(inArray(evaluations.id, [...ids]));
}
export async function findEvaluation(db: Conn, id: string): Promise<EvaluationRow | undefined> {
  const [row] = await db.select().from(evaluations).where(eq(evaluations.id, id));
  return row;
}
export async function findEvaluationsForUpdate(tx: Tx, ids: readonly string[]): Promise<EvaluationRow[]> {
  return tx.select().from(evaluations).where(inArray(evaluations.id, [...ids])).orderBy(asc(evaluations.id)).for('update');
}
/** The guarded write of an evaluation: only in `status` (and at `version` when given); bumps the version. */
export async function updateEvaluationIf(
  tx: Tx,
  id: string,
  guard: { status?: EvaluationStatus; version?: number | undefined },
  values: Partial<typeof evaluations.$inferInsert>,
): Promise<EvaluationRow | undefined> {
  const [row] = await tx
    .update(evaluations)
    .set({ ...values, version: sql`${evaluations.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(evaluations.id, id),
        guard.status ? eq(evaluations.status, guard.status) : undefined,
        guard.version !== undefined ? eq(evaluations.version, guard.version) : undefined,
      ),
    )
    .returning();
  return row;
}
export async function insertEvent(tx: Tx, values: typeof evaluationEvents.$inferInsert): Promise<void> {
  await tx.insert(evaluationEvents).values(values);
}
export async function events(db: Conn, evaluationId: string): Promise<EventRow[]> {
  return db.select().from(evaluationEvents).where(eq(evaluationEvents.evaluationId, evaluationId)).orderBy(asc(evaluationEvents.seq));
}

/** Evaluations in cycles past draft where the employee is the person or an evaluator. */
export async function tasksOf(db: Conn, employeeId: string, filter: { cycleId?: string | undefined; status?: EvaluationStatus | undefined }) {
  const first = alias(employees, 'first_evaluator');
  return db
    .select({ evaluation: evaluations, cycle: evaluationCycles, firstName: first.nameKor })
    .from(evaluations)
    .innerJoin(evaluationCycles, eq(evaluationCycles.id, evaluations.cycleId))
    .leftJoin(first, eq(first.id, evaluations.firstEvaluatorId))
    .where(
      and(
        ne(evaluationCycles.status, 'draft'),
        or(eq(evaluations.employeeId, employeeId), eq(evaluations.firstEvaluatorId, employeeId), eq(evaluations.secondEvaluatorId, employeeId)),
        filter.cycleId ? eq(evaluations.cycleId, filter.cycleId) : undefined,
        filter.status ? eq(evaluations.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(evaluationCycles.periodEnd), asc(evaluations.status));
}

/** The released results of a person, newest first (hr-metrics). */
export async function releasedResultsOf(db: Conn, employeeId: string) {
  return db
    .select({ cycleId: evaluationCycles.id, cycleName: evaluationCycles.name, periodEnd: evaluationCycles.periodEnd, finalScore: evaluations.finalScore, grade: evaluations.grade })
    .from(evaluations)
    .innerJoin(evaluationCycles, eq(evaluationCycles.id, evaluations.cycleId))
    .where(and(eq(evaluations.employeeId, employeeId), eq(evaluationCycles.status, 'released')))
    .orderBy(desc(evaluationCycles.periodEnd));
}


/** Of `ids`, the employees inside the caller's record scope (all of them when the scope is null). */
export async function inScope(db: Conn, ids: readonly string[], scope: EmployeeScope): Promise<Set<string>> {
  if (scope === null) return new Set(ids);
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(inArray(employees.id, [...ids]), employeeInScope(scope, sql`array[${employees.id}, ${employees.corporationId}, ${employees.divisionId}, ${employees.headquartersId}, ${employees.teamId}, ${employees.partId}]`)));
  return new Set(rows.map((r) => r.id));
}
