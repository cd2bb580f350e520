import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RuleType } from '@saram/shared/role-rules';
import type { Db, Tx } from '../../db/client';
import { corporations } from '../../db/schema/corporate-structure';
import { users } from '../../db/schema/auth';
import { orgUnits } from '../../db/schema/organization';
import { roles, userRoles } from '../../db/schema/rbac';
import { roleAssignmentRules } from '../../db/schema/role-rules';

export type RuleRow = typeof roleAssignmentRules.$inferSelect;
export type RuleValues = Omit<typeof roleAssignmentRules.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version' | 'createdBy'>;

export async function listRules(db: Db, q: { activeOnly: boolean; ruleType?: RuleType | undefined }): Promise<RuleRow[]> {
  return db
    .select()
    .from(roleAssignmentRules)
    .where(and(q.activeOnly ? eq(roleAssignmentRules.isActive, true) : undefined, q.ruleType ? eq(roleAssignmentRules.ruleType, q.ruleType) : undefined))
    .orderBy(desc(roleAssignmentRules.priority), asc(roleAssignmentRules.name));
}

export async function findRule(db: Db | Tx, id: string): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(roleAssignmentRules).where(eq(roleAssignmentRules.id, id));
  return row;
}

export async function insertRule(tx: Tx, values: RuleValues & { createdBy: string | null }): Promise<RuleRow> {
  const [row] = await tx.insert(roleAssignmentRules).values(values).returning();
  return row!;
}

/** Updates when the version still matches; undefined otherwise. */
export async function updateRuleIf(tx: Tx, id: string, version: number, values: RuleValues & { createdBy: string | null }): Promise<RuleRow | undefined> {
  const [row] = await tx
    .update(roleAssignmentRules)
    .set({ ...values, version: sql`${roleAssignmentRules.version} + 1`, updatedAt: new Date() })
    .where(and(eq(roleAssignmentRules.id, id), eq(roleAssignmentRules.version, version)))
    .returning();
  return row;
}

export async function deleteRule(tx: Tx, id: string): Promise<void> {
  await tx.delete(roleAssignmentRules).where(eq(roleAssignmentRules.id, id));
}

/** How many grants each rule has made that are still held, by rule id. */
export async function grantCounts(db: Db | Tx): Promise<Map<string, number>> {
  const rows = await db
    .select({ ruleId: userRoles.ruleId, n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.source, 'rule'))
    .groupBy(userRoles.ruleId);
  return new Map(rows.flatMap((r) => (r.ruleId ? [[r.ruleId, r.n] as const] : [])));
}

export async function roleExists(db: Db | Tx, name: string): Promise<boolean> {
  return (await db.select({ name: roles.name }).from(roles).where(eq(roles.name, name))).length > 0;
}

/** The ids among `ids` that name no unit (or corporation). */
export async function unknownUnits(db: Db | Tx, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const found = new Set((await db.select({ id: orgUnits.id }).from(orgUnits).where(inArray(orgUnits.id, [...ids]))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function unknownCorporations(db: Db | Tx, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const found = new Set((await db.select({ id: corporations.id }).from(corporations).where(inArray(corporations.id, [...ids]))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** The employee an account is linked to. */
export async function employeeOfUser(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ employeeId: users.employeeId }).from(users).where(eq(users.id, userId));
  return row?.employeeId ?? null;
}
