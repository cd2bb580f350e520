import { partyLabels, returnStep, type Party } from '@saram/shared/evaluations/evaluations';
import type { Evaluation } from '@saram/shared/evaluations/answers.schemas';
import type { Section } from '@saram/shared/evaluations/templates.schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/overlays/dialog';
import { Label } from '../../../components/ui/forms/label';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { RejectDialog } from '../../../components/dialogs/reject-dialog';
import { SkeletonStack } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/forms/textarea';
import { isApiError } from '../../../lib/api/api-client';
import { formatDate, formatDateTime } from '../../../lib/labels/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useCan } from '../../../lib/auth/use-can';
import { evaluationQuery, saveDraft, useConfirmEvaluation, useReturnEvaluation, useSubmitEvaluation } from './api';
import { AutosaveIndicator } from './autosave-indicator';
import { answerSummary, QuestionBlock, type ScalePoints } from './question-block';
import { EvaluationStatusBadge } from './review-badges';
import { clearLocalDraft, missingAnswers, questionErrorsOf, type Draft } from './review-logic';
import { useAutosave, type ServerDraft } from './use-autosave';

/**
 * /eval/evaluations/{id}: the template rendered for the caller's part (본인, 1차 or 2차 평가자) with
 * autosave, the other parties' answers the server lets them read, submit with the required answers
 * checked, and the evaluator's 반려 and HR's 확정.
 */
export function EvaluationPage() {
  const { id = '' } = useParams();
  const query = useQuery(evaluationQuery(id));
  if (query.isPending)
    return <SkeletonStack label="불러오는 중" bars={['h-10 w-72', 'h-48 w-full', 'h-48 w-full']} />;
  if (query.isError) return <QueryErrorState error={query.error} title="평가를 불러오지 못했습니다." onRetry={() => void query.refetch()} />;
  const ev = query.data;
  // A new status or writer starts a fresh editor (read only after submit).
  return ev.writablePart ? <WritableEvaluation key={`${ev.id}-${ev.status}-${ev.writablePart}`} ev={ev} party={ev.writablePart} /> : <EvaluationLayout ev={ev} readParts={ev.parts} />;
}

const backLink = (ev: Evaluation) => (ev.role === 'self' ? { to: '/eval/my', label: '내 평가' } : { to: '/evaluations', label: '평가자 포털' });

type LayoutProps = {
  ev: Evaluation;
  readParts: Evaluation['parts'];
  /** My open part: renders editors for my questions. */
  edit?: { party: Party; draft: Draft; errors: Record<string, string>; onAnswer: (questionId: string, answer: Draft['answers'][string]) => void; onComment: (comment: string) => void };
  indicator?: ReactNode;
  notices?: ReactNode;
  actions?: ReactNode;
};

