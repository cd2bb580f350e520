import type { EndpointResponse } from '@saram/shared/endpoint';
import { employeeEndpoints } from '@saram/shared/employee-endpoints';
import { taskForceEndpoints, type ApproverCandidate } from '@saram/shared/organization-task-forces';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** Who the task-force form can pick: employees (leader, members) and approvers (user accounts). */

export type EmployeeHit = EndpointResponse<typeof employeeEndpoints.quickSearch>['data'][number];
export type { ApproverCandidate } from '@saram/shared/organization-task-forces';

export const pickerLimit = 20;
export const pickerDebounceMs = 250;

/** Apart from organizationKeys, so that saving a TF does not refetch every search typed so far. */
const peopleKeys = {
  employees: (q: string) => ['organization-people', 'employees', q] as const,
  approvers: (q: string) => ['organization-people', 'approvers', q] as const,
};

/** GET employees/search: name, 초성 ('ㄱㅁㅅ') or 사번 prefix; an empty query lists the first few. */
export const employeeSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: peopleKeys.employees(q),
    queryFn: ({ signal }) => call(employeeEndpoints.quickSearch, { query: { q, limit: pickerLimit } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { errorToast: false },
  });

export const approverCandidatesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: peopleKeys.approvers(q),
    queryFn: ({ signal }) => call(taskForceEndpoints.approverCandidates, { query: { q, limit: pickerLimit } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { errorToast: false },
  });

export function approverLabel(candidate: Pick<ApproverCandidate, 'userName' | 'loginId'>): string {
  return candidate.userName ?? candidate.loginId;
}
