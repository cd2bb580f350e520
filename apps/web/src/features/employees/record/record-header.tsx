import { employmentStatuses, type EmploymentStatus } from '@saram/shared/employees/employees';
import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import type { HrMetrics } from '@saram/shared/employees/employees.schemas';
import { appointmentTypeLabels, changeSummary } from '@saram/shared/appointments/appointments';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { upcomingAppointmentsQuery } from '../../appointments/api';
import { Badge, EmploymentStatusBadge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonStack } from '../../../components/ui/skeleton';
import { formatDate, orDash } from '../../../lib/labels/format';
import { placementPath } from './org-placement';

export function isEmploymentStatus(value: string): value is EmploymentStatus {
  return (employmentStatuses as readonly string[]).includes(value);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[13px] text-gray-600">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-medium text-gray-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** Approved appointments not yet in effect (인사발령 예정), one line each. */
function UpcomingAppointments({ employeeId }: { employeeId: string }) {
  const upcoming = useQuery({ ...upcomingAppointmentsQuery(employeeId), meta: { errorToast: false } });
  const rows = upcoming.data?.data ?? [];
  if (!rows.length) return null;
  return (
    <ul className="mt-2 space-y-1" aria-label="발령 예정">
      {rows.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <Badge tone="info">예정</Badge>
          <span className="tabular-nums">{formatDate(a.effectiveDate)}</span>
          <span className="break-keep">
            {appointmentTypeLabels[a.type]} · {changeSummary(a)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The record's header: who, where, since when, and the page's actions. */
export function RecordHeader({ employee, metrics, actions }: { employee: Employee; metrics: HrMetrics | undefined; actions: ReactNode }) {
  const p = employee.personal;
  const o = employee.organization;
  const path = placementPath([o.insuranceCorp, o.division, o.headquarters, o.team, o.part]);
  const hireDate = metrics?.hireDate || employee.employmentHistory[0]?.startDate || '';
  return (
    <Card className="mb-6 px-5 py-5 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <span
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl font-semibold text-brand-700"
            aria-hidden="true"
          >
            {p.nameKor.slice(0, 1)}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
              <h1 className="text-2xl font-bold tracking-tight text-gray-900">{p.nameKor}</h1>
              {p.nameEng && <span className="text-sm text-gray-600">{p.nameEng}</span>}
              {isEmploymentStatus(o.employmentStatus) && <EmploymentStatusBadge status={o.employmentStatus} />}
            </div>
            <p className="mt-1 text-sm text-gray-700">
              <span className="tabular-nums">{orDash(p.employeeNo)}</span>
              <span className="mx-2 text-gray-300" aria-hidden="true">
                |
              </span>
              {[o.jobTitle, o.jobGrade].filter(Boolean).join(' · ') || '직책·직급 미지정'}
            </p>
            <p className="mt-0.5 text-sm break-keep text-gray-600">{path || '소속 미지정'}</p>
            <UpcomingAppointments employeeId={employee._id} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-gray-100 pt-4 sm:grid-cols-4">
        <Fact label="입사일">{formatDate(hireDate)}</Fact>
        <Fact label="근속">{metrics?.tenure?.label ?? '-'}</Fact>
        <Fact label="고용형태">{orDash(o.employmentType)}</Fact>
        <Fact label="수습 종료일">{formatDate(o.probationEndDate)}</Fact>
      </dl>
    </Card>
  );
}

export function RecordSkeleton() {
  return (
    <div aria-busy="true" aria-label="직원 정보 불러오는 중">
      <Card className="mb-6 px-5 py-5 sm:px-6">
        <div className="flex items-start gap-4">
          <Skeleton className="size-14 rounded-full" />
          <SkeletonStack className="flex-1 space-y-2" bars={['h-7 w-40', 'h-4 w-64', 'h-4 w-80 max-w-full']} />
        </div>
        <div className="mt-5 grid grid-cols-2 gap-4 border-t border-gray-100 pt-4 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      </Card>
      <Skeleton className="mb-5 h-10 w-full" />
      <SkeletonStack className="grid gap-5" bars={['h-48 w-full rounded-xl', 'h-32 w-full rounded-xl']} />
    </div>
  );
}
