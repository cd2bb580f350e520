import type { EmployeeListQuery, RetiredListQuery } from '@saram/shared/employees';
import { isChosungQuery, typingKey } from '@saram/shared/hangul';
import { and, asc, desc, eq, gt, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rawRows, queryRows, type Db, type Tx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { employees } from '../../db/schema/employees';
import { employeeInScope } from '../../lib/employee-scope';
import type { AdminLink, EmployeeRow, EmployeeValues, ListRow } from './employee-record';

type Conn = Db | Tx;
/** Units, corporations or employee ids (own record) whose employees the caller may see; null: all. */
export type Scope = readonly string[] | null;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An employee is in scope: see lib/employee-scope.ts. */
export function inScope(scope: Scope): SQL | undefined {
  return employeeInScope(
    scope,
    sql`array[${employees.id}, ${employees.corporationId}, ${employees.divisionId}, ${employees.headquartersId}, ${employees.teamId}, ${employees.partId}]`,
  );
}

export async function insertEmployee(tx: Tx, values: EmployeeValues): Promise<EmployeeRow> {
  const [row] = await tx.insert(employees).values(values).returning();
  return row!;
}

/** The guarded update: zero rows when the version moved on. */
export async function updateEmployeeIf(tx: Tx, id: string, version: number, values: Partial<EmployeeValues>): Promise<EmployeeRow | undefined> {
  const [row] = await tx
    .update(employees)
    .set({ ...values, version: sql`${employees.version} + 1`, updatedAt: new Date() })
    .where(and(eq(employees.id, id), eq(employees.version, version)))
    .returning();
  return row;
}

export async function findEmployee(db: Conn, id: string, scope: Scope): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(and(eq(employees.id, id), inScope(scope)));
  return row;
}

export async function findByEmployeeNo(db: Conn, employeeNo: string, scope: Scope): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(and(eq(employees.employeeNo, employeeNo), inScope(scope)));
  return row;
}

export async function deleteEmployee(tx: Tx, id: string): Promise<void> {
  await tx.delete(employees).where(eq(employees.id, id));
}

export async function adminLinkOf(db: Conn, employeeId: string): Promise<AdminLink> {
  const [row] = await db
    .select({ userId: users.id, loginId: users.loginId, userName: users.userName })
    .from(users)
    .where(eq(users.employeeId, employeeId))
    .limit(1);
  return row ?? null;
}

