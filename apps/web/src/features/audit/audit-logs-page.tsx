import type { AuditEntry } from '@saram/shared/audit/audit.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/forms/input';
import { Label } from '../../components/ui/forms/label';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDateTime } from '../../lib/labels/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { auditLogsQueryOptions, type AuditFilters } from './api';
import { AuditDiffSheet } from './audit-diff-sheet';
import { LookupField, MoreButton, PeriodFields, type Picked } from './filter-fields';

function TextFilter({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (v: string) => void; placeholder: string }) {
  const id = `audit-filter-${label}`;
  return (
    <div>
      <Label htmlFor={id} className="mb-1 block text-[13px] text-gray-700">
        {label}
      </Label>
      <Input id={id} controlSize="sm" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** 감사 로그 (/audit-logs): who changed what and when, newest first; a row opens its before/after. */
export function AuditLogsPage() {
  const [actor, setActor] = useState<Picked | null>(null);
  const [text, setText] = useState({ target_collection: '', target_id: '', action: '' });
  const [period, setPeriod] = useState({ from: '', to: '' });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const typed = useDebouncedValue(text, 300);
  const filters: AuditFilters = { ...typed, ...period, actor_id: actor?.id };
  const list = useInfiniteQuery(auditLogsQueryOptions(filters));
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const set = (key: keyof typeof text) => (value: string) => setText((t) => ({ ...t, [key]: value }));

  let body;
  if (list.isPending) body = <Skeleton className="h-64 rounded-xl" aria-label="감사 로그 불러오는 중" />;
  else if (list.isError)
    body = (
      <Card>
        <QueryErrorState error={list.error} icon={History} title="감사 로그를 불러오지 못했습니다" onRetry={() => list.refetch()} />
      </Card>
    );
  else if (rows.length === 0)
    body = (
      <Card>
        <EmptyState icon={History} title="조건에 맞는 기록이 없습니다" description="기간을 넓히거나 조건을 지워 보세요." />
      </Card>
    );
  else
    body = (
      <>
        <Table aria-label="감사 로그">
          <TableHeader>
            <TableRow>
              <TableHead pinned>일시</TableHead>
              <TableHead>사용자</TableHead>
              <TableHead>작업</TableHead>
              <TableHead>대상</TableHead>
              <TableHead>주소</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} onClick={() => setOpen(r)} data-testid="audit-row">
                <TableCell pinned className="tabular-nums">
                  <button type="button" className="text-left hover:underline" onClick={() => setOpen(r)} aria-label={`${formatDateTime(r.at)} ${r.action} 변경 내용 보기`}>
                    {formatDateTime(r.at)}
                  </button>
                </TableCell>
                <TableCell>{r.actorLabel}</TableCell>
                <TableCell className="font-mono text-[12px]">{r.action}</TableCell>
                <TableCell className="font-mono text-[12px]">
                  {r.targetCollection}
                  {r.targetId ? <span className="text-gray-500"> / {r.targetId}</span> : null}
                </TableCell>
                <TableCell className="font-mono text-[12px] text-gray-600">{r.ip ?? '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <MoreButton hasNext={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} shown={rows.length} />
      </>
    );

  return (
    <>
      <PageHeader title="감사 로그" description="누가 언제 무엇을 바꾸었는지 최신순으로 봅니다. 행을 누르면 변경 전과 후를 비교합니다." />
      <Card className="mb-4 grid grid-cols-2 gap-3 p-4 lg:grid-cols-6 [&>*:not(.period)]:col-span-2 sm:[&>*:not(.period)]:col-span-1" role="search" aria-label="감사 로그 검색 조건">
        <LookupField kind="actors" label="사용자" placeholder="이름 또는 로그인 ID" value={actor} onChange={setActor} />
        <TextFilter label="대상 종류" value={text.target_collection} onChange={set('target_collection')} placeholder="예: employees" />
        <TextFilter label="대상 ID" value={text.target_id} onChange={set('target_id')} placeholder="대상의 ID" />
        <TextFilter label="작업" value={text.action} onChange={set('action')} placeholder="예: employees.update" />
        <PeriodFields from={period.from} to={period.to} onChange={(from, to) => setPeriod({ from, to })} />
      </Card>
      {body}
      <AuditDiffSheet entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
