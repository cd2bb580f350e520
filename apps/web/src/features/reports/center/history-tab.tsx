import { reportHistoryDays, reportRunStatusLabels, type ReportRunStatus } from '@saram/shared/reports/reports';
import type { ReportRun } from '@saram/shared/reports/saved-reports.schemas';
import { Download, History } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/labels/format';
import { showError } from '../../../lib/toast';
import { downloadRun } from './api';
import { formatDuration, reportTypeTitle } from './center-logic';

const tones: Record<ReportRunStatus, BadgeTone> = { running: 'info', success: 'success', failed: 'danger', partial: 'warning' };

export function RunStatusBadge({ status }: { status: ReportRunStatus }) {
  return (
    <Badge tone={tones[status]} dot>
      {reportRunStatusLabels[status]}
    </Badge>
  );
}

const extension = (run: ReportRun) => (run.format === 'PDF' ? 'pdf' : 'xlsx');

/** 실행 기록: the runs of the last 30 days, newest first, with status, time, duration and the file. */
export function HistoryTab({ runs }: { runs: readonly ReportRun[] }) {
  if (runs.length === 0) {
    return <EmptyState icon={History} title={`최근 ${reportHistoryDays}일간 실행 기록이 없습니다`} description="저장된 리포트를 실행하거나 예약 일정이 돌아오면 여기에 기록됩니다." />;
  }
  return (
    <ul aria-label="실행 기록" className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {runs.map((run) => {
        const skipped = run.deliveries.filter((d) => d.status !== 'sent');
        return (
          <li key={run.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <RunStatusBadge status={run.status} />
                <span className="font-medium text-gray-900">{run.name}</span>
                <span className="text-xs text-gray-600">{reportTypeTitle(run.reportType)}</span>
              </div>
              <p className="mt-1 text-sm text-gray-600 tabular-nums">
                {formatDateTime(run.startedAt)} · 소요 {formatDuration(run.durationMs)} · {run.trigger === 'schedule' ? '예약 실행' : '직접 실행'} · {run.format === 'PDF' ? 'PDF' : 'Excel'}
                {run.deliveries.length > 0 && ` · 메일 ${run.deliveries.length - skipped.length}/${run.deliveries.length}명`}
              </p>
              {run.error && <p className="mt-1 text-sm text-red-700">{run.error}</p>}
              {skipped.map((d) => (
                <p key={d.email} className="mt-0.5 text-xs text-amber-800">
                  {d.userName} ({d.email}): {d.reason ?? (d.status === 'failed' ? '발송 실패' : '발송 안 함')}
                </p>
              ))}
            </div>
            {run.hasFile && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`${run.name} ${formatDateTime(run.startedAt)} 내려받기`}
                onClick={() => downloadRun(run.id, `${run.name}.${extension(run)}`).catch((error: unknown) => showError('내려받지 못했습니다', error instanceof Error ? error.message : undefined))}
              >
                <Download aria-hidden="true" />
                내려받기
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
