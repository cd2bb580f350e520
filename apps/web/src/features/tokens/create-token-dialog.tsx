import { apiTokenDefaultDays, apiTokenMaxDays } from '@saram/shared/tokens/api-tokens';
import { permissionCatalogue, type Permission } from '@saram/shared/permissions';
import { useState, type FormEvent } from 'react';
import { SecretView } from '../../components/dialogs/secret-view';
import { Alert } from '../../components/ui/alert';
import { Checkbox } from '../../components/ui/forms/checkbox';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { useAuthStore } from '../../lib/auth/auth-store';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { formatDate } from '../../lib/labels/format';
import { seoulDatePlus } from '../../lib/labels/seoul-dates';
import { useCreateApiToken } from './api';

/** 토큰 발급: name, permissions (only the creator's own), last valid day; then the secret, once. */
export function CreateTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const own = useAuthStore((s) => s.user?.permissions ?? []) as Permission[];
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Permission[]>([]);
  const [expiresOn, setExpiresOn] = useState(() => seoulDatePlus(apiTokenDefaultDays));
  const [secret, setSecret] = useState<string | null>(null);
  const errors = serverFieldErrors(create.error);
  const scopeError = errors.scopes ?? Object.entries(errors).find(([k]) => k.startsWith('scopes.'))?.[1];
  const general = create.error && Object.keys(errors).length === 0 ? errorMessage(create.error, '발급하지 못했습니다.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes, expiresOn }, { onSuccess: (res) => setSecret(res.token) });
  };
  const toggle = (p: Permission, on: boolean) => setScopes((s) => (on ? [...s, p] : s.filter((x) => x !== p)));

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{secret ? '토큰이 발급되었습니다' : 'API 토큰 발급'}</DialogTitle>
          <DialogDescription>
            {secret ? '외부 시스템에 Authorization: Bearer 헤더로 보냅니다.' : '토큰은 발급한 사람의 권한 안에서, 고른 권한만 사용합니다.'}
          </DialogDescription>
        </DialogHeader>
        {secret ? (
          <SecretView secret={secret} noun={{ topic: '이 토큰은', object: '토큰을' }} label="발급된 토큰" lost="잃어버리면 폐기하고 새로 발급하세요." testId="token-secret" onClose={() => onOpenChange(false)} />
        ) : (
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <DialogBody className="space-y-5">
              {general && <Alert tone="danger" title={general} />}
              <FormField label="토큰 이름" required error={errors.name} description="어디에 쓰는 토큰인지: 예) ERP 연동">
                <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" />
              </FormField>
              <FormField
                label="만료일"
                required
                error={errors.expiresOn}
                description={`이 날 자정까지 사용할 수 있습니다 (최대 ${formatDate(seoulDatePlus(apiTokenMaxDays))}).`}
              >
                <Input type="date" value={expiresOn} min={seoulDatePlus(0)} max={seoulDatePlus(apiTokenMaxDays)} onChange={(e) => setExpiresOn(e.target.value)} />
              </FormField>
              <fieldset>
                <legend className="text-sm font-medium text-gray-900">
                  권한 <span className="text-red-600">*</span>
                </legend>
                <p className="mt-0.5 text-[13px] text-gray-600">내가 가진 권한 중에서만 고를 수 있습니다.</p>
                {scopeError && (
                  <p className="mt-1 text-[13px] text-red-600" role="alert">
                    {scopeError}
                  </p>
                )}
                <div className="mt-3 grid max-h-64 gap-2 overflow-y-auto rounded-lg border border-gray-200 p-3 sm:grid-cols-2">
                  {own.map((p) => (
                    <label key={p} className="flex items-start gap-2 text-sm text-gray-800">
                      <Checkbox checked={scopes.includes(p)} onCheckedChange={(v) => toggle(p, v === true)} className="mt-0.5" />
                      <span>
                        {permissionCatalogue[p] ?? p}
                        <span className="block font-mono text-[11px] text-gray-500">{p}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </DialogBody>
            <DialogActions submitLabel="발급" pendingLabel="발급 중..." onCancel={() => onOpenChange(false)} pending={create.isPending} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
