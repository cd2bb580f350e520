import { resignationActionLabels, resignationStatusLabels, type ResignationStatus } from '@saram/shared/resignations/resignations';
import type { Resignation, ResignationEvent } from '@saram/shared/resignations/resignations.schemas';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { formatDate, formatDateTime, orDash } from '../../lib/labels/format';
import { resignationHistoryQuery } from './api';

export const resignationStatusTones: Record<ResignationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'info',
  rejected: 'danger',
  cancelled: 'neutral',
  completed: 'success',
};

export function ResignationStatusBadge({ status }: { status: ResignationStatus }) {
  return (
    <Badge tone={resignationStatusTones[status]} dot>
      {resignationStatusLabels[status]}
    </Badge>
  );
}

/** The request's facts: dates, type and reason (and HR's decision once made). */
export function ResignationFacts({ resignation: r, className }: { resignation: Resignation; className?: string }) {
  const rows: [string, string][] = [
    ['제출일', formatDate(r.resignationDate)],
    ['최종 근무일', formatDate(r.lastWorkingDate)],
    ['퇴직일', formatDate(r.retirementDate)],
    ['퇴직 유형', r.resignationType],
    ['사유', orDash(r.reason)],
  ];
  if (r.decided_by_label) rows.push(['처리자', `${r.decided_by_label} · ${formatDateTime(r.decided_at)}`]);
  return (
    <dl className={cn('grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm', className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-600">{label}</dt>
          <dd className="min-w-0 text-gray-900 break-words whitespace-pre-wrap tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const dotClasses: Record<ResignationStatus, string> = {
  pending: 'bg-amber-500',
  approved: 'bg-sky-600',
  rejected: 'bg-red-600',
  cancelled: 'bg-gray-400',
  completed: 'bg-green-600',
};

/** One step of the timeline as it reads: who did what, when, and what they wrote. */
export function timelineText(event: ResignationEvent): string {
  return `${resignationActionLabels[event.action]} · ${event.actor}`;
}

/** 처리 이력: every step of the request, oldest first. */
export function ResignationTimeline({ id }: { id: string }) {
  const history = useQuery(resignationHistoryQuery(id));
  if (history.isPending) return <Skeleton className="h-20 w-full" />;
  if (history.isError) return <QueryErrorState error={history.error} title="처리 이력을 불러오지 못했습니다" onRetry={() => void history.refetch()} />;
  return <TimelineList events={history.data.data} />;
}

export function TimelineList({ events }: { events: readonly ResignationEvent[] }) {
  return (
    <ol aria-label="처리 이력" className="relative space-y-4 border-l border-gray-200 pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className={cn('absolute top-1.5 -left-[1.625rem] size-2.5 rounded-full ring-4 ring-white', dotClasses[event.to])}
          />
          <p className="text-sm font-medium text-gray-900">{timelineText(event)}</p>
          <p className="text-xs text-gray-600 tabular-nums">{formatDateTime(event.at)}</p>
          {event.comment && <p className="mt-1 rounded-md bg-gray-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-gray-800">{event.comment}</p>}
        </li>
      ))}
    </ol>
  );
}
