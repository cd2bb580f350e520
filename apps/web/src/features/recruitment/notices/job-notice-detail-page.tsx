import { josa } from '@saram/shared/hangul';
import { applicantStatusLabels, noticeActionLabels, processingNoticeStatuses, type ApplicantStatus } from '@saram/shared/recruitment/recruitment';
import type { ApplicantSummary } from '@saram/shared/recruitment/applicants.schemas';
import type { IntegrationResult } from '@saram/shared/recruitment/integration.schemas';
import type { Notice } from '@saram/shared/recruitment/notices.schemas';
import { useQuery } from '@tanstack/react-query';
import { UserCheck, UserPlus, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/overlays/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton, SkeletonStack } from '../../../components/ui/skeleton';
import { isConflict } from '../../../lib/api/form-errors';
import { errorMessage } from '../../../lib/api/form-errors';
import { formatDate, formatDateTime, formatPeriod } from '../../../lib/labels/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useCan } from '../../../lib/auth/use-can';
import { applicantsQuery, noticeQuery, useIntegrateBatch, useMoveApplicant } from '../api';
import { AddApplicantDialog } from '../applicants/add-applicant-dialog';
import { ApplicantBoard } from '../applicants/applicant-board';
import { ApplicantSheet } from '../applicants/applicant-sheet';
import { NoticeActions } from './notice-actions';
import { NoticeStatusBadge, StageCountList } from '../recruitment-badges';
import { integrable } from '../recruitment-logic';
import { RichTextView } from './rich-text-view';

export const moveRefusedTitle = '단계를 옮길 수 없습니다';

/**
 * /job-notices/detail/{id} (채용 공고 상세): the notice, its approval, and its applicants by stage.
 * ?applicant={id} is the open applicant (search results link there): its card scrolled into view.
 */
