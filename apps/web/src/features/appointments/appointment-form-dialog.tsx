import { appointmentReasonMax, appointmentTypeLabels, appointmentTypes, type AppointmentType } from '@saram/shared/appointments/appointments';
import { useState, type FormEvent } from 'react';
import { EmployeePickerField, type PickedEmployee } from '../../components/fields/employee-picker-field';
import { OptionalSelect } from '../../components/fields/optional-select';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { Textarea } from '../../components/ui/forms/textarea';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../components/ui/overlays/dialog';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { showSuccess } from '../../lib/toast';
import { useCommonTypeOptions } from '../common-types/api';
import { useUnitFilterOptions } from '../organization/api';
import type { Appointment } from '@saram/shared/appointments/appointments.schemas';
import { useCreateAppointment, useUpdateAppointment } from './api';
import { draftBody, draftErrors, draftOf, emptyDraft, fieldsOfType, updateBody, type AppointmentDraft } from './appointment-logic';

const typeOptions = appointmentTypes.map((t) => ({ value: t, label: appointmentTypeLabels[t] }));

/**
 * 발령 등록: person, type, effective date, what changes (as the type needs), reason; 상신 or 임시 저장.
 * With `editing` (a draft of the caller's): 수정 of that draft, the person fixed; 저장 keeps it 작성중.
 */
export function AppointmentFormDialog({ onClose, editing }: { onClose: () => void; editing?: Appointment }) {
  const [draft, setDraft] = useState<AppointmentDraft>(() => (editing ? draftOf(editing) : emptyDraft));
  const [person, setPerson] = useState<PickedEmployee | null>(() =>
    editing ? { id: editing.employee.id, name: editing.employee.name, employeeNo: editing.employee.employee_no, detail: editing.employee.department_path } : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const createMutation = useCreateAppointment();
  const updateMutation = useUpdateAppointment();
  const create = editing ? updateMutation : createMutation;
  const units = useUnitFilterOptions();
  const grades = useCommonTypeOptions('job_grade');
  const titles = useCommonTypeOptions('job_title');
  const functions = useCommonTypeOptions('job_function');
  const shown = fieldsOfType(draft.type);
  const set = (patch: Partial<AppointmentDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = (submit: boolean) => {
    const local = draftErrors(draft);
    setErrors(local);
    setFormError(undefined);
    if (Object.keys(local).length) return;
    const handlers = {
      onSuccess: () => {
        showSuccess(editing ? '인사발령을 수정했습니다.' : submit ? '인사발령을 상신했습니다.' : '인사발령을 임시 저장했습니다.', person ? `${person.name} (${person.employeeNo})` : undefined);
        onClose();
      },
      onError: (error: Error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        if (!Object.keys(fields).length) setFormError(errorMessage(error));
      },
    };
    if (editing) updateMutation.mutate({ id: editing.id, body: updateBody(draft) }, handlers);
    else createMutation.mutate(draftBody(draft, submit), handlers);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save(!editing);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogForm
          title={editing ? '인사발령 수정' : '인사발령 등록'}
          description={editing ? '작성중인 발령을 고칩니다. 저장한 뒤 상세에서 상신하세요.' : '발령일이 되면 승인된 발령이 직원 정보에 적용됩니다. 상신하면 결재선에 따라 결재가 진행됩니다.'}
          error={formError}
          onSubmit={onSubmit}
          bodyClassName="grid content-start gap-4 sm:grid-cols-2"
          actions={
            <DialogActions submitLabel={editing ? '저장' : '상신'} pendingLabel="저장 중..." pending={create.isPending} onCancel={onClose}>
              {!editing && (
                <Button variant="outline" disabled={create.isPending} onClick={() => save(false)}>
                  임시 저장
                </Button>
              )}
            </DialogActions>
          }
        >
          {editing ? (
            <div className="sm:col-span-2">
              <p className="text-sm font-medium text-gray-900">대상 직원</p>
              <p className="mt-1 text-sm text-gray-700">{`${editing.employee.name} (${editing.employee.employee_no}) · ${editing.employee.department_path || '-'}`}</p>
            </div>
          ) : (
            <div className="sm:col-span-2">
              <EmployeePickerField
                label="대상 직원"
                value={person}
                error={errors.employee_id}
                onChange={(picked) => {
                  setPerson(picked);
                  set({ employeeId: picked?.id ?? '' });
                }}
              />
            </div>
          )}
          <FormField label="발령 유형" required error={errors.type}>
            {(control) => <OptionalSelect control={control} value={draft.type} placeholder="유형 선택" options={typeOptions} onChange={(type) => set({ type: type as AppointmentType | '' })} />}
          </FormField>
          <FormField label="발령일" required error={errors.effectiveDate}>
            <Input type="date" value={draft.effectiveDate} onChange={(e) => set({ effectiveDate: e.target.value })} />
          </FormField>
          {shown.unit && (
            <FormField label={draft.type === 'concurrent' ? '겸직 조직' : '발령 조직'} required error={errors['change.unitId']}>
              {(control) => (
                <OptionalSelect control={control} value={draft.unitId} placeholder="조직 선택" options={units.options} disabled={units.loading} onChange={(unitId) => set({ unitId })} />
              )}
            </FormField>
          )}
          {shown.grade && (
            <FormField label="직급" required={draft.type === 'promotion'} error={errors['change.jobGrade']}>
              {(control) => <OptionalSelect control={control} value={draft.jobGrade} placeholder="직급 선택" options={grades} onChange={(jobGrade) => set({ jobGrade })} />}
            </FormField>
          )}
          {shown.title && (
            <FormField label="직책" description={draft.type === 'title' ? '비워 두면 직책 해임입니다.' : undefined} error={errors['change.jobTitle']}>
              {(control) => <OptionalSelect control={control} value={draft.jobTitle} placeholder="직책 선택" options={titles} onChange={(jobTitle) => set({ jobTitle })} />}
            </FormField>
          )}
          {shown.jobFunction && (
            <FormField label="직무" error={errors['change.jobFunction']}>
              {(control) => <OptionalSelect control={control} value={draft.jobFunction} placeholder="직무 선택" options={functions} onChange={(jobFunction) => set({ jobFunction })} />}
            </FormField>
          )}
          <FormField label="발령 사유" error={errors.reason} className="sm:col-span-2">
            <Textarea rows={3} maxLength={appointmentReasonMax} value={draft.reason} onChange={(e) => set({ reason: e.target.value })} />
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
