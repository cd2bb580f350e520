import type { ChecklistTemplate, TemplateVersion } from '@saram/shared/checklists/checklists.schemas';
import { josa } from '@saram/shared/hangul';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardX, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { ConfirmDialog } from '../../../components/ui/overlays/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton, SkeletonStack } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/labels/format';
import { showSuccess } from '../../../lib/toast';
import { downloadTemplate, templateQuery, useDeleteTemplate, useRestoreVersion } from '../api';
import { comparePair, toggleVersion } from './compare-rows';
import { ExportMenu } from './export-menu';
import { assignmentLabel, authorLabel } from './labels';
import { RestoreDialog } from './restore-dialog';
import { TemplateContentView } from './template-content-view';
import { builderHref } from './template-list';
import { useCanWriteChecklists, useCorporationName } from './use-template-access';
import { VersionCompare } from './version-compare';
import { VersionHistory } from './version-history';

const listHref = '/checklist-templates';

function BackLink() {
  return (
    <Link to={listHref} className="mb-3 inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500">
      <ArrowLeft className="size-4" aria-hidden="true" />
      템플릿 목록
    </Link>
  );
}

/** One template (?id=): its current content, its versions, comparing two and restoring one. */
export function TemplateDetail({ id }: { id: string }) {
  const template = useQuery(templateQuery(id));
  if (template.isPending)
    return (
      <div aria-busy="true" aria-label="템플릿 불러오는 중">
        <BackLink />
        <Skeleton className="mb-6 h-10 w-64" />
        <SkeletonStack className="grid gap-4 lg:grid-cols-2" bars={['h-80', 'h-80']} />
      </div>
    );
  if (template.isError)
    return (
      <div>
        <BackLink />
        <QueryErrorState error={template.error} icon={ClipboardX} title="템플릿을 불러오지 못했습니다" onRetry={() => template.refetch()} />
      </div>
    );
  return <Loaded template={template.data} />;
}

function Loaded({ template }: { template: ChecklistTemplate }) {
  const navigate = useNavigate();
  const canWrite = useCanWriteChecklists();
  const corporationName = useCorporationName();
  const remove = useDeleteTemplate();
  const restore = useRestoreVersion();
  const [deleting, setDeleting] = useState(false);
  const [restoring, setRestoring] = useState<TemplateVersion | null>(null);
  const [picked, setPicked] = useState<TemplateVersion[]>([]);
  const [page, setPage] = useState(1);
  const live = canWrite && !template.deleted_at;
  const required = template.items.filter((i) => i.required).length;

  const pick = (version: TemplateVersion) =>
    setPicked((prev) => {
      const all = [...prev, version];
      return toggleVersion(
        prev.map((v) => v.version),
        version.version,
      ).map((n) => all.find((v) => v.version === n)!);
    });
  const pair = comparePair(picked.map((v) => v.version));
  const [before, after] = pair ? pair.map((n) => picked.find((v) => v.version === n)!) : [null, null];

  const doRestore = (changeSummary: string) => {
    if (!restoring) return;
    const from = restoring.version;
    restore
      .mutateAsync({ template_name: template.name, feature_id: template.feature_id, version: from, change_summary: changeSummary })
      .then((saved) => {
        showSuccess(`${josa(`버전 ${from}`, '을/를')} 복원해 ${josa(`버전 ${saved.version}`, '으로/로')} 저장했습니다`, template.name);
        setRestoring(null);
        setPage(1);
      })
      .catch(() => undefined);
  };
  const doDelete = () =>
    remove
      .mutateAsync(template.id)
      .then(() => {
        showSuccess('템플릿을 삭제했습니다.', template.name);
        setDeleting(false);
        void navigate(listHref);
      })
      .catch(() => undefined);

  return (
    <div>
      <BackLink />
      <PageHeader
        title={template.name}
        description={template.description || undefined}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {live && (
              <Link to={builderHref(template.id)} className={buttonClasses()}>
                <Pencil className="size-4" aria-hidden="true" />
                편집
              </Link>
            )}
            <ExportMenu label="내보내기" ariaLabel={`${template.name} 내보내기`} onExport={(format) => downloadTemplate(template.id, format)} />
            {live && (
              <Button variant="outline" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(true)}>
                <Trash2 className="size-4" aria-hidden="true" />
                삭제
              </Button>
            )}
          </div>
        }
      />
      <dl className="mb-6 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 rounded-xl border border-gray-200 bg-white p-4 text-sm sm:grid-cols-[5.5rem_minmax(0,1fr)_5.5rem_minmax(0,1fr)]">
        <dt className="text-gray-600">상태</dt>
        <dd className="flex flex-wrap gap-1.5">
          <Badge tone="brand">{`현재 v${template.version}`}</Badge>
          {template.deleted_at ? (
            <Badge tone="neutral">{`삭제됨 · ${formatDateTime(template.deleted_at)}`}</Badge>
          ) : (
            <Badge tone="success" dot>
              사용 중
            </Badge>
          )}
        </dd>
        <dt className="text-gray-600">적용 대상</dt>
        <dd className="text-gray-900">{assignmentLabel(template.assignment, corporationName)}</dd>
        <dt className="text-gray-600">항목</dt>
        <dd className="text-gray-900 tabular-nums">{`${template.items.length}개 · 필수 ${required}`}</dd>
        <dt className="text-gray-600">최근 변경</dt>
        <dd className="text-gray-900">{`${template.change_summary || '-'} (${authorLabel(template.updated_by ?? template.created_by)}, ${formatDateTime(template.updated_at)})`}</dd>
      </dl>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <section aria-labelledby="current-content" className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
          <h2 id="current-content" className="mb-3 text-base font-semibold text-gray-900">{`현재 내용 (버전 ${template.version})`}</h2>
          <TemplateContentView template={template} />
        </section>
        <section aria-labelledby="version-history" className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
          <h2 id="version-history" className="mb-3 text-base font-semibold text-gray-900">
            버전 기록
          </h2>
          <VersionHistory
            templateId={template.id}
            name={template.name}
            featureId={template.feature_id}
            current={template.version}
            picked={picked.map((v) => v.version)}
            onPick={pick}
            onRestore={live ? setRestoring : undefined}
            page={page}
            onPage={setPage}
          />
        </section>
      </div>
      {before && after && (
        <div className="mt-4">
          <VersionCompare key={`${before.version}-${after.version}`} name={template.name} featureId={template.feature_id} before={before} after={after} onClose={() => setPicked([])} />
        </div>
      )}
      <RestoreDialog key={restoring?.version ?? 0} version={restoring} current={template.version} pending={restore.isPending} onClose={() => setRestoring(null)} onRestore={doRestore} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="템플릿을 삭제할까요?"
        description={`'${template.name}' 템플릿(항목 ${template.items.length}개)을 삭제합니다. 새로 입사하는 직원에게 더 이상 배정되지 않으며, '삭제된 템플릿 보기'에서 기록을 볼 수 있습니다.`}
        confirmLabel="삭제"
        destructive
        pending={remove.isPending}
        onConfirm={() => void doDelete()}
      />
    </div>
  );
}
