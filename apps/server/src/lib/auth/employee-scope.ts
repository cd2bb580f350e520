import { AppError } from '../errors';

/** Units, corporations or employee ids whose employees the caller may see (Actor.employeeScope); null: all. */
export type EmployeeScope = readonly string[] | null;

/**
 * Whether something placed by these ids lies inside the scope: an employee by its own id and its
 * placement ids, a unit by its own id, its ancestors' and its corporation's (as employeeInScope).
 */
export function placedInScope(scope: EmployeeScope, ids: readonly (string | null | undefined)[]): boolean {
  return scope === null || ids.some((id) => id != null && scope.includes(id));
}

/** Operations over the whole company (re-syncing every post, hierarchy tools) need a caller whose scope is the whole company. */
export function requireWholeCompany(scope: EmployeeScope): void {
  if (scope !== null) throw new AppError('FORBIDDEN', '회사 전체 범위의 권한이 있어야 실행할 수 있습니다.');
}
