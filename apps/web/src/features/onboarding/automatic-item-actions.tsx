import type { AutomaticSource } from '@saram/shared/checklists/checklists';
import type { ChecklistInstance } from '@saram/shared/onboarding/onboarding.schemas';
import { defaultRoles, type Permission } from '@saram/shared/permissions';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { showSuccess } from '../../lib/toast';
import { useCan } from '../../lib/auth/use-can';
import { useCreateNewHireAccount, useEnterBankAccount } from './api';

/**
 * Automatic items that wait for someone other than the new hire: HR holding the bank permission
 * enters the account on the record; an administrator (admin:users) creates the sign-in account.
 * Whoever may not is told who can.
 */

type NewHire = ChecklistInstance['employee'];

/** The default roles that hold a permission, by their Korean names. */
const holders = (permission: Permission) =>
  Object.values(defaultRoles)
    .filter((role) => role.permissions.includes(permission))
    .map((role) => role.label)
    .join(', ');

/** The fields of a small form, each required, with the server's field errors under them. */
type Field<K extends string> = readonly [key: K, label: string, required: string, description?: string];

function RequiredFieldsDialog<K extends string>({
  title,
  description,
  fields,
  initial,
  pending,
  error,
  confirmLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  fields: readonly Field<K>[];
  initial: Record<K, string>;
  pending: boolean;
  error: unknown;
  confirmLabel: string;
  onSubmit: (values: Record<K, string>) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const server = serverFieldErrors(error);
  const general = error && !fields.some(([key]) => server[key]) ? errorMessage(error, `${title}에 실패했습니다.`) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fields.some(([key]) => !values[key].trim())) return;
    onSubmit(Object.fromEntries(fields.map(([key]) => [key, values[key].trim()])) as Record<K, string>);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogForm
          onSubmit={submit}
          title={title}
          description={description}
          error={general}
          actions={<DialogActions submitLabel={confirmLabel} pendingLabel="저장 중..." onCancel={onClose} pending={pending} />}
        >
          {fields.map(([key, label, required, help]) => (
            <FormField key={key} label={label} required description={help} error={(checked && !values[key].trim() ? required : undefined) ?? server[key]}>
              <Input autoComplete="off" value={values[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} maxLength={100} />
            </FormField>
          ))}
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

const bankFields = [
  ['bankName', '은행', '은행을 입력해주세요.'],
  ['accountNumber', '계좌번호', '계좌번호를 입력해주세요.'],
  ['accountHolder', '예금주', '예금주를 입력해주세요.'],
] as const;

function BankAccountDialog({ employee, onClose }: { employee: NewHire; onClose: () => void }) {
  const enter = useEnterBankAccount();
  return (
    <RequiredFieldsDialog
      title="급여 계좌 입력"
      description={`${employee.name}님의 인사기록에 급여 계좌를 저장합니다. 저장하면 이 항목은 자동으로 확인됩니다.`}
      fields={bankFields}
      initial={{ bankName: '', accountNumber: '', accountHolder: employee.name }}
      pending={enter.isPending}
      error={enter.error}
      confirmLabel="저장"
      onSubmit={(bankAccount) =>
        enter.mutate(
          { employeeId: employee.id, bankAccount },
          {
            onSuccess: () => {
              showSuccess('급여 계좌를 인사기록에 입력했습니다', employee.name);
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

const accountFields = [
  ['loginId', '로그인 ID', '로그인 ID를 입력해주세요.', '영문, 숫자, 점(.), 밑줄(_), 하이픈(-) 3~50자'],
  ['password', '초기 비밀번호', '초기 비밀번호를 입력해주세요.', '12자 이상. 첫 로그인 때 본인이 바꿉니다.'],
] as const;

function AccountDialog({ employee, onClose }: { employee: NewHire; onClose: () => void }) {
  const create = useCreateNewHireAccount();
  return (
    <RequiredFieldsDialog
      title="시스템 계정 만들기"
      description={`${employee.name} (${employee.employee_no})님이 Saram에 로그인할 계정을 직원 역할로 만듭니다. 역할은 관리자 모드에서 바꿀 수 있습니다.`}
      fields={accountFields}
      initial={{ loginId: '', password: '' }}
      pending={create.isPending}
      error={create.error}
      confirmLabel="만들기"
      onSubmit={(values) =>
        create.mutate(
          { employeeId: employee.id, ...values },
          {
            onSuccess: (account) => {
              showSuccess('시스템 계정을 만들었습니다', `${employee.name} · ${account.loginId}`);
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

/** Whether the caller may finish a pending automatic item themself. */
function useMayFinish(source: AutomaticSource): boolean {
  const mayWriteRecord = useCan('employees:write');
  const mayViewBank = useCan('employees:bank:view');
  const mayCreateAccount = useCan('admin:users');
  if (source === 'bank_account') return mayWriteRecord && mayViewBank;
  return source === 'user_account' && mayCreateAccount;
}

const whoMay: Partial<Record<AutomaticSource, () => string>> = {
  bank_account: () => `인사기록에 직접 입력하려면 급여 계좌 열람 권한이 필요합니다 (${holders('employees:bank:view')}).`,
  user_account: () => `계정은 관리자 ID 관리 권한이 있는 사용자(${holders('admin:users')})가 만듭니다.`,
};

/** Under a pending automatic item the caller may not finish: who can. */
export function AutomaticItemHint({ source }: { source: AutomaticSource }) {
  const may = useMayFinish(source);
  const text = whoMay[source];
  return may || !text ? null : <p className="mt-1 text-[13px] text-gray-600">{text()}</p>;
}

/** Beside a pending automatic item the caller may finish: 계좌 입력 or 계정 만들기, with its dialog. */
export function AutomaticItemButton({ source, employee }: { source: AutomaticSource; employee: NewHire }) {
  const may = useMayFinish(source);
  const [opened, setOpened] = useState(false);
  if (!may) return null;
  const close = () => setOpened(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpened(true)}>
        {source === 'bank_account' ? '계좌 입력' : '계정 만들기'}
      </Button>
      {opened && source === 'bank_account' && <BankAccountDialog employee={employee} onClose={close} />}
      {opened && source === 'user_account' && <AccountDialog employee={employee} onClose={close} />}
    </>
  );
}
