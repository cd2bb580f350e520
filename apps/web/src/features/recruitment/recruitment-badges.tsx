import { applicantStatusLabels, noticeStatusLabels, pipelineStages, type ApplicantStatus, type NoticeStatus } from '@saram/shared/recruitment/recruitment';
import type { StageCounts } from '@saram/shared/recruitment/notices.schemas';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { applicantStatusTones, noticeStatusTones } from './recruitment-logic';

export function NoticeStatusBadge({ status }: { status: NoticeStatus }) {
  return (
    <Badge tone={noticeStatusTones[status]} dot>
      {noticeStatusLabels[status]}
    </Badge>
  );
}

export function ApplicantStatusBadge({ status }: { status: ApplicantStatus }) {
  return <Badge tone={applicantStatusTones[status]}>{applicantStatusLabels[status]}</Badge>;
}

/** 서류 접수 3 · 서류 합격 2 · …: the applicants per pipeline stage (stages without anyone left out). */
export function StageCountList({ counts, className }: { counts: StageCounts; className?: string }) {
  const shown = pipelineStages.filter((stage) => counts[stage] > 0);
  if (!shown.length) return <p className={cn('text-[13px] text-gray-500', className)}>지원자 없음</p>;
  return (
    <ul className={cn('flex flex-wrap gap-x-3 gap-y-1 text-[13px]', className)} aria-label="단계별 지원자 수">
      {shown.map((stage) => (
        <li key={stage} className="whitespace-nowrap text-gray-600">
          {applicantStatusLabels[stage]} <span className="font-semibold text-gray-900 tabular-nums">{counts[stage]}</span>
        </li>
      ))}
    </ul>
  );
}
