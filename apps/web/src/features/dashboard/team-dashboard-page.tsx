import { notUnitLeaderMessage, teamNewHireDays, teamProbationDays } from '@saram/shared/dashboard/my-dashboard';
import type { TeamDashboard } from '@saram/shared/dashboard/my-dashboard.schemas';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { isForbidden } from '../../lib/api/api-error';
import { teamDashboardQuery } from './my-dashboard-api';
import { CountTile, Panel } from './my-dashboard-parts';
import { PeopleList, ReviewProgress, UnitHeadcounts } from './team-dashboard-parts';
import { TeamHeadcountChart } from './team-headcount-chart';

const count = (n: number) => `${n.toLocaleString('ko-KR')}명`;

/** /manager-dashboard: a manager's team (the people who report to them directly). Others are told politely. */
export function TeamDashboardPage() {
  const query = useQuery({ ...teamDashboardQuery(), meta: { errorToast: false } });
  const units = query.data?.units;
  return (
    <>
      <PageHeader
        title="매니저 대시보드"
        description={`나에게 직접 보고하는 팀원의 인원, 입사, 휴직, 평가 현황입니다.${units?.length ? ` 이끄는 조직: ${units.map((u) => u.path).join(', ')}` : ''}`}
        actions={
          <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
            내 대시보드
          </Link>
        }
      />
      {query.isPending ? (
        <TeamSkeleton />
      ) : query.isError ? (
        isForbidden(query.error) ? (
          <Card>
            <EmptyState
              icon={Users}
              title="보고받는 팀원이 없습니다"
              description={`${notUnitLeaderMessage} 조직장·관리자 지정은 인사 담당자에게 문의하세요.`}
              action={
                <Link to="/dashboard" className={buttonClasses()}>
                  내 대시보드로 가기
                </Link>
              }
            />
          </Card>
        ) : (
          <Card>
            <QueryErrorState error={query.error} title="매니저 대시보드를 불러오지 못했습니다" icon={Users} onRetry={() => query.refetch()} />
          </Card>
        )
      ) : (
        <TeamDashboardContent data={query.data} />
      )}
    </>
  );
}

export function TeamDashboardContent({ data }: { data: TeamDashboard }) {
  const mine = data.reviews.reduce((n, r) => n + r.mine, 0);
  return (
    <div className="space-y-6">
      <section aria-label="팀 현황 요약" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <CountTile label="재직 인원" value={count(data.headcount)} hint="직속 팀원, 휴직자 포함" />
        <CountTile label="휴직" value={count(data.onLeaveCount)} />
        <CountTile label="신규 입사" value={count(data.newHireCount)} hint={`최근 ${teamNewHireDays}일`} />
        <CountTile label="수습 종료 예정" value={count(data.probationEndCount)} hint={`${teamProbationDays}일 이내`} />
        <CountTile label="내가 할 평가" value={`${mine.toLocaleString('ko-KR')}건`} hint="진행 중인 평가 주기" href={mine > 0 ? '/evaluations' : undefined} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="팀원" description={`나에게 직접 보고하는 팀원 · ${count(data.headcount)}`}>
          <PeopleList people={data.members} total={data.headcount} empty="직접 보고하는 팀원이 없습니다." date={(p) => ({ label: '입사일', value: p.hireDate })} />
        </Panel>
        <Panel title="조직별 인원" description="팀원의 소속 조직별 재직 인원(휴직 포함)과 그중 휴직">
          <TeamHeadcountChart rows={data.byUnit} />
          <UnitHeadcounts rows={data.byUnit} />
        </Panel>
        <Panel title="진행 중인 평가" description="팀원 평가의 단계별 현황">
          <ReviewProgress reviews={data.reviews} />
        </Panel>
        <Panel title="신규 입사자" description={`최근 ${teamNewHireDays}일 · ${count(data.newHireCount)}`}>
          <PeopleList people={data.newHires} total={data.newHireCount} empty={`최근 ${teamNewHireDays}일 동안 입사한 팀원이 없습니다.`} date={(p) => ({ label: '입사일', value: p.hireDate })} />
        </Panel>
        <Panel title="수습 종료 예정" description={`${teamProbationDays}일 이내 · ${count(data.probationEndCount)}`}>
          <PeopleList
            people={data.probationEnds}
            total={data.probationEndCount}
            empty={`${teamProbationDays}일 안에 수습이 끝나는 팀원이 없습니다.`}
            date={(p) => ({ label: '수습 종료일', value: p.probationEndDate, badge: p.daysLeft === 0 ? '오늘' : `D-${p.daysLeft}` })}
          />
        </Panel>
        <Panel title="휴직자" description={count(data.onLeaveCount)}>
          <PeopleList people={data.onLeave} total={data.onLeaveCount} empty="휴직 중인 팀원이 없습니다." date={(p) => ({ label: '입사일', value: p.hireDate })} />
        </Panel>
      </div>
    </div>
  );
}

function TeamSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="매니저 대시보드를 불러오는 중">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}
