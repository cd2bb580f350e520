import { reportCatalogue, reportTypeBySlug, type ReportFormat, type ReportType } from '@saram/shared/reports/reports';
import { permissionCatalogue } from '@saram/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, FileDown, FileSpreadsheet, Save } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSearchParamFilters } from '../../../components/list/use-search-param-filters';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { isForbidden } from '../../../lib/api/api-error';
import { errorMessage } from '../../../lib/api/form-errors';
import { formatDateTime, formatPeriod } from '../../../lib/labels/format';
import { showError } from '../../../lib/toast';
import { useCan } from '../../../lib/auth/use-can';
import { exportReport, reportDataQuery } from './api';
import { ChartCard } from '../../../components/chart-card';
import { ReportFigures } from './report-figures';
import { ReportFilterBar } from './report-filter-bar';
import { filtersFromParams, paramsFromFilters, type ReportFilterValues } from './report-filters';
import { ReportMissing, ReportNotes } from './report-missing';
import { ReportTable } from './report-tables';

// The dialog's code (form, dialog) loads when 리포트 저장 is pressed, not with the report.
const SaveReportDialog = lazy(() => import('./save-report-dialog').then((m) => ({ default: m.SaveReportDialog })));

export const exportFailedTitle = '리포트를 내려받지 못했습니다';

/** The ten report screens (/reports/<slug>): one page, the type read from the path. */
export function ReportViewPage() {
  const { pathname } = useLocation();
  const type = reportTypeBySlug(pathname.split('/').filter(Boolean).at(-1) ?? '');
  if (!type) return <EmptyState icon={BarChart3} title="리포트를 찾을 수 없습니다" />;
  return <ReportView key={type} type={type} />;
}

export function ReportView({ type }: { type: ReportType }) {
  const info = reportCatalogue[type];
  const { params, change } = useSearchParamFilters();
  const filters = filtersFromParams(params);
  const report = useQuery(reportDataQuery(type, filters));
  const canSave = useCan('reports:manage');
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState<ReportFormat | null>(null);

  const setFilters = (next: ReportFilterValues) => change(paramsFromFilters(next), false);
  const runExport = async (format: ReportFormat) => {
    setExporting(format);
    try {
      await exportReport(type, format, filters);
    } catch (error) {
      showError(exportFailedTitle, errorMessage(error));
    } finally {
      setExporting(null);
    }
  };
  const forbidden = report.isError && isForbidden(report.error);
  const data = report.data;

  return (
    <div className="space-y-5">
      <PageHeader
        title={info.title}
        description={info.description}
        actions={
          !forbidden && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void runExport('PDF')} loading={exporting === 'PDF'} loadingText="PDF 만드는 중..." disabled={exporting !== null}>
                <FileDown aria-hidden="true" />
                PDF
              </Button>
              <Button variant="outline" size="sm" onClick={() => void runExport('EXCEL')} loading={exporting === 'EXCEL'} loadingText="Excel 만드는 중..." disabled={exporting !== null}>
                <FileSpreadsheet aria-hidden="true" />
                Excel
              </Button>
              {canSave && (
                <Button size="sm" onClick={() => setSaving(true)}>
                  <Save aria-hidden="true" />
                  리포트 저장
                </Button>
              )}
            </div>
          )
        }
      />
      <ReportFilterBar filters={filters} onChange={setFilters} withEmployee={type === 'INDIVIDUAL_PROGRESS'} employeeName={data?.filters.employeeName} />
      {report.isPending ? (
        <ReportSkeleton />
      ) : forbidden ? (
        <Card className="mx-auto max-w-lg px-6 py-10 text-center" role="alert">
          <h2 className="text-lg font-semibold text-gray-900">접근 권한 없음</h2>
          <p className="mt-1.5 text-sm text-gray-600 [word-break:keep-all]">{errorMessage(report.error)}</p>
          <p className="mt-3 text-sm text-gray-700 [word-break:keep-all]">
            이 리포트를 보려면 <strong>{permissionCatalogue[info.permission]}</strong> 권한이 필요합니다. 업무에 필요하다면 시스템 관리자에게 요청하세요.
          </p>
        </Card>
      ) : report.isError || !data ? (
        <QueryErrorState error={report.error} title="리포트를 불러오지 못했습니다" onRetry={() => report.refetch()} />
      ) : (
        <div className={report.isFetching ? 'space-y-5 opacity-60 transition-opacity' : 'space-y-5'} aria-busy={report.isFetching}>
          <p className="text-sm text-gray-600 tabular-nums [word-break:keep-all]" data-testid="report-applied-filters">
            {[
              `기간 ${formatPeriod(data.filters.from, data.filters.to)}`,
              data.filters.corporationName && `법인 ${data.filters.corporationName}`,
              `조직 ${data.filters.unitNames.length ? data.filters.unitNames.join(', ') : '전체'}`,
              data.filters.employeeName && `직원 ${data.filters.employeeName}`,
              `${formatDateTime(data.generatedAt)} 기준`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <ReportFigures figures={data.figures} />
          <ReportMissing missing={data.missing} />
          {data.charts.length > 0 && (
            <div className="grid items-start gap-4 lg:grid-cols-2">
              {data.charts.map((spec) => (
                <ChartCard key={spec.id} spec={spec} testIdPrefix="report-chart" />
              ))}
            </div>
          )}
          {data.tables.map((table) => (
            <ReportTable key={table.id} table={table} />
          ))}
          {!data.figures.length && !data.charts.length && !data.tables.length && !data.missing.length && (
            <EmptyState icon={BarChart3} title="조건에 맞는 자료가 없습니다" description="기간이나 조직을 바꿔 보세요." />
          )}
          <ReportNotes notes={data.notes} />
        </div>
      )}
      {saving && (
        <Suspense fallback={null}>
          <SaveReportDialog type={type} defaultName={info.title} filters={filters} onClose={() => setSaving(false)} />
        </Suspense>
      )}
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true" aria-label="리포트를 불러오는 중">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
