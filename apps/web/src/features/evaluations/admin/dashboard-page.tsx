import { evaluationStatuses, evaluationStatusLabels } from '@saram/shared/evaluations/evaluations';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/forms/select';
import { cycleResultsQuery, cycleStatusQuery, cyclesQuery } from './api';
import { CycleStatusBadge, LoadingBlock } from './cycles/cycle-parts';
import { Distribution } from './cycles/cycle-results-page';

const pct = (n: number, total: number) => (total ? Math.round((n / total) * 100) : 0);

/** Horizontal bars, one per row, drawn with CSS (no chart library to load). */
function Bars({ label, rows }: { label: string; rows: { key: string; name: string; value: number; total: number }[] }) {
  return (
    <ul className="space-y-2" aria-label={label}>
      {rows.map((r) => (
        <li key={r.key} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2 text-sm">
          <span className="truncate text-gray-800">{r.name}</span>
          <span className="h-3 rounded-full bg-gray-100">
            <span className="block h-full rounded-full bg-brand-600" style={{ width: `${pct(r.value, r.total)}%` }} />
          </span>
          <span className="text-right text-gray-700 tabular-nums">
            {r.value}/{r.total} ({pct(r.value, r.total)}%)
          </span>
        </li>
      ))}
    </ul>
  );
}

function CycleCharts({ cycleId }: { cycleId: string }) {
  const status = useQuery(cycleStatusQuery(cycleId));
  const results = useQuery(cycleResultsQuery(cycleId));
  if (status.isPending) return <LoadingBlock />;
  if (status.isError) return <QueryErrorState error={status.error} title="진행 현황을 불러오지 못했습니다" onRetry={() => void status.refetch()} />;
  const s = status.data;
  const done = (byStatus: Record<string, number>) => (byStatus.second_reviewed ?? 0) + (byStatus.confirmed ?? 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>단계별 진행</CardTitle>
          <p className="text-sm text-gray-600">대상 {s.total}명 중 각 단계에 있는 인원</p>
        </CardHeader>
        <CardContent>
          <Bars label="단계별 인원" rows={evaluationStatuses.map((st) => ({ key: st, name: evaluationStatusLabels[st], value: s.byStatus[st] ?? 0, total: s.total }))} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>조직별 완료율</CardTitle>
          <p className="text-sm text-gray-600">2차 검토 이상을 마친 비율</p>
        </CardHeader>
        <CardContent>
          <Bars label="조직별 완료" rows={s.byUnit.map((u) => ({ key: u.unitId ?? u.unit, name: u.unit, value: done(u.byStatus), total: u.total }))} />
        </CardContent>
      </Card>
      <div className="lg:col-span-2">
        {results.isPending ? <LoadingBlock rows={2} /> : results.isError ? null : <Distribution results={results.data} />}
      </div>
    </div>
  );
}

/** /eval/dashboard (평가 대시보드): one cycle's progress by stage and unit, and its grade distribution. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const cycles = useQuery(cyclesQuery());
  const id = useId();
  const rows = (cycles.data?.data ?? []).filter((c) => c.status !== 'draft');
  const selected = rows.find((c) => c.id === params.get('cycle')) ?? rows.find((c) => c.status === 'open') ?? rows[0];
  return (
    <div>
      <PageHeader title="평가 대시보드" description="평가 주기의 단계별·조직별 진행과 등급 분포를 봅니다." />
      {cycles.isPending ? (
        <LoadingBlock />
      ) : cycles.isError ? (
        <QueryErrorState error={cycles.error} title="평가 주기를 불러오지 못했습니다" onRetry={() => void cycles.refetch()} />
      ) : !selected ? (
        <EmptyState icon={BarChart3} title="시작한 평가 주기가 없습니다" description="평가 주기를 시작하면 진행 현황이 여기에 나옵니다." />
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-full max-w-xs">
              <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-600">
                평가 주기
              </label>
              <Select value={selected.id} onValueChange={(v) => setParams({ cycle: v }, { replace: true })}>
                <SelectTrigger id={id}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {rows.map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <CycleStatusBadge status={selected.status} />
          </div>
          <CycleCharts key={selected.id} cycleId={selected.id} />
        </div>
      )}
    </div>
  );
}
