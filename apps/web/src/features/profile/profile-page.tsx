import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { hireDateOf } from '@saram/shared/employees/employees';
import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import { roleDisplayName } from '@saram/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { Pencil, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useCan } from '../../lib/auth/use-can';
import { formatDate, formatPhoneOrDash, orDash } from '../../lib/labels/format';
import { MyCertificatesSection } from './my-certificates-section';
import { profileQueryOptions } from './api';
import { ProfileEditDialog } from './profile-edit-dialog';
import { editableSections, sectionValues, type EditableSectionSpec } from './profile-sections';

type Row = { label: string; value: ReactNode; wide?: boolean };

function SectionCard({ title, rows, action }: { title: string; rows: readonly Row[]; action?: ReactNode }) {
  return (
    <Card className="flex flex-col" aria-label={title} role="region">
      <div className="flex h-14 items-center justify-between gap-3 border-b border-gray-100 px-5 sm:px-6">
        <h2 className="text-[15px] font-semibold text-gray-900">{title}</h2>
        {action}
      </div>
      <dl className="grid gap-x-6 gap-y-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
        {rows.map((row) => (
          <div key={row.label} className={row.wide ? 'sm:col-span-2' : undefined}>
            <dt className="text-[13px] text-gray-600">{row.label}</dt>
            <dd className="mt-0.5 text-sm break-words text-gray-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function accountRows(user: AdminUser): Row[] {
  const roles = user.roles.map((role) => roleDisplayName(role.name));
  return [
    { label: '이름', value: orDash(user.userName) },
    { label: '로그인 ID', value: user.loginId },
    { label: '이메일', value: orDash(user.email) },
    { label: '역할', value: roles.length > 0 ? roles.join(', ') : '-' },
  ];
}

function recordRows(employee: Employee): Row[] {
  const { personal, organization, accounts } = employee;
  const unit = [organization.insuranceCorp, organization.division, organization.headquarters, organization.team, organization.part]
    .filter(Boolean)
    .join(' › ');
  const gradeAndTitle = [organization.jobGrade, organization.jobTitle].filter(Boolean).join(' / ');
  return [
    { label: '이름', value: orDash(personal.nameKor) },
    { label: '사번', value: <span className="tabular-nums">{orDash(personal.employeeNo)}</span> },
    { label: '소속', value: orDash(unit), wide: true },
    { label: '직급 / 직책', value: orDash(gradeAndTitle) },
    { label: '입사일', value: formatDate(hireDateOf(employee.employmentHistory) || organization.firstJoinDate) },
    { label: '회사 이메일', value: orDash(accounts.email), wide: true },
  ];
}

function editableRows(employee: Employee, spec: EditableSectionSpec): Row[] {
  const values = sectionValues(employee, spec);
  return spec.fields.map((field) => ({
    label: field.label,
    value: field.type === 'tel' ? formatPhoneOrDash(values[field.key]) : orDash(values[field.key]),
    wide: field.wide,
  }));
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="내 정보 불러오는 중">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * 내 정보 (/my-profile): the signed-in person's own record, read-only except contact, address,
 * emergency contact and bank account, which they change in dialogs, and their 재직·경력증명서. Without a
 * linked employee record it says so.
 */
export function ProfilePage() {
  const profile = useQuery(profileQueryOptions());
  const [editing, setEditing] = useState<EditableSectionSpec | null>(null);
  const canRequestCertificates = useCan('certificates:request');

  const header = <PageHeader title="내 정보" description="내 인사 정보를 확인하고 연락처, 주소, 비상 연락처, 급여 계좌를 직접 고칩니다." />;

  if (profile.isPending) {
    return (
      <>
        {header}
        <ProfileSkeleton />
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        {header}
        <Card>
          <QueryErrorState error={profile.error} icon={UserX} title="내 정보를 불러오지 못했습니다" onRetry={() => profile.refetch()} />
        </Card>
      </>
    );
  }

  const { user, employee } = profile.data;
  if (!employee) {
    return (
      <>
        {header}
        <div className="grid gap-4 lg:grid-cols-2">
          <SectionCard title="계정" rows={accountRows(user)} />
          <Card>
            <EmptyState
              icon={UserX}
              title="연결된 직원 기록이 없습니다"
              description="이 계정에는 직원 기록이 연결되어 있지 않아 소속, 연락처 같은 인사 정보를 보여 드릴 수 없습니다. 인사 담당자에게 계정 연결을 요청하세요."
            />
          </Card>
        </div>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard title="기본 정보" rows={recordRows(employee)} />
        {editableSections.map((spec) => (
          <SectionCard
            key={spec.id}
            title={spec.title}
            rows={editableRows(employee, spec)}
            action={
              <Button variant="outline" size="sm" onClick={() => setEditing(spec)} aria-label={`${spec.title} 수정`}>
                <Pencil aria-hidden="true" />
                수정
              </Button>
            }
          />
        ))}
        {canRequestCertificates && <MyCertificatesSection />}
      </div>
      {editing && (
        <ProfileEditDialog
          key={editing.id}
          spec={editing}
          employee={employee}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onReload={() => profile.refetch()}
        />
      )}
    </>
  );
}
