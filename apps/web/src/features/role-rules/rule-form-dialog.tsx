import type { ScopeType } from '@saram/shared/rbac/rbac';
import { rulePriorityRange } from '@saram/shared/role-rules/role-rules';
import type { RoleRule, RuleConditions } from '@saram/shared/role-rules/role-rules.schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { ScopeTypeSelect } from '../../components/fields/scope-type-select';
import { Alert } from '../../components/ui/alert';
import { Checkbox } from '../../components/ui/forms/checkbox';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { OptionsSelect } from '../../components/ui/forms/select';
import { Textarea } from '../../components/ui/forms/textarea';
import { errorMessage, isConflict, serverFieldErrors } from '../../lib/api/form-errors';
import { showSuccess } from '../../lib/toast';
import { useRoleChoices } from '../rbac/api';
import { useCreateRule, useUpdateRule } from './api';
import { ChoiceList } from '../../components/fields/choice-list';
import { useCommonTypes } from '../common-types/api';
import { useRuleOptions, withHeld } from './rule-options';

type Values = {
  name: string;
  description: string;
  role: string;
  scopeType: ScopeType;
  scopeUnitIds: string[];
  conditions: RuleConditions;
  priority: string;
  isActive: boolean;
};

const emptyConditions: RuleConditions = { unitIds: [], jobTitles: [], jobGrades: [], employmentTypes: [], corporationIds: [] };

function initial(rule: RoleRule | undefined): Values {
  return {
    name: rule?.name ?? '',
    description: rule?.description ?? '',
    role: rule?.role ?? 'hr_staff',
    scopeType: rule?.scopeType ?? 'unit',
    scopeUnitIds: rule?.scopeUnitIds ?? [],
    conditions: rule?.conditions ?? emptyConditions,
    priority: String(rule?.priority ?? 0),
    isActive: rule?.isActive ?? true,
  };
}

/** The form's own checks; the server checks the same and more (the role, units and corporations exist). */
function check(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.name.trim()) errors.name = '규칙 이름을 입력하세요.';
  const c = v.conditions;
  if (!c.unitIds.length && !c.jobTitles.length && !c.jobGrades.length && !c.employmentTypes.length && !c.corporationIds.length)
    errors.conditions = '조건을 하나 이상 지정하세요 (조직, 직책, 직급, 고용형태, 법인).';
  const p = Number(v.priority);
  if (!/^\d+$/.test(v.priority.trim()) || p < rulePriorityRange.min || p > rulePriorityRange.max)
    errors.priority = `우선순위는 ${rulePriorityRange.min}~${rulePriorityRange.max} 사이의 정수입니다.`;
  return errors;
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; rule?: RoleRule | undefined };

