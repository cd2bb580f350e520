import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cyclesQuery } from './api';
import { CycleStatusBadge, LoadingBlock, cyclePeriod } from './cycles/cycle-parts';
import { ReportDownloadButton } from './cycles/cycle-report-page';

/** /eval/reports (평가 리포트): every started cycle with its Korean PDF report and its results in Excel. */
export function ReportsPage() {
  const cycles = useQuery(cyclesQuery());
  const rows = (cycles.data?.data ?? []).filter((c) => c.status !== 'draft');
  return (
    <div>
      <PageHeader title="평가 리포트" description="평가 주기별 요약, 등급 분포, 대상자별 결과와 등급 조정 내역을 PDF 리포트나 Excel로 내려받습니다." />
      {cycles.isPending ? (
        <LoadingBlock />
      ) : cycles.isError ? (
        <QueryErrorState error={cycles.error} title="평가 주기를 불러오지 못했습니다" onRetry={() => void cycles.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={FileText} title="리포트가 없습니다" description="평가 주기를 시작하면 리포트를 내려받을 수 있습니다." />
      ) : (
        <Table aria-label="평가 주기별 리포트">
          <TableHeader>
            <TableRow>
              <TableHead>평가 이름</TableHead>
              <TableHead>기간</TableHead>
              <TableHead numeric>대상</TableHead>
              <TableHead>상태</TableHead>
              <TableHead>리포트</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <Link to={`/eval/cycles/${c.id}/report`} className="font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
                    {c.name}
                  </Link>
                </TableCell>
                <TableCell className="tabular-nums">{cyclePeriod(c)}</TableCell>
                <TableCell numeric>{c.evaluationCount}명</TableCell>
                <TableCell>
                  <CycleStatusBadge status={c.status} />
                </TableCell>
                <TableCell className="flex gap-2">
                  <ReportDownloadButton cycleId={c.id} label="PDF" ariaLabel={`${c.name} PDF 리포트 내려받기`} />
                  <ReportDownloadButton cycleId={c.id} format="xlsx" label="Excel" ariaLabel={`${c.name} 결과 Excel 내려받기`} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
