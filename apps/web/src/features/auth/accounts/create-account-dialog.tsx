import { useQuery } from '@tanstack/react-query';
import { Check, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { Label } from '../../../components/ui/forms/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/forms/radio-group';
import { cn } from '../../../lib/cn';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { showSuccess } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { employeeSearchQueryOptions, useCreateAccount } from './api';
import { useRoleChoices } from '../../rbac/api';
import { passwordHelp } from './labels';

type Picked = { id: string; name: string; employeeNo: string; detail: string };

function EmployeePicker({ picked, onPick, error }: { picked: Picked | null; onPick: (p: Picked) => void; error: string | undefined }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const search = useQuery(employeeSearchQueryOptions(q));
  const hits = q ? (search.data?.data ?? []) : [];
  return (
    <FormField label="직원" required error={error} description={picked ? `선택: ${picked.name} (${picked.employeeNo})` : '이름, 초성 또는 사번으로 찾으세요.'}>
      {(control) => (
        <div>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
            <Input {...control} className="pl-9" placeholder="이름, 초성(ㄱㅁㅅ), 사번" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          {q && (
            <ul className="mt-1.5 max-h-48 space-y-1 overflow-y-auto" aria-label="직원 검색 결과">
              {hits.length === 0 && !search.isFetching && <li className="px-2 py-1.5 text-sm text-gray-600">일치하는 직원이 없습니다.</li>}
              {hits.map((hit) => {
                const selected = picked?.id === hit.id;
                return (
                  <li key={hit.id}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => onPick({ id: hit.id, name: hit.nameKor, employeeNo: hit.employee_number, detail: hit.departmentPath })}
                      className={cn(
                        'flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm hover:bg-gray-50',
                        selected ? 'border-brand-600 bg-brand-50' : 'border-gray-200',
                      )}
                    >
                      <span className="font-medium text-gray-900">{hit.nameKor}</span>
                      <span className="text-xs text-gray-600 tabular-nums">{hit.employee_number}</span>
                      <span className="min-w-0 flex-1 truncate text-xs text-gray-600">{hit.departmentPath}</span>
                      {selected && <Check className="size-4 text-brand-600" aria-hidden="true" />}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </FormField>
  );
}

/** 관리자 ID 생성: an employee, a login ID, an initial password or SSO only, and roles (scope 전체). */
export function CreateAccountDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateAccount();
  const [employee, setEmployee] = useState<Picked | null>(null);
  const [loginId, setLoginId] = useState('');
  const [mode, setMode] = useState<'password' | 'sso'>('password');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<string[]>(['employee']);
  const roleChoices = useRoleChoices();
  const [missingEmployee, setMissingEmployee] = useState(false);
  const fields = serverFieldErrors(create.error);
  const known = new Set(['employeeId', 'loginId', 'password']);
  const general = create.error && !Object.keys(fields).some((k) => known.has(k)) ? errorMessage(create.error, '계정을 만들지 못했습니다.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissingEmployee(!employee);
    if (!employee) return;
    const common = { employeeId: employee.id, loginId: loginId.trim(), roles };
    create.mutate(mode === 'password' ? { ...common, mode, password } : { ...common, mode }, {
      onSuccess: (account) => {
        showSuccess('관리자 ID를 만들었습니다', `${employee.name} · ${account.loginId}`);
        onClose();
      },
    });
  };
  const toggleRole = (role: string, on: boolean) => setRoles((list) => (on ? [...list, role] : list.filter((r) => r !== role)));

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent size="lg">
        <DialogForm
          onSubmit={submit}
          title="관리자 ID 생성"
          description="직원에게 로그인 계정을 만듭니다. 초기 비밀번호는 첫 로그인 때 본인이 바꿔야 합니다."
          error={general}
          bodyClassName="space-y-5"
          actions={<DialogActions submitLabel="만들기" pendingLabel="만드는 중..." onCancel={onClose} pending={create.isPending} />}
        >
          <EmployeePicker picked={employee} onPick={setEmployee} error={fields.employeeId ?? (missingEmployee ? '직원을 선택하세요.' : undefined)} />
          <FormField label="로그인 ID" required description="영문, 숫자, 점(.), 밑줄(_), 하이픈(-) 3~50자" error={fields.loginId}>
            <Input autoComplete="off" value={loginId} onChange={(e) => setLoginId(e.target.value)} maxLength={50} />
          </FormField>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-800">로그인 방식</legend>
            <RadioGroup value={mode} onValueChange={(v) => setMode(v as 'password' | 'sso')} className="sm:grid-cols-2">
              {(
                [
                  ['password', '초기 비밀번호', '첫 로그인 때 변경'],
                  ['sso', 'SSO 전용', '회사 Google 계정으로만 로그인'],
                ] as const
              ).map(([value, label, hint]) => (
                <Label key={value} className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-gray-200 px-3 py-2.5 font-normal">
                  <RadioGroupItem value={value} className="mt-0.5" />
                  <span>
                    <span className="block text-sm font-medium text-gray-900">{label}</span>
                    <span className="block text-xs text-gray-600">{hint}</span>
                  </span>
                </Label>
              ))}
            </RadioGroup>
          </fieldset>
          {mode === 'password' && (
            <FormField label="초기 비밀번호" required description={passwordHelp} error={fields.password}>
              <Input type="text" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
          )}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-800">역할 (범위: 전체)</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {roleChoices.options.map(({ value: role, label }) => (
                <Label key={role} className="flex cursor-pointer items-center gap-2 font-normal">
                  <Checkbox checked={roles.includes(role)} onCheckedChange={(on) => toggleRole(role, on === true)} />
                  {label}
                </Label>
              ))}
            </div>
            <p className="mt-2 text-xs text-gray-600">범위를 좁히거나 나중에 바꾸려면 목록의 권한 편집을 쓰세요.</p>
          </fieldset>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
