import type { TemplateVersion } from '@saram/shared/checklists/checklists.schemas';
import { useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/labels/format';
import { versionsQuery } from '../api';
import { authorLabel } from './labels';

export const versionsPageSize = 10;

type Props = {
  templateId: string;
  name: string;
  featureId: string;
  current: number;
  picked: readonly number[];
  onPick: (version: TemplateVersion) => void;
  /** Absent: the caller may not restore (or the template is deleted). */
  onRestore?: ((version: TemplateVersion) => void) | undefined;
  page: number;
  onPage: (page: number) => void;
};

/** The template's versions, newest first, ten a page: pick two to compare, restore an older one. */
export function VersionHistory({ templateId, name, featureId, current, picked, onPick, onRestore, page, onPage }: Props) {
  const versions = useQuery(versionsQuery({ name, feature_id: featureId, page, limit: versionsPageSize }));
  if (versions.isPending)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="버전 기록 불러오는 중">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (versions.isError) return <QueryErrorState error={versions.error} title="버전 기록을 불러오지 못했습니다" onRetry={() => versions.refetch()} />;
  const { data, total, hasNext } = versions.data;
  if (data.length === 0) return <EmptyState icon={History} title="버전 기록이 없습니다" />;
  // Versions are looked up by name: a deleted template whose name a newer one took shows no history of the other.
  if (data[0]!.template_id !== templateId)
    return <EmptyState icon={History} title="버전 기록을 볼 수 없습니다" description="같은 이름의 템플릿이 새로 만들어져, 삭제된 이 템플릿의 버전 기록은 이름으로 찾을 수 없습니다." />;
  const pages = Math.max(1, Math.ceil(total / versionsPageSize));
  return (
    <div>
      <p className="mb-2 text-xs text-gray-600" id="version-pick-hint">
        {`비교할 버전 두 개를 선택하세요 (${picked.length}/2 선택).`}
      </p>
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label="버전 기록" aria-describedby="version-pick-hint">
        {data.map((v) => {
          const isPicked = picked.includes(v.version);
          const checkboxId = `version-pick-${v.version}`;
          return (
            <li key={v.version} className={cn('flex items-start gap-3 px-3 py-2.5', isPicked && 'bg-brand-50/60')}>
              <Checkbox id={checkboxId} className="mt-0.5" checked={isPicked} onCheckedChange={() => onPick(v)} aria-label={`버전 ${v.version} 비교 선택`} />
              <div className="min-w-0 flex-1">
                <label htmlFor={checkboxId} className="flex flex-wrap items-center gap-1.5">
                  <span className="text-sm font-semibold text-gray-900">{`버전 ${v.version}`}</span>
                  {v.version === current && <Badge tone="brand">현재</Badge>}
                </label>
                <p className="mt-0.5 text-sm text-gray-800">{v.change_summary || '-'}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-1 text-xs text-gray-600 tabular-nums">
                  {[authorLabel(v.created_by), formatDateTime(v.created_at), `항목 ${v.items.length}개`].map((part, i) => (
                    <span key={i} className="whitespace-nowrap">
                      {i > 0 && '· '}
                      {part}
                    </span>
                  ))}
                </p>
              </div>
              {onRestore && v.version !== current && (
                <Button size="sm" variant="outline" className="shrink-0" aria-label={`버전 ${v.version} 복원`} onClick={() => onRestore(v)}>
                  <RotateCcw className="size-4" aria-hidden="true" />
                  복원
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className="mt-3 flex items-center justify-between gap-2" aria-label="버전 기록 페이지">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            이전
          </Button>
          <span className="text-xs text-gray-600 tabular-nums">{`${page} / ${pages} 페이지`}</span>
          <Button size="sm" variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
            다음
          </Button>
        </nav>
      )}
    </div>
  );
}
