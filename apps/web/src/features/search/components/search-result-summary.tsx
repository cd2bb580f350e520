import type { SearchResultType } from '@saram/shared/search';
import type { SearchResult } from '@saram/shared/search.schemas';
import { ClipboardCheck, FileText, Target, UserPlus, UserRound, type LucideIcon } from 'lucide-react';
import { searchResultTypeLabels } from '../result-href';

const icons: Record<SearchResultType, LucideIcon> = {
  employee: UserRound,
  document: FileText,
  evaluation: Target,
  checklist: ClipboardCheck,
  candidate: UserPlus,
};

const iconTones: Record<SearchResultType, string> = {
  employee: 'bg-brand-50 text-brand-700',
  document: 'bg-gray-100 text-gray-700',
  evaluation: 'bg-violet-50 text-violet-700',
  checklist: 'bg-emerald-50 text-emerald-700',
  candidate: 'bg-amber-50 text-amber-800',
};

const dateParts = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 2026.11.21 (design.md). */
function formatDate(value: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}.${parts.month}.${parts.day}`;
}

export function metaLine(meta: SearchResult['meta']): string[] {
  const line: string[] = [];
  if (meta.employeeNo) line.push(`사번 ${meta.employeeNo}`);
  if (meta.status) line.push(meta.status);
  if (meta.version) line.push(`버전 ${meta.version}`);
  if (meta.items !== undefined) line.push(`항목 ${meta.items}개`);
  if (meta.participants !== undefined) line.push(`참여 ${meta.participants}명`);
  const updated = meta.updatedAt ? formatDate(meta.updatedAt) : null;
  if (updated) line.push(`수정 ${updated}`);
  return line;
}

/** One result: type icon, title, subtitle and meta, and the type as a label. */
export function SearchResultSummary({ result }: { result: SearchResult }) {
  const Icon = icons[result.type];
  const meta = metaLine(result.meta);
  return (
    <>
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${iconTones[result.type]}`}>
        <Icon className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-gray-900">{result.title}</span>
        {(result.subtitle || meta.length > 0) && (
          <span className="block truncate text-xs text-gray-600 tabular-nums">
            {[result.subtitle, ...meta].filter(Boolean).join(' · ')}
          </span>
        )}
      </span>
      <span className="shrink-0 rounded-md bg-gray-100 px-1.5 py-0.5 text-[11px] font-medium text-gray-600">
        {searchResultTypeLabels[result.type]}
      </span>
    </>
  );
}
