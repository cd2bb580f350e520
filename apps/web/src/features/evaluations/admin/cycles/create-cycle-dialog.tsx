import { createCycleSchema } from '@saram/shared/evaluations/cycles.schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { ChoiceList } from '../../../../components/fields/choice-list';
import { Alert } from '../../../../components/ui/alert';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../../components/ui/overlays/dialog';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Input } from '../../../../components/ui/forms/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/forms/select';
import { errorMessage, serverFieldErrors } from '../../../../lib/api/form-errors';
import { flattenUnits } from '../../../../lib/labels/org-filters';
import { showSuccess } from '../../../../lib/toast';
import { useCommonTypeOptions } from '../../../common-types/api';
import { treeQueryOptions } from '../../../organization/api';
import { templatesQuery, useBuildPopulation, useCreateCycle } from '../api';
import { issuesToFields } from '../logic';

/** 새 평가 주기: name, period, due date, template and population (units, employment types, hire-date cut-off). */
export function CreateCycleDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const templates = useQuery(templatesQuery());
  const tree = useQuery(treeQueryOptions());
  const typeOptions = useCommonTypeOptions('employment_type');
  const units = useMemo(() => flattenUnits(tree.data?.data ?? []).filter((u) => !u.inactive).map((u) => ({ value: u.id, label: u.name, depth: u.ancestors.length })), [tree.data]);
  const create = useCreateCycle();
  const build = useBuildPopulation();
  const [form, setForm] = useState({ name: '', periodStart: '', periodEnd: '', dueDate: '', templateId: '', hiredOnOrBefore: '' });
  const [unitIds, setUnitIds] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name,
      periodStart: form.periodStart,
      periodEnd: form.periodEnd,
      dueDate: form.dueDate || null,
      templateId: form.templateId,
      population: { unitIds, employmentTypes: types, hiredOnOrBefore: form.hiredOnOrBefore || null },
    };
    const parsed = createCycleSchema.safeParse(body);
    if (!parsed.success) {
      setErrors({ ...issuesToFields(parsed.error.issues), ...(form.templateId ? {} : { templateId: '평가 템플릿을 선택해주세요.' }) });
      return;
    }
    setErrors({});
    create.mutate(body, {
      // The population and its 조직장 evaluators are built at once, for HR to check before opening.
      onSuccess: (cycle) =>
        build.mutate(cycle.id, {
          onSettled: (assignments) => {
            showSuccess('평가 주기를 만들었습니다', assignments ? `${cycle.name} · 대상 ${assignments.data.length}명` : cycle.name);
            onCreated(cycle.id);
          },
        }),
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };
  const activeTemplates = (templates.data?.data ?? []).filter((t) => t.isActive);

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && !build.isPending && onClose()}>
      <DialogContent size="lg">
        <DialogForm
          onSubmit={submit}
          title="새 평가 주기"
          description="기간과 템플릿, 대상자를 정합니다. 대상자와 평가자는 만든 뒤 확인하고 주기를 엽니다."
          actions={<DialogActions submitLabel="만들기" pendingLabel="만드는 중..." onCancel={onClose} pending={create.isPending || build.isPending} cancelDisabled={create.isPending} />}
        >
          {create.error && Object.keys(serverFieldErrors(create.error)).length === 0 && (
            <Alert tone="danger" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <FormField label="평가 이름" required error={errors.name}>
            <Input value={form.name} onChange={(e) => set('name')(e.target.value)} placeholder="예: 2026년 상반기 성과 평가" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="평가 시작일" required error={errors.periodStart}>
              <Input type="date" value={form.periodStart} onChange={(e) => set('periodStart')(e.target.value)} />
            </FormField>
            <FormField label="평가 종료일" required error={errors.periodEnd}>
              <Input type="date" value={form.periodEnd} onChange={(e) => set('periodEnd')(e.target.value)} />
            </FormField>
            <FormField label="작성 마감일" error={errors.dueDate}>
              <Input type="date" value={form.dueDate} onChange={(e) => set('dueDate')(e.target.value)} />
            </FormField>
          </div>
          <FormField label="평가 템플릿" required error={errors.templateId}>
            {(control) => (
<Select value={form.templateId} onValueChange={set('templateId')}>
              <SelectTrigger {...control}>
                <SelectValue placeholder={templates.isPending ? '불러오는 중...' : '템플릿 선택'} />
              </SelectTrigger>
              <SelectContent>
                {activeTemplates.map((t) => (
                  <SelectItem key={t.id} value={t.id}>
                    {t.name} (문항 {t.questionCount}개)
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
)}
</FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceList legend="대상 조직" hint="선택한 조직과 그 아래 조직 전체. 선택하지 않으면 전사." options={units} value={unitIds} onChange={setUnitIds} searchable />
            <ChoiceList legend="고용형태" hint="선택하지 않으면 모든 고용형태." options={typeOptions} value={types} onChange={setTypes} />
          </div>
          <FormField label="입사일 기준" description="이 날짜까지 입사한 사람만 평가합니다 (예: 평가 종료 3개월 전)." error={errors['population.hiredOnOrBefore']}>
            <Input type="date" value={form.hiredOnOrBefore} onChange={(e) => set('hiredOnOrBefore')(e.target.value)} />
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
