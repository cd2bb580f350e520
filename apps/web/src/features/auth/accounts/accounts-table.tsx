import { scopeText } from '@saram/shared/rbac/rbac';
import { KeyRound, Lock, LockOpen, MoreHorizontal, Power, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/overlays/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../components/ui/overlays/dropdown-menu';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api/form-errors';
import { formatDateTime } from '../../../lib/labels/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useSetActive, useUnlock, type Account } from './api';
import { useRoleChoices } from '../../rbac/api';
import { accountName } from './labels';
import { ResetPasswordDialog } from './reset-password-dialog';


type Pending = { kind: 'disable' | 'enable' | 'unlock' | 'reset'; account: Account } | null;

function RoleBadges({ account }: { account: Account }) {
  const { labelOf } = useRoleChoices();
  if (account.grants.length === 0) return <span className="text-gray-500">역할 없음</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {account.grants.map((g) => (
        <Badge key={g.role} tone={g.role === 'admin' ? 'brand' : 'neutral'} title={`범위: ${scopeText(g)}`}>
          {labelOf(g.role)}
          {g.scopeType !== 'all' && <span className="text-gray-600">· {scopeText(g)}</span>}
        </Badge>
      ))}
    </div>
  );
}

function StatusBadges({ account }: { account: Account }) {
  return (
    <div className="flex flex-wrap gap-1">
      {account.isActive ? <Badge tone="success">활성</Badge> : <Badge tone="danger">중지</Badge>}
      {account.locked && (
        <Badge tone="warning">
          <Lock className="size-3" aria-hidden="true" />
          잠김
        </Badge>
      )}
      {!account.hasPassword && <Badge tone="info">SSO 전용</Badge>}
      {account.mustChangePassword && <Badge tone="neutral">비밀번호 변경 대기</Badge>}
    </div>
  );
}

type Kind = NonNullable<Pending>['kind'];

