import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { employees } from '../../db/schema/employees';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeRowInScope } from '../../lib/auth/employee-scope.repo';
import type { SearchFacets, SearchTerm } from '../../lib/data/search-text';
import { cappedCount, namePrefix, startsWith, withinDays } from '../../lib/data/search-text.repo';
import { searchCondition } from './employees.repo';

export type EmployeeHit = {
  id: string;
  name_kor: string;
  employee_no: string;
  employment_status: string;
  job_title: string | null;
  headquarters: string | null;
  team: string | null;
  part: string | null;
  updated_at: string;
  rank: number;
};

const columns = sql`employees.id, employees.name_kor, employees.employee_no, employees.employment_status, employees.job_title, employees.headquarters, employees.team, employees.part, employees.updated_at`;

function filters(scope: EmployeeScope, facets: SearchFacets): SQL {
  return (
    and(
      employeeRowInScope(scope),
      facets.unitId ? employeeRowInScope([facets.unitId]) : undefined,
      facets.corporationId ? eq(employees.corporationId, facets.corporationId) : undefined,
      facets.status ? eq(employees.employmentStatus, facets.status) : undefined,
      withinDays(sql`${employees.updatedAt}`, facets),
    ) ?? sql`true`
  );
}

/** The 사번 as typed without hyphens, lower-cased (index employees_employee_no_compact_idx). */
const compactNo = sql`lower(replace(${employees.employeeNo}, '-', ''))`;

/** The match of the employee list (name token, typing key, 사번 or e-mail prefix) plus a 사번 typed without hyphens. */
function matches(term: SearchTerm): SQL {
  const base = searchCondition(term.raw);
  if (term.chosung || !term.unhyphenated || term.unhyphenated === term.compact) return base;
  return sql`(${base} or ${startsWith(compactNo, term.unhyphenated)})`;
}

/**
 * The best `limit` matches, best first: exact (이름, 사번 with or without hyphens, e-mail), then names
 * starting with the term in 가나다 order (the name index's order, so 김 stops after `limit` rows), then
 * 사번 and e-mail prefixes, then 초성 and partial matches in name order. Each tier is its own indexed
 * query; the last runs only when the earlier ones leave room.
 */
export async function rankedEmployees(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, limit: number): Promise<EmployeeHit[]> {
  const where = filters(scope, facets);
  const q = term.raw.replace(/\s+/g, '');
  const lower = q.toLowerCase();
  const exact = sql`(${employees.nameKor} = ${q} or ${employees.employeeNo} = ${q} or ${compactNo} = ${term.unhyphenated} or lower(${employees.email}) = ${lower})`;
  // A name being typed (김ㅁ) starts as its range does; otherwise the name starts with the term as typed.
  const nameStart = namePrefix(sql`${employees.nameKor}`, term) ?? sql`(${employees.nameKor} collate "C" >= ${q} and ${employees.nameKor} collate "C" < ${`${q}\u{10FFFF}`})`;
  const otherPrefix = sql`(${startsWith(sql`${employees.employeeNo}`, q)} or ${startsWith(compactNo, term.unhyphenated)} or ${startsWith(sql`lower(${employees.email})`, lower)})`;
  // A person without an e-mail must not turn `not …` into null; a coalesce around the positive
  // conditions would hide them from their indexes.
  const not = (condition: SQL) => sql`not coalesce(${condition}, false)`;
  const first = term.chosung
    ? []
    : await queryRows<EmployeeHit>(
        db,
        sql`(select ${columns}, 0 as rank from employees where ${where} and ${exact} order by employees.name_kor, employees.employee_no limit ${limit})
          union all (select ${columns}, 1 as rank from employees where ${where} and ${nameStart} and employees.name_kor <> ${q} order by employees.name_kor collate "C", employees.employee_no limit ${limit})
          union all (select ${columns}, 1 as rank from employees where ${where} and ${otherPrefix} and ${not(exact)} and not ${nameStart} order by employees.employee_no limit ${limit})`,
      );
  const seen = new Map<string, EmployeeHit>();
  for (const row of first) if (!seen.has(row.id)) seen.set(row.id, row);
  const hits = [...seen.values()].sort((a, b) => a.rank - b.rank || compare(a.name_kor, b.name_kor) || compare(a.employee_no, b.employee_no));
  if (hits.length >= limit) return hits.slice(0, limit);
  const rest = await queryRows<EmployeeHit>(
    db,
    sql`select ${columns}, 2 as rank from employees where ${where} and ${matches(term)}
      ${term.chosung ? sql`` : sql`and ${not(exact)} and not ${nameStart} and ${not(otherPrefix)}`}
      order by employees.name_kor, employees.employee_no limit ${limit - hits.length}`,
  );
  return [...hits, ...rest];
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** How many employees match (stops at `cap`). */
export async function countEmployees(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, cappedCount(sql`from employees where ${filters(scope, facets)} and ${matches(term)}`, cap));
  return row?.n ?? 0;
}
