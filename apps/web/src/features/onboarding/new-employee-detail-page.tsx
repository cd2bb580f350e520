import { onboardingRoutes } from '@saram/shared/onboarding/onboarding';
import type { OnboardingStatus } from '@saram/shared/onboarding/onboarding.schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, Download, Mail, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/forms/select';
import { Skeleton, SkeletonStack } from '../../components/ui/skeleton';
import { download } from '../../lib/api/download';
import { errorMessage, isNotFound } from '../../lib/api/form-errors';
import { formatDate, formatDateTime, orDash } from '../../lib/labels/format';
import { showError, showSuccess } from '../../lib/toast';
import { useCan } from '../../lib/auth/use-can';
import { templatesQuery } from '../checklists/api';
import { detailQuery, onboardingFeature, statusQuery, useCompleteOnboarding, useRejectOnboarding, useRemind, useStartChecklist } from './api';
import { ChecklistSections, VerificationTimeline } from './checklist-items';
import { EmployeeEmailPreferencesDialog } from './email-preferences-dialog';
import { DDayText, OnboardingStateBadge, ProgressBar } from './onboarding-badges';
import { NoteDialog } from '../../components/dialogs/note-dialog';
import { RejectDialog } from '../../components/dialogs/reject-dialog';
import { completeBlockedReason, dDay } from './onboarding-logic';

function PersonHeader({ status, canWrite }: { status: OnboardingStatus; canWrite: boolean }) {
  const blocked = completeBlockedReason(status);
  const person = status.employee;
  const running = status.state === 'in_progress' || status.state === 'ready';
  const facts: [string, React.ReactNode][] = [
    ['사번', <span className="tabular-nums">{person.employee_no}</span>],
    ['소속', orDash(person.unit)],
    ['고용 형태', orDash(person.employment_type)],
    ['입사일', <span className="tabular-nums">{formatDate(person.hire_date)}</span>],
    [
      '수습 종료일',
      <span className="tabular-nums">
        {formatDate(person.probation_end_date)}
        {dDay(person.days_left, running) && <DDayText value={dDay(person.days_left, running)} className="ml-2" />}
      </span>,
    ],
  ];
  return (
    <section aria-label="신규 입사자" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-bold text-gray-900">{person.name}</p>
        {person.job_title && <span className="text-sm text-gray-600">{person.job_title}</span>}
        <OnboardingStateBadge state={status.state} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-[13px] text-gray-500">{label}</dt>
            <dd className="mt-0.5 text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {status.state !== 'not_started' && (
        <div className="mt-4">
          <p className="mb-1.5 text-[13px] text-gray-600">
            {status.template_name ? `${status.template_name} · ` : ''}
            {`필수 ${status.progress.requiredDone}/${status.progress.required} 완료`}
          </p>
          <ProgressBar progress={status.progress} className="max-w-md" />
          {canWrite && running && blocked && (
            <p id="complete-blocked" className="mt-2 text-[13px] text-amber-800">
              {`수습 완료 전: ${blocked}`}
            </p>
          )}
        </div>
      )}
      {status.state === 'completed' && (
        <Alert tone="success" className="mt-4">
          {`${formatDateTime(status.completed_at)}에 수습 완료 처리되었습니다${status.completed_by ? ` (${status.completed_by})` : ''}.`}
        </Alert>
      )}
      {status.state === 'rejected' && (
        <Alert tone="danger" className="mt-4" title="수습 불합격">
          {status.rejected_reason ? `사유: ${status.rejected_reason}` : '사유가 기록되지 않았습니다.'}
        </Alert>
      )}
    </section>
  );
}

type Dialog = 'complete' | 'reject' | 'preferences' | null;

