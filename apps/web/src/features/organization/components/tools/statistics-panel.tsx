import { taskForceStatusLabels } from '@saram/shared/organization/organization-task-forces';
import type { HierarchyHealth } from '@saram/shared/organization/organization-tools.schemas';
import { taskForceStatuses } from '@saram/shared/organization/organization';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { formatDateTime } from '../../../../lib/labels/format';
import { healthQueryOptions, statisticsQueryOptions } from '../../tools-api';
import { RecheckButton } from './recheck-button';

const number = new Intl.NumberFormat('ko-KR');

const healthLabels: Record<HierarchyHealth['status'], { label: string; tone: BadgeTone }> = {
  healthy: { label: '정상', tone: 'success' },
  warning: { label: '주의', tone: 'warning' },
  critical: { label: '위험', tone: 'danger' },
};

/** The server's check names, in Korean; an unknown name is shown as it is. */
const checkLabels: Record<string, string> = {
  database: '데이터 응답 시간',
  structure: '구조 오류',
  inactiveParents: '비활성 상위 조직',
  unplacedEmployees: '미배치 직원',
  unlinkedEmployees: '미연결 직원',
  overdueTaskForces: '기한 지난 TF',
  pendingApprovals: '결재 중인 TF',
};

const checkIcons = {
  ok: { icon: CircleCheck, colour: 'text-green-700' },
  warning: { icon: TriangleAlert, colour: 'text-amber-600' },
  error: { icon: CircleAlert, colour: 'text-red-600' },
} as const;

function Stat({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <Card className="px-4 py-3.5 sm:px-5">
      <p className="text-[13px] text-gray-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-gray-900 tabular-nums">{value}</p>
      {detail && <p className="mt-0.5 text-[13px] text-gray-600 tabular-nums">{detail}</p>}
    </Card>
  );
}

function HealthCard() {
  const query = useQuery(healthQueryOptions());
  const { data, isPending } = query;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="space-y-1">
          <CardTitle>상태 점검</CardTitle>
          <CardDescription>{data ? `${formatDateTime(data.checkedAt)} 기준` : '조직 데이터의 상태를 확인합니다.'}</CardDescription>
        </div>
        {data && (
          <Badge tone={healthLabels[data.status].tone} dot>
            {healthLabels[data.status].label}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {isPending || !data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <ul className="divide-y divide-gray-100" aria-label="상태 점검 항목">
            {data.checks.map((check) => {
              const { icon: Icon, colour } = checkIcons[check.status];
              return (
                <li key={check.name} className="flex items-start gap-2.5 py-2 text-sm">
                  <Icon className={cn('mt-0.5 size-4 shrink-0', colour)} aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-gray-900">{checkLabels[check.name] ?? check.name}</p>
                    <p className="text-[13px] text-gray-600">{check.message}</p>
                  </div>
                  <span className="shrink-0 text-gray-900 tabular-nums">
                    {check.name === 'database' ? `${number.format(check.count)}ms` : `${number.format(check.count)}건`}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <RecheckButton query={query} />
      </CardContent>
    </Card>
  );
}

/** GET statistics and health as cards: totals, units per level, task forces per status, the health checks. */
export function StatisticsPanel() {
  const { data: stats, isPending } = useQuery(statisticsQueryOptions());
  return (
    <div className="space-y-4">
      {isPending || !stats ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true" aria-label="조직 통계 불러오는 중">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-[92px] w-full rounded-xl" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="조직 통계" role="group">
          <Stat
            label="전체 조직"
            value={`${number.format(stats.units.total)}개`}
            detail={`활성 ${number.format(stats.units.active)} · 비활성 ${number.format(stats.units.inactive)}`}
          />
          <Stat
            label="재직 직원"
            value={`${number.format(stats.employees.active)}명`}
            detail={`휴직 ${number.format(stats.employees.onLeave)} · 미배치 ${number.format(stats.employees.unplaced)}`}
          />
          <Stat label="법인" value={`${number.format(stats.corporations)}개`} detail={`겸직 ${number.format(stats.employees.concurrentPosts)}건`} />
          <Stat label="최대 깊이" value={`${stats.maxDepth}단계`} detail={`임시 조직 ${number.format(stats.units.temporary)}개`} />
        </div>
      )}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>레벨별 조직</CardTitle>
            <CardDescription>활성 조직 수 / 전체</CardDescription>
          </CardHeader>
          <CardContent>
            {!stats ? (
              <Skeleton className="h-32 w-full" />
            ) : (
              <dl className="space-y-2 text-sm">
                {stats.byLevel.map((level) => (
                  <div key={level.level} className="flex items-center justify-between gap-2">
                    <dt className="text-gray-700">{`레벨 ${level.level} · ${level.label}`}</dt>
                    <dd className="text-gray-900 tabular-nums">{`${number.format(level.active)} / ${number.format(level.total)}`}</dd>
                  </div>
                ))}
              </dl>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>TF 상태</CardTitle>
            <CardDescription>상태별 TF 수</CardDescription>
          </CardHeader>
          <CardContent>
            {!stats ? (
              <Skeleton className="h-32 w-full" />
            ) : (
              <dl className="space-y-2 text-sm">
                {taskForceStatuses.map((status) => (
                  <div key={status} className="flex items-center justify-between gap-2">
                    <dt className="text-gray-700">{taskForceStatusLabels[status]}</dt>
                    <dd className="text-gray-900 tabular-nums">{`${number.format(stats.taskForces[status] ?? 0)}건`}</dd>
                  </div>
                ))}
              </dl>
            )}
          </CardContent>
        </Card>
        <HealthCard />
      </div>
    </div>
  );
}