function EvaluationLayout({ ev, readParts, edit, indicator, notices, actions }: LayoutProps) {
  const back = backLink(ev);
  // evaluations:read without :manage (an executive) reads; only HR manages.
  const hrLabel = useCan('evaluations:manage') ? '인사 담당' : '결과 열람';
  const scales: ScalePoints = ev.scales;
  let index = 0;
  const sections = ev.template.sections.filter((s) => s.questions.some((q) => (edit && q.answeredBy.includes(edit.party)) || readParts.some((p) => q.answeredBy.includes(p.party))));
  return (
    <div className="mx-auto max-w-4xl pb-24">
      <Link to={back.to} className="mb-3 inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <PageHeader
        title={ev.cycle.name}
        description={
          <>
            {ev.employee.name} ({ev.employee.employeeNo}){ev.employee.unit ? ` · ${ev.employee.unit}` : ''} · 평가 기간{' '}
            <span className="tabular-nums">
              {formatDate(ev.cycle.periodStart)} ~ {formatDate(ev.cycle.periodEnd)}
            </span>
            {ev.cycle.dueDate && (
              <>
                {' '}
                · 마감 <span className="tabular-nums">{formatDate(ev.cycle.dueDate)}</span>
              </>
            )}
          </>
        }
        actions={
          <div className="flex items-center gap-3">
            {indicator}
            <EvaluationStatusBadge status={ev.status} />
          </div>
        }
      />
      <dl className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-gray-600">내 역할</dt>
          <dd className="font-medium text-gray-900">{ev.role === 'hr' ? hrLabel : partyLabels[ev.role]}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-gray-600">1차 평가자</dt>
          <dd className="text-gray-900">{ev.first?.name ?? '—'}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-gray-600">2차 평가자</dt>
          <dd className="text-gray-900">{ev.second?.name ?? '—'}</dd>
        </div>
        {ev.grade && (
          <div className="flex gap-1.5">
            <dt className="text-gray-600">최종 결과</dt>
            <dd className="font-semibold text-gray-900" data-testid="final-grade">
              {ev.grade} 등급{ev.finalScore !== null && <span className="ml-1 font-normal text-gray-600 tabular-nums">({ev.finalScore}점)</span>}
            </dd>
          </div>
        )}
      </dl>
      <div className="space-y-3">{notices}</div>
      {!edit && ev.role !== 'hr' && (
        <Alert className="mt-3" title="읽기 전용">
          {ev.cycle.status !== 'open' ? '진행 중인 평가 주기가 아니어서 수정할 수 없습니다.' : '지금은 내가 작성할 차례가 아닙니다. 제출한 평가는 반려된 경우에만 다시 수정할 수 있습니다.'}
        </Alert>
      )}
      <div className="mt-4 space-y-4">
        {sections.map((section) => (
          <SectionCard key={section.id} section={section}>
            {section.questions
              .filter((q) => (edit && q.answeredBy.includes(edit.party)) || readParts.some((p) => q.answeredBy.includes(p.party)))
              .map((q) => {
                index += 1;
                return (
                  <QuestionBlock
                    key={q.id}
                    question={q}
                    index={index}
                    scales={scales}
                    readParts={readParts}
                    editor={
                      edit && q.answeredBy.includes(edit.party)
                        ? { answer: edit.draft.answers[q.id], error: edit.errors[q.id], onChange: (answer) => edit.onAnswer(q.id, answer) }
                        : null
                    }
                  />
                );
              })}
          </SectionCard>
        ))}
        <section aria-labelledby="overall-comment" className="rounded-xl border border-gray-200 bg-white p-4 md:p-6">
          <h2 id="overall-comment" className="text-lg font-semibold text-gray-900">
            전체 의견
          </h2>
          {readParts.length > 0 && (
            <div className="mt-3 grid gap-2 md:grid-cols-2">
              {readParts.map((p) => (
                <div key={p.party} className="rounded-lg bg-gray-50 px-3 py-2 text-sm">
                  <p className="text-[13px] font-medium text-gray-600">
                    {partyLabels[p.party]}
                    {p.score !== null && <span className="ml-2 tabular-nums">점수 {p.score}</span>}
                    {p.submittedAt && <span className="ml-2 tabular-nums">제출 {formatDateTime(p.submittedAt)}</span>}
                  </p>
                  <p className="mt-0.5 whitespace-pre-wrap text-gray-800 break-keep">{p.comment.trim() || '의견 없음'}</p>
                </div>
              ))}
            </div>
          )}
          {edit && (
            <div className="mt-3">
              <Label htmlFor="evaluation-comment">{partyLabels[edit.party]} 의견 (선택)</Label>
              <Textarea id="evaluation-comment" className="mt-1.5" rows={4} value={edit.draft.comment} onChange={(event) => edit.onComment(event.target.value)} />
            </div>
          )}
        </section>
      </div>
      <EvaluatorActions ev={ev} />
      {actions && (
        <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur md:mx-0 md:rounded-xl md:border">
          {actions}
        </div>
      )}
    </div>
  );
}

function SectionCard({ section, children }: { section: Section; children: ReactNode }) {
  return (
    <section aria-labelledby={`section-${section.id}`} className="rounded-xl border border-gray-200 bg-white p-4 md:p-6">
      <h2 id={`section-${section.id}`} className="text-lg font-semibold text-gray-900">
        {section.title}
      </h2>
      {section.description && <p className="mt-1 text-sm text-gray-600 break-keep">{section.description}</p>}
      <ol className="mt-4">{children}</ol>
    </section>
  );
}

