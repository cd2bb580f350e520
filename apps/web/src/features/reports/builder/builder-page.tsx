import type { BuilderDataSetFields } from '@saram/shared/reports/report-builder.schemas';
import type { SavedReport } from '@saram/shared/reports/saved-reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { Database, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { showError, showSuccess } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { savedReportQuery, useCreateSavedReport, useUpdateSavedReport } from '../center/api';
import { emptyFilterForm, filterFormError, fromFilterForm, ReportFilterFields, toFilterForm, type ReportFilterForm } from '../center/report-filter-fields';
import { builderFieldsQuery, builderPreviewQuery } from './api';
import { definitionProblems, fitDefinition, initialDefinition, type Definition } from './builder-logic';
import { BuilderSettings } from './builder-settings';
import { ReportPreview } from './report-preview';

function Preview({ name, definition, filters }: { name: string; definition: Definition; filters: ReportFilterForm }) {
  const input = useDebouncedValue(useMemo(() => ({ title: name, definition, filters: fromFilterForm(filters) }), [name, definition, filters]), 400);
  const problems = [...definitionProblems(input.definition), ...(filterFormError(filters) ? [filterFormError(filters)!] : [])];
  const preview = useQuery({ ...builderPreviewQuery(input), enabled: problems.length === 0 });
  if (problems.length) return <EmptyState title="미리보기를 만들 수 없습니다" description={problems.join(' ')} />;
  if (preview.isPending) return <Skeleton className="h-80 w-full" />;
  if (preview.isError) return <QueryErrorState error={preview.error} title="미리보기를 만들지 못했습니다" onRetry={() => void preview.refetch()} />;
  return (
    <div aria-busy={preview.isFetching || undefined} className={preview.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
      <ReportPreview result={preview.data} />
    </div>
  );
}

function Builder({ sets, saved }: { sets: readonly BuilderDataSetFields[]; saved: SavedReport | null }) {
  const navigate = useNavigate();
  const [name, setName] = useState(saved?.name ?? '');
  const [nameError, setNameError] = useState<string>();
  const [definition, setDefinition] = useState<Definition>(() => (saved && fitDefinition(saved.definition, sets)) || initialDefinition(sets[0]!));
  const [filters, setFilters] = useState<ReportFilterForm>(() => (saved ? toFilterForm(saved.filters) : emptyFilterForm));
  const create = useCreateSavedReport();
  const update = useUpdateSavedReport();
  const pending = create.isPending || update.isPending;
  const problems = definitionProblems(definition);

  const save = () => {
    const trimmed = name.trim();
    setNameError(trimmed ? undefined : '리포트 이름을 입력해주세요.');
    if (!trimmed || problems.length || filterFormError(filters)) return;
    const done = {
      onSuccess: (report: SavedReport) => {
        showSuccess('리포트를 저장했습니다', report.name);
        void navigate('/reports?tab=saved');
      },
      onError: (error: unknown) => showError('리포트를 저장하지 못했습니다', isApiError(error) ? error.message : undefined),
    };
    const body = { name: trimmed, filters: fromFilterForm(filters), definition };
    if (saved) update.mutate({ id: saved.id, body }, done);
    else create.mutate({ ...body, description: '', reportType: 'CUSTOM' }, done);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[380px_minmax(0,1fr)]">
      <form
        aria-label="맞춤 리포트 설정"
        noValidate
        className="flex flex-col gap-4 self-start rounded-xl border border-gray-200 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <FormField label="리포트 이름" required error={nameError}>
          <Input value={name} maxLength={100} placeholder="예: 직급별 인원" onChange={(e) => setName(e.target.value)} />
        </FormField>
        <BuilderSettings sets={sets} definition={definition} onChange={setDefinition} />
        <section className="border-t border-gray-100 pt-4">
          <h2 className="mb-2 text-sm font-semibold text-gray-900">기간과 조직</h2>
          <ReportFilterFields value={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
        </section>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          <Save aria-hidden="true" />
          {pending ? '저장 중...' : saved ? '변경 내용 저장' : '리포트 저장'}
        </Button>
      </form>
      <section aria-label="미리보기" className="min-w-0">
        <h2 className="mb-3 text-sm font-semibold text-gray-900">미리보기</h2>
        <Preview name={name} definition={definition} filters={filters} />
      </section>
    </div>
  );
}

/** /reports/builder: a custom report over one data set, previewed live, saved as a 'CUSTOM' saved report (?saved=id edits one). */
export function ReportBuilderPage() {
  const [params] = useSearchParams();
  const savedId = params.get('saved');
  const fields = useQuery(builderFieldsQuery());
  const saved = useQuery({ ...savedReportQuery(savedId ?? ''), enabled: Boolean(savedId) });
  const loading = fields.isPending || (savedId !== null && saved.isPending);
  return (
    <div>
      <PageHeader title="맞춤 리포트 만들기" description="데이터와 열, 조건, 묶을 필드와 차트를 골라 나만의 리포트를 만들고 저장합니다. 볼 권한이 있는 필드만 고를 수 있습니다." />
      {loading ? (
        <Skeleton className="h-96 w-full" />
      ) : fields.isError ? (
        <QueryErrorState error={fields.error} title="고를 수 있는 필드를 불러오지 못했습니다" onRetry={() => void fields.refetch()} />
      ) : saved.isError ? (
        <QueryErrorState error={saved.error} title="저장된 리포트를 불러오지 못했습니다" />
      ) : fields.data.dataSets.length === 0 ? (
        <EmptyState icon={Database} title="고를 수 있는 데이터가 없습니다" description="직원, 퇴직, 평가 정보 중 볼 권한이 있는 데이터가 없습니다. 관리자에게 권한을 요청하세요." />
      ) : (
        <Builder key={saved.data?.id ?? 'new'} sets={fields.data.dataSets} saved={saved.data ?? null} />
      )}
    </div>
  );
}
