import { zodResolver } from '@hookform/resolvers/zod';
import { taskForcePriorities, taskForcePriorityLabels } from '@saram/shared/organization/organization-task-forces';
import type { TaskForceDetail } from '@saram/shared/organization/organization-task-forces.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { useDiscardChanges } from '../../../../components/dialogs/discard-changes';
import { Dialog, DialogBody, DialogContent, DialogActions, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/overlays/dialog';
import { FormSelect, type SelectOption } from '../../../../components/ui/forms/form-controls';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Input } from '../../../../components/ui/forms/input';
import { Textarea } from '../../../../components/ui/forms/textarea';
import { showSuccess } from '../../../../lib/toast';
import { treeQueryOptions, useCreateTaskForce, useUpdateTaskForce } from '../../api';
import { errorMessage, isConflict, serverFieldErrors } from '../../../../lib/api/form-errors';
import {
  approversEditable,
  createBody,
  formErrorsOf,
  formValuesOf,
  noParent,
  taskForceFormErrors,
  taskForceFormSchema,
  updateBody,
  type TaskForceFormValues,
} from '../../task-force-form-values';
import { ApproversField, LeaderField, MembersField } from './task-force-people-fields';
import { josa } from '@saram/shared/hangul';

const priorityOptions = taskForcePriorities.map((value) => ({ value, label: taskForcePriorityLabels[value] }));

type TaskForceFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this TF; without it, create one (작성 중). */
  taskForce?: TaskForceDetail | undefined;
  onCreated?: ((id: string) => void) | undefined;
};

/** Creates or edits a task force: facts, leader and members picked by name, the ordered approval line. */
export function TaskForceFormDialog({ open, onOpenChange, taskForce, onCreated }: TaskForceFormDialogProps) {
  const tree = useQuery(treeQueryOptions());
  const create = useCreateTaskForce();
  const update = useUpdateTaskForce();
  const parentIdOptions = useMemo(() => {
    const list: SelectOption[] = [{ value: noParent, label: '지정하지 않음' }];
    const visit = (units: NonNullable<typeof tree.data>['data'], depth: number) => {
      for (const unit of units) {
        if (unit.level < 5 && unit.isActive) list.push({ value: unit.id, label: `${'· '.repeat(depth)}${unit.unitName}` });
        visit(unit.children, depth + 1);
      }
    };
    visit(tree.data?.data ?? [], 0);
    return list;
  }, [tree.data]);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<TaskForceFormValues>({
    resolver: zodResolver(taskForceFormSchema, taskForceFormErrors),
    defaultValues: formValuesOf(taskForce),
  });
  useEffect(() => {
    if (open) reset(formValuesOf(taskForce));
    // Only when the dialog opens: a refetched TF must not wipe what the user is typing.
  }, [open, reset]);

  const discard = useDiscardChanges({
    onClose: () => onOpenChange(false),
    description: `입력한 ${josa(taskForce ? '변경 내용' : 'TF 정보', '이/가')} 저장되지 않고 사라집니다. 닫을까요?`,
  });
  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { isDirty, isSubmitting } = formState;
  const requestClose = () => discard.requestClose(isDirty, isSubmitting);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (taskForce) {
        await update.mutateAsync({ id: taskForce.id, body: updateBody(values, taskForce) });
        showSuccess('TF를 저장했습니다.', values.tfName);
      } else {
        const created = await create.mutateAsync(createBody(values));
        showSuccess('TF를 만들었습니다.', created.tfName);
        onCreated?.(created.id);
      }
      reset(values);
      onOpenChange(false);
    } catch (error) {
      if (isConflict(error)) {
        setError('root', { type: 'server', message: `${errorMessage(error, '다른 사용자가 먼저 변경했습니다.')} 창을 닫고 다시 열어 최신 내용으로 수정해주세요.` });
        return;
      }
      const { known, unknown } = formErrorsOf(serverFieldErrors(error));
      known.forEach(({ path, message }) => setError(path, { type: 'server', message }));
      if (known.length === 0 || unknown.length > 0) setError('root', { type: 'server', message: unknown[0] ?? errorMessage(error) });
    }
  });

  const title = taskForce ? `${taskForce.tfName} 수정` : 'TF 만들기';
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <DialogContent size="lg">
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>
                {taskForce ? '변경한 내용은 저장하면 바로 반영됩니다.' : '작성 중 상태로 만든 뒤 상신하면 결재선 순서대로 결재합니다.'}
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="grid content-start gap-4 sm:grid-cols-2">
              {formState.errors.root?.message && (
                <Alert tone="danger" role="alert" className="sm:col-span-2">
                  {formState.errors.root.message}
                </Alert>
              )}
              <FormField label="TF 이름" required error={formState.errors.tfName?.message} className="sm:col-span-2">
                <Input {...register('tfName')} autoComplete="off" />
              </FormField>
              <FormField label="상위 조직" error={formState.errors.parentId?.message}>
                <FormSelect control={control} name="parentId" options={parentIdOptions} />
              </FormField>
              <FormField label="우선순위" required error={formState.errors.priority?.message}>
                <FormSelect control={control} name="priority" options={priorityOptions} />
              </FormField>
              <FormField label="시작일" required error={formState.errors.startDate?.message}>
                <Input type="date" {...register('startDate')} />
              </FormField>
              <FormField label="종료일" required error={formState.errors.endDate?.message}>
                <Input type="date" {...register('endDate')} />
              </FormField>
              <FormField label="목적" error={formState.errors.purpose?.message} className="sm:col-span-2">
                <Textarea {...register('purpose')} rows={2} />
              </FormField>
              <div className="sm:col-span-2">
                <LeaderField control={control} errors={formState.errors} />
              </div>
              <div className="sm:col-span-2">
                <MembersField control={control} errors={formState.errors} register={register} />
              </div>
              <div className="sm:col-span-2">
                <ApproversField control={control} errors={formState.errors} editable={approversEditable(taskForce)} />
              </div>
            </DialogBody>
            <DialogActions onCancel={requestClose} cancelDisabled={false} pending={formState.isSubmitting} pendingLabel={taskForce ? '저장 중...' : '만드는 중...'} submitLabel={taskForce ? '저장' : '만들기'} />
          </form>
        </DialogContent>
      </Dialog>
      {discard.confirm}
    </>
  );
}
