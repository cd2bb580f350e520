import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api/form-errors';
import { showError, showSuccess } from '../../../../lib/toast';
import { cycleResultsQuery, downloadCycleReport, downloadCycleResults } from '../api';
import { CycleFrame, LoadingBlock } from './cycle-parts';
import { Distribution } from './cycle-results-page';

/** The cycle PDF: a button that shows progress while the file downloads. */
export function ReportDownloadButton({
  cycleId,
  label = 'PDF 리포트 내려받기',
  ariaLabel,
  format = 'pdf',
}: {
  cycleId: string;
  label?: string;
  ariaLabel?: string;
  /** The Korean PDF report, or the results as an Excel workbook. */
  format?: 'pdf' | 'xlsx';
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      showSuccess('파일을 내려받았습니다.', await (format === 'pdf' ? downloadCycleReport : downloadCycleResults)(cycleId));
    } catch (error) {
      showError('리포트를 내려받지 못했습니다.', errorMessage(error, '잠시 후 다시 시도해주세요.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={ariaLabel ? 'outline' : 'primary'} size={ariaLabel ? 'sm' : 'md'} aria-label={ariaLabel} onClick={() => void run()} loading={busy} loadingText="내려받는 중...">
      <FileDown aria-hidden="true" />
      {label}
    </Button>
  );
}

function Summary({ cycleId }: { cycleId: string }) {
  const results = useQuery(cycleResultsQuery(cycleId));
  if (results.isPending) return <LoadingBlock rows={2} />;
  if (results.isError) return <Alert tone="warning">요약을 불러오지 못했습니다: {errorMessage(results.error)}</Alert>;
  return <Distribution results={results.data} />;
}

/** /eval/cycles/:cycleId/report (평가 주기 리포트): the Korean PDF of the cycle, and its summary. */
export function CycleReportPage() {
  return (
    <CycleFrame title="평가 주기 리포트" current="report" actions={(cycle) => <ReportDownloadButton cycleId={cycle.id} />}>
      {(cycle) => (
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>리포트 내용</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-gray-700">
              평가 주기 개요(기간, 템플릿), 요약(대상자·확정 인원, 평균 점수), 등급 분포, 대상자별 점수와 등급, 등급 조정 내역(사유 포함)을 한 PDF 파일로 내려받습니다.
            </CardContent>
          </Card>
          <Summary cycleId={cycle.id} />
        </div>
      )}
    </CycleFrame>
  );
}
