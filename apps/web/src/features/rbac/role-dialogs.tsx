import type { Role } from '@saram/shared/rbac/rbac.schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { Textarea } from '../../components/ui/forms/textarea';
import { serverFieldErrors } from '../../lib/api/form-errors';
import { showSuccess } from '../../lib/toast';
import { useCreateRole, useDeleteRole, useUpdateRole } from './api';

export type RoleFormDialogProps = {
  open: boolean;
  /** The role to rename; null creates a new (custom) role. */
  role: Role | null;
  onClose: () => void;
};

/** 역할 만들기 / 역할 이름 변경: label and description (a new role starts without permissions). */
export function RoleFormDialog({ open, role, onClose }: RoleFormDialogProps) {
  const create = useCreateRole();
  const update = useUpdateRole();
  const mutation = role ? update : create;
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!open) return;
    setLabel(role?.label ?? '');
    setDescription(role?.description ?? '');
    setTouched(false);
    create.reset();
    update.reset();
  }, [open, role]);

  const fields = serverFieldErrors(mutation.error);
  const labelError = touched && !label.trim() ? '역할 이름을 입력하세요.' : (fields.label ?? (mutation.isError && !fields.description ? mutation.error.message : undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!label.trim()) return;
    const done = (saved: Role) => {
      showSuccess(role ? '역할을 변경했습니다' : '역할을 만들었습니다', role ? undefined : `'${saved.label}' 역할의 권한을 매트릭스에서 고르세요.`);
      onClose();
    };
    if (role) update.mutate({ name: role.name, label, description }, { onSuccess: done });
    else create.mutate({ label, description, permissions: [] }, { onSuccess: done });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !mutation.isPending && onClose()}>
      <DialogContent size="sm">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{role ? '역할 이름 변경' : '역할 만들기'}</DialogTitle>
            <DialogDescription>{role ? '역할의 이름과 설명을 바꿉니다. 부여된 계정은 그대로입니다.' : '새 역할을 만든 뒤 매트릭스에서 권한을 고릅니다.'}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <FormField label="역할 이름" required error={labelError}>
              <Input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={50} autoFocus />
            </FormField>
            <FormField label="설명" error={fields.description}>
              <Textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={300} rows={3} />
            </FormField>
          </DialogBody>
          <DialogActions submitLabel={role ? '저장' : '만들기'} pendingLabel="저장 중..." onCancel={onClose} pending={mutation.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 역할 삭제: only an unassigned custom role; the server answers 409 naming the holders otherwise. */
export function DeleteRoleDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const remove = useDeleteRole();
  return (
    <ConfirmDialog
      open={Boolean(role)}
      onOpenChange={(open) => !open && onClose()}
      title="역할 삭제"
      description={
        role && role.accountCount > 0
          ? `'${role.label}' 역할을 가진 계정이 ${role.accountCount}개 있어 삭제할 수 없습니다. 먼저 계정별 권한에서 회수하세요.`
          : `'${role?.label ?? ''}' 역할과 그 권한 설정이 삭제됩니다. 되돌릴 수 없습니다.`
      }
      confirmLabel="삭제"
      destructive
      pending={remove.isPending}
      onConfirm={() =>
        role &&
        remove.mutate(role.name, {
          onSuccess: () => {
            showSuccess('역할을 삭제했습니다', `'${role.label}' 역할이 삭제되었습니다.`);
            onClose();
          },
          onError: onClose,
        })
      }
    />
  );
}
