import { userRoutes } from '@saram/shared/auth/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { call } from '../../../lib/api/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { showSuccess } from '../../../lib/toast';
import { authKeys } from '../api';

type Values = { currentPassword: string; newPassword: string; confirm: string };

/**
 * Shown over every screen while the account must change its password (an administrator set it:
 * new account or reset). It cannot be dismissed; 로그아웃 is the only other way out.
 */
export function ChangePasswordDialog({ onLogout }: { onLogout: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({ currentPassword: '', newPassword: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => call(userRoutes.changeMyPassword, { body }),
    onSuccess: () => {
      const { user, setUser } = useAuthStore.getState();
      if (user) setUser({ ...user, mustChangePassword: false });
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      showSuccess('비밀번호를 변경했습니다', '다른 기기의 로그인은 종료되었습니다.');
    },
    meta: { silent: true },
  });
  const fields = serverFieldErrors(change.error);
  const general = change.error && Object.keys(fields).length === 0 ? errorMessage(change.error, '비밀번호를 변경하지 못했습니다.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differs = values.newPassword !== values.confirm;
    setMismatch(differs);
    if (!differs) change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };
  const input = (key: keyof Values, autoComplete: string) => (
    <Input
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
    />
  );

  return (
    <Dialog open>
      <DialogContent size="sm" hideClose onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
        <DialogForm
          onSubmit={submit}
          title="비밀번호 변경"
          description="관리자가 정한 임시 비밀번호로 로그인했습니다. 계속하려면 새 비밀번호로 바꿔주세요."
          error={general}
          actions={<DialogActions submitLabel="비밀번호 변경" pendingLabel="변경 중..." onCancel={onLogout} pending={change.isPending} cancelLabel="로그아웃" />}
        >
          <FormField label="현재(임시) 비밀번호" required error={fields.currentPassword}>
            {input('currentPassword', 'current-password')}
          </FormField>
          <FormField label="새 비밀번호" required description="12자 이상, 흔한 비밀번호와 로그인 ID는 쓸 수 없습니다." error={fields.newPassword}>
            {input('newPassword', 'new-password')}
          </FormField>
          <FormField label="새 비밀번호 확인" required error={mismatch ? '새 비밀번호가 일치하지 않습니다.' : undefined}>
            {input('confirm', 'new-password')}
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
