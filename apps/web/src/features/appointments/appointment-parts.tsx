import { appointmentActionLabels, appointmentStatusLabels, appointmentTypeLabels, approvalStateLabels, changeSummary, type AppointmentStatus, type ApprovalState } from '@saram/shared/appointments/appointments';
import type { Appointment } from '@saram/shared/appointments/appointments.schemas';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api/form-errors';
import { showError } from '../../lib/toast';
import { downloadBatchNotice } from './api';
import { cn } from '../../lib/cn';
import { formatDate, formatDateTime, orDash } from '../../lib/labels/format';
import { appointmentStatusTones } from './appointment-logic';

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge tone={appointmentStatusTones[status]} dot>
      {appointmentStatusLabels[status]}
    </Badge>
  );
}

/** The appointment's facts: who, what, when, why. */
export function AppointmentFacts({ appointment: a, className }: { appointment: Appointment; className?: string }) {
  const rows: [string, string][] = [
    ['발령 유형', appointmentTypeLabels[a.type]],
    ['발령일', formatDate(a.effectiveDate)],
    ['발령 내용', changeSummary(a)],
    ['현 소속', orDash([a.employee.department_path, a.employee.job_title].filter(Boolean).join(' · '))],
    ['사유', orDash(a.reason)],
    ['상신자', a.requested_by_label],
  ];
  if (a.applied_at) rows.push(['발령 처리', formatDateTime(a.applied_at)]);
  return (
    <dl className={cn('grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm', className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-600">{label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-wrap text-gray-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const stateTones: Record<ApprovalState, BadgeTone> = { waiting: 'neutral', current: 'warning', approved: 'success', rejected: 'danger', skipped: 'neutral' };

/** The approval line: each step's approver and state, in order. */
export function ApprovalSteps({ appointment: a }: { appointment: Appointment }) {
  if (!a.approvals.length) return <p className="text-sm text-gray-600">상신하면 결재선이 정해집니다.</p>;
  return (
    <ol className="space-y-2" aria-label="결재선">
      {a.approvals.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm">
          <span className="font-medium text-gray-900 tabular-nums">{s.step}단계</span>
          <span className="min-w-0 flex-1 text-gray-800">
            {s.approver_label}
            {s.kind === 'manager' && <span className="ml-1 text-xs text-gray-600">(조직장)</span>}
          </span>
          <Badge tone={stateTones[s.state]}>{approvalStateLabels[s.state]}</Badge>
          {s.comment && <span className="basis-full text-xs break-words text-gray-600">{s.comment}</span>}
        </li>
      ))}
    </ol>
  );
}

/** What happened, oldest first. */
export function AppointmentTimeline({ appointment: a }: { appointment: Appointment }) {
  return (
    <ol className="space-y-2 text-sm" aria-label="처리 이력">
      {a.events.map((e, i) => (
        <li key={`${e.at}-${i}`} className="border-l-2 border-gray-200 pl-3">
          <p className="text-gray-900">
            {appointmentActionLabels[e.action]} · {e.actor}
          </p>
          <p className="text-xs text-gray-600 tabular-nums">{formatDateTime(e.at)}</p>
          {e.comment && <p className="text-xs break-words text-gray-700">{e.comment}</p>}
        </li>
      ))}
    </ol>
  );
}

/** Runs a download, with a toast when it fails. */
export async function fetchFile(task: () => Promise<unknown>, failed: string, setBusy: (busy: boolean) => void) {
  setBusy(true);
  try {
    await task();
  } catch (failure) {
    showError(failed, errorMessage(failure));
  } finally {
    setBusy(false);
  }
}

/** The 인사발령 notice of a batch (PDF). */
export function BatchNoticeButton({ batch, size = 'sm' }: { batch: { id: string; number: string }; size?: 'sm' | 'md' }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button variant="outline" size={size} loading={busy} loadingText="내려받는 중..." onClick={() => void fetchFile(() => downloadBatchNotice(batch.id, batch.number), '발령 공고를 내려받지 못했습니다', setBusy)}>
      <FileText aria-hidden="true" />
      발령 공고 PDF
    </Button>
  );
}
