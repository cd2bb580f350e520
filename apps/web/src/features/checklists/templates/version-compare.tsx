import type { ChecklistItem, TemplateVersion } from '@saram/shared/checklists/checklists.schemas';
import { useQuery } from '@tanstack/react-query';
import { GitCompare, X } from 'lucide-react';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useRoleChoices } from '../../rbac/api';
import { compareQuery } from '../api';
import { compareRows, compareStatusLabels, type CompareRow, type CompareStatus } from './compare-rows';
import { verificationText } from '@saram/shared/checklists/checklist-defaults';
import { compareFieldLabels, fieldValueLabel } from './labels';

const tones: Record<CompareStatus, BadgeTone> = { added: 'success', removed: 'danger', changed: 'warning', same: 'neutral' };
const rowClasses: Record<CompareStatus, string> = {
  added: 'bg-green-50/70',
  removed: 'bg-red-50/70',
  changed: 'bg-amber-50/70',
  same: '',
};

type Props = { name: string; featureId: string; before: TemplateVersion; after: TemplateVersion; onClose: () => void };

function ItemCell({ item, version, status, roleLabel }: { item: ChecklistItem | null; version: TemplateVersion; status: CompareStatus; roleLabel: (n: string) => string }) {
  if (!item) return <p className="text-xs text-gray-500">{`버전 ${version.version}에 없음`}</p>;
  const section = version.sections.find((s) => s.id === item.sectionId)?.title;
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-1.5">
        {status !== 'same' && <Badge tone={tones[status]}>{compareStatusLabels[status]}</Badge>}
        <span className={cn('text-sm font-medium text-gray-900', status === 'removed' && 'line-through decoration-red-400')}>{item.title}</span>
      </div>
      <p className="mt-0.5 text-xs text-gray-600">
        {[section, item.required ? '필수' : '선택', verificationText(item.verification, roleLabel)].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}

function Changes({ row, before, after, roleLabel }: { row: CompareRow; before: TemplateVersion; after: TemplateVersion; roleLabel: (n: string) => string }) {
  return (
    <ul className="space-y-0.5 text-xs text-gray-800" aria-label={`${row.after?.title ?? row.id} 변경 내용`}>
      {row.changes.map((c) => (
        <li key={c.field}>
          <span className="font-semibold">{compareFieldLabels[c.field] ?? c.field}</span>
          {`: ${fieldValueLabel(c.field, c.before, { sections: before.sections, roleLabel })} → ${fieldValueLabel(c.field, c.after, { sections: after.sections, roleLabel })}`}
        </li>
      ))}
    </ul>
  );
}

/** Two versions side by side, aligned by item id; 추가/삭제/변경 in colour and in words, with each changed field. */
export function VersionCompare({ name, featureId, before, after, onClose }: Props) {
  const { labelOf } = useRoleChoices();
  const result = useQuery(compareQuery({ name, feature_id: featureId, v1: before.version, v2: after.version }));
  const title = `버전 ${before.version} ↔ 버전 ${after.version} 비교`;
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-base font-semibold text-gray-900">
            <GitCompare className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            {title}
          </h2>
          {result.data && (
            <p className="mt-1 text-sm text-gray-700">{`추가 ${result.data.added.length} · 삭제 ${result.data.removed.length} · 변경 ${new Set(result.data.changed.map((c) => c.itemId)).size}`}</p>
          )}
        </div>
        <Button size="icon-sm" variant="ghost" aria-label="비교 닫기" onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {result.isPending ? (
        <Skeleton className="h-40 w-full" aria-label="비교 결과 불러오는 중" />
      ) : result.isError ? (
        <QueryErrorState error={result.error} title="버전을 비교하지 못했습니다" onRetry={() => result.refetch()} />
      ) : (
        <table className="w-full table-fixed border-separate border-spacing-0 text-sm" aria-label={`${title} 결과`}>
          <thead>
            <tr>
              <th scope="col" className="border-b border-gray-200 px-2 py-2 text-left text-xs font-semibold text-gray-700">{`버전 ${before.version} (이전)`}</th>
              <th scope="col" className="border-b border-gray-200 px-2 py-2 text-left text-xs font-semibold text-gray-700">{`버전 ${after.version} (이후)`}</th>
            </tr>
          </thead>
          {compareRows(before.items, after.items, result.data).map((row) => (
            <tbody key={row.id} className={rowClasses[row.status]} data-status={row.status}>
              <tr>
                <td className="border-b border-gray-100 px-2 py-2 align-top">
                  <ItemCell item={row.before} version={before} status={row.status} roleLabel={labelOf} />
                </td>
                <td className="border-b border-gray-100 px-2 py-2 align-top">
                  <ItemCell item={row.after} version={after} status={row.status} roleLabel={labelOf} />
                </td>
              </tr>
              {row.changes.length > 0 && (
                <tr>
                  <td colSpan={2} className="border-b border-gray-100 px-2 pb-2">
                    <Changes row={row} before={before} after={after} roleLabel={labelOf} />
                  </td>
                </tr>
              )}
            </tbody>
          ))}
        </table>
      )}
    </section>
  );
}
