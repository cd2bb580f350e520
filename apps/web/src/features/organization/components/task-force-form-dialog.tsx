import { zodResolver } from '@hookform/resolvers/zod';
import { taskForcePriorities, taskForcePriorityLabels } from '@saram/shared/organization-task-forces';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormCheckbox, FormSelect, type SelectOption } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useAuthStore } from '../../../lib/auth-store';
import { showSuccess } from '../../../lib/toast';
import { treeQueryOptions, useCreateTaskForce } from '../api';
import { errorMessage, serverFieldErrors } from '../form-errors';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noParent = 'none';
const priorityOptions = taskForcePriorities.map((value) => ({ value, label: taskForcePriorityLabels[value] }));

const formSchema = z
  .object({
    tfName: z.string().trim().min(1, 'TF 이름을 입력해주세요.').max(100, 'TF 이름은 100자 이하로 입력해주세요.'),
    parentId: z.string(),
    priority: z.enum(taskForcePriorities),
    startDate: z.string().min(1, '시작일을 입력해주세요.'),
    endDate: z.string().min(1, '종료일을 입력해주세요.'),
    purpose: z.string().max(1000),
    approveMyself: z.boolean(),
    otherApprovers: z
      .string()
      .refine((value) => splitIds(value).every((id) => uuid.test(id)), '결재자 ID는 사용자 ID(UUID)를 쉼표로 구분해 입력해주세요.'),
  })
  .refine((values) => !values.startDate || !values.endDate || values.endDate >= values.startDate, {
    path: ['endDate'],
    message: '종료일은 시작일 이후여야 합니다.',
  });
type FormValues = z.infer<typeof formSchema>;

function splitIds(value: string): string[] {
  return value
    .split(/[,\s]+/)
    .map((id) => id.trim())
    .filter(Boolean);
}

/** Creates a task force (작성 중). Approvers: the signed-in user and/or user IDs (no user lookup API yet). */
export function TaskForceFormDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (id: string) => void }) {
  const me = useAuthStore((state) => state.user);
  const tree = useQuery(treeQueryOptions());
  const create = useCreateTaskForce();
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
  const { register, control, handleSubmit, reset, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { tfName: '', parentId: noParent, priority: 'MEDIUM', startDate: '', endDate: '', purpose: '', approveMyself: true, otherApprovers: '' },
  });
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const approvers = [...(values.approveMyself && me ? [me.id] : []), ...splitIds(values.otherApprovers)];
    try {
      const created = await create.mutateAsync({
        tfName: values.tfName,
        parentId: values.parentId === noParent ? null : values.parentId,
        priority: values.priority,
        startDate: values.startDate,
        endDate: values.endDate,
        purpose: values.purpose.trim() || null,
        approvers,
      });
      showSuccess('TF를 만들었습니다.', created.tfName);
      onCreated(created.id);
      onOpenChange(false);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const known: (keyof FormValues)[] = ['tfName', 'parentId', 'priority', 'startDate', 'endDate', 'purpose'];
      const matched = known.filter((name) => fields[name]);
      matched.forEach((name) => setError(name, { type: 'server', message: fields[name] }));
      if (fields.approvers) setError('otherApprovers', { type: 'server', message: fields.approvers });
      if (matched.length === 0 && !fields.approvers) setError('root', { type: 'server', message: errorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>TF 만들기</DialogTitle>
            <DialogDescription>작성 중 상태로 만든 뒤 상신하면 결재선 순서대로 결재합니다.</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4 sm:grid-cols-2">
            {formState.errors.root?.message && (
              <Alert tone="danger" className="sm:col-span-2">
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
              <FormCheckbox control={control} name="approveMyself" label="{`나(${me?.userName ?? me?.loginId ?? ''})를 1단계 결재자로 지정`}" />
            </div>
            <FormField
              label="추가 결재자 ID"
              description="결재 순서대로 사용자 ID(UUID)를 쉼표로 구분해 입력합니다. 사용자 검색은 아직 지원하지 않습니다."
              error={formState.errors.otherApprovers?.message}
              className="sm:col-span-2"
            >
              <Input {...register('otherApprovers')} autoComplete="off" />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              취소
            </Button>
            <Button type="submit" loading={formState.isSubmitting} loadingText="만드는 중...">
              만들기
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
