import { headcountHint } from '@saram/shared/dashboard/dashboard';
import type { DashboardQuery } from '@saram/shared/dashboard/dashboard.schemas';
import type { Permission } from '@saram/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { ChartColumn } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { formatPeriod } from '../../lib/labels/format';
import { useAuthStore } from '../../lib/auth/auth-store';
import { departmentsQuery, onboardingQuery, statisticsQuery } from './hr-dashboard-api';
import { HrDashboardFilters } from './hr-dashboard-filters';
import {
  applicantRows,
  corporationChart,
  corporationRows,
  cycleProgress,
  flowsChart,
  headlineFigures,
  parseDashboardParams,
  trendChart,
  unitChart,
  unitRows,
} from './hr-dashboard-logic';
import { ChartCard } from '../../components/chart-card';
import { BreakdownList, FigureTile, Panel } from './hr-dashboard-parts';

function Loading() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="대시보드를 불러오는 중">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}

/** The HR dashboard (/ and /hr-dashboard): figures in the caller's scope, each leading to its list. */
export function HrDashboard() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseDashboardParams(params), [params]);
  const setQuery = useCallback((next: DashboardQuery) => setParams(new URLSearchParams(next as Record<string, string>)), [setParams]);
  const permissions = useAuthStore((s) => s.user?.permissions);
  const can = useCallback((p: Permission) => permissions?.includes(p) ?? false, [permissions]);
  const stats = useQuery(statisticsQuery(query));
  const onboarding = useQuery(onboardingQuery(query));
  const departments = useQuery(departmentsQuery(query));
  const s = stats.data;
  const d = departments.data;
  const cycles = s ? cycleProgress(s, can) : [];

  return (
    <div>
      <PageHeader
        title="HR 대시보드"
        description={s ? `${formatPeriod(s.filters.from, s.filters.to)} · ${headcountHint}` : '인원 현황과 인사 업무를 한눈에 봅니다.'}
      />
      <HrDashboardFilters query={query} applied={s?.filters} corporations={d?.corporations ?? []} onChange={setQuery} />
      {stats.isError ? (
        <QueryErrorState error={stats.error} icon={ChartColumn} title="대시보드를 불러오지 못했습니다" onRetry={() => void stats.refetch()} />
      ) : !s ? (
        <Loading />
      ) : (
        <div className="space-y-6">
          <section aria-label="주요 지표" className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
            {headlineFigures(s, onboarding.data, can).map((f) => (
              <FigureTile key={f.id} figure={f} />
            ))}
          </section>
          <div className="grid gap-6 lg:grid-cols-2">
            <ChartCard level="h2" testIdPrefix="dashboard-chart" spec={trendChart(s)} />
            <ChartCard level="h2" testIdPrefix="dashboard-chart" spec={flowsChart(s)} />
          </div>
          {d && (
            <div className="grid gap-6 lg:grid-cols-2">
              <ChartCard level="h2" testIdPrefix="dashboard-chart" spec={unitChart(d)} table={<BreakdownList label="조직별 재직 인원" rows={unitRows(d, can)} />} />
              <ChartCard level="h2" testIdPrefix="dashboard-chart" spec={corporationChart(d)} table={<BreakdownList label="법인별 재직 인원" rows={corporationRows(d, can)} />} />
            </div>
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="채용 전형별 지원자" description="진행 중인 채용 공고의 지원자를 전형 단계별로 셉니다 (회사 전체 기준).">
              <BreakdownList label="전형별 지원자" rows={applicantRows(s)} />
            </Panel>
            <Panel title="평가 진행" description="진행 중인 평가 주기마다 2차 검토 이상을 마친 비율입니다.">
              {cycles.length === 0 ? (
                <p className="py-6 text-center text-sm text-gray-600">진행 중인 평가 주기가 없습니다.</p>
              ) : (
                <ul className="space-y-3">
                  {cycles.map((c) => {
                    const label = (
                      <span className="flex items-baseline justify-between gap-2 text-sm">
                        <span className="truncate font-medium text-gray-900">{c.name}</span>
                        <span className="shrink-0 text-gray-700 tabular-nums">
                          {c.completed.toLocaleString('ko-KR')}/{c.total.toLocaleString('ko-KR')}명 ({c.percent}%)
                        </span>
                      </span>
                    );
                    return (
                      <li key={c.id}>
                        {c.href ? (
                          <Link to={c.href} className="block rounded-md hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500">
                            {label}
                          </Link>
                        ) : (
                          label
                        )}
                        <div
                          className="mt-1.5 h-2 rounded-full bg-gray-100"
                          role="progressbar"
                          aria-label={`${c.name} 완료율`}
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={c.percent}
                        >
                          <div className="h-full rounded-full bg-brand-600" style={{ width: `${c.percent}%` }} />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}
