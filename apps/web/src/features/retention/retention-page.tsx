import type { LegalHold, PurgeCandidate } from '@saram/shared/retention/retention.schemas';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Archive, ShieldCheck, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { DataTable, type DataColumn } from '../../components/data-table';
import { formatDate, formatDateTime } from '../../lib/labels/format';
import { showSuccess } from '../../lib/toast';
import { holdsQueryOptions, purgePreviewQueryOptions, useRunPurge } from './api';
import { HoldDialog, type HoldTarget } from './hold-dialog';
import { previewSummary, purgeConfirmText, purgeOutcome } from './retention-text';

type Row = { employee_id: string; employee_no: string };

/** People by 사번 (pinned), the given columns, and one action per row. */
function PeopleTable<R extends Row>({ label, rows, columns, action }: { label: string; rows: R[]; columns: DataColumn<R>[]; action: { text: string; run: (row: R) => void } }) {
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(r) => r.employee_id}
      columns={[{ header: '사번', pinned: true, className: 'font-mono', cell: (r) => r.employee_no }, ...columns]}
      actions={(r) => (
        <Button variant="outline" size="sm" onClick={() => action.run(r)} aria-label={`${r.employee_no} 법적 ${action.text}`}>
          {action.text}
        </Button>
      )}
    />
  );
}

const candidateColumns: DataColumn<PurgeCandidate>[] = [
  { header: '이름', cell: (c) => c.name_masked },
  { header: '퇴직일', numeric: true, cell: (c) => formatDate(c.termination_date) },
  { header: '보존 만료일', numeric: true, cell: (c) => formatDate(c.retention_end_date) },
  { header: '퇴직 후', numeric: true, cell: (c) => `${c.years_since}년` },
];

const holdColumns: DataColumn<LegalHold>[] = [
  { header: '이름', cell: (h) => h.name },
  { header: '퇴직일', numeric: true, cell: (h) => (h.termination_date ? formatDate(h.termination_date) : '재직 중') },
  { header: '사유', wrap: true, cell: (h) => h.reason },
  {
    header: '지정',
    cell: (h) => (
      <>
        {h.held_by}
        <span className="block text-[12px] text-gray-500 tabular-nums">{formatDateTime(h.held_at)}</span>
      </>
    ),
  },
];

type PanelProps<D, R> = {
  query: UseQueryResult<D>;
  icon: LucideIcon;
  loading: string;
  errorTitle: string;
  empty: { icon: LucideIcon; title: string; description: string };
  rows: (data: D) => R[];
  children: (rows: R[]) => ReactNode;
};

/** A section's list: skeleton while loading, the error with a retry, the empty state, or the rows. */
function QueryPanel<D, R>({ query, icon, loading, errorTitle, empty, rows, children }: PanelProps<D, R>) {
  if (query.isPending) return <Skeleton className="h-32 rounded-xl" aria-label={loading} />;
  if (query.isError)
    return (
      <Card>
        <QueryErrorState error={query.error} icon={icon} title={errorTitle} onRetry={() => query.refetch()} />
      </Card>
    );
  const list = rows(query.data);
  if (list.length === 0)
    return (
      <Card>
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      </Card>
    );
  return children(list);
}

/** 개인정보 파기 (/retention): who the next purge anonymises, the legal holds, and 지금 파기 실행. */
export function RetentionPage() {
  const preview = useQuery(purgePreviewQueryOptions());
  const holds = useQuery(holdsQueryOptions());
  const run = useRunPurge();
  const [confirming, setConfirming] = useState(false);
  const [hold, setHold] = useState<HoldTarget | null>(null);

  const candidates = (
    <QueryPanel
      query={preview}
      icon={Trash2}
      loading="파기 대상 불러오는 중"
      errorTitle="파기 대상을 불러오지 못했습니다"
      empty={{ icon: ShieldCheck, title: '파기할 대상이 없습니다', description: '퇴직 후 3년이 지난 기록은 모두 익명화되었거나 법적 보존 중입니다.' }}
      rows={(d) => d.data}
    >
      {(rows) => (
        <PeopleTable
          label="파기 대상 목록"
          rows={rows}
          columns={candidateColumns}
          action={{ text: '보존 지정', run: (c) => setHold({ mode: 'place', employeeId: c.employee_id, label: `${c.name_masked} (${c.employee_no})` }) }}
        />
      )}
    </QueryPanel>
  );
  const held = (
    <QueryPanel
      query={holds}
      icon={Archive}
      loading="법적 보존 목록 불러오는 중"
      errorTitle="법적 보존 목록을 불러오지 못했습니다"
      empty={{ icon: Archive, title: '법적 보존 중인 기록이 없습니다', description: '소송이나 감사로 보관해야 하는 기록은 보존을 지정하세요.' }}
      rows={(d) => d.data}
    >
      {(rows) => (
        <PeopleTable
          label="법적 보존 목록"
          rows={rows}
          columns={holdColumns}
          action={{ text: '보존 해제', run: (h) => setHold({ mode: 'remove', employeeId: h.employee_id, label: `${h.name} (${h.employee_no})` }) }}
        />
      )}
    </QueryPanel>
  );

  return (
    <>
      <PageHeader
        title="개인정보 파기"
        description="근로기준법 제42조에 따라 퇴직 후 3년간 보존한 기록은 매일 새벽 3시에 익명화합니다. 주민등록번호·급여·연락처 등은 파기되고 사번·소속·입사일·퇴직일만 남습니다."
        actions={
          <>
            <Button variant="outline" onClick={() => setHold({ mode: 'place' })}>
              <Archive aria-hidden="true" />
              보존 지정
            </Button>
            <Button variant="destructive" onClick={() => setConfirming(true)} disabled={!preview.data || preview.data.counts.eligible === 0}>
              <Trash2 aria-hidden="true" />
              지금 파기 실행
            </Button>
          </>
        }
      />
      <section aria-labelledby="retention-candidates" className="space-y-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id="retention-candidates" className="text-base font-semibold text-gray-900">
            다음 파기 대상
          </h2>
          {preview.data && (
            <p className="text-[13px] text-gray-600 tabular-nums">
              기준일 {formatDate(preview.data.today)} · {previewSummary(preview.data)}
            </p>
          )}
        </div>
        {candidates}
      </section>
      <section aria-labelledby="retention-holds" className="mt-8 space-y-3">
        <h2 id="retention-holds" className="text-base font-semibold text-gray-900">
          법적 보존
        </h2>
        {held}
      </section>
      {hold && <HoldDialog target={hold} onClose={() => setHold(null)} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !run.isPending && setConfirming(false)}
        title="지금 파기할까요?"
        description={preview.data ? purgeConfirmText(preview.data) : ''}
        confirmLabel="파기 실행"
        destructive
        pending={run.isPending}
        onConfirm={() =>
          run.mutate(undefined, {
            onSuccess: (result) => {
              const outcome = purgeOutcome(result);
              showSuccess(outcome.title, outcome.description);
              setConfirming(false);
            },
          })
        }
      />
    </>
  );
}
