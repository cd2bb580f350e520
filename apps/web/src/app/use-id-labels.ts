import type { Employee } from '@saram/shared/employees';
import { useQuery } from '@tanstack/react-query';
import { matchPath } from 'react-router';
// TODO(employees): import from features/employees/api.ts once it exports employeeQueryOptions.
import { employeeQueryOptions } from '../features/employees/record-api';
import { evaluationQuery } from '../features/evaluations/review/api';
import { statusQuery } from '../features/onboarding/api';
import { noticeQuery } from '../features/recruitment/api';
import { useCan } from '../lib/use-can';
import { normalizePath, resolveRoute } from './page-meta';

/** The pages whose `:id` is an employee. */
const employeePages: ReadonlySet<string> = new Set(['/employees/:id', '/employees/:id/hr-card']);

/** '김민수 (E-0001)': how the breadcrumb names an employee instead of the record's id. */
export function employeeCrumbLabel(employee: Pick<Employee, 'personal'>): string | null {
  const { nameKor, employeeNo } = employee.personal;
  if (nameKor && employeeNo) return `${nameKor} (${employeeNo})`;
  return nameKor || employeeNo || null;
}

const loadingLabel = '…';

/** The pages whose `:id` is a new hire (수습 평가 대상자 상세): named from their onboarding status. */
const newHirePages: ReadonlySet<string> = new Set(['/new-employees/:id']);

/** The pages whose `:id` is a job notice (채용 공고 상세): named by the notice's title. */
const noticePages: ReadonlySet<string> = new Set(['/job-notices/detail/:id']);

/**
 * Labels for the id segments of the current path (issue 9 item 11): on an employee's pages, the
 * employee's name and 사번, read through the employee feature's record query (the page shares it,
 * so no second call). Until it arrives '…'; if it fails, the id stays as it is.
 */
export function useIdLabels(pathname: string, canReadEmployees: boolean): Record<string, string> {
  const path = normalizePath(pathname);
  const pattern = resolveRoute(path)?.path;
  const id = pattern && employeePages.has(pattern) ? matchPath(pattern, path)?.params.id : undefined;
  const enabled = Boolean(id) && canReadEmployees;
  const record = useQuery({ ...employeeQueryOptions(id ?? ''), enabled });
  const newHireId = pattern && newHirePages.has(pattern) ? matchPath(pattern, path)?.params.id : undefined;
  const canReadChecklists = useCan('checklists:read');
  const newHireEnabled = Boolean(newHireId) && canReadChecklists;
  const onboarding = useQuery({ ...statusQuery(newHireId ?? ''), enabled: newHireEnabled });
  // An evaluation (평가 진행): the person and the cycle, from the page's own query.
  const evaluationId = pattern === '/eval/evaluations/:id' ? matchPath(pattern, path)?.params.id : undefined;
  const canEvaluate = useCan('evaluations:self');
  const evaluation = useQuery({ ...evaluationQuery(evaluationId ?? ''), enabled: Boolean(evaluationId) && canEvaluate });
  const noticeId = pattern && noticePages.has(pattern) ? matchPath(pattern, path)?.params.id : undefined;
  const canReadNotices = useCan('recruitment:read');
  const noticeEnabled = Boolean(noticeId) && canReadNotices;
  const notice = useQuery({ ...noticeQuery(noticeId ?? ''), enabled: noticeEnabled });
  if (evaluationId && canEvaluate) {
    if (evaluation.data) return { [evaluationId]: `${evaluation.data.employee.name} · ${evaluation.data.cycle.name}` };
    return evaluation.isPending ? { [evaluationId]: loadingLabel } : {};
  }
  if (noticeId && noticeEnabled) {
    if (notice.data) return { [noticeId]: notice.data.title };
    return notice.isPending ? { [noticeId]: loadingLabel } : {};
  }
  if (newHireId && newHireEnabled) {
    if (onboarding.data) return { [newHireId]: `${onboarding.data.employee.name} (${onboarding.data.employee.employee_no})` };
    return onboarding.isPending ? { [newHireId]: loadingLabel } : {};
  }
  if (!id || !enabled) return {};
  if (record.data) {
    const label = employeeCrumbLabel(record.data);
    return label ? { [id]: label } : {};
  }
  return record.isPending ? { [id]: loadingLabel } : {};
}