export async function employeeNoTaken(db: Conn, employeeNo: string, excludeId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.employeeNo, employeeNo), excludeId ? ne(employees.id, excludeId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function emailTaken(db: Conn, email: string, excludeId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(sql`lower(${employees.email}) = lower(${email}) and ${employees.email} <> ''`, excludeId ? ne(employees.id, excludeId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** The next free number of the year's series YYYY0001 … (for records that come without one). */
export async function nextEmployeeNo(tx: Tx, year: number): Promise<string> {
  const [row] = await queryRows<{ next: string }>(
    tx,
    sql`select (coalesce(max(employee_no::bigint), ${year * 10000}) + 1)::text as next
        from employees where employee_no ~ '^[0-9]{8}$' and employee_no like ${`${year}%`}`,
  );
  return row!.next;
}

// ---------------------------------------------------------------------------------------------
// Lists

const listColumns = {
  id: employees.id,
  employeeNo: employees.employeeNo,
  nameKor: employees.nameKor,
  nameEng: employees.nameEng,
  email: employees.email,
  emailPersonal: employees.emailPersonal,
  phone: employees.phone,
  isActive: employees.isActive,
  employmentStatus: employees.employmentStatus,
  employmentType: employees.employmentType,
  jobTitle: employees.jobTitle,
  jobGrade: employees.jobGrade,
  jobFunction: employees.jobFunction,
  hireDate: employees.hireDate,
  terminationDate: employees.terminationDate,
  insuranceCorp: employees.insuranceCorp,
  division: employees.division,
  headquarters: employees.headquarters,
  team: employees.team,
  part: employees.part,
  version: employees.version,
  address: employees.address,
  terminationReason: employees.terminationReason,
};

/**
 * A term matches a name (or its 초성) by token, an employee number by prefix, an e-mail by prefix. A
 * Korean term's last character may be unfinished ('김ㅁ', '김미' on the way to 김민수): it matches by
 * its typing key (hangul.ts typingKey, one GIN lookup).
 */
export function searchCondition(term: string): SQL {
  const compact = term.replace(/\s+/g, '').toLowerCase();
  const key = isChosungQuery(compact) ? null : typingKey(compact);
  const byName = key
    ? sql`${employees.typingKeys} @> array[${key}]::text[]`
    : [...compact].length <= 6
      ? sql`${employees.searchTokens} @> array[${compact}]::text[]`
      : sql`${employees.nameKor} ilike ${`%${term}%`}`;
  const escaped = term.replace(/\s+/g, '').replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`(${byName} or ${employees.employeeNo} like ${`${escaped}%`} or lower(${employees.email}) like ${`${escaped.toLowerCase()}%`})`;
}

function byIdOrName(idColumn: AnyPgColumn, nameColumn: AnyPgColumn, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  return uuidPattern.test(value) ? sql`${idColumn} = ${value}` : sql`${nameColumn} = ${value}`;
}

function filters(q: Omit<EmployeeListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>, scope: Scope): (SQL | undefined)[] {
  return [
    inScope(scope),
    q.searchTerm ? searchCondition(q.searchTerm) : undefined,
    byIdOrName(employees.corporationId, employees.insuranceCorp, q.corporation),
    byIdOrName(employees.divisionId, employees.division, q.division),
    byIdOrName(employees.headquartersId, employees.headquarters, q.department),
    byIdOrName(employees.teamId, employees.team, q.team),
    byIdOrName(employees.partId, employees.part, q.part),
    q.status ? eq(employees.employmentStatus, q.status) : undefined,
    q.jobTitle ? eq(employees.jobTitle, q.jobTitle) : undefined,
    q.employmentType ? eq(employees.employmentType, q.employmentType) : undefined,
  ];
}

const sortColumns = {
  name: [employees.nameKor],
  employeeNo: [employees.employeeNo],
  hireDate: [employees.hireDate],
  organization: [employees.headquarters, employees.team, employees.part],
  jobTitle: [employees.jobTitle],
  jobGrade: [employees.jobGrade],
  employmentType: [employees.employmentType],
  status: [employees.employmentStatus],
  updatedAt: [employees.updatedAt],
  terminationDate: [employees.terminationDate],
} as const;

type Paging = { page: number; limit: number };

/** The list columns as `expression as "key"` (dates as text, as drizzle answers them). */
const listSelect = sql.join(
  Object.entries(listColumns).map(([key, column]) => sql`${column}${key === 'hireDate' || key === 'terminationDate' ? sql`::text` : sql``} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * One page and the total in one statement. The page's ids come first with their sort keys (a narrow,
 * index-ordered scan, so deep pages do not read the records they skip), then the wide columns (and
 * the jsonb) are read for those rows only. With a search term the matches are few but scattered: they
 * are collected once, then counted and sorted together; otherwise the count runs beside the page
 * query. The total comes on every row, and on one row of nulls when the page is empty.
 */
async function page(db: Conn, where: SQL | undefined, sortBy: keyof typeof sortColumns, order: 'asc' | 'desc', p: Paging, searching: boolean) {
  const columns = [...sortColumns[sortBy], ...(sortBy === 'employeeNo' ? [] : [employees.employeeNo])];
  const dir = (i: number) => (i < sortColumns[sortBy].length && order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`);
  const key = (i: number) => sql.raw(`k${i}`);
  const keys = sql.join(columns.map((c, i) => sql`${c} as ${key(i)}`), sql`, `);
  const orderBy = (of: string) => sql.join(columns.map((_, i) => sql`${sql.raw(of)}${key(i)} ${dir(i)}`), sql`, `);
  const paging = sql`order by ${orderBy('')} limit ${p.limit} offset ${(p.page - 1) * p.limit}`;
  const head = searching
    ? sql`with m as materialized (select ${employees.id} as id, ${keys} from ${employees} where ${where ?? sql`true`}),
          pg as (select * from m ${paging})
          select (select count(*) from m)::int as total`
    : sql`with pg as (select ${employees.id} as id, ${keys} from ${employees} where ${where ?? sql`true`} ${paging})
          select ${where ? sql`(select count(*) from ${employees} where ${where})` : sql`(select sum(n) from employee_totals)`}::int as total`;
  const rows = await rawRows<ListRow & { total: number }>(
    db,
    sql`${head}, ${listSelect} from (select 1) one left join (pg join ${employees} on ${employees.id} = pg.id) on true order by ${orderBy('pg.')}`,
  );
  return { rows: rows[0]?.id ? rows : [], total: rows[0]?.total ?? 0 };
}

export async function listEmployees(db: Conn, q: EmployeeListQuery, scope: Scope) {
  return page(db, and(...filters(q, scope)), q.sortBy, q.sortOrder, q, Boolean(q.searchTerm));
}

export async function listRetired(db: Conn, q: RetiredListQuery, scope: Scope) {
  const where = and(
    ...filters({ ...q, status: '퇴직' }, scope),
    q.terminationFrom ? gte(employees.terminationDate, q.terminationFrom) : undefined,
    q.terminationTo ? lte(employees.terminationDate, q.terminationTo) : undefined,
    q.resignationType ? eq(employees.resignationType, q.resignationType) : undefined,
  );
  return page(db, where, q.sortBy, q.sortOrder, q, Boolean(q.searchTerm));
}

/**
 * Employees in scope ordered by (unique) employee number, `limit` of them after `afterEmployeeNo`
 * (keyset: every batch is an index range whatever its depth).
 */
export async function employeesAfter(
  db: Conn,
  q: Omit<EmployeeListQuery, 'page' | 'limit'> | null,
  scope: Scope,
  afterEmployeeNo: string | null,
  limit: number,
): Promise<ListRow[]> {
  return db
    .select(listColumns)
    .from(employees)
    .where(and(...(q ? filters(q, scope) : [inScope(scope)]), afterEmployeeNo === null ? undefined : gt(employees.employeeNo, afterEmployeeNo)))
    .orderBy(asc(employees.employeeNo))
    .limit(limit);
}

export async function quickSearch(db: Conn, term: string, scope: Scope, limit: number): Promise<ListRow[]> {
  return db
    .select(listColumns)
    .from(employees)
    .where(and(inScope(scope), searchCondition(term)))
    .orderBy(asc(employees.nameKor), asc(employees.employeeNo))
    .limit(limit);
}

export async function auditTrail(db: Conn, id: string) {
  return db
    .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, actorId: auditLog.actorId, actorLabel: auditLog.actorLabel, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetCollection, 'employees'), eq(auditLog.targetId, id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(200);
}

/** The record fields a code list (공통 코드) feeds, as the expression that holds each. */
const codeFields = {
  jobTitle: sql`${employees.jobTitle}`,
  jobGrade: sql`${employees.jobGrade}`,
  jobFunction: sql`${employees.jobFunction}`,
  employmentType: sql`${employees.employmentType}`,
  employmentStatus: sql`${employees.employmentStatus}`,
  resignationType: sql`${employees.resignationType}`,
  militaryService: sql`${employees.record} #>> '{personal,militaryService,type}'`,
  visaType: sql`${employees.record} #>> '{personal,visa,type}'`,
  educationLevel: sql`${employees.record} #>> '{educationInfo,finalEducationLevel}'`,
  applyChannel: sql`${employees.record} #>> '{applicationInfo,applyChannel}'`,
} as const;
export type CodeField = keyof typeof codeFields | 'graduationStatus';

/** How many records (retired ones too) hold this value in the field. */
export async function countByField(db: Conn, field: CodeField, value: string): Promise<number> {
  const inList = (list: string, key: string) =>
    sql`exists (select 1 from jsonb_array_elements(coalesce(${employees.record} -> ${list}, '[]'::jsonb)) e where e ->> ${key} = ${value})`;
  const where =
    field === 'graduationStatus'
      ? inList('educationRecords', 'graduationStatus')
      : field === 'employmentType'
        ? sql`(${codeFields[field]} = ${value} or ${inList('employmentHistory', 'type')})`
        : sql`${codeFields[field]} = ${value}`;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(where);
  return row?.n ?? 0;
}
