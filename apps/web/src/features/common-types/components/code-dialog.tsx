import { commonTypeGroups, type CommonTypeGroup } from '@saram/shared/common-types/common-types';
import type { CommonType } from '@saram/shared/common-types/common-types.schemas';
import { josa } from '@saram/shared/hangul';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { Textarea } from '../../../components/ui/forms/textarea';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { showSuccess } from '../../../lib/toast';
import { useCreateCommonType, useUpdateCommonType } from '../api';

export type CodeDialogProps = {
  group: CommonTypeGroup;
  /** The code to edit; absent: a new code of the group. */
  code?: CommonType | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 코드 추가 / 코드 수정: name, order and description (a fixed code keeps its name). */
export function CodeDialog({ group, code, open, onOpenChange }: CodeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        {/* Mounted per opening, so the fields start from the code each time. */}
        {open && <CodeForm group={group} code={code} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CodeForm({ group, code, onDone }: { group: CommonTypeGroup; code?: CommonType | undefined; onDone: () => void }) {
  const [name, setName] = useState(code?.type_name ?? '');
  const [order, setOrder] = useState(code ? String(code.sort_order) : '');
  const [description, setDescription] = useState(code?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCommonType();
  const update = useUpdateCommonType();
  const pending = create.isPending || update.isPending;
  const label = commonTypeGroups[group].label;

  function submit(event: FormEvent) {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.type_name = '코드 이름을 입력해주세요.';
    if (order.trim() && !/^\d{1,4}$/.test(order.trim())) local.sort_order = '순서는 0~9999 사이의 정수로 입력해주세요.';
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length) return;
    const sortOrder = order.trim() ? Number(order.trim()) : undefined;
    const onError = (error: unknown) => {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(errorMessage(error));
    };
    if (code) {
      update.mutate(
        {
          id: code.id,
          version: code.version,
          ...(code.is_system ? {} : { type_name: name.trim() }),
          ...(sortOrder === undefined ? {} : { sort_order: sortOrder }),
          description: description.trim(),
        },
        { onSuccess: (saved) => (showSuccess(`'${saved.type_name}' 코드를 저장했습니다.`), onDone()), onError },
      );
    } else {
      create.mutate(
        { group_type: group, type_name: name.trim(), description: description.trim(), ...(sortOrder === undefined ? {} : { sort_order: sortOrder }) },
        { onSuccess: (saved) => (showSuccess(`${label}에 ${josa(saved.type_name, '을/를')} 추가했습니다.`), onDone()), onError },
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{code ? '코드 수정' : `${label} 코드 추가`}</DialogTitle>
        <DialogDescription>
          {code?.is_system ? '고정 코드는 이름을 바꿀 수 없습니다. 순서와 설명만 바꿀 수 있습니다.' : `${label} 목록에 보일 이름과 순서를 정합니다.`}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        {failure && <Alert tone="danger">{failure}</Alert>}
        <FormField label="이름" required error={errors.type_name}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={50} disabled={code?.is_system} autoComplete="off" />
        </FormField>
        <FormField label="순서" error={errors.sort_order} description={code ? undefined : '비워 두면 목록 끝에 놓입니다.'}>
          <Input value={order} onChange={(e) => setOrder(e.target.value)} inputMode="numeric" className="tabular-nums" />
        </FormField>
        <FormField label="설명" error={errors.description}>
          <Textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={200} rows={3} />
        </FormField>
      </DialogBody>
      <DialogActions submitLabel={code ? '저장' : '추가'} pendingLabel="저장 중..." onCancel={onDone} pending={pending} />
    </form>
  );
}