export function JobNoticeDetailPage() {
  const { id = '' } = useParams();
  const notice = useQuery(noticeQuery(id));
  if (notice.isPending)
    return <SkeletonStack label="불러오는 중" bars={['h-10 w-72', 'h-48 w-full', 'h-64 w-full']} />;
  if (notice.isError) return <QueryErrorState error={notice.error} title="채용 공고를 불러오지 못했습니다" onRetry={() => void notice.refetch()} />;
  const n = notice.data;
  return (
    <div>
      <PageHeader
        title={n.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <NoticeStatusBadge status={n.status} />
            <span>{[n.unit.path, n.job_function, n.employment_type].filter(Boolean).join(' · ')}</span>
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <NoticeActions notice={n} />
          </div>
        }
      />
      {n.status === 'returned' && n.return_comment && (
        <Alert tone="danger" title="반려된 공고입니다" className="mb-4">
          {n.return_comment}
        </Alert>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label="공고 내용" className="min-w-0 rounded-xl border border-gray-200 bg-white p-5">
          <RichTextView html={n.description} />
        </section>
        <aside className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border border-gray-200 bg-white p-4 text-sm">
            <dt className="text-gray-500">모집 인원</dt>
            <dd className="tabular-nums">{n.headcount}명</dd>
            <dt className="text-gray-500">모집 기간</dt>
            <dd className="tabular-nums">{formatPeriod(n.start_date, n.end_date)}</dd>
            <dt className="text-gray-500">제출 서류</dt>
            <dd>{n.required_documents.join(', ') || '-'}</dd>
            <dt className="text-gray-500">작성자</dt>
            <dd>{n.author.label}</dd>
            <dt className="text-gray-500">승인자</dt>
            <dd>{n.approver?.label ?? '승인 권한자'}</dd>
            {n.retention_until && (
              <>
                <dt className="text-gray-500">개인정보 파기</dt>
                <dd className="tabular-nums">{formatDate(n.retention_until)}</dd>
              </>
            )}
          </dl>
          <section aria-labelledby="notice-history" className="rounded-xl border border-gray-200 bg-white p-4">
            <h2 id="notice-history" className="mb-2 text-sm font-semibold text-gray-900">
              공고 이력
            </h2>
            <ol className="space-y-2 text-[13px]">
              {n.events.map((event) => (
                <li key={event.id}>
                  <span className="font-medium text-gray-900">{noticeActionLabels[event.action]}</span> <span className="text-gray-600">{event.actor}</span>
                  <span className="block text-gray-500 tabular-nums">{formatDateTime(event.at)}</span>
                  {event.comment && <span className="block text-gray-700">{event.comment}</span>}
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
      <Applicants notice={n} />
    </div>
  );
}

function Applicants({ notice }: { notice: Notice }) {
  const list = useQuery(applicantsQuery(notice.id));
  const processing = processingNoticeStatuses.includes(notice.status);
  const [adding, setAdding] = useState(false);
  const canWrite = useCan('recruitment:write');
  const move = useMoveApplicant();
  const batch = useIntegrateBatch();
  const [params, setParams] = useSearchParams();
  const open = params.get('applicant');
  const setOpen = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('applicant', id);
        else next.delete('applicant');
        return next;
      },
      { replace: true },
    );
  // A card clicked is in view already; one opened by the address (a search result) is scrolled to.
  const clicked = useRef<string | null>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open && list.isSuccess && clicked.current !== open) {
      section.current?.querySelector(`[data-applicant-id="${CSS.escape(open)}"]`)?.scrollIntoView({ block: 'center', inline: 'center' });
    }
    clicked.current = null;
  }, [open, list.isSuccess]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<IntegrationResult[] | null>(null);
  const applicants = list.data?.data ?? [];
  const ready = integrable(applicants);
  const chosen = ready.filter((a) => selected.has(a.id));

  const onMove = (applicant: ApplicantSummary, to: ApplicantStatus) =>
    move.mutate(
      { id: applicant.id, body: { status: to, comment: '' } },
      {
        onSuccess: () => showSuccess(`${applicant.name} 님을 ${applicantStatusLabels[to]} 단계로 옮겼습니다.`),
        onError: (error) =>
          showError(moveRefusedTitle, isConflict(error) ? `${applicant.name} 님의 단계가 이미 바뀌었거나 이 단계로 옮길 수 없습니다. 화면을 새로 불러왔습니다.` : errorMessage(error)),
      },
    );
  const onRefused = (applicant: ApplicantSummary, to: ApplicantStatus) =>
    showError(moveRefusedTitle, `${applicantStatusLabels[applicant.status]}에서 ${josa(applicantStatusLabels[to], '으로/로')} 옮길 수 없습니다.`);
  const toggle = (applicant: ApplicantSummary) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(applicant.id)) next.delete(applicant.id);
      else next.add(applicant.id);
      return next;
    });
  const integrateSelected = () =>
    batch.mutate(
      chosen.map((a) => a.id),
      {
        onSuccess: (answer) => {
          setResults(answer.results);
          setSelected(new Set());
        },
      },
    );

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <UserPlus aria-hidden="true" />
      지원자 등록
    </Button>
  );

  return (
    <section ref={section} aria-labelledby="applicants-heading" className="mt-8">
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="applicants-heading" className="text-lg font-bold text-gray-900">
            지원자 {list.data ? <span className="tabular-nums">{list.data.total}명</span> : null}
          </h2>
          {list.data && <StageCountList counts={list.data.stage_counts} className="mt-1" />}
        </div>
        <div className="flex flex-wrap gap-2">
          {canWrite && ready.length > 0 && (
            <Button variant="outline" disabled={chosen.length === 0} onClick={integrateSelected} loading={batch.isPending} loadingText="등록 중...">
              <UserCheck aria-hidden="true" />
              선택한 최종 합격자 직원 등록{chosen.length > 0 && ` (${chosen.length})`}
            </Button>
          )}
          {notice.can.add_applicant && addButton}
        </div>
      </div>
      {!processing && <p className="mb-3 text-[13px] text-gray-600">공고가 진행 중이거나 마감된 뒤에만 지원자의 단계를 옮길 수 있습니다.</p>}
      {list.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : list.isError ? (
        <QueryErrorState error={list.error} title="지원자를 불러오지 못했습니다" onRetry={() => void list.refetch()} />
      ) : applicants.length === 0 ? (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState
            icon={Users}
            title="아직 지원자가 없습니다"
            description={notice.can.add_applicant ? '받은 지원서를 지원자 등록으로 올리면 서류 접수 단계에 나타납니다.' : '공고가 승인되어 진행 중이면 지원자를 받습니다.'}
          />
        </div>
      ) : (
        <ApplicantBoard
          applicants={applicants}
          canMove={canWrite && processing}
          onMove={onMove}
          onRefused={onRefused}
          onOpen={(a) => {
            clicked.current = a.id;
            setOpen(a.id);
          }}
          openId={open}
          selected={selected}
          onToggle={canWrite ? toggle : undefined}
        />
      )}
      <ApplicantSheet applicantId={open} onClose={() => setOpen(null)} />
      {adding && <AddApplicantDialog notice={notice} onClose={() => setAdding(false)} />}
      <Dialog open={results !== null} onOpenChange={(o) => !o && setResults(null)}>
        <DialogContent size="md">
          <DialogHeader>
            <DialogTitle>직원 등록 결과</DialogTitle>
            <DialogDescription>
              {results ? `${results.filter((r) => r.ok).length}명 등록, ${results.filter((r) => !r.ok).length}명 실패` : ''}
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            <ul className="divide-y divide-gray-100 text-sm" aria-label="지원자별 결과">
              {results?.map((r) => (
                <li key={r.applicant_id} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="font-medium text-gray-900">{r.name}</span>
                  {r.ok ? (
                    <span className="text-green-800">
                      등록 완료{' '}
                      {r.employee_id && (
                        <Link className="underline" to={`/employees/${r.employee_id}`}>
                          사번 {r.employee_no}
                        </Link>
                      )}
                    </span>
                  ) : (
                    <span className="text-red-700">실패: {r.message}</span>
                  )}
                </li>
              ))}
            </ul>
          </DialogBody>
          <DialogFooter>
            <Button onClick={() => setResults(null)}>확인</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
