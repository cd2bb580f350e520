import { searchTypeLabels, type SearchResultType } from '@saram/shared/search/search';
import type { SearchResult } from '@saram/shared/search/search.schemas';
import {
  Building2,
  ChartColumn,
  ClipboardCheck,
  FileText,
  Megaphone,
  Target,
  UserPlus,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { formatDate, seoulDay } from '../../../lib/labels/format';

const icons: Record<SearchResultType, LucideIcon> = {
  employee: UserRound,
  candidate: UserPlus,
  notice: Megaphone,
  unit: Building2,
  task_force: UsersRound,
  checklist: ClipboardCheck,
  evaluation: Target,
  report: ChartColumn,
  document: FileText,
};

const iconTones: Record<SearchResultType, string> = {
  employee: 'bg-brand-50 text-brand-700',
  candidate: 'bg-amber-50 text-amber-800',
  notice: 'bg-orange-50 text-orange-800',
  unit: 'bg-sky-50 text-sky-800',
  task_force: 'bg-cyan-50 text-cyan-800',
  checklist: 'bg-emerald-50 text-emerald-700',
  evaluation: 'bg-violet-50 text-violet-700',
  report: 'bg-indigo-50 text-indigo-700',
  document: 'bg-gray-100 text-gray-700',
};

/** 12KB, 1.4MB. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}

/** The meta after the subtitle; what the subtitle already says (a document's kind) is not repeated. */
export function metaLine(meta: SearchResult['meta'], subtitle: string | null = null): string[] {
  const line: string[] = [];
  if (meta.employeeNo) line.push(`사번 ${meta.employeeNo}`);
  if (meta.kind && !subtitle?.includes(meta.kind)) line.push(meta.kind);
  if (meta.status) line.push(meta.status);
  if (meta.version) line.push(`버전 ${meta.version}`);
  if (meta.items !== undefined) line.push(`항목 ${meta.items.toLocaleString('ko-KR')}개`);
  if (meta.participants !== undefined) line.push(`참여 ${meta.participants.toLocaleString('ko-KR')}명`);
  if (meta.size !== undefined) line.push(sizeText(meta.size));
  if (meta.updatedAt) line.push(`수정 ${formatDate(meta.updatedAt.slice(0, 10) === meta.updatedAt ? meta.updatedAt : seoulDay(meta.updatedAt))}`);
  return line;
}


/** One result: type icon, title, subtitle and meta, and the type as a label. */
export function SearchResultSummary({ result }: { result: SearchResult }) {
  const Icon = icons[result.type];
  const meta = metaLine(result.meta, result.subtitle);
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
        {searchTypeLabels[result.type]}
      </span>
    </>
  );
}
