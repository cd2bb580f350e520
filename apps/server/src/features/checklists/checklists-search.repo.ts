import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { employeeRowInScope, type EmployeeScope } from '../../lib/employee-scope';
import { cappedCount, employeeNameMatches, textMatches, textRank, withinDays, type SearchFacets, type SearchTerm } from '../../lib/search-text';

const count = async (db: Db, from: SQL, cap: number) => (await queryRows<{ n: number }>(db, cappedCount(from, cap)))[0]?.n ?? 0;
const inStatuses = (column: SQL, statuses: string[] | undefined) =>
  statuses === undefined ? undefined : statuses.length ? sql`${column} = any(${`{${statuses.join(',')}}`}::text[])` : sql`false`;

/** The person (table `employees`) inside the scope and the unit and corporation facets. */
function personPlace(scope: EmployeeScope, facets: SearchFacets): SQL | undefined {
  return and(employeeRowInScope(scope), facets.unitId ? employeeRowInScope([facets.unitId]) : undefined, facets.corporationId ? employeeRowInScope([facets.corporationId]) : undefined);
}

// ---------------------------------------------------------------------------------------------
// Templates

export type TemplateHit = { id: string; name: string; feature_id: string; current_version: number; items: number; updated_at: string; rank: number };

const templatesFrom = (term: SearchTerm, facets: SearchFacets) =>
  sql`from checklist_templates t where ${and(sql`t.deleted_at is null`, textMatches(sql`t.name`, term), withinDays(sql`t.updated_at`, facets))}`;

export async function rankedTemplates(db: Db, term: SearchTerm, facets: SearchFacets, limit: number): Promise<TemplateHit[]> {
  return queryRows<TemplateHit>(
    db,
    sql`select t.id, t.name, t.feature_id, t.current_version, t.updated_at, ${textRank(sql`t.name`, term)} as rank,
        (select jsonb_array_length(v.items) from checklist_template_versions v where v.template_id = t.id and v.version = t.current_version)::int as items
      ${templatesFrom(term, facets)} order by rank, t.name limit ${limit}`,
  );
}

export const countTemplates = (db: Db, term: SearchTerm, facets: SearchFacets, cap: number) => count(db, templatesFrom(term, facets), cap);

// ---------------------------------------------------------------------------------------------
// A person's checklists: found by the person's name or the template's

export type InstanceHit = { id: string; employee_id: string; name_kor: string; template_name: string; status: string; items: number; updated_at: string; rank: number };

function instancesFrom(term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined) {
  return sql`from checklist_instances i join employees on employees.id = i.employee_id
    where ${and(sql`i.deleted_at is null`, sql`(${employeeNameMatches(term)} or ${textMatches(sql`i.template_name`, term)})`, personPlace(scope, facets), inStatuses(sql`i.status`, statuses), withinDays(sql`i.updated_at`, facets))}`;
}

export async function rankedInstances(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, limit: number): Promise<InstanceHit[]> {
  return queryRows<InstanceHit>(
    db,
    sql`select i.id, i.employee_id, employees.name_kor, i.template_name, i.status, i.updated_at, jsonb_array_length(i.items)::int as items,
        least(${textRank(sql`employees.name_kor`, term)}, ${textRank(sql`i.template_name`, term)}) as rank
      ${instancesFrom(term, scope, facets, statuses)} order by rank, employees.name_kor, i.created_at desc limit ${limit}`,
  );
}

export const countInstances = (db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, cap: number) =>
  count(db, instancesFrom(term, scope, facets, statuses), cap);

// ---------------------------------------------------------------------------------------------
// Verification documents

export type ChecklistDocumentHit = { id: string; filename: string; content_type: string; size: number; created_at: string; employee_id: string; name_kor: string; template_name: string; rank: number };

const documentsFrom = (where: SQL, scope: EmployeeScope, facets: SearchFacets) =>
  sql`from checklist_documents d join checklist_instances i on i.id = d.instance_id join employees on employees.id = i.employee_id
    where ${and(where, sql`i.deleted_at is null`, personPlace(scope, facets), withinDays(sql`d.created_at`, facets))}`;

export async function rankedChecklistDocuments(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, limit: number): Promise<ChecklistDocumentHit[]> {
  return queryRows<ChecklistDocumentHit>(
    db,
    sql`select d.id, d.filename, d.content_type, d.size, d.created_at, i.employee_id, employees.name_kor, i.template_name, ${textRank(sql`d.filename`, term)} as rank
      ${documentsFrom(textMatches(sql`d.filename`, term), scope, facets)} order by rank, d.created_at desc limit ${limit}`,
  );
}

export const countChecklistDocuments = (db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, cap: number) =>
  count(db, documentsFrom(textMatches(sql`d.filename`, term), scope, facets), cap);

export type ChecklistDocument = Omit<ChecklistDocumentHit, 'rank'> & { uploaded_by: string; item_id: string | null };

export async function findChecklistDocument(db: Db, id: string, scope: EmployeeScope): Promise<ChecklistDocument | undefined> {
  const [row] = await queryRows<ChecklistDocument>(
    db,
    sql`select d.id, d.filename, d.content_type, d.size, d.created_at, d.uploaded_by, i.employee_id, employees.name_kor, i.template_name,
        (select v.item_id from checklist_verifications v where v.document_id = d.id order by v.created_at limit 1) as item_id
      ${documentsFrom(sql`d.id = ${id}`, scope, {})}`,
  );
  return row;
}

export async function checklistDocumentBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const [row] = await queryRows<{ data: Buffer | Uint8Array }>(db, sql`select data from checklist_documents where id = ${id}`);
  return row ? Buffer.from(row.data) : undefined;
}
