import {
  applicantActionLabels,
  applicantDocumentKindLabels,
  applicantRoutes,
  applicantStatusLabels,
  evaluationScoreMax,
  evaluationScoreMin,
  evaluationStageLabels,
  evaluationStages,
  integrationStateLabels,
  type ApplicantDocumentKind,
  type EvaluationStage,
} from '@saram/shared/recruitment/recruitment';
import type { Applicant } from '@saram/shared/recruitment/applicants.schemas';
import { useQuery } from '@tanstack/react-query';
import { Download, Upload, UserCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/forms/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/forms/select';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/overlays/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/forms/textarea';
import { download } from '../../../lib/api/download';
import { errorMessage } from '../../../lib/api/form-errors';
import { formatDate, formatDateTime, formatPhoneOrDash, orDash } from '../../../lib/labels/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useCan } from '../../../lib/auth/use-can';
import { applicantQuery, useEvaluateApplicant, useUploadApplicantDocument } from '../api';
import { IntegrateDialog } from './integrate-dialog';
import { ApplicantStatusBadge } from '../recruitment-badges';
import { DocumentKindSelect } from './document-kind-select';
import { acceptedDocumentTypes, documentProblem, formatScore } from '../recruitment-logic';

/** The drawer of one applicant: contact, documents, interview notes and scores, history, 직원 등록. */
export function ApplicantSheet({ applicantId, onClose }: { applicantId: string | null; onClose: () => void }) {
  return (
    <Sheet open={applicantId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-[min(32rem,100vw)] overflow-y-auto">
        {applicantId && <ApplicantDetail id={applicantId} />}
      </SheetContent>
    </Sheet>
  );
}

function ApplicantDetail({ id }: { id: string }) {
  const applicant = useQuery(applicantQuery(id));
  if (applicant.isPending)
    return (
      <div className="space-y-3 p-6" aria-busy="true">
        <SheetTitle className="sr-only">지원자 정보를 불러오는 중</SheetTitle>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (applicant.isError)
    return (
      <div className="p-6">
        <SheetTitle className="sr-only">지원자</SheetTitle>
        <QueryErrorState error={applicant.error} title="지원자 정보를 불러오지 못했습니다" onRetry={() => void applicant.refetch()} />
      </div>
    );
  return <ApplicantBody applicant={applicant.data} />;
}

function Section({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section className="border-t border-gray-200 px-6 py-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-[15px] font-semibold text-gray-900">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

function ApplicantBody({ applicant }: { applicant: Applicant }) {
  const canWrite = useCan('recruitment:write');
  const canInterview = useCan('recruitment:interview');
  const anonymized = Boolean(applicant.anonymized_at);
  return (
    <div>
      <SheetHeader className="px-6 pt-6 pb-4">
        <div className="flex flex-wrap items-center gap-2 pr-10">
          <SheetTitle className="text-lg font-bold">{applicant.name}</SheetTitle>
          <ApplicantStatusBadge status={applicant.status} />
        </div>
        <SheetDescription>
          {applicant.notice.title} · {applicant.applied_job_function}
        </SheetDescription>
      </SheetHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 px-6 pb-5 text-sm">
        <dt className="text-gray-500">이메일</dt>
        <dd className="break-all">{orDash(applicant.email)}</dd>
        <dt className="text-gray-500">연락처</dt>
        <dd className="tabular-nums">{formatPhoneOrDash(applicant.phone)}</dd>
        <dt className="text-gray-500">생년월일</dt>
        <dd className="tabular-nums">{formatDate(applicant.birth_date)}</dd>
        <dt className="text-gray-500">지원 경로</dt>
        <dd>
          {applicant.apply_channel}
          {applicant.wanted_id && <span className="text-gray-500"> (ID {applicant.wanted_id})</span>}
        </dd>
        <dt className="text-gray-500">지원일</dt>
        <dd className="tabular-nums">{formatDate(applicant.applied_at)}</dd>
        <dt className="text-gray-500">평균 점수</dt>
        <dd className="tabular-nums">{formatScore(applicant.average_score)}</dd>
      </dl>
      {anonymized && <p className="mx-6 mb-4 rounded-lg bg-gray-100 p-3 text-[13px] text-gray-700">보관 기간이 지나 개인정보가 파기되었습니다 ({formatDate(applicant.anonymized_at)}).</p>}
      <IntegrationSection applicant={applicant} canWrite={canWrite} />
      <DocumentsSection applicant={applicant} canUpload={canWrite && !anonymized} />
      <EvaluationsSection applicant={applicant} canEvaluate={canInterview && !anonymized} />
      <Section title="전형 이력">
        <ol className="space-y-2 text-[13px]">
          {applicant.events.map((event) => (
            <li key={event.id} className="flex flex-wrap gap-x-2">
              <span className="text-gray-500 tabular-nums">{formatDateTime(event.at)}</span>
              <span className="font-medium text-gray-900">
                {event.action === 'move' && event.from ? `${applicantStatusLabels[event.from]} → ${applicantStatusLabels[event.to]}` : applicantActionLabels[event.action]}
              </span>
              <span className="text-gray-600">{event.actor}</span>
              {event.comment && <span className="w-full text-gray-700">{event.comment}</span>}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

function IntegrationSection({ applicant, canWrite }: { applicant: Applicant; canWrite: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const { integration } = applicant;
  if (integration.state === 'not_ready') return null;
  return (
    <Section title="직원 등록">
      {integration.state === 'integrated' ? (
        <p className="text-sm text-gray-700">
          <Badge tone="success">{integrationStateLabels.integrated}</Badge>{' '}
          {integration.employee_id && (
            <Link to={`/employees/${integration.employee_id}`} className="font-medium text-brand-700 underline">
              인사 기록 보기 (사번 {integration.employee_no})
            </Link>
          )}{' '}
          <span className="text-gray-500 tabular-nums">{formatDateTime(integration.integrated_at)}</span>
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-gray-700">최종 합격자입니다. 입사 처리하면 공고의 조직에 배치되고 온보딩 체크리스트가 시작됩니다.</p>
          {canWrite && (
            <Button onClick={() => setConfirming(true)}>
              <UserCheck aria-hidden="true" />
              입사 처리
            </Button>
          )}
        </div>
      )}
      <IntegrateDialog applicant={applicant} open={confirming} onOpenChange={setConfirming} />
    </Section>
  );
}

function DocumentsSection({ applicant, canUpload }: { applicant: Applicant; canUpload: boolean }) {
  const upload = useUploadApplicantDocument();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ApplicantDocumentKind>('resume');
  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = documentProblem(file);
    if (problem) return showError('서류를 올릴 수 없습니다', problem);
    upload.mutate({ id: applicant.id, file, kind }, { onSuccess: () => showSuccess('서류를 올렸습니다.', file.name) });
    if (input.current) input.current.value = '';
  };
  return (
    <Section title={`서류 ${applicant.documents.length}`}>
      {applicant.documents.length === 0 ? (
        <p className="text-[13px] text-gray-500">올린 서류가 없습니다.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {applicant.documents.map((doc) => (
            <li key={doc.id} className="flex items-center gap-2 px-3 py-2 text-sm">
              <Badge>{applicantDocumentKindLabels[doc.kind]}</Badge>
              <span className="min-w-0 flex-1 truncate" title={doc.filename}>
                {doc.filename}
              </span>
              <span className="text-xs text-gray-500 tabular-nums">{Math.max(1, Math.round(doc.size / 1024)).toLocaleString('ko-KR')}KB</span>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`${doc.filename} 내려받기`}
                onClick={() =>
                  void download(applicantRoutes.document, { params: { id: applicant.id, documentId: doc.id } }, doc.filename).catch((error: unknown) =>
                    showError('내려받기 실패', errorMessage(error)),
                  )
                }
              >
                <Download aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canUpload && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <FormField label="서류 종류" className="w-36">
            {(control) => (
              <DocumentKindSelect value={kind} onChange={setKind} {...control} />
            )}
          </FormField>
          <input ref={input} type="file" accept={acceptedDocumentTypes} className="sr-only" aria-label="올릴 서류 파일" tabIndex={-1} onChange={(e) => onFile(e.target.files?.[0])} />
          <Button variant="outline" loading={upload.isPending} loadingText="올리는 중..." onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" />
            서류 올리기
          </Button>
          <p className="w-full text-xs text-gray-500">PDF, PNG, JPG · 10MB 이하</p>
        </div>
      )}
    </Section>
  );
}

function EvaluationsSection({ applicant, canEvaluate }: { applicant: Applicant; canEvaluate: boolean }) {
  const evaluate = useEvaluateApplicant();
  const [stage, setStage] = useState<EvaluationStage>('interview_1');
  const mine = applicant.evaluations.find((e) => e.mine && e.stage === stage);
  const [score, setScore] = useState<string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const shownScore = score || (mine ? String(mine.score) : '');
  const shownNote = note || mine?.note || '';
  return (
    <Section title="면접 평가">
      {applicant.evaluations.length === 0 ? (
        <p className="text-[13px] text-gray-500">아직 평가가 없습니다.</p>
      ) : (
        <ul className="space-y-2">
          {applicant.evaluations.map((e) => (
            <li key={e.id} className="rounded-lg border border-gray-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="info">{evaluationStageLabels[e.stage]}</Badge>
                <span className="font-medium text-gray-900">{e.interviewer}</span>
                <span className="ml-auto font-semibold text-gray-900 tabular-nums">
                  {e.score} / {evaluationScoreMax}
                </span>
              </div>
              {e.note && <p className="mt-1.5 text-[13px] break-keep whitespace-pre-line text-gray-700">{e.note}</p>}
            </li>
          ))}
        </ul>
      )}
      {canEvaluate && (
        <form
          className="mt-4 space-y-3 rounded-lg bg-gray-50 p-3"
          aria-label="내 평가"
          onSubmit={(event) => {
            event.preventDefault();
            const value = Number(shownScore);
            if (!shownScore) return setError('점수를 고르세요.');
            setError(undefined);
            evaluate.mutate(
              { id: applicant.id, body: { stage, score: value, note: shownNote } },
              {
                onSuccess: () => {
                  showSuccess('평가를 저장했습니다.');
                  setScore('');
                  setNote('');
                },
              },
            );
          }}
        >
          <div className="grid grid-cols-2 gap-3">
            <FormField label="평가 단계">
              {(control) => (
                <Select
                  value={stage}
                  onValueChange={(v) => {
                    setStage(v as EvaluationStage);
                    setScore('');
                    setNote('');
                  }}
                >
                  <SelectTrigger {...control}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {evaluationStages.map((s) => (
                      <SelectItem key={s} value={s}>
                        {evaluationStageLabels[s]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField label="점수" required error={error}>
              {(control) => (
                <Select value={shownScore} onValueChange={setScore}>
                  <SelectTrigger {...control}>
                    <SelectValue placeholder="점수 선택" />
                  </SelectTrigger>
                  <SelectContent>
                    {Array.from({ length: evaluationScoreMax - evaluationScoreMin + 1 }, (_, i) => String(evaluationScoreMax - i)).map((s) => (
                      <SelectItem key={s} value={s}>
                        {s}점
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          </div>
          <FormField label="평가 의견">
            <Textarea rows={3} maxLength={2000} value={shownNote} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" size="sm" loading={evaluate.isPending}>
              {mine ? '내 평가 고치기' : '평가 저장'}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
