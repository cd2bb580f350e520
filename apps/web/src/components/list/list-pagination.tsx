import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/forms/select';
import { pageSizes, type PageSize } from './page-sizes';

export type ListPaginationProps = {
  page: number;
  pageSize: PageSize;
  total: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  /** The counter after the total: 명 for people (the default), 건 for records such as certificates. */
  counter?: '명' | '건';
};

const n = (value: number) => value.toLocaleString('ko-KR');

/** '21-40 / 312명'; a page of one row says '41 / 41명'. */
function rangeText(first: number, last: number, total: number, counter: string): string {
  if (total === 0) return `0${counter}`;
  return `${first === last ? n(first) : `${n(first)}-${n(last)}`} / ${n(total)}${counter}`;
}

/** Under the table: rows shown, page size, previous and next (the server says whether there is a next page). */
export function ListPagination({ page, pageSize, total, hasNext, onPage, onPageSize, counter = '명' }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="페이지" className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm text-gray-600">
      <div className="flex items-center gap-2">
        <Select value={String(pageSize)} onValueChange={(value) => onPageSize(Number(value) as PageSize)}>
          <SelectTrigger controlSize="sm" className="w-[6.75rem] sm:w-[5.75rem]" aria-label="페이지당 행 수">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pageSizes.map((size) => (
              <SelectItem key={size} value={String(size)}>{`${size}개씩`}</SelectItem>
            ))}
          </SelectContent>
        </Select>
        <span className="whitespace-nowrap tabular-nums">{rangeText(first, last, total, counter)}</span>
      </div>
      <div className="flex items-center gap-1.5">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="이전 페이지">
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">이전</span>
        </Button>
        <span className="min-w-14 text-center whitespace-nowrap tabular-nums">{`${page} / ${pages}`}</span>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)} aria-label="다음 페이지">
          <span className="hidden sm:inline">다음</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
