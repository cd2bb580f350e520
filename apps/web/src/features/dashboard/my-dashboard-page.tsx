import type { MyDashboard } from '@saram/shared/dashboard/my-dashboard.schemas';
import { useQuery } from '@tanstack/react-query';
import { CircleCheckBig, LayoutDashboard, Users } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { isLanding, managerDashboardPath } from '../../app/landing';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { seoulToday } from '../../lib/labels/format';
import { myDashboardQuery } from './my-dashboard-api';
import { taskSections, taskTotal, urgentCount } from './my-dashboard-logic';
import { CountTile, EvaluationsPanel, OnboardingPanel, TaskSection } from './my-dashboard-parts';

/** /dashboard (spec 2.2): every employee's own work — tasks waiting for them, their onboarding and evaluations. */
export function MyDashboardPage() {
  const query = useQuery(myDashboardQuery());
  const data = query.data;
  // Signed in and sent here from '/': a manager's home is their team.
  const landing = isLanding(useLocation().state);
  const manager = !!data && (data.ledUnits.length > 0 || data.directReports > 0);
  if (landing && manager) return <Navigate to={managerDashboardPath} replace />;
  const greeting = data?.employee ? `${data.employee.name}님에게 온 업무와 내 온보딩·평가 현황입니다.` : '나에게 온 업무와 내 온보딩·평가 현황입니다.';
  return (
    <>
      <PageHeader
        title="대시보드"
        description={greeting}
        actions={
          manager ? (
            <Link to={managerDashboardPath} className={buttonClasses({ variant: 'outline' })}>
              <Users aria-hidden="true" />
              매니저 대시보드
            </Link>
          ) : undefined
        }
      />
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <Card>
          <QueryErrorState error={query.error} title="대시보드를 불러오지 못했습니다" icon={LayoutDashboard} onRetry={() => query.refetch()} />
        </Card>
      ) : (
        <MyDashboardContent data={query.data} today={seoulToday()} />
      )}
    </>
  );
}

export function MyDashboardContent({ data, today }: { data: MyDashboard; today: string }) {
  const sections = taskSections(data.tasks);
  const total = taskTotal(data.tasks);
  const count = (id: string) => sections.find((s) => s.id === id)?.total ?? 0;
  const urgent = urgentCount(data.tasks, today);
  return (
    <div className="space-y-6">
      <section aria-label="업무 요약" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <CountTile label="내 할 일" value={`${total.toLocaleString('ko-KR')}건`} hint={urgent > 0 ? `마감 3일 이내·지난 업무 ${urgent}건` : '마감이 임박한 업무가 없습니다'} />
        <CountTile label="확인할 체크리스트" value={`${count('verify').toLocaleString('ko-KR')}건`} />
        <CountTile label="작성할 평가" value={`${count('review').toLocaleString('ko-KR')}건`} href="/eval/my" />
        <CountTile label="결재 대기" value={`${count('approve').toLocaleString('ko-KR')}건`} />
      </section>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {sections.length === 0 ? (
            <Card>
              <EmptyState
                icon={CircleCheckBig}
                title="지금 처리할 업무가 없습니다"
                description="확인할 체크리스트 항목, 작성할 평가, 결재할 요청이 생기면 여기에 모입니다."
                action={
                  <Link to="/eval/my" className={buttonClasses({ variant: 'outline' })}>
                    내 평가 보기
                  </Link>
                }
              />
            </Card>
          ) : (
            sections.map((section) => <TaskSection key={section.id} section={section} today={today} />)
          )}
        </div>
        <div className="min-w-0 space-y-6">
          {data.onboarding && <OnboardingPanel onboarding={data.onboarding} />}
          <EvaluationsPanel evaluations={data.evaluations} />
        </div>
      </div>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="대시보드를 불러오는 중">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </div>
  );
}
