import { taskForceRoutes } from '@saram/shared/organization/organization-task-forces';
import type { ApproverCandidate } from '@saram/shared/organization/organization-task-forces.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pickerLimit } from '../../components/fields/employee-picker-field';
import { call } from '../../lib/api/api-client';

/** Who the task-force form can pick as approvers (user accounts); employees: components/employee-picker-field. */

export type { ApproverCandidate } from '@saram/shared/organization/organization-task-forces.schemas';

/** Apart from organizationKeys, so that saving a TF does not refetch every search typed so far. */
const peopleKeys = {
  approvers: (q: string) => ['organization-people', 'approvers', q] as const,
};

export const approverCandidatesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: peopleKeys.approvers(q),
    queryFn: ({ signal }) => call(taskForceRoutes.approverCandidates, { query: { q, limit: pickerLimit } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { errorToast: false },
  });

export function approverLabel(candidate: Pick<ApproverCandidate, 'userName' | 'loginId'>): string {
  return candidate.userName ?? candidate.loginId;
}