/** The part I write now: autosave, required answers checked on submit, conflicts resolved by me. */
function WritableEvaluation({ ev, party }: { ev: Evaluation; party: Party }) {
  const mine = ev.parts.find((p) => p.party === party);
  const server: ServerDraft = { answers: mine?.answers ?? {}, comment: mine?.comment ?? '', version: ev.version };
  const autosave = useAutosave({ evaluationId: ev.id, party, server, save: (body) => saveDraft(ev.id, body) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitEvaluation();
  const submitting = useRef(false);

  const onAnswer = (questionId: string, answer: Draft['answers'][string]) => {
    autosave.setDraft((d) => ({ ...d, answers: { ...d.answers, [questionId]: answer } }));
    if (errors[questionId]) setErrors(({ [questionId]: _, ...rest }) => rest);
  };
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`question-${first}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  const askSubmit = () => {
    const missing = missingAnswers(ev.template.sections, party, autosave.draft.answers);
    if (Object.keys(missing).length) {
      showErrors(missing);
      showError('필수 문항에 답변해주세요.', `${Object.keys(missing).length}개 문항이 비어 있습니다.`);
      return;
    }
    setConfirming(true);
  };
  const doSubmit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      if (!(await autosave.flush())) {
        showError('작성 내용을 저장하지 못해 제출할 수 없습니다.', '저장 상태를 확인한 뒤 다시 시도해주세요.');
        return;
      }
      await submit.mutateAsync({ id: ev.id, version: autosave.version() });
      clearLocalDraft(ev.id, party);
      showSuccess('평가를 제출했습니다.');
    } catch (error) {
      const found = questionErrorsOf(error);
      if (Object.keys(found).length) showErrors(found);
      showError('제출하지 못했습니다.', isApiError(error) ? error.message : undefined);
    } finally {
      submitting.current = false;
      setConfirming(false);
    }
  };

  const others = ev.parts.filter((p) => p.party !== party);
  const errorCount = Object.keys(errors).length;
  return (
    <>
      <EvaluationLayout
        ev={ev}
        readParts={others}
        edit={{ party, draft: autosave.draft, errors, onAnswer, onComment: (comment) => autosave.setDraft((d) => ({ ...d, comment })) }}
        indicator={<AutosaveIndicator state={autosave.state} onRetry={() => void autosave.retry()} />}
        notices={
          <>
            {ev.returnComment && (
              <Alert tone="warning" title="반려된 평가입니다">
                {ev.returnComment}
              </Alert>
            )}
            {autosave.restored && <Alert title="저장되지 않은 작성 내용을 불러왔습니다">이 브라우저에 남아 있던 작성 내용을 이어서 저장합니다.</Alert>}
            {errorCount > 0 && (
              <Alert tone="danger" role="alert" title={`필수 문항 ${errorCount}개에 답변이 필요합니다.`}>
                표시된 문항을 확인해주세요.
              </Alert>
            )}
          </>
        }
        actions={
          <>
            <p className="mr-auto text-[13px] text-gray-600">입력 내용은 자동으로 저장됩니다.</p>
            <Button onClick={askSubmit} loading={submit.isPending}>
              {party === 'self' ? '자기평가 제출' : '평가 제출'}
            </Button>
          </>
        }
      />
      <Dialog open={confirming} onOpenChange={(open) => !submit.isPending && setConfirming(open)}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>평가를 제출할까요?</DialogTitle>
            <DialogDescription>제출하면 {party === 'self' ? '1차 평가자에게' : '다음 단계로'} 넘어가며, 반려되기 전에는 수정할 수 없습니다.</DialogDescription>
          </DialogHeader>
          <DialogActions submitLabel="제출" onCancel={() => setConfirming(false)} pending={submit.isPending} onSubmit={() => void doSubmit()} />
        </DialogContent>
      </Dialog>
      <ConflictDialog ev={ev} party={party} state={autosave.state} mine={autosave.draft} onKeepMine={() => void autosave.keepMine()} onTakeServer={autosave.takeServer} />
    </>
  );
}

/** 409 on autosave: the server's newer text beside mine; the user chooses, nothing is dropped silently. */
function ConflictDialog({
  ev,
  party,
  state,
  mine,
  onKeepMine,
  onTakeServer,
}: {
  ev: Evaluation;
  party: Party;
  state: ReturnType<typeof useAutosave>['state'];
  mine: Draft;
  onKeepMine: () => void;
  onTakeServer: () => void;
}) {
  const server = state.kind === 'conflict' ? state.server : null;
  const questions = ev.template.sections.flatMap((s) => s.questions).filter((q) => q.answeredBy.includes(party));
  const rows = server
    ? questions
        .map((q) => ({ q, theirs: answerSummary(q, server.answers[q.id], ev.scales), ours: answerSummary(q, mine.answers[q.id], ev.scales) }))
        .filter((r) => JSON.stringify(r.theirs) !== JSON.stringify(r.ours))
    : [];
  const text = (s: { value: string | null; text: string | null }) => [s.value, s.text].filter(Boolean).join(' — ') || '(비어 있음)';
  return (
    <Dialog open={!!server}>
      <DialogContent size="lg" hideClose onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>다른 곳에서 먼저 저장된 내용이 있습니다</DialogTitle>
          <DialogDescription>다른 창이나 기기에서 이 평가가 먼저 저장되었습니다. 어느 내용을 남길지 선택해주세요.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ul className="space-y-3 text-sm">
            {rows.map(({ q, theirs, ours }) => (
              <li key={q.id}>
                <p className="font-medium text-gray-900">{q.title}</p>
                <div className="mt-1 grid gap-2 md:grid-cols-2">
                  <div className="rounded-lg bg-gray-50 px-3 py-2">
                    <p className="text-[13px] text-gray-600">서버에 저장된 내용</p>
                    <p className="whitespace-pre-wrap" data-testid="conflict-server">{text(theirs)}</p>
                  </div>
                  <div className="rounded-lg bg-brand-50 px-3 py-2">
                    <p className="text-[13px] text-gray-600">내가 작성한 내용</p>
                    <p className="whitespace-pre-wrap">{text(ours)}</p>
                  </div>
                </div>
              </li>
            ))}
            {server && server.comment !== mine.comment && (
              <li>
                <p className="font-medium text-gray-900">종합 의견</p>
                <div className="mt-1 grid gap-2 md:grid-cols-2">
                  <p className="rounded-lg bg-gray-50 px-3 py-2 whitespace-pre-wrap">{server.comment || '(비어 있음)'}</p>
                  <p className="rounded-lg bg-brand-50 px-3 py-2 whitespace-pre-wrap">{mine.comment || '(비어 있음)'}</p>
                </div>
              </li>
            )}
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onTakeServer}>
            서버 내용 사용
          </Button>
          <Button onClick={onKeepMine}>내 내용으로 저장</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** 반려 by the next party (with a comment) and HR's 확정, as the contract allows. */
function EvaluatorActions({ ev }: { ev: Evaluation }) {
  const manage = useCan('evaluations:manage');
  const [returning, setReturning] = useState(false);
  const back = useReturnEvaluation();
  const confirm = useConfirmEvaluation();
  const step = returnStep[ev.status];
  const open = ev.cycle.status === 'open';
  const mayReturn = !!step && ((step.by === 'hr' && manage && (open || ev.cycle.status === 'closed')) || (step.by === ev.role && open));
  const mayConfirm = manage && ev.status === 'second_reviewed' && (open || ev.cycle.status === 'closed');
  if (!mayReturn && !mayConfirm) return null;
  const doReturn = async (comment: string) => {
    try {
      await back.mutateAsync({ id: ev.id, version: ev.version, comment });
      showSuccess('평가를 반려했습니다.');
      setReturning(false);
    } catch (e) {
      showError('반려하지 못했습니다.', isApiError(e) ? e.message : undefined);
    }
  };
  return (
    <section aria-label="평가 처리" className="mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 bg-white p-4">
      <p className="mr-auto text-sm text-gray-700">
        {mayReturn && step?.by !== 'hr' ? '앞 단계의 작성 내용을 보완해야 하면 사유와 함께 반려할 수 있습니다.' : '2차 검토가 끝난 평가입니다.'}
      </p>
      {mayReturn && (
        <Button variant="outline" onClick={() => setReturning(true)}>
          반려
        </Button>
      )}
      {mayConfirm && (
        <Button
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutateAsync({ id: ev.id, version: ev.version }).then(
              () => showSuccess('평가를 확정했습니다.'),
              (e: unknown) => showError('확정하지 못했습니다.', isApiError(e) ? e.message : undefined),
            )
          }
        >
          확정
        </Button>
      )}
      {returning && (
        <RejectDialog
          title="평가 반려"
          description={`${ev.employee.name}님의 평가를 한 단계 이전으로 돌려보냅니다. 사유는 작성자에게 표시됩니다.`}
          pending={back.isPending}
          onConfirm={(comment) => void doReturn(comment)}
          onClose={() => setReturning(false)}
        />
      )}
    </section>
  );
}
