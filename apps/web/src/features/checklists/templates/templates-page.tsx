import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Plus, Search, SearchX } from 'lucide-react';
import { pickJosa } from '@saram/shared/hangul';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/forms/switch';
import { Input } from '../../../components/ui/forms/input';
import { downloadAllTemplates, templatesQuery } from '../api';
import { ExportMenu } from './export-menu';
import { TemplateDetail } from './template-detail';
import { builderHref, templateHref, TemplateList } from './template-list';
import { useCanWriteChecklists, useCorporationName } from './use-template-access';

const pageTitle = '체크리스트 템플릿 관리';

/**
 * /checklist-templates and /checklist-management (spec 2.2): the onboarding checklist templates;
 * `?id=` opens one (global search links there). `q` and `deleted` keep the list's search in the URL.
 */
export function ChecklistTemplatesPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <TemplateDetail key={id} id={id} /> : <TemplateListView />;
}

function TemplateListView() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('q') ?? '';
  const showDeleted = params.get('deleted') === '1';
  const canWrite = useCanWriteChecklists();
  const corporationName = useCorporationName();
  const templates = useQuery(templatesQuery({ feature_id: 'onboarding', show_deleted: showDeleted ? 'true' : 'false' }));
  const set = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const all = templates.data?.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle ? all.filter((t) => t.name.toLowerCase().includes(needle)) : all;
  const newButton = canWrite && (
    <Link to={builderHref()} className={buttonClasses()}>
      <Plus className="size-4" aria-hidden="true" />새 템플릿
    </Link>
  );

  return (
    <div>
      <PageHeader
        title={pageTitle}
        description="신규 입사자에게 배정되는 온보딩 체크리스트 템플릿과 버전을 관리합니다."
        actions={
          <>
            <ExportMenu label="전체 내보내기" ariaLabel="전체 템플릿 내보내기" onExport={downloadAllTemplates} />
            {newButton}
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative min-w-0 flex-1 sm:max-w-sm">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
          <Input
            type="search"
            aria-label="템플릿 이름 검색"
            placeholder="템플릿 이름으로 검색"
            value={search}
            onChange={(event) => set('q', event.target.value || undefined)}
            className="pl-9"
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <label className="flex shrink-0 items-center gap-2 text-sm text-gray-700">
          <Switch checked={showDeleted} onCheckedChange={(on) => set('deleted', on ? '1' : undefined)} />
          삭제된 템플릿 보기
        </label>
      </div>
      {templates.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="템플릿 목록 불러오는 중">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : templates.isError ? (
        <QueryErrorState error={templates.error} title="템플릿 목록을 불러오지 못했습니다" onRetry={() => templates.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={showDeleted ? '템플릿이 없습니다' : '체크리스트 템플릿이 없습니다'}
          description="신규 입사자가 입사 첫 주에 마칠 서류와 준비 항목을 템플릿으로 만들어 두세요."
          action={newButton || undefined}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={`'${search}'${pickJosa(search, '와/과')} 일치하는 템플릿이 없습니다`}
          description="다른 이름으로 검색해 보세요."
          action={
            <Button variant="outline" onClick={() => set('q', undefined)}>
              검색 초기화
            </Button>
          }
        />
      ) : (
        <TemplateList templates={shown} corporationName={corporationName} canWrite={canWrite} onOpen={(id) => void navigate(templateHref(id))} />
      )}
    </div>
  );
}
