import { reportingLineRoutes as routes } from '@saram/shared/organization/organization-reporting';
import type { ReportingLines } from '@saram/shared/organization/organization-reporting.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/api-client';
import { employeeRecordKeys } from '../record-api';

/** 보고 라인 of one record: under the record's key, so a change also refreshes its history. */
const linesKey = (employeeId: string) => [...employeeRecordKeys.record(employeeId), 'reporting-lines'] as const;

export const reportingLinesQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: linesKey(employeeId),
    queryFn: ({ signal }) => call(routes.get, { params: { employeeId } }, { signal }),
    meta: { errorToast: false },
  });

export type ReportingLineChange =
  | { kind: 'manager'; unitId: string; managerId: string | null }
  | { kind: 'addDotted'; unitId: string; managerId: string }
  | { kind: 'removeDotted'; unitId: string; managerId: string };

function send(employeeId: string, change: ReportingLineChange): Promise<ReportingLines> {
  const params = { employeeId, unitId: change.unitId };
  if (change.kind === 'manager') return call(routes.setManager, { params, body: { managerId: change.managerId } });
  if (change.kind === 'addDotted') return call(routes.addDottedLine, { params, body: { managerId: change.managerId } });
  return call(routes.removeDottedLine, { params: { ...params, managerId: change.managerId } });
}

/** One change; the answer (the lines after it) goes into the cache. Dialogs show errors themselves. */
export function useChangeReportingLine(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ReportingLineChange) => send(employeeId, change),
    meta: { errorToast: false },
    onSuccess: (lines) => client.setQueryData(linesKey(employeeId), lines),
    onSettled: () => client.invalidateQueries({ queryKey: employeeRecordKeys.history(employeeId) }),
  });
}
