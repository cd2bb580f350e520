import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeRowInScope } from '../../lib/auth/employee-scope.repo';
import type { SearchFacets, SearchTerm } from '../../lib/data/search-text';
import { cappedCount, employeeNameMatches, textMatches, textRank, withinDays } from '../../lib/data/search-text.repo';

const count = async (db: Db, from: SQL, cap: number) => (await queryRows<{ n: number }>(db, cappedCount(from, cap)))[0]?.n ?? 0;
const inStatuses = (column: SQL, statuses: string[] | undefined) =>
  statuses === undefined ? undefined : statuses.length ? sql`${column} = any(${`{${statuses.join(',')}}`}::text[])` : sql`false`;

/**
 * The person (`person`: an employee id) inside the scope and the unit and corporation facets. A
 * subquery, not a join: joining the employees' wide rows costs more than the checklists themselves.
 */
function personPlace(person: SQL, scope: EmployeeScope, facets: SearchFacets): SQL | undefined {
  const place = and(employeeRowInScope(scope), facets.unitId ? employeeRowInScope([facets.unitId]) : undefined, facets.corporationId ? employeeRowInScope([facets.corporationId]) : undefined);
  return place && sql`${person} in (select employees.id from employees where ${place})`;
}

/**
 * Checklists and documents are many (50,000 documents at the benchmark's scale) and a short term
 * matches thousands: the best are chosen among the first matches found, not after ranking them all.
 */
const rankedWindow = 200;

const nameOf = (person: SQL) => sql`(select employees.name_kor from employees where employees.id = ${person})`;

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
// A person's checklists: found by the person's name or the template's (each through its own index)

export type InstanceHit = { id: string; employee_id: string; name_kor: string; template_name: string; status: string; items: number; updated_at: string; rank: number };

/**
 * A person's checklists by the person's name (through the employees' name index in name order, so a
 * common name like 김 stops at the first matches) and by the template's name (when the person's does
 * not match), each branch stopping at `window` rows; `columns` is what each branch selects.
 */
function instances(columns: SQL, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, window: number, inNameOrder = true) {
  const common = and(sql`i.deleted_at is null`, personPlace(sql`i.employee_id`, scope, facets), inStatuses(sql`i.status`, statuses), withinDays(sql`i.updated_at`, facets));
  const from = sql`from checklist_instances i join employees on employees.id = i.employee_id`;
  const byTemplate = sql`i.template_id in (select t.id from checklist_templates t where ${textMatches(sql`t.name`, term)}) and not (${employeeNameMatches(term)})`;
  return sql`(select ${columns} ${from} where ${and(common, employeeNameMatches(term))} ${inNameOrder ? sql`order by employees.name_kor collate "C"` : sql``} limit ${window})
    union all (select ${columns} ${from} where ${and(common, byTemplate)} limit ${window})`;
}

/** The best among the first matches found: in name order, an exact name comes first, so `limit` rows of each branch hold them. */
export async function rankedInstances(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, limit: number): Promise<InstanceHit[]> {
  const columns = sql`i.id, i.employee_id, employees.name_kor, i.template_name, i.status, i.updated_at, i.created_at, jsonb_array_length(i.items)::int as items`;
  return queryRows<InstanceHit>(
    db,
    sql`select found.*, least(${textRank(sql`found.name_kor`, term)}, ${textRank(sql`found.template_name`, term)}) as rank
      from (${instances(columns, term, scope, facets, statuses, limit)}) found
      order by rank, found.name_kor, found.created_at desc limit ${limit}`,
  );
}

export async function countInstances(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select least(count(*), ${cap})::int as n from (${instances(sql`1`, term, scope, facets, statuses, cap, false)}) found`);
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Verification documents


export type ChecklistDocumentHit = { id: string; filename: string; content_type: string; size: number; created_at: string; employee_id: string; name_kor: string; template_name: string; rank: number };

/** Documents found by their own match, each then looked up with its checklist (a lateral with a limit: probed by key, not a hash of every checklist). */
const documentsFrom = (where: SQL, scope: EmployeeScope, facets: SearchFacets) =>
  sql`from checklist_documents d cross join lateral (
      select i.employee_id, i.template_name from checklist_instances i
      where ${and(sql`i.id = d.instance_id`, sql`i.deleted_at is null`, personPlace(sql`i.employee_id`, scope, facets))} limit 1) i
    where ${and(where, withinDays(sql`d.created_at`, facets))}`;

export async function rankedChecklistDocuments(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, limit: number): Promise<ChecklistDocumentHit[]> {
  return queryRows<ChecklistDocumentHit>(
    db,
    sql`select found.*, ${nameOf(sql`found.employee_id`)} as name_kor
      from (select d.id, d.filename, d.content_type, d.size, d.created_at, i.employee_id, i.template_name, ${textRank(sql`d.filename`, term)} as rank
        ${documentsFrom(textMatches(sql`d.filename`, term), scope, facets)} limit ${rankedWindow}) found
      order by rank, found.created_at desc limit ${limit}`,
  );
}

export const countChecklistDocuments = (db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, cap: number) =>
  count(db, documentsFrom(textMatches(sql`d.filename`, term), scope, facets), cap);

export type ChecklistDocument = Omit<ChecklistDocumentHit, 'rank'> & { uploaded_by: string; item_id: string | null };

export async function findChecklistDocument(db: Db, id: string, scope: EmployeeScope): Promise<ChecklistDocument | undefined> {
  const [row] = await queryRows<ChecklistDocument>(
    db,
    sql`select d.id, d.filename, d.content_type, d.size, d.created_at, d.uploaded_by, i.employee_id, ${nameOf(sql`i.employee_id`)} as name_kor, i.template_name,
        (select v.item_id from checklist_verifications v where v.document_id = d.id order by v.created_at limit 1) as item_id
      ${documentsFrom(sql`d.id = ${id}`, scope, {})}`,
  );
  return row;
}

export async function checklistDocumentBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const [row] = await queryRows<{ data: Buffer | Uint8Array }>(db, sql`select data from checklist_documents where id = ${id}`);
  return row ? Buffer.from(row.data) : undefined;
}