function Actions({ status, canWrite, onDialog }: { status: OnboardingStatus; canWrite: boolean; onDialog: (dialog: Dialog) => void }) {
  const remind = useRemind();
  const [downloading, setDownloading] = useState(false);
  const open = status.state === 'in_progress' || status.state === 'ready';
  const blocked = completeBlockedReason(status);
  const id = status.employee.id;
  return (
    <div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {status.state === 'completed' && (
          <Button
            variant="outline"
            loading={downloading}
            loadingText="내려받는 중..."
            onClick={() => {
              setDownloading(true);
              download(onboardingRoutes.certificate, { params: { id } }, `수습완료확인서_${status.employee.name}.pdf`)
                .catch((error: unknown) => showError('수습 완료 확인서를 내려받지 못했습니다', errorMessage(error)))
                .finally(() => setDownloading(false));
            }}
          >
            <Download aria-hidden="true" />
            수습 완료 확인서 다운로드
          </Button>
        )}
        {canWrite && open && (
          <>
            <Button
              variant="outline"
              loading={remind.isPending}
              loadingText="보내는 중..."
              onClick={() =>
                remind.mutate(id, {
                  onSuccess: (result) => showSuccess('알림 메일을 보냈습니다', `받는 사람: ${result.to.join(', ')}`),
                  onError: (error) => showError('알림 메일을 보내지 못했습니다', errorMessage(error)),
                })
              }
            >
              <Mail aria-hidden="true" />
              알림 메일 보내기
            </Button>
            <Button variant="outline" onClick={() => onDialog('preferences')}>
              <Settings2 aria-hidden="true" />
              알림 설정
            </Button>
            <Button variant="outline" className="text-red-700" onClick={() => onDialog('reject')}>
              불합격 처리
            </Button>
            <Button disabled={blocked !== null} aria-describedby={blocked ? 'complete-blocked' : undefined} onClick={() => onDialog('complete')}>
              수습 완료
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

const byRules = 'rules';

function NoChecklist({ status, canWrite }: { status: OnboardingStatus; canWrite: boolean }) {
  const start = useStartChecklist();
  const templates = useQuery({ ...templatesQuery({ feature_id: onboardingFeature }), enabled: canWrite });
  const [templateId, setTemplateId] = useState(byRules);
  return (
    <div className="rounded-xl border border-gray-200 bg-white">
      <EmptyState
        icon={ClipboardList}
        title="온보딩 체크리스트가 없습니다"
        description={
          canWrite
            ? '체크리스트를 시작하면 배정 규칙(법인·고용 형태)에 맞는 템플릿, 또는 고른 템플릿의 최신 버전으로 항목이 만들어집니다.'
            : '인사 담당자가 체크리스트를 시작하면 여기에 항목이 표시됩니다.'
        }
        action={
          canWrite && (
            <div className="flex flex-col items-center gap-3">
              <div className="flex flex-wrap items-center justify-center gap-2">
                <Select value={templateId} onValueChange={setTemplateId} disabled={templates.isPending}>
                  <SelectTrigger className="w-60" aria-label="템플릿">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={byRules}>배정 규칙에 따라 (자동)</SelectItem>
                    {(templates.data?.data ?? []).map((t) => (
                      <SelectItem key={t.id} value={t.id}>{`${t.name} (v${t.version})`}</SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <Button
                  loading={start.isPending}
                  loadingText="시작하는 중..."
                  onClick={() =>
                    start.mutate(
                      { employee_id: status.employee.id, ...(templateId === byRules ? {} : { template_id: templateId }) },
                      { onSuccess: () => showSuccess('체크리스트를 시작했습니다', status.employee.name) },
                    )
                  }
                >
                  체크리스트 시작
                </Button>
              </div>
              {start.error && (
                <Alert tone="danger" role="alert">
                  {errorMessage(start.error, '체크리스트를 시작하지 못했습니다.')}
                </Alert>
              )}
            </div>
          )
        }
      />
    </div>
  );
}

function Checklist({ status, canWrite }: { status: OnboardingStatus; canWrite: boolean }) {
  const detail = useQuery(detailQuery(status.instance_id!));
  if (detail.isPending) return <Skeleton className="h-64 w-full" />;
  if (detail.isError) return <QueryErrorState error={detail.error} title="체크리스트를 불러오지 못했습니다" onRetry={() => void detail.refetch()} />;
  const { instance, verifications } = detail.data;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ChecklistSections instance={instance} canWrite={canWrite} />
      <VerificationTimeline verifications={verifications} items={instance.items} />
    </div>
  );
}

/** /new-employees/{employeeId} (수습 평가 대상자 상세): the person, their checklist and the probation decision. */
export function NewEmployeeDetailPage() {
  const { id = '' } = useParams();
  const canWrite = useCan('checklists:write');
  const status = useQuery(statusQuery(id));
  const complete = useCompleteOnboarding();
  const reject = useRejectOnboarding();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    complete.reset();
    reject.reset();
    setDialog(null);
  };

  const back = (
    <Button variant="ghost" size="sm" asChild>
      <Link to="/new-employees">
        <ArrowLeft aria-hidden="true" />
        목록으로
      </Link>
    </Button>
  );

  if (status.isPending) {
    return (
      <SkeletonStack bars={['h-8 w-64', 'h-36 w-full', 'h-64 w-full']} />
    );
  }
  if (status.isError) {
    return (
      <QueryErrorState
        error={status.error}
        title={isNotFound(status.error) ? '직원을 찾을 수 없습니다' : '수습 평가 정보를 불러오지 못했습니다'}
        onRetry={() => void status.refetch()}
        actions={back}
      />
    );
  }
  const data = status.data;
  const name = data.employee.name;

  return (
    <div className="space-y-4">
      <div>{back}</div>
      <PageHeader
        title={`${name} 수습 평가`}
        description="온보딩 체크리스트 항목을 확인하고 수습 완료 또는 불합격을 결정합니다."
        actions={<Actions status={data} canWrite={canWrite} onDialog={setDialog} />}
      />
      <PersonHeader status={data} canWrite={canWrite} />
      {data.instance_id ? <Checklist status={data} canWrite={canWrite} /> : <NoChecklist status={data} canWrite={canWrite} />}

      {dialog === 'complete' && (
        <NoteDialog
          title="수습 완료"
          description={`${name}의 수습을 완료 처리합니다. 인사기록에 수습 완료가 기록되고 수습 완료 확인서를 내려받을 수 있습니다.`}
          label="메모"
          confirmLabel="수습 완료"
          pendingLabel="처리 중..."
          pending={complete.isPending}
          error={complete.error}
          onConfirm={(note) =>
            complete.mutate({ employeeId: id, note }, { onSuccess: () => { showSuccess('수습 완료 처리했습니다', name); close(); } })
          }
          onClose={close}
        />
      )}
      {dialog === 'reject' && (
        <RejectDialog
          title="불합격 처리"
          description={`${name}의 수습을 불합격으로 처리합니다. 체크리스트는 더 이상 바꿀 수 없습니다.`}
          label="불합격 사유"
          confirmLabel="불합격 처리"
          pendingLabel="처리 중..."
          pending={reject.isPending}
          error={reject.error}
          notice={
<Alert tone="warning">사유는 감사 로그에 남습니다.</Alert>
          }
          onConfirm={(reason) =>
            reject.mutate({ employeeId: id, reason }, { onSuccess: () => { showSuccess('불합격 처리했습니다', name); close(); } })
          }
          onClose={close}
        />
      )}
      {dialog === 'preferences' && <EmployeeEmailPreferencesDialog employeeId={id} name={name} onClose={close} />}
    </div>
  );
}
