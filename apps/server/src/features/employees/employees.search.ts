import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { noAnswer, rowsAndCount, type SearchInput, type SearchSource, type SourceAnswer } from '../../lib/data/search-source';
import { countEmployees, rankedEmployees } from './employees-search.repo';

/** The fields a search result shows of a person (its access record). */
const shownFields = ['nameKor', 'employeeNo', 'employmentStatus', 'jobTitle', 'departmentPath'];

/** Employees in the global search (spec 2.5, 3.6): name, 초성, typing state, 사번 (hyphens or not) or e-mail, within scope. */
async function search(db: Db, actor: Actor, input: SearchInput): Promise<SourceAnswer> {
  if (!actor.permissions.has('employees:read')) return noAnswer;
  const { term, facets, limit, countCap } = input;
  const { rows, count } = await rowsAndCount(limit, () => rankedEmployees(db, term, actor.employeeScope, facets, limit), () => countEmployees(db, term, actor.employeeScope, facets, countCap));
  return {
    count,
    access: rows.length ? { subjectType: 'employee_search', query: { q: term.raw, ...facets, limit }, count: rows.length, fields: shownFields } : undefined,
    results: rows.map((e) => ({
      id: e.id,
      type: 'employee',
      rank: e.rank,
      title: e.name_kor,
      subtitle: [[e.headquarters, e.team, e.part].filter(Boolean).join(' > '), e.job_title].filter(Boolean).join(' · ') || null,
      href: `/employees?id=${e.id}`,
      meta: { employeeNo: e.employee_no, status: e.employment_status, updatedAt: new Date(e.updated_at).toISOString() },
    })),
  };
}

export const employeeSearchSource: SearchSource = { type: 'employee', search };
