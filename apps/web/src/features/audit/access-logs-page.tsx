import { accessActionLabels, accessActions, accessSubjectText } from '@saram/shared/audit/audit';
import type { AccessEntry } from '@saram/shared/audit/audit.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, FileSearch } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/forms/label';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/forms/select';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatDateTime } from '../../lib/labels/format';
import { accessLogsQueryOptions, type AccessFilters } from './api';
import { AccessExportDialog } from './access-export-dialog';
import { AccessReviewPanel } from './access-review';
import { LookupField, MoreButton, PeriodFields, type Picked } from './filter-fields';

const anyAction = 'all';

function subjectOf(r: AccessEntry) {
  return r.subjectType === 'employee' && !r.subjectName ? `알 수 없음 (${r.subjectId.slice(0, 8)})` : accessSubjectText(r);
}

/** The first few fields; the full list is in the cell's title and the download. */
function fieldsOf(fields: string[]) {
  const shown = fields.slice(0, 3).join(', ');
  return fields.length > 3 ? `${shown} 외 ${fields.length - 3}개` : shown;
}

function AccessRows({ rows }: { rows: AccessEntry[] }) {
  return (
    <Table aria-label="개인정보 접속기록">
      <TableHeader>
        <TableRow>
          <TableHead pinned>일시</TableHead>
          <TableHead>계정</TableHead>
          <TableHead>주소</TableHead>
          <TableHead>정보주체</TableHead>
          <TableHead>처리</TableHead>
          <TableHead>항목</TableHead>
          <TableHead>사유</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="access-row">
            <TableCell pinned className="tabular-nums">
              {formatDateTime(r.at)}
            </TableCell>
            <TableCell>{r.actorLabel}</TableCell>
            <TableCell className="font-mono text-[12px] text-gray-600">{r.ip ?? '-'}</TableCell>
            <TableCell wrap>{subjectOf(r)}</TableCell>
            <TableCell>
              <Badge tone={r.action === 'download' ? 'warning' : 'neutral'}>{accessActionLabels[r.action as keyof typeof accessActionLabels] ?? r.action}</Badge>
            </TableCell>
            <TableCell wrap className="text-[12px] text-gray-600" title={r.fields.join(', ')}>
              {fieldsOf(r.fields)}
            </TableCell>
            <TableCell wrap>{r.reason ?? '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AccessList() {
  const [actor, setActor] = useState<Picked | null>(null);
  const [subject, setSubject] = useState<Picked | null>(null);
  const [action, setAction] = useState(anyAction);
  const [period, setPeriod] = useState({ from: '', to: '' });
  const [exporting, setExporting] = useState(false);
  const filters: AccessFilters = {
    ...period,
    actor_id: actor?.id,
    ...(subject ? { subject_type: 'employee', subject_id: subject.id } : {}),
    action: action === anyAction ? undefined : action,
  };
  const list = useInfiniteQuery(accessLogsQueryOptions(filters));
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];

  let body;
  if (list.isPending) body = <Skeleton className="h-64 rounded-xl" aria-label="접속기록 불러오는 중" />;
  else if (list.isError)
    body = (
      <Card>
        <QueryErrorState error={list.error} icon={FileSearch} title="접속기록을 불러오지 못했습니다" onRetry={() => list.refetch()} />
      </Card>
    );
  else if (rows.length === 0)
    body = (
      <Card>
        <EmptyState icon={FileSearch} title="조건에 맞는 기록이 없습니다" description="기간을 넓히거나 조건을 지워 보세요." />
      </Card>
    );
  else
    body = (
      <>
        <AccessRows rows={rows} />
        <MoreButton hasNext={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} shown={rows.length} />
      </>
    );

  return (
    <>
      <Card className="mb-4 grid grid-cols-2 gap-3 p-4 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end [&>*:not(.period)]:col-span-2 sm:[&>*:not(.period)]:col-span-1" role="search" aria-label="접속기록 검색 조건">
        <LookupField kind="actors" label="계정" placeholder="이름 또는 로그인 ID" value={actor} onChange={setActor} />
        <LookupField kind="subjects" label="정보주체" placeholder="직원 이름 또는 사번" value={subject} onChange={setSubject} />
        <div>
          <Label className="mb-1 block text-[13px] text-gray-700" id="access-action-label">
            처리
          </Label>
          <Select value={action} onValueChange={setAction}>
            <SelectTrigger controlSize="sm" aria-labelledby="access-action-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={anyAction}>전체</SelectItem>
              {accessActions.map((a) => (
                <SelectItem key={a} value={a}>
                  {accessActionLabels[a]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <PeriodFields from={period.from} to={period.to} onChange={(from, to) => setPeriod({ from, to })} />
        <Button variant="outline" size="sm" className="h-9" onClick={() => setExporting(true)}>
          <Download aria-hidden="true" />
          내려받기
        </Button>
      </Card>
      {body}
      {exporting && <AccessExportDialog filters={filters} onClose={() => setExporting(false)} />}
    </>
  );
}

/** 개인정보 접속기록 (/access-logs, PIPA art. 8): the records and the monthly review an administrator signs off. */
export function AccessLogsPage() {
  return (
    <>
      <PageHeader
        title="개인정보 접속기록"
        description="누가 언제 어디서 누구의 개인정보를 어떻게, 왜 처리했는지 봅니다. 매월 점검하고 서명합니다 (개인정보 안전성 확보조치 기준 제8조)."
      />
      <Tabs defaultValue="records">
        <TabsList className="mb-4">
          <TabsTrigger value="records">접속기록</TabsTrigger>
          <TabsTrigger value="review">월간 점검</TabsTrigger>
        </TabsList>
        <TabsContent value="records">
          <AccessList />
        </TabsContent>
        <TabsContent value="review">
          <AccessReviewPanel />
        </TabsContent>
      </Tabs>
    </>
  );
}
