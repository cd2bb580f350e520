import { parties, partyLabels, questionKindLabels, type Party } from '@saram/shared/evaluations/evaluations';
import { templateInputSchema, type EvaluationTemplate } from '@saram/shared/evaluations/templates.schemas';
import { useQuery } from '@tanstack/react-query';
import { Lock, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryErrorState } from '../../../../components/feedback/query-error-state';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/forms/input';
import { Textarea } from '../../../../components/ui/forms/textarea';
import { cn } from '../../../../lib/cn';
import { errorMessage, serverFieldErrors } from '../../../../lib/api/form-errors';
import { showSuccess } from '../../../../lib/toast';
import { codesQuery, templateQuery, useCreateTemplate, useUpdateTemplate } from '../api';
import { LoadingBlock } from '../cycles/cycle-parts';
import { issuesToFields, weightStatus } from '../logic';
import { QuestionCard, type QuestionCodes } from './question-card';
import { emptyDraft, newQuestion, newSection, sectionsFor, toInput, type Draft, type DraftSection } from './template-state';
import { DocumentTitle } from '../../../../components/document-title';

type View = 'edit' | Party;
const views: { value: View; label: string }[] = [{ value: 'edit', label: '편집' }, ...parties.map((p) => ({ value: p, label: `${partyLabels[p]} 화면` }))];

