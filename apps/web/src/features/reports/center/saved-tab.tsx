import { reportToasts, scheduleFrequencyLabels } from '@saram/shared/reports/reports';
import type { SavedReport } from '@saram/shared/reports/saved-reports.schemas';
import { BookmarkPlus, CalendarClock, Pencil, Play, Settings2, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/overlays/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Switch } from '../../../components/ui/forms/switch';
import { formatDateTime } from '../../../lib/labels/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useRemoveSavedReport, useRunSavedReport, useSetScheduleActive } from './api';
import { reportTypeTitle, savedReportHref, scheduleText } from './center-logic';

/** An empty tab: what would be here and how to get it, with the way to the catalogue. */
function NothingYet({ onBrowse, ...empty }: { icon: LucideIcon; title: string; description: string; onBrowse: () => void }) {
  return <EmptyState {...empty} action={<Button onClick={onBrowse}>카탈로그 둘러보기</Button>} />;
}

/** 저장된 리포트: run, edit and delete each (spec 2.6); the list scrolls within 600 px (spec 9). */
export function SavedTab({ saved, onBrowse }: { saved: readonly SavedReport[]; onBrowse: () => void }) {
  const run = useRunSavedReport();
  const remove = useRemoveSavedReport();
  const [deleting, setDeleting] = useState<SavedReport | null>(null);

  if (saved.length === 0) {
    return (
      <NothingYet
        icon={BookmarkPlus}
        title="저장된 리포트가 없습니다"
        description="리포트 화면에서 기간과 조직을 정해 저장해 두면, 같은 조건으로 다시 실행하거나 예약해 메일로 받을 수 있습니다."
        onBrowse={onBrowse}
      />
    );
  }

  return (
    <>
      <ul aria-label="저장된 리포트" className="max-h-[600px] divide-y divide-gray-100 overflow-y-auto rounded-xl border border-gray-200 bg-white">
        {saved.map((report) => (
          <li key={report.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={savedReportHref(report)} className="font-semibold text-gray-900 hover:underline">
                  {report.name}
                </Link>
                <Badge tone="info">{reportTypeTitle(report.reportType)}</Badge>
                {report.schedule?.active && (
                  <Badge tone="brand">
                    <CalendarClock className="size-3" aria-hidden="true" />
                    {scheduleText(report.schedule)}
                  </Badge>
                )}
              </div>
              {report.description && <p className="mt-1 truncate text-sm text-gray-600">{report.description}</p>}
              <p className="mt-1 text-xs text-gray-600 tabular-nums">
                마지막 실행 {report.lastRunAt ? formatDateTime(report.lastRunAt) : '없음'} · 만든 사람 {report.createdBy.name}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={!report.allowed || (run.isPending && run.variables === report.id)}
                title={report.allowed ? undefined : '이 리포트의 열람 권한이 없어 실행할 수 없습니다.'}
                aria-label={`${report.name} 실행`}
                onClick={() =>
                  run.mutate(report.id, {
                    onSuccess: () => showSuccess(reportToasts.runStarted, report.name),
                    onError: () => showError(reportToasts.runFailed),
                  })
                }
              >
                <Play aria-hidden="true" />
                실행
              </Button>
              <Link to={`/reports/edit/${report.id}`} className={buttonClasses({ size: 'sm', variant: 'outline' })} aria-label={`${report.name} 편집`}>
                <Pencil aria-hidden="true" />
                편집
              </Link>
              <Button size="sm" variant="ghost" className="text-red-700" aria-label={`${report.name} 삭제`} onClick={() => setDeleting(report)}>
                <Trash2 aria-hidden="true" />
                삭제
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={reportToasts.deleteConfirm}
        description={deleting ? `'${deleting.name}' 리포트와 그 예약이 삭제됩니다. 지난 실행 기록은 남습니다.` : ''}
        confirmLabel="삭제"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSuccess(reportToasts.deleted, deleting.name);
              setDeleting(null);
            },
            onError: () => {
              showError(reportToasts.deleteFailed);
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}

/** 예약된 리포트: saved reports with a schedule, active first; the switch pauses or resumes one. */
export function ScheduledTab({ saved, onSettings, onBrowse }: { saved: readonly SavedReport[]; onSettings: (report: SavedReport) => void; onBrowse: () => void }) {
  const toggle = useSetScheduleActive();
  const scheduled = saved.filter((r) => r.schedule).sort((a, b) => Number(b.schedule?.active) - Number(a.schedule?.active));
  if (scheduled.length === 0) {
    return (
      <NothingYet icon={CalendarClock} title="예약된 리포트가 없습니다" description="카탈로그에서 리포트의 '예약'을 누르면 정해진 일정에 리포트를 만들어 메일로 보냅니다." onBrowse={onBrowse} />
    );
  }
  return (
    <ul aria-label="예약된 리포트" className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {scheduled.map((report) => {
        const schedule = report.schedule!;
        return (
          <li key={report.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-gray-900">{report.name}</p>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600 tabular-nums">
                <div className="flex gap-1">
                  <dt>주기</dt>
                  <dd className="text-gray-900">{scheduleFrequencyLabels[schedule.frequency]}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>시간</dt>
                  <dd className="text-gray-900">{schedule.time}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>다음 실행</dt>
                  <dd className="text-gray-900">{schedule.active ? (report.nextRunAt ? formatDateTime(report.nextRunAt) : '계산 중...') : '일시 중지됨'}</dd>
                </div>
              </dl>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <Switch
                checked={schedule.active}
                aria-label={`${report.name} 예약 사용`}
                disabled={toggle.isPending && toggle.variables.id === report.id}
                onCheckedChange={(active) =>
                  toggle.mutate({ id: report.id, active }, { onSuccess: () => showSuccess(reportToasts.scheduled, report.name), onError: () => showError(reportToasts.scheduleFailed) })
                }
              />
              <Button size="sm" variant="outline" aria-label={`${report.name} 예약 설정`} onClick={() => onSettings(report)}>
                <Settings2 aria-hidden="true" />
                설정
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
