import { appointmentTypeLabels, appointmentTypes, approvalLineMaxSteps, approvalStepKindLabels, type AppointmentType, type ApprovalStepKind } from '@saram/shared/appointments/appointments';
import type { ApprovalLine } from '@saram/shared/appointments/appointments.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { EmployeePickerField, type PickedEmployee } from '../../components/fields/employee-picker-field';
import { OptionalSelect } from '../../components/fields/optional-select';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/forms/form-field';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../components/ui/overlays/dialog';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { corporationOptions, flattenCorporations } from '../../lib/labels/org-filters';
import { showSuccess } from '../../lib/toast';
import { corporationsQueryOptions } from '../organization/api';
import { useSaveLine } from './api';
import { lineBody } from './appointment-logic';

type StepState = { kind: ApprovalStepKind; employee: PickedEmployee | null };

const allCorporations = '__all';
const typeOptions = appointmentTypes.map((t) => ({ value: t, label: appointmentTypeLabels[t] }));
const kindOptions = (Object.keys(approvalStepKindLabels) as ApprovalStepKind[]).map((k) => ({ value: k, label: approvalStepKindLabels[k] }));

function stepsOf(line: ApprovalLine | null): StepState[] {
  if (!line) return [{ kind: 'manager', employee: null }];
  return line.steps.map((s) => ({ kind: s.kind, employee: s.employee_id ? { id: s.employee_id, name: s.label, employeeNo: '', detail: '' } : null }));
}

/** 결재선 추가·수정: corporation (or every corporation), appointment type, and the steps in order. */
export function ApprovalLineDialog({ line, onClose }: { line: ApprovalLine | null; onClose: () => void }) {
  const [corporation, setCorporation] = useState(line ? (line.corporation_id ?? allCorporations) : allCorporations);
  const [type, setType] = useState<AppointmentType | ''>(line?.type ?? '');
  const [steps, setSteps] = useState<StepState[]>(stepsOf(line));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const corporations = useQuery(corporationsQueryOptions());
  const save = useSaveLine();
  const corpOptions = [{ value: allCorporations, label: '모든 법인 (기본)' }, ...corporationOptions(flattenCorporations(corporations.data))];
  const setStep = (i: number, patch: Partial<StepState>) => setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = lineBody(corporation === allCorporations ? null : corporation, type, steps);
    if ('errors' in body) return setErrors(body.errors);
    setErrors({});
    save.mutate(body, {
      onSuccess: () => {
        showSuccess('결재선을 저장했습니다.', `${appointmentTypeLabels[body.type]} 발령`);
        onClose();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        setFormError(Object.keys(fields).length ? undefined : errorMessage(error));
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogForm
          title={line ? '결재선 수정' : '결재선 추가'}
          description="발령 유형과 법인마다 결재 단계를 순서대로 정합니다. 상신자의 조직장은 상신할 때 정해집니다."
          error={formError}
          onSubmit={onSubmit}
          actions={<DialogActions submitLabel="저장" pendingLabel="저장 중..." pending={save.isPending} onCancel={onClose} />}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="법인" error={errors.corporation_id}>
              {(control) => <OptionalSelect control={control} value={corporation} placeholder="법인 선택" options={corpOptions} disabled={!!line} onChange={(v) => setCorporation(v || allCorporations)} />}
            </FormField>
            <FormField label="발령 유형" required error={errors.type}>
              {(control) => <OptionalSelect control={control} value={type} placeholder="유형 선택" options={typeOptions} disabled={!!line} onChange={(v) => setType(v as AppointmentType | '')} />}
            </FormField>
          </div>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-gray-900">결재 단계</legend>
            {errors.steps && <p className="text-sm text-red-700">{errors.steps}</p>}
            {steps.map((step, i) => (
              <div key={i} className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
                <FormField label={`${i + 1}단계`}>
                  {(control) => <OptionalSelect control={control} value={step.kind} placeholder="종류" options={kindOptions} onChange={(kind) => setStep(i, { kind: (kind || 'manager') as ApprovalStepKind })} />}
                </FormField>
                {step.kind === 'employee' ? (
                  <EmployeePickerField label={`${i + 1}단계 결재자`} value={step.employee} error={errors[`steps.${i}.employee_id`]} onChange={(employee: PickedEmployee | null) => setStep(i, { employee })} />
                ) : (
                  <p className="pb-2 text-sm text-gray-600">상신자가 속한 조직의 조직장</p>
                )}
                <Button variant="ghost" size="icon" aria-label={`${i + 1}단계 삭제`} disabled={steps.length === 1} onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button variant="outline" disabled={steps.length >= approvalLineMaxSteps} onClick={() => setSteps((all) => [...all, { kind: 'employee', employee: null }])}>
              <Plus aria-hidden="true" />
              단계 추가
            </Button>
          </fieldset>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