/** What each party sees: the questions they answer, read only. */
function Preview({ sections, party }: { sections: readonly DraftSection[]; party: Party }) {
  const shown = sectionsFor(sections, party);
  if (shown.length === 0) return <p className="text-sm text-gray-600">{partyLabels[party]}가 답할 문항이 없습니다.</p>;
  return (
    <div className="space-y-4" aria-label={`${partyLabels[party]} 미리보기`}>
      {shown.map((s, i) => (
        <section key={s.id} className="rounded-lg border border-gray-200 bg-white p-4">
          <h2 className="font-semibold text-gray-900">{s.title || `섹션 ${i + 1}`}</h2>
          {s.description && <p className="mt-1 text-sm text-gray-600">{s.description}</p>}
          <ol className="mt-3 space-y-3">
            {s.questions.map((q, j) => (
              <li key={q.id} className="rounded-md bg-gray-50 p-3">
                <p className="text-sm font-medium text-gray-900">
                  {j + 1}. {q.title || '(제목 없음)'} {q.required && <span className="text-red-700">*</span>}
                </p>
                <p className="mt-0.5 text-xs text-gray-600">
                  {questionKindLabels[q.kind]}
                  {q.kind !== 'text' && ` · 가중치 ${q.weight}%`}
                  {q.scaleCode && ` · 척도 ${q.scaleCode}`}
                  {q.competencyCode && ` · 역량 ${q.competencyCode}`}
                </p>
                {q.description && <p className="mt-1 text-sm text-gray-700">{q.description}</p>}
                <div className="mt-2 h-8 rounded border border-dashed border-gray-300 bg-white" aria-hidden="true" />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function TemplateEditor({ template, initial }: { template: EvaluationTemplate | null; initial?: Draft }) {
  const navigate = useNavigate();
  const scales = useQuery(codesQuery('rating_scale'));
  const competencies = useQuery(codesQuery('competency'));
  const codes: QuestionCodes = useMemo(
    () => ({ scales: (scales.data?.data ?? []).filter((c) => c.isActive), competencies: (competencies.data?.data ?? []).filter((c) => c.isActive) }),
    [scales.data, competencies.data],
  );
  const defaultScale = codes.scales[0]?.code ?? null;
  const [draft, setDraft] = useState<Draft>(() =>
    template ? { name: template.name, description: template.description, sections: template.sections } : (initial ?? emptyDraft(null)),
  );
  const [view, setView] = useState<View>('edit');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const saving = create.isPending || update.isPending;
  const weights = weightStatus(draft.sections);
  const mutationError = create.error ?? update.error;

  const setSection = (i: number, next: DraftSection) => setDraft((d) => ({ ...d, sections: d.sections.map((s, k) => (k === i ? next : s)) }));
  const save = () => {
    const parsed = templateInputSchema.safeParse(toInput(draft));
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      return;
    }
    setErrors({});
    const onError = (e: Error) => setErrors(serverFieldErrors(e));
    if (!template) {
      create.mutate(toInput(draft), {
        onSuccess: (t) => {
          showSuccess('템플릿을 만들었습니다', t.name);
          void navigate('/eval/templates');
        },
        onError,
      });
      return;
    }
    update.mutate(
      { id: template.id, body: { ...toInput(draft), version: template.version } },
      {
        onSuccess: (t) => {
          showSuccess(t.copied ? '사용 중인 템플릿이라 사본으로 저장했습니다' : '템플릿을 저장했습니다', t.name);
          void navigate('/eval/templates');
        },
        onError,
      },
    );
  };
  const sectionError = (si: number, key: string) => errors[`sections.${si}.${key}`];
  const questionErrors = (si: number, qi: number) => {
    const prefix = `sections.${si}.questions.${qi}.`;
    return Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
  };
  const generalErrors = [errors._, errors.sections].filter(Boolean);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="shrink-0 space-y-2 border-b border-gray-200 bg-white px-4 py-3 md:px-5">
        <DocumentTitle>{`${template ? '평가 템플릿 편집' : '평가 템플릿 만들기'} · Saram`}</DocumentTitle>
        <h1 className="sr-only">{template ? '평가 템플릿 편집' : '평가 템플릿 만들기'}</h1>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="template-name" className="mb-1 block text-xs font-medium text-gray-700">
              템플릿 이름 <span className="text-red-700">*</span>
            </label>
            <Input id="template-name" value={draft.name} maxLength={100} onChange={(e) => setDraft({ ...draft, name: e.target.value })} aria-invalid={Boolean(errors.name)} />
            {errors.name && <p className="mt-1 text-xs text-red-700">{errors.name}</p>}
          </div>
          <div
            role="status"
            aria-live="polite"
            className={cn('rounded-md px-3 py-2 text-sm font-semibold tabular-nums', weights.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800')}
          >
            가중치 합계 {weights.total} / 100
          </div>
          <Button variant="outline" asChild>
            <Link to="/eval/templates">취소</Link>
          </Button>
          <Button onClick={save} loading={saving} loadingText="저장 중...">
            {template?.frozen ? '사본으로 저장' : '저장'}
          </Button>
        </div>
        {!weights.ok && <p className="text-xs text-red-700">{weights.message}</p>}
        {template?.frozen && (
          <Alert tone="warning">
            <Lock className="mr-1 inline size-4" aria-hidden="true" />
            진행 중이거나 끝난 평가 주기가 이 템플릿을 쓰고 있어 고정되었습니다. 저장하면 원본은 그대로 두고 사본이 새 템플릿으로 만들어집니다.
          </Alert>
        )}
        {(generalErrors.length > 0 || (mutationError && Object.keys(serverFieldErrors(mutationError)).length === 0)) && (
          <Alert tone="danger" role="alert">
            {generalErrors[0] ?? errorMessage(mutationError)}
          </Alert>
        )}
        <div role="group" aria-label="보기" className="flex max-w-full gap-1 overflow-x-auto">
          {views.map((v) => (
            <button
              key={v.value}
              type="button"
              aria-pressed={view === v.value}
              onClick={() => setView(v.value)}
              className={cn(
                'h-8 shrink-0 rounded-md px-3 text-sm font-medium whitespace-nowrap',
                view === v.value ? 'bg-brand-50 text-brand-700' : 'text-gray-600 hover:bg-gray-100',
              )}
            >
              {v.label}
            </button>
          ))}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto bg-gray-50 px-4 py-4 md:px-5">
        <div className="mx-auto max-w-4xl space-y-4">
          {view !== 'edit' ? (
            <Preview sections={draft.sections} party={view} />
          ) : (
            <>
              <div>
                <label htmlFor="template-description" className="mb-1 block text-xs font-medium text-gray-700">
                  설명
                </label>
                <Textarea id="template-description" rows={2} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
              </div>
              {draft.sections.map((s, si) => (
                <section key={s.id} aria-label={s.title || `섹션 ${si + 1}`} className="rounded-xl border border-gray-200 bg-gray-100/60 p-3">
                  <div className="flex items-start gap-2">
                    <div className="min-w-0 flex-1">
                      <label htmlFor={`section-${s.id}`} className="mb-1 block text-xs font-medium text-gray-700">
                        섹션 {si + 1} 제목
                      </label>
                      <Input id={`section-${s.id}`} value={s.title} maxLength={200} onChange={(e) => setSection(si, { ...s, title: e.target.value })} />
                      {sectionError(si, 'title') && <p className="mt-1 text-xs text-red-700">{sectionError(si, 'title')}</p>}
                      {sectionError(si, 'questions') && <p className="mt-1 text-xs text-red-700">{sectionError(si, 'questions')}</p>}
                    </div>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="mt-5"
                      aria-label={`섹션 ${si + 1} 삭제`}
                      disabled={draft.sections.length === 1}
                      onClick={() => setDraft((d) => ({ ...d, sections: d.sections.filter((_, k) => k !== si) }))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  <ol className="mt-3 space-y-2">
                    {s.questions.map((q, qi) => (
                      <QuestionCard
                        key={q.id}
                        question={q}
                        index={qi}
                        codes={codes}
                        errors={questionErrors(si, qi)}
                        onChange={(next) => setSection(si, { ...s, questions: s.questions.map((x, k) => (k === qi ? next : x)) })}
                        onRemove={() => setSection(si, { ...s, questions: s.questions.filter((_, k) => k !== qi) })}
                      />
                    ))}
                  </ol>
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => setSection(si, { ...s, questions: [...s.questions, newQuestion('scale', defaultScale)] })}>
                    <Plus aria-hidden="true" />
                    문항 추가
                  </Button>
                </section>
              ))}
              <Button variant="outline" onClick={() => setDraft((d) => ({ ...d, sections: [...d.sections, newSection(defaultScale)] }))}>
                <Plus aria-hidden="true" />
                섹션 추가
              </Button>
            </>
          )}
          {template && (
            <p className="text-xs text-gray-600">
              버전 {template.version} {template.frozen && <Badge tone="warning">고정됨</Badge>}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** /eval/templates/new and /eval/templates/:id/edit (full-height template editor). */
export function TemplateEditorPage() {
  const { id } = useParams();
  return id ? <ExistingTemplate id={id} /> : <NewTemplate />;
}

function NewTemplate() {
  const scales = useQuery(codesQuery('rating_scale'));
  if (scales.isPending) return <LoadingBlock />;
  return <TemplateEditorWithScale scale={scales.data?.data.find((c) => c.isActive)?.code ?? null} />;
}

/** A new template starts with one section and one question on the first rating scale. */
function TemplateEditorWithScale({ scale }: { scale: string | null }) {
  return <TemplateEditor template={null} initial={emptyDraft(scale)} />;
}

function ExistingTemplate({ id }: { id: string }) {
  const query = useQuery({ ...templateQuery(id), staleTime: Infinity, refetchOnWindowFocus: false });
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryErrorState className="m-6" error={query.error} title="템플릿을 불러오지 못했습니다" onRetry={() => void query.refetch()} />;
  return <TemplateEditor key={id} template={query.data} />;
}