function AccountMenu({ account, myId, onPick }: { account: Account; myId: string | undefined; onPick: (kind: Kind) => void }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`${accountName(account)} 작업`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onPick('reset')}>
          <KeyRound aria-hidden="true" />
          비밀번호 초기화
        </DropdownMenuItem>
        {account.locked && (
          <DropdownMenuItem onSelect={() => onPick('unlock')}>
            <LockOpen aria-hidden="true" />
            잠금 해제
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void navigate(`/rbac?userId=${account.id}`)}>
          <ShieldCheck aria-hidden="true" />
          권한 편집
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {account.isActive ? (
          <DropdownMenuItem variant="danger" disabled={account.id === myId} onSelect={() => onPick('disable')}>
            <Power aria-hidden="true" />
            {account.id === myId ? '사용 중지 (본인 불가)' : '사용 중지'}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => onPick('enable')}>
            <Power aria-hidden="true" />
            사용 재개
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Phones: one card per account instead of the wide table. */
function AccountCards({ accounts, myId, onPick }: { accounts: Account[]; myId: string | undefined; onPick: (kind: Kind, account: Account) => void }) {
  return (
    <ul className="divide-y divide-gray-100 md:hidden" aria-label="관리자 ID 목록">
      {accounts.map((account) => (
        <li key={account.id} className="flex items-start gap-2 px-4 py-3">
          <div className="min-w-0 flex-1 space-y-1.5">
            <p className="truncate">
              <span className="font-medium text-gray-900">{accountName(account)}</span>
              <span className="ml-1.5 text-sm text-gray-600">{account.loginId}</span>
            </p>
            {account.employee && (
              <p className="truncate text-[13px] text-gray-600">
                <span className="tabular-nums">{account.employee.employeeNo}</span>
                {account.employee.department && ` · ${account.employee.department}`}
              </p>
            )}
            <RoleBadges account={account} />
            <StatusBadges account={account} />
          </div>
          <AccountMenu account={account} myId={myId} onPick={(kind) => onPick(kind, account)} />
        </li>
      ))}
    </ul>
  );
}

const columns: DataColumn<Account>[] = [
  { header: '이름', className: 'font-medium text-gray-900', cell: accountName },
  { header: '로그인 ID', cell: (account) => account.loginId },
  {
    header: '사번 · 부서',
    cell: (account) =>
      account.employee ? (
        <span>
          <span className="tabular-nums">{account.employee.employeeNo}</span>
          {account.employee.department && <span className="text-gray-600"> · {account.employee.department}</span>}
        </span>
      ) : (
        <span className="text-gray-500">연결된 직원 없음</span>
      ),
  },
  { header: '역할', cell: (account) => <RoleBadges account={account} /> },
  { header: '상태', cell: (account) => <StatusBadges account={account} /> },
  { header: '마지막 로그인', className: 'tabular-nums', cell: (account) => (account.lastLoginAt ? formatDateTime(account.lastLoginAt) : '-') },
];

/** 계정 목록: one row per account, its actions in a menu; destructive ones ask first. */
export function AccountsTable({ accounts, myId }: { accounts: Account[]; myId: string | undefined }) {
  const [pending, setPending] = useState<Pending>(null);
  const setActive = useSetActive();
  const unlock = useUnlock();
  const close = () => setPending(null);
  const fail = (title: string) => (error: unknown) => showError(title, errorMessage(error));

  const confirmActive = (account: Account, isActive: boolean) =>
    setActive.mutate(
      { id: account.id, isActive },
      {
        onSuccess: () => {
          showSuccess(isActive ? '계정을 다시 사용합니다' : '계정 사용을 중지했습니다', `${accountName(account)} (${account.loginId})`);
          close();
        },
        onError: fail(isActive ? '사용 재개 실패' : '사용 중지 실패'),
      },
    );
  const confirmUnlock = (account: Account) =>
    unlock.mutate(account.id, {
      onSuccess: () => {
        showSuccess('잠금을 해제했습니다', `${account.loginId}로 다시 로그인할 수 있습니다.`);
        close();
      },
      onError: fail('잠금 해제 실패'),
    });

  return (
    <>
      <AccountCards accounts={accounts} myId={myId} onPick={(kind, account) => setPending({ kind, account })} />
      <DataTable
        label="관리자 ID 목록"
        containerClassName="hidden md:block"
        rows={accounts}
        rowKey={(account) => account.id}
        columns={columns}
        actions={(account) => <AccountMenu account={account} myId={myId} onPick={(kind) => setPending({ kind, account })} />}
      />

      {pending?.kind === 'reset' && <ResetPasswordDialog account={pending.account} onClose={close} />}
      <ConfirmDialog
        open={pending?.kind === 'disable'}
        onOpenChange={(open) => !open && close()}
        title="계정 사용을 중지할까요?"
        description={pending ? `${accountName(pending.account)} (${pending.account.loginId}) 계정의 모든 로그인이 즉시 끝나고, 다시 재개할 때까지 로그인할 수 없습니다.` : ''}
        confirmLabel="사용 중지"
        destructive
        pending={setActive.isPending}
        onConfirm={() => pending && confirmActive(pending.account, false)}
      />
      <ConfirmDialog
        open={pending?.kind === 'enable'}
        onOpenChange={(open) => !open && close()}
        title="계정을 다시 사용할까요?"
        description={pending ? `${accountName(pending.account)} (${pending.account.loginId}) 계정으로 다시 로그인할 수 있게 됩니다.` : ''}
        confirmLabel="사용 재개"
        pending={setActive.isPending}
        onConfirm={() => pending && confirmActive(pending.account, true)}
      />
      <ConfirmDialog
        open={pending?.kind === 'unlock'}
        onOpenChange={(open) => !open && close()}
        title="로그인 잠금을 해제할까요?"
        description={pending ? `로그인 실패가 반복되어 잠긴 ${pending.account.loginId}의 잠금을 풉니다. 본인이 맞는지 확인한 뒤 해제하세요.` : ''}
        confirmLabel="잠금 해제"
        pending={unlock.isPending}
        onConfirm={() => pending && confirmUnlock(pending.account)}
      />
    </>
  );
}
