import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { showSuccess } from '../../../lib/toast';
import { useResetPassword, type Account } from './api';
import { accountName, passwordHelp } from './labels';

/** 비밀번호 초기화: a temporary password the person must change at the next sign-in; their sessions end. */
export function ResetPasswordDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const fields = serverFieldErrors(reset.error);
  const general = reset.error && !fields.password ? errorMessage(reset.error, '비밀번호를 초기화하지 못했습니다.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(
      { id: account.id, password },
      {
        onSuccess: () => {
          showSuccess('비밀번호를 초기화했습니다', `${account.loginId}는 다음 로그인 때 비밀번호를 바꿔야 합니다.`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !reset.isPending && onClose()}>
      <DialogContent size="sm">
        <DialogForm
          onSubmit={submit}
          title="비밀번호 초기화"
          description={`${accountName(account)} (${account.loginId})의 임시 비밀번호를 정합니다. 지금 로그인된 곳은 모두 로그아웃되고, 다음 로그인 때 새 비밀번호로 바꿔야 합니다.`}
          error={general}
          actions={<DialogActions submitLabel="초기화" pendingLabel="초기화 중..." onCancel={onClose} pending={reset.isPending} variant="destructive" />}
        >
          <FormField label="임시 비밀번호" required description={passwordHelp} error={fields.password}>
            <Input type="text" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
