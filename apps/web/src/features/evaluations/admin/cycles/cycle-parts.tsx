import { cycleStatusLabels, type CycleStatus } from '@saram/shared/evaluations/evaluations';
import type { EvaluationCycle } from '@saram/shared/evaluations/cycles.schemas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorState } from '../../../../components/feedback/query-error-state';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { PageHeader } from '../../../../components/ui/layout/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { formatDate } from '../../../../lib/labels/format';
import { cycleQuery } from '../api';

const statusTones: Record<CycleStatus, BadgeTone> = { draft: 'neutral', open: 'info', closed: 'warning', released: 'success' };

export function CycleStatusBadge({ status }: { status: CycleStatus }) {
  return (
    <Badge tone={statusTones[status]} dot>
      {cycleStatusLabels[status]}
    </Badge>
  );
}

export const cyclePeriod = (cycle: Pick<EvaluationCycle, 'periodStart' | 'periodEnd'>) => `${formatDate(cycle.periodStart)} ~ ${formatDate(cycle.periodEnd)}`;

export function LoadingBlock({ rows = 4 }: { rows?: number }) {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="불러오는 중">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

const tabs = [
  { to: 'status', label: '진행 현황' },
  { to: 'results', label: '결과·등급 조정' },
  { to: 'report', label: '리포트' },
] as const;

/**
 * The frame of a cycle's screens (status, results, report): the cycle's name, period and status,
 * links between its screens, then the screen.
 */
export function CycleFrame({ title, current, actions, children }: { title: string; current: (typeof tabs)[number]['to']; actions?: (cycle: EvaluationCycle) => ReactNode; children: (cycle: EvaluationCycle) => ReactNode }) {
  const { cycleId = '' } = useParams();
  const cycle = useQuery(cycleQuery(cycleId));
  if (cycle.isPending) return <LoadingBlock />;
  if (cycle.isError) return <QueryErrorState error={cycle.error} title="평가 주기를 불러오지 못했습니다" onRetry={() => void cycle.refetch()} />;
  const data = cycle.data;
  return (
    <div>
      <PageHeader
        title={title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="font-medium text-gray-800">{data.name}</span>
            <span className="tabular-nums">{cyclePeriod(data)}</span>
            <CycleStatusBadge status={data.status} />
          </span>
        }
        actions={actions?.(data)}
      />
      <nav aria-label="평가 주기 화면" className="mb-4 flex max-w-full gap-1 overflow-x-auto border-b border-gray-200">
        <Link to="/eval/cycles" className="-mb-px inline-flex h-10 shrink-0 items-center border-b-2 border-transparent px-3 text-sm font-medium text-gray-600 hover:text-gray-900">
          ← 평가 주기 목록
        </Link>
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={`/eval/cycles/${data.id}/${tab.to}`}
            aria-current={tab.to === current ? 'page' : undefined}
            className={cn(
              '-mb-px inline-flex h-10 shrink-0 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
              tab.to === current ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {children(data)}
    </div>
  );
}
