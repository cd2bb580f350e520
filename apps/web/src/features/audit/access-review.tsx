import type { AccessReview } from '@saram/shared/audit/audit.schemas';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { Label } from '../../components/ui/forms/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/forms/textarea';
import { formatDateTime } from '../../lib/labels/format';
import { seoulPreviousMonth } from '../../lib/labels/seoul-dates';
import { showSuccess } from '../../lib/toast';
import { accessReviewQueryOptions, useSignOff } from './api';

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Card className="p-4">
      <p className="text-[13px] text-gray-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">{value.toLocaleString('ko-KR')}</p>
      {hint && <p className="mt-0.5 text-xs text-gray-500">{hint}</p>}
    </Card>
  );
}

function Counts({ title, rows }: { title: string; rows: AccessReview['perActor'] }) {
  return (
    <Card className="p-4" role="region" aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-[13px] text-gray-500">기록이 없습니다</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-[13px]">
          {rows.map((r) => (
            <li key={r.key} className="flex justify-between gap-3 py-1.5">
              <span className="truncate text-gray-800">{r.label}</span>
              <span className="tabular-nums text-gray-900">{r.count.toLocaleString('ko-KR')}건</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SignOff({ review }: { review: AccessReview }) {
  const sign = useSignOff(review.month);
  const [comment, setComment] = useState('');
  if (review.signOff) {
    const s = review.signOff;
    return (
      <Alert tone="success" title={`${review.month} 점검 완료`}>
        {s.signedByLabel} · {formatDateTime(s.signedAt)}
        {s.comment ? <span className="mt-1 block">의견: {s.comment}</span> : null}
      </Alert>
    );
  }
  return (
    <Card className="p-4" role="region" aria-label="점검 서명">
      <h3 className="text-sm font-semibold text-gray-900">점검 서명</h3>
      <p className="mt-0.5 text-[13px] text-gray-600">기록을 검토했다면 서명합니다. 달마다 한 번만 서명할 수 있고, 서명도 감사 로그에 남습니다.</p>
      <FormField label="의견 (선택)" className="mt-3">
        <Textarea rows={2} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
      </FormField>
      <Button
        className="mt-3"
        onClick={() => sign.mutate(comment, { onSuccess: () => showSuccess(`${review.month} 접속기록 점검을 서명했습니다`) })}
        disabled={sign.isPending}
        aria-busy={sign.isPending || undefined}
      >
        <ShieldCheck aria-hidden="true" />
        {sign.isPending ? '서명 중...' : '점검 완료 서명'}
      </Button>
    </Card>
  );
}

/** 월간 점검: pick a month, see its counts, sign it off. */
export function AccessReviewPanel() {
  const id = useId();
  const [month, setMonth] = useState(() => seoulPreviousMonth());
  const review = useQuery({ ...accessReviewQueryOptions(month), enabled: /^\d{4}-\d{2}$/.test(month) });

  return (
    <div className="space-y-4">
      <div className="max-w-48">
        <Label htmlFor={id}>점검할 달</Label>
        <Input id={id} type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </div>
      {review.isPending ? (
        <Skeleton className="h-48 rounded-xl" aria-label="점검 내용 불러오는 중" />
      ) : review.isError ? (
        <Card>
          <QueryErrorState error={review.error} icon={ClipboardCheck} title="점검 내용을 불러오지 못했습니다" onRetry={() => review.refetch()} />
        </Card>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label="전체 접속" value={review.data.total} />
            <Stat label="다운로드" value={review.data.downloads} />
            <Stat label="민감정보 열람" value={review.data.reveals} hint="사유를 남긴 열람" />
            <Stat label="업무시간 외" value={review.data.offHours} hint="평일 09~18시 밖" />
          </div>
          <div className="grid gap-3 lg:grid-cols-2">
            <Counts title="사용자별" rows={review.data.perActor} />
            <Counts title="처리별" rows={review.data.perAction} />
          </div>
          <SignOff review={review.data} />
        </>
      )}
    </div>
  );
}
