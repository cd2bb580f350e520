import { useQuery } from '@tanstack/react-query';
import { Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/overlays/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/forms/form-field';
import { showSuccess } from '../../../../lib/toast';
import { adminAccountsQueryOptions, useLinkAdmin, useUnlinkAdmin } from '../../record-api';
import { OptionalSelect } from '../../../../components/fields/optional-select';
import type { TabProps } from './personal-tab';
import { sectionSpecs } from '../section-specs';
import { InfoList, SectionCard, SpecSection } from '../section-view';
import { useCan } from '../../../../lib/auth/use-can';

/** The admin account (admin ID) this employee signs in with; linking needs admin:users. */
function AdminLinkCard({ employee }: TabProps) {
  const canManage = useCan('admin:users');
  const admins = useQuery({ ...adminAccountsQueryOptions(), enabled: canManage && !employee.admin });
  const link = useLinkAdmin(employee._id);
  const unlink = useUnlinkAdmin(employee._id);
  const [userId, setUserId] = useState('');
  const [confirmUnlink, setConfirmUnlink] = useState(false);
  const linked = employee.admin;
  const free = (admins.data?.data ?? []).filter((account) => !account.employeeId && account.isActive);

  return (
    <SectionCard title="관리자 ID" description="이 직원이 Saram에 로그인할 때 쓰는 계정입니다.">
      {linked ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <InfoList
            columns={2}
            items={[
              { label: '로그인 ID', value: linked.loginId },
              { label: '이름', value: linked.userName ?? '-' },
            ]}
          />
          {canManage && (
            <Button variant="outline" size="sm" onClick={() => setConfirmUnlink(true)}>
              <Unlink aria-hidden="true" />
              연결 해제
            </Button>
          )}
        </div>
      ) : canManage ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label="연결할 계정" className="sm:w-80" description={admins.isSuccess && !free.length ? '연결할 수 있는 계정이 없습니다.' : undefined}>
            {(control) => (
              <OptionalSelect
                control={control}
                value={userId}
                onChange={setUserId}
                placeholder={admins.isPending ? '불러오는 중...' : '계정 선택'}
                options={free.map((account) => ({ value: account.id, label: `${account.userName ?? account.loginId} (${account.loginId})` }))}
              />
            )}
          </FormField>
          <Button
            disabled={!userId}
            loading={link.isPending}
            loadingText="연결 중..."
            onClick={() =>
              link.mutate(userId, {
                onSuccess: () => {
                  setUserId('');
                  showSuccess('관리자 ID를 연결했습니다.');
                },
              })
            }
          >
            <Link2 aria-hidden="true" />
            연결
          </Button>
        </div>
      ) : (
        <p className="text-sm text-gray-600">연결된 관리자 ID가 없습니다.</p>
      )}
      <ConfirmDialog
        open={confirmUnlink}
        onOpenChange={setConfirmUnlink}
        title="관리자 ID 연결 해제"
        description={`${employee.personal.nameKor} 님과 계정 ${linked?.loginId ?? ''}의 연결을 해제합니다. 계정은 삭제되지 않습니다.`}
        confirmLabel="연결 해제"
        destructive
        pending={unlink.isPending}
        onConfirm={() =>
          unlink.mutate(undefined, {
            onSuccess: () => showSuccess('관리자 ID 연결을 해제했습니다.'),
            onSettled: () => setConfirmUnlink(false),
          })
        }
      />
    </SectionCard>
  );
}

export function AccountsTab(props: TabProps) {
  return (
    <div className="grid gap-5">
      <SpecSection employee={props.employee} spec={sectionSpecs.accounts} onEdit={props.onEdit} />
      <AdminLinkCard {...props} />
    </div>
  );
}
