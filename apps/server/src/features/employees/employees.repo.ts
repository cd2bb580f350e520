import type { EmployeeListQuery, RetiredListQuery } from '@saram/shared/employees/employees.schemas';
import { isChosungQuery, typingKey } from '@saram/shared/hangul';
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { rawRows, queryRows, type Db, type Tx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { employees } from '../../db/schema/employees';
import { employeeInScope } from '../../lib/auth/employee-scope.repo';
import type { AdminLink, EmployeeRow, EmployeeValues, ListRow } from './employee-record';

type Conn = Db | Tx;
/** Units, corporations or employee ids (own record) whose employees the caller may see; null: all. */
export type Scope = readonly string[] | null;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An employee is in scope: see lib/auth/employee-scope.ts. */
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

/** Whether another record holds this 사번, and this company e-mail (either may be null: not asked), in one statement. */
export async function taken(db: Conn, employeeNo: string | null, email: string | null, excludeId?: string): Promise<{ employeeNo: boolean; email: boolean }> {
  if (employeeNo === null && email === null) return { employeeNo: false, email: false };
  const other = excludeId ? sql` and ${employees.id} <> ${excludeId}` : sql``;
  const [row] = await queryRows<{ employee_no: boolean; email: boolean }>(
    db,
    sql`select ${employeeNo === null ? sql`false` : sql`exists (select 1 from ${employees} where ${employees.employeeNo} = ${employeeNo}${other})`} as employee_no,
      ${email === null ? sql`false` : sql`exists (select 1 from ${employees} where lower(${employees.email}) = lower(${email}) and ${employees.email} <> ''${other})`} as email`,
  );
  return { employeeNo: row!.employee_no, email: row!.email };
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
 * A term matches a name (or its 초성) by token, an employee number by prefix, an e-mail by prefix (a
 * term of 초성 only: the name alone). A
 * Korean term's last character may be unfinished ('김ㅁ', '김미' on the way to 김민수): it matches by
 * its typing key (hangul.ts typingKey, one GIN lookup).
 */
export function searchCondition(term: string): SQL {
  const compact = term.replace(/\s+/g, '').toLowerCase();
  const chosung = isChosungQuery(compact);
  const key = chosung ? null : typingKey(compact);
  const byName = key
    ? sql`${employees.typingKeys} @> array[${key}]::text[]`
    : [...compact].length <= 6
      ? sql`${employees.searchTokens} @> array[${compact}]::text[]`
      : sql`${employees.nameKor} ilike ${`%${term}%`}`;
  // Initials alone (ㄱㅁㅅ) are a name's: no 사번 or e-mail is written in them, and one index lookup
  // answers them without a recheck of three conditions on every match.
  if (chosung) return byName;
  const prefix = term.replace(/\s+/g, '');
  return sql`(${byName} or ${startsWith(sql`${employees.employeeNo}`, prefix)} or ${startsWith(sql`lower(${employees.email})`, prefix.toLowerCase())})`;
}

/**
 * `value` starts with `prefix`, as the byte-wise range its text_pattern_ops index answers exactly: a
 * LIKE 'prefix%' is looked up by the same range but then checked again on every row the search
 * matches, with the rest of the OR (김민: 1,000 rows, a fifth of the query's time).
 */
function startsWith(value: SQL, prefix: string): SQL {
  return sql`(${value} ~>=~ ${prefix} and ${value} ~<~ ${`${prefix}\u{10FFFF}`})`;
}

function byIdOrName(idColumn: AnyPgColumn, nameColumn: AnyPgColumn, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  return uuidPattern.test(value) ? sql`${idColumn} = ${value}` : sql`${nameColumn} = ${value}`;
}

/** One status, or several joined by commas ('재직,휴직'). */
function statusCondition(status: string): SQL {
  const list = status.split(',').map((s) => s.trim()).filter(Boolean);
  return list.length > 1 ? inArray(employees.employmentStatus, list) : eq(employees.employmentStatus, status);
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
    q.status ? statusCondition(q.status) : undefined,
    q.jobTitle ? eq(employees.jobTitle, q.jobTitle) : undefined,
    q.employmentType ? eq(employees.employmentType, q.employmentType) : undefined,
    q.hireFrom ? gte(employees.hireDate, q.hireFrom) : undefined,
    q.hireTo ? lte(employees.hireDate, q.hireTo) : undefined,
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
type SortBy = keyof typeof sortColumns;

/** The list columns as `expression as "key"` (dates as text, as drizzle answers them). */
const listSelect = sql.join(
  Object.entries(listColumns).map(([key, column]) => sql`${column}${key === 'hireDate' || key === 'terminationDate' ? sql`::text` : sql``} as ${sql.identifier(key)}`),
  sql`, `,
);

const dialect = new PgDialect();
/**
 * The text of a page query around its filter (twice when the count has its own scan), limit and
 * offset, rendered once per shape (sort, order, searching, filtered): [head, limit, offset, middle, tail].
 */
const shapes = new Map<string, readonly [SQL, SQL, SQL, SQL, SQL]>();

function pageShape(sortBy: SortBy, order: 'asc' | 'desc', searching: boolean, filtered: boolean) {
  const shapeKey = `${sortBy} ${order} ${+searching} ${+filtered}`;
  const known = shapes.get(shapeKey);
  if (known) return known;
  const columns = [...sortColumns[sortBy], ...(sortBy === 'employeeNo' ? [] : [employees.employeeNo])];
  const dir = (i: number) => (i < sortColumns[sortBy].length && order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`);
  const key = (i: number) => sql.raw(`k${i}`);
  const keys = sql.join(columns.map((c, i) => sql`${c} as ${key(i)}`), sql`, `);
  const orderBy = (of: string) => sql.join(columns.map((_, i) => sql`${sql.raw(of)}${key(i)} ${dir(i)}`), sql`, `);
  const text = (q: SQL) => sql.raw(dialect.sqlToQuery(q).sql);
  // The matches of a search were read from the heap already: their rows are fetched again by ctid
  // (same statement, same snapshot), not looked up in the primary key.
  const join = searching ? sql`${employees}.ctid = pg.t` : sql`${employees.id} = pg.id`;
  const tail = text(sql`) select (select count(*) from m)::int as total, ${listSelect} from (select 1) one left join (pg join ${employees} on ${join}) on true order by ${orderBy('pg.')}`);
  const shape = searching
    ? ([
        text(sql`with m as materialized (select ${employees}.ctid as t, ${keys} from ${employees} where `),
        text(sql`), pg as (select * from m order by ${orderBy('')} limit `),
        sql.raw(' offset '),
        tail,
        sql.raw(''),
      ] as const)
    : ([
        text(sql`with pg as (select ${employees.id} as id, ${keys} from ${employees} where `),
        text(sql` order by ${orderBy('')} limit `),
        sql.raw(' offset '),
        text(sql`) select ${filtered ? sql`(select count(*) from ${employees} where ` : sql`(select sum(n) from employee_totals`}`),
        text(sql`)::int as total, ${listSelect} from (select 1) one left join (pg join ${employees} on ${join}) on true order by ${orderBy('pg.')}`),
      ] as const);
  shapes.set(shapeKey, shape);
  return shape;
}

/**
 * One page and the total in one statement. The page's ids come first with their sort keys (a narrow,
 * index-ordered scan, so deep pages do not read the records they skip), then the wide columns (and
 * the jsonb) are read for those rows only. With a search term the matches are few but scattered: they
 * are collected once, then counted and sorted together; otherwise the count runs beside the page
 * query. The total comes on every row, and on one row of nulls when the page is empty. Only the
 * filter, limit and offset are rendered per request.
 */
async function page(db: Conn, where: SQL | undefined, sortBy: SortBy, order: 'asc' | 'desc', p: Paging, searching: boolean) {
  const [head, limit, offset, middle, tail] = pageShape(sortBy, order, searching, Boolean(where));
  const countFilter = !searching && where ? where : sql``;
  const query = sql`${head}${where ?? sql`true`}${limit}${p.limit}${offset}${(p.page - 1) * p.limit}${middle}${countFilter}${tail}`;
  const rows = await rawRows<ListRow & { total: number }>(db, query);
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

/** How many employees the caller may see (GET employees/all's access record). */
export async function countInScope(db: Conn, scope: Scope): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(inScope(scope));
  return row?.n ?? 0;
}
