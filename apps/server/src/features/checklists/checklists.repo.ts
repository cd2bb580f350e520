import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { checklistTemplates, checklistTemplateVersions } from '../../db/schema/checklists';

/**
 * Templates and their versions. Versions are only ever inserted: nothing here updates or deletes
 * a row of checklist_template_versions (the test proves an old version stays byte-for-byte).
 */
export type TemplateRow = typeof checklistTemplates.$inferSelect;
export type VersionRow = typeof checklistTemplateVersions.$inferSelect;
export type TemplateWithVersion = { template: TemplateRow; version: VersionRow };

const current = and(eq(checklistTemplateVersions.templateId, checklistTemplates.id), eq(checklistTemplateVersions.version, checklistTemplates.currentVersion));
const withVersion = { template: checklistTemplates, version: checklistTemplateVersions };

export async function listTemplates(
  db: Db | Tx,
  filter: { featureId?: string; templateId?: string; showDeleted: boolean },
): Promise<TemplateWithVersion[]> {
  const where = and(
    filter.featureId ? eq(checklistTemplates.featureId, filter.featureId) : undefined,
    filter.templateId ? eq(checklistTemplates.id, filter.templateId) : undefined,
    filter.showDeleted ? undefined : isNull(checklistTemplates.deletedAt),
  );
  return db.select(withVersion).from(checklistTemplates).innerJoin(checklistTemplateVersions, current).where(where).orderBy(asc(checklistTemplates.featureId), asc(checklistTemplates.name));
}

export async function findTemplate(db: Db | Tx, id: string): Promise<TemplateWithVersion | undefined> {
  const [row] = await db.select(withVersion).from(checklistTemplates).innerJoin(checklistTemplateVersions, current).where(eq(checklistTemplates.id, id)).limit(1);
  return row;
}

/** By name within a feature: the live template, else the most recently deleted one. */
export async function findTemplateByName(db: Db | Tx, featureId: string, name: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.featureId, featureId), sql`lower(${checklistTemplates.name}) = lower(${name})`))
    .orderBy(sql`${checklistTemplates.deletedAt} is not null`, desc(checklistTemplates.deletedAt))
    .limit(1);
  return row;
}

/** Another live template of the feature already has this name. */
export async function nameTaken(db: Db | Tx, featureId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checklistTemplates.id })
    .from(checklistTemplates)
    .where(
      and(
        eq(checklistTemplates.featureId, featureId),
        sql`lower(${checklistTemplates.name}) = lower(${name})`,
        isNull(checklistTemplates.deletedAt),
        exceptId ? ne(checklistTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertTemplate(tx: Tx, values: typeof checklistTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await tx.insert(checklistTemplates).values(values).returning();
  return row!;
}

export async function insertVersion(tx: Tx, values: typeof checklistTemplateVersions.$inferInsert): Promise<VersionRow> {
  const [row] = await tx.insert(checklistTemplateVersions).values(values).returning();
  return row!;
}

/** Moves the template to `next` only if it is still at `expected` (optimistic concurrency); undefined when stale. */
export async function advanceTemplate(tx: Tx, id: string, expected: number, next: number, name: string): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(checklistTemplates)
    .set({ currentVersion: next, name, updatedAt: new Date() })
    .where(and(eq(checklistTemplates.id, id), eq(checklistTemplates.currentVersion, expected), isNull(checklistTemplates.deletedAt)))
    .returning();
  return row;
}

export async function softDeleteTemplate(tx: Tx, id: string): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(checklistTemplates)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(checklistTemplates.id, id), isNull(checklistTemplates.deletedAt)))
    .returning();
  return row;
}

export async function findVersion(db: Db | Tx, templateId: string, version: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(checklistTemplateVersions)
    .where(and(eq(checklistTemplateVersions.templateId, templateId), eq(checklistTemplateVersions.version, version)))
    .limit(1);
  return row;
}

export async function listVersions(db: Db | Tx, templateId: string, page: number, limit: number): Promise<{ rows: VersionRow[]; total: number }> {
  const where = eq(checklistTemplateVersions.templateId, templateId);
  const rows = await db
    .select()
    .from(checklistTemplateVersions)
    .where(where)
    .orderBy(desc(checklistTemplateVersions.version))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(checklistTemplateVersions).where(where);
  return { rows, total: total?.n ?? 0 };
}
