import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { useCan } from '../lib/auth/use-can';
import { normalizePath, resolveRoute } from './page-meta';

/** '김민수 (E-0001)': how the breadcrumb names an employee instead of the record's id. */
export function employeeCrumbLabel(employee: Pick<Employee, 'personal'>): string | null {
  const { nameKor, employeeNo } = employee.personal;
  if (nameKor && employeeNo) return `${nameKor} (${employeeNo})`;
  return nameKor || employeeNo || null;
}

const loadingLabel = '…';
const named = (data: { name: string }) => data.name || null;

/**
 * The page's own query for the record behind an id, with `select` turning it into the label. It
 * never refetches on its own: the page decides when its data is fresh (the editors keep theirs).
 */
type LabelQuery = UseQueryOptions<unknown, Error, string | null, QueryKey>;
const labelQuery = <T>(options: { queryKey: QueryKey; queryFn?: unknown }, select: (data: T) => string | null) =>
  ({ ...options, select, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false }) as unknown as LabelQuery;

/**
 * The pages whose `:id` the breadcrumb names, and where the name comes from. Each feature's API (and
 * the shared contract behind it) is imported only when such a page is open, so the shell that every
 * screen loads does not carry the evaluations, onboarding, recruitment and employee contracts.
 */
const sources = {
  employee: () => import('../features/employees/record-api').then((m) => (id: string) => labelQuery(m.employeeQueryOptions(id), employeeCrumbLabel)),
  // A new hire (수습 평가 대상자 상세): named from their onboarding status.
  newHire: () =>
    import('../features/onboarding/api').then(
      (m) => (id: string) =>
        labelQuery(m.statusQuery(id), (data: { employee: { name: string; employee_no: string } }) => `${data.employee.name} (${data.employee.employee_no})`),
    ),
  // An evaluation (평가 진행): the person and the cycle.
  evaluation: () =>
    import('../features/evaluations/review/api').then(
      (m) => (id: string) => labelQuery(m.evaluationQuery(id), (data: { employee: { name: string }; cycle: { name: string } }) => `${data.employee.name} · ${data.cycle.name}`),
    ),
  // A job notice (채용 공고 상세): its title.
  notice: () => import('../features/recruitment/api').then((m) => (id: string) => labelQuery(m.noticeQuery(id), (data: { title: string }) => data.title)),
  // An evaluation cycle's screens (진행 현황, 결과, 리포트) and an evaluation template: their names.
  cycle: () => import('../features/evaluations/admin/api').then((m) => (id: string) => labelQuery(m.cycleQuery(id), named)),
  evalTemplate: () => import('../features/evaluations/admin/api').then((m) => (id: string) => labelQuery(m.templateQuery(id), named)),
  // A checklist template in the builder: its name.
  checklistTemplate: () => import('../features/checklists/api').then((m) => (id: string) => labelQuery(m.templateQuery(id), named)),
  // A document (문서): its title.
  document: () => import('../features/documents/api').then((m) => (id: string) => labelQuery(m.documentQueryOptions(id), (data: { title: string }) => data.title)),
} satisfies Record<string, () => Promise<(id: string) => LabelQuery>>;

type Kind = keyof typeof sources;

const pages: Record<string, Kind> = {
  '/employees/:id': 'employee',
  '/employees/:id/hr-card': 'employee',
  '/new-employees/:id': 'newHire',
  '/eval/evaluations/:id': 'evaluation',
  '/job-notices/detail/:id': 'notice',
  '/eval/cycles/:cycleId/status': 'cycle',
  '/eval/cycles/:cycleId/results': 'cycle',
  '/eval/cycles/:cycleId/report': 'cycle',
  '/eval/templates/:id/edit': 'evalTemplate',
  '/checklist-builder/:id': 'checklistTemplate',
  '/documents/:id': 'document',
};

/**
 * Labels for the id segments of the current path (issue 9 item 11, issue 29 item 4): on an
 * employee's pages, the employee's name and 사번; on a new hire's, an evaluation's, a job notice's,
 * an evaluation cycle's or template's and a checklist template's page, theirs. The label
 * reads the page's own query (same key, so no second call). Until it arrives '…'; if it fails (or
 * the user may not read the record), the id stays as it is.
 */
export function useIdLabels(pathname: string, canReadEmployees: boolean): Record<string, string> {
  const path = normalizePath(pathname);
  const pattern = resolveRoute(path)?.path;
  const kind = pattern ? pages[pattern] : undefined;
  // Each of these patterns has one parameter: the id (`:id`, `:cycleId`).
  const id = kind && pattern ? Object.values(matchPath(pattern, path)?.params ?? {})[0] : undefined;
  const allowed = {
    employee: canReadEmployees,
    newHire: useCan('checklists:read'),
    evaluation: useCan('evaluations:self'),
    notice: useCan('recruitment:read'),
    cycle: useCan('evaluations:read'),
    evalTemplate: useCan('evaluations:read'),
    checklistTemplate: useCan('checklists:read'),
    // The server answers 404 for a document the caller may not see.
    document: useCan('search:use'),
  };
  const enabled = Boolean(kind && id && allowed[kind]);
  const source = useQuery({
    queryKey: ['crumb-label-source', kind],
    queryFn: enabled && kind ? () => sources[kind]() : skipToken,
    staleTime: Infinity,
    structuralSharing: false,
  });
  const label = useQuery<unknown, Error, string | null, QueryKey>(
    source.data && enabled && id ? source.data(id) : { queryKey: ['crumb-label-source', 'none'], queryFn: skipToken },
  );
  if (!enabled || !id || source.isError) return {};
  if (label.data) return { [id]: label.data };
  return label.isPending ? { [id]: loadingLabel } : {};
}
