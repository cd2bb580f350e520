import type { RouteInput } from '@saram/shared/contract';
import { reportCatalogue, reportCenterRoutes, reportDataRoutes, reportExportRoutes, reportRouteKeys, type ReportFormat, type ReportType } from '@saram/shared/reports/reports';
import type { CreateSavedReport } from '@saram/shared/reports/saved-reports.schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/api-client';
import { download } from '../../../lib/api/download';
import { seoulDateStamp } from '../../../lib/labels/format';
import { apiQuery, type ReportFilterValues } from './report-filters';

/** A report screen's calls: its data route, its export route, and saving it to the Report Center. */

export const reportKeys = {
  all: ['reports'] as const,
  data: (type: ReportType, query: Record<string, string | undefined>) => ['reports', 'data', type, query] as const,
};

// The ten data routes share one endpoint shape (reports.schemas.ts): typed as one of them.
type DataRoute = typeof reportDataRoutes.executiveSummary;
type ExportRoute = typeof reportExportRoutes.executiveSummary;

export const reportDataQuery = (type: ReportType, filters: ReportFilterValues) => {
  const query = apiQuery(type, filters);
  return queryOptions({
    queryKey: reportKeys.data(type, query),
    queryFn: ({ signal }) => call(reportDataRoutes[reportRouteKeys[type]] as DataRoute, { query }, { signal }),
    placeholderData: keepPreviousData,
    // A 403 or a bad filter does not get better by asking again.
    retry: false,
    meta: { errorToast: false },
  });
};

/** Downloads the report as PDF or Excel with the screen's filters; answers the file name. */
export function exportReport(type: ReportType, format: ReportFormat, filters: ReportFilterValues): Promise<string> {
  const route = reportExportRoutes[reportRouteKeys[type]] as ExportRoute;
  const input: RouteInput<ExportRoute> = { query: { format, ...apiQuery(type, filters) } };
  const extension = format === 'PDF' ? 'pdf' : 'xlsx';
  return download(route, input, `${reportCatalogue[type].title}_${seoulDateStamp()}.${extension}`);
}

export function useSaveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedReport) => call(reportCenterRoutes.createSaved, { body }),
    // The Report Center's lists (saved reports, its summary cards), not the reports' data.
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.all, predicate: (query) => query.queryKey[1] !== 'data' }),
  });
}