/** Create or edit a rule: the role and its scope, then the conditions (all given ones must hold). */
export function RuleFormDialog({ open, onOpenChange, rule }: Props) {
  const create = useCreateRule();
  const update = useUpdateRule();
  const options = useRuleOptions();
  const roleChoices = useRoleChoices();
  const jobTitles = useCommonTypes('job_title');
  const jobGrades = useCommonTypes('job_grade');
  const employmentTypes = useCommonTypes('employment_type');
  const [values, setValues] = useState<Values>(() => initial(rule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(initial(rule));
    setErrors({});
    setConflict(false);
  }, [open, rule]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setCondition = (key: keyof RuleConditions, value: string[]) => setValues((v) => ({ ...v, conditions: { ...v.conditions, [key]: value } }));
  const c = values.conditions;
  const pending = create.isPending || update.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = {
      ...values,
      name: values.name.trim(),
      description: values.description.trim(),
      priority: Number(values.priority),
      scopeUnitIds: values.scopeType === 'unit' || values.scopeType === 'corporation' ? values.scopeUnitIds : [],
    };
    try {
      if (rule) await update.mutateAsync({ id: rule.id, body: { ...body, version: rule.version } });
      else await create.mutateAsync(body);
      showSuccess(rule ? '규칙을 저장했습니다.' : '규칙을 만들었습니다.', rule ? undefined : '시험 실행으로 결과를 확인한 뒤 적용하세요.');
      onOpenChange(false);
    } catch (error) {
      if (isConflict(error)) return setConflict(true);
      const fields = serverFieldErrors(error);
      const mapped = Object.fromEntries(Object.entries(fields).map(([k, m]) => [k.startsWith('conditions') ? 'conditions' : k, m]));
      setErrors(Object.keys(mapped).length ? mapped : { root: errorMessage(error) });
    }
  };

  const scopeChoices = values.scopeType === 'unit' ? options.units : options.corporations;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent size="lg">
        <DialogForm
          onSubmit={(event) => void onSubmit(event)}
          aria-label="역할 배정 규칙"
          title={rule ? '규칙 수정' : '규칙 추가'}
          description="조건을 모두 만족하는 재직 직원의 계정에 역할을 배정합니다. 저장만으로는 배정되지 않으며, 시험 실행 후 적용합니다."
          bodyClassName="grid gap-4 sm:grid-cols-2"
          actions={<DialogActions submitLabel="저장" pendingLabel="저장 중..." onCancel={() => onOpenChange(false)} pending={pending} />}
        >
          {conflict && (
            <Alert tone="warning" title="다른 사람이 먼저 이 규칙을 수정했습니다." className="sm:col-span-2">
              <p>창을 닫고 최신 내용을 다시 불러온 뒤 수정해주세요.</p>
            </Alert>
          )}
          {errors.root && <Alert tone="danger" title={errors.root} className="sm:col-span-2" />}
          <FormField label="규칙 이름" required error={errors.name} className="sm:col-span-2">
            <Input value={values.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />
          </FormField>
          <FormField label="설명" error={errors.description} className="sm:col-span-2">
            <Textarea rows={2} value={values.description} maxLength={500} onChange={(e) => set('description', e.target.value)} />
          </FormField>
          <FormField label="역할" required error={errors.role}>
            {(control) => (
              <OptionsSelect value={values.role} onValueChange={(role) => set('role', role)} options={roleChoices.options} {...control} />
            )}
          </FormField>
          <FormField label="범위" required error={errors.scopeType}>
            {(control) => <ScopeTypeSelect value={values.scopeType} onChange={(scopeType) => setValues((v) => ({ ...v, scopeType, scopeUnitIds: [] }))} control={control} />}
          </FormField>
          {(values.scopeType === 'unit' || values.scopeType === 'corporation') && (
            <div className="sm:col-span-2">
              <ChoiceList
                legend={values.scopeType === 'unit' ? '범위 조직' : '범위 법인'}
                hint={values.scopeType === 'unit' ? '고르지 않으면 배정받는 사람의 소속 조직과 하위입니다.' : '고르지 않으면 배정받는 사람의 소속 법인입니다.'}
                options={scopeChoices}
                value={values.scopeUnitIds}
                onChange={(ids) => set('scopeUnitIds', ids)}
                searchable
                error={errors.scopeUnitIds}
              />
            </div>
          )}
          <div className="space-y-3 sm:col-span-2">
            <p className="text-sm font-semibold text-gray-900">조건 (지정한 조건을 모두 만족해야 합니다. 비워 둔 조건은 모두 허용)</p>
            {errors.conditions && (
              <p role="alert" className="text-sm text-red-700">
                {errors.conditions}
              </p>
            )}
            <ChoiceList legend="조직 (하위 조직 포함)" options={options.units} value={c.unitIds} onChange={(v) => setCondition('unitIds', v)} searchable />
            <div className="grid gap-3 sm:grid-cols-3">
              <ChoiceList legend="직책" options={withHeld(jobTitles, c.jobTitles)} value={c.jobTitles} onChange={(v) => setCondition('jobTitles', v)} />
              <ChoiceList legend="직급" options={withHeld(jobGrades, c.jobGrades)} value={c.jobGrades} onChange={(v) => setCondition('jobGrades', v)} />
              <ChoiceList legend="고용형태" options={withHeld(employmentTypes, c.employmentTypes)} value={c.employmentTypes} onChange={(v) => setCondition('employmentTypes', v)} />
            </div>
            <ChoiceList legend="법인" options={options.corporations} value={c.corporationIds} onChange={(v) => setCondition('corporationIds', v)} />
          </div>
          <FormField label="우선순위" required error={errors.priority} description="같은 역할을 주는 규칙이 겹치면 숫자가 큰 규칙의 범위가 적용됩니다.">
            <Input inputMode="numeric" value={values.priority} onChange={(e) => set('priority', e.target.value)} />
          </FormField>
          <label className="flex items-center gap-2 self-center text-sm text-gray-800">
            <Checkbox checked={values.isActive} onCheckedChange={(checked) => set('isActive', checked === true)} />
            활성 (비활성으로 저장하면 이 규칙이 배정한 권한을 회수합니다)
          </label>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
