import { ArrowLeft, Download, Printer, UserX } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { showError } from '../../lib/toast';
import { HrCardSheet, hrCardPrintCss } from './record/hr-card-sheet';
import { errorMessage, isNotFound } from '../../lib/api/form-errors';
import { downloadHrCardPdf, hrCardFileName, hrMetricsQueryOptions, useEmployeeRecord } from './record-api';
import { DocumentTitle } from '../../components/document-title';

/** /employees/{id}/hr-card: the 인사기록카드 on screen, printable on A4, and as the server's PDF. */
export function HrCardPage() {
  const { id = '' } = useParams();
  const record = useEmployeeRecord(id);
  const metrics = useQuery(hrMetricsQueryOptions(id));
  const [downloading, setDownloading] = useState(false);
  const [printedAt] = useState(() => new Date().toISOString());

  if (record.isPending) {
    return (
      <div className="mx-auto max-w-[210mm] space-y-4" aria-busy="true" aria-label="인사기록카드 불러오는 중">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-[70vh] w-full rounded-xl" />
      </div>
    );
  }
  if (record.isError) {
    const missing = isNotFound(record.error);
    return (
      <EmptyState
        icon={UserX}
        title={missing ? '직원을 찾을 수 없습니다' : '인사기록카드를 불러오지 못했습니다'}
        description={missing ? '삭제되었거나 볼 수 있는 범위 밖의 직원입니다.' : errorMessage(record.error)}
        action={<Link to="/employees" className={buttonClasses()}>직원 목록으로</Link>}
      />
    );
  }

  const employee = record.data;
  const { nameKor, employeeNo } = employee.personal;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadHrCardPdf(employee._id, hrCardFileName(nameKor, employeeNo));
    } catch (error) {
      showError('PDF 다운로드 실패', errorMessage(error, 'PDF를 내려받지 못했습니다.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div>
      <DocumentTitle>{`${nameKor} 인사기록카드 · Saram`}</DocumentTitle>
      <style>{hrCardPrintCss}</style>
      <div data-print-hide className="mx-auto mb-5 flex max-w-[210mm] flex-wrap items-center justify-between gap-3">
        <Link to={`/employees/${employee._id}`} className={buttonClasses({ variant: 'ghost', className: '-ml-2' })}>
          <ArrowLeft aria-hidden="true" />
          {nameKor} 님 상세
        </Link>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            인쇄
          </Button>
          <Button onClick={() => void download()} loading={downloading} loadingText="내려받는 중...">
            <Download aria-hidden="true" />
            PDF 다운로드
          </Button>
        </div>
      </div>
      <HrCardSheet employee={employee} metrics={metrics.data} printedAt={printedAt} />
    </div>
  );
}
