import type { Person } from '@saram/shared/evaluations/cycles.schemas';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../../../components/ui/overlays/dialog';
import { FormField, type FormControlProps } from '../../../../components/ui/forms/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/forms/select';
import { errorMessage } from '../../../../lib/api/form-errors';
import { showError, showSuccess } from '../../../../lib/toast';
import { EmployeePickerField } from '../../../../components/fields/employee-picker-field';
import { ensureEvaluatorAccount, useOverrideEvaluators } from '../api';

export type OverrideTarget = { evaluationId: string; employee: Person; first: Person | null; second: Person | null };
const none = 'none';

/**
 * 평가자 변경: a 1차 and 2차 평가자 chosen by hand for one person (kept when the population is rebuilt),
 * from the cycle's people or, found by search, any other employee (외부 평가자), who gets an
 * evaluator account on saving when they have none.
 */
export function OverrideDialog({ cycleId, target, people, onClose }: { cycleId: string; target: OverrideTarget; people: readonly Person[]; onClose: () => void }) {
  const save = useOverrideEvaluators();
  const [first, setFirst] = useState(target.first?.id ?? '');
  const [second, setSecond] = useState(target.second?.id ?? none);
  const [missing, setMissing] = useState(false);
  const [outside, setOutside] = useState<Person[]>([]);
  const [preparing, setPreparing] = useState(false);
  const options = [...people, ...outside.filter((o) => !people.some((p) => p.id === o.id))].filter((p) => p.id !== target.employee.id);
  const submit = async () => {
    if (!first) {
      setMissing(true);
      return;
    }
    const outsiders = outside.filter((o) => o.id === first || o.id === second);
    setPreparing(true);
    try {
      for (const person of outsiders) {
        const { created } = await ensureEvaluatorAccount(person.id);
        if (created) showSuccess('평가자 계정을 만들었습니다', `${person.name} (${person.employeeNo})`);
      }
    } catch (error) {
      showError('평가자 계정을 확인하지 못했습니다', errorMessage(error));
      return;
    } finally {
      setPreparing(false);
    }
    save.mutate(
      { id: cycleId, body: { assignments: [{ evaluationId: target.evaluationId, firstEvaluatorId: first, secondEvaluatorId: second === none ? null : second }] } },
      {
        onSuccess: () => {
          showSuccess('평가자를 바꿨습니다', target.employee.name);
          onClose();
        },
      },
    );
  };
  const picker = (value: string, onChange: (v: string) => void, withNone: boolean) => (control: FormControlProps) => (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...control}>
        <SelectValue placeholder="평가자 선택" />
      </SelectTrigger>
      <SelectContent>
        {withNone && <SelectItem value={none}>없음</SelectItem>}
        {options.map((p) => (
          <SelectItem key={p.id} value={p.id}>
            {p.name} ({p.employeeNo}) {p.unit ? `· ${p.unit}` : ''}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>평가자 변경</DialogTitle>
          <DialogDescription>
            {target.employee.name} ({target.employee.employeeNo})의 평가자를 직접 지정합니다.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          {save.error && (
            <Alert tone="danger" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <FormField label="1차 평가자" required error={missing && !first ? '1차 평가자를 선택해주세요.' : undefined}>
            {picker(first, setFirst, false)}
          </FormField>
          <FormField label="2차 평가자">{picker(second, setSecond, true)}</FormField>
          <EmployeePickerField
            label="외부 평가자"
            description="대상자 밖의 직원을 찾아 평가자 목록에 더합니다. 계정이 없으면 저장할 때 평가자 계정을 만듭니다."
            value={null}
            onChange={(picked) => {
              if (!picked) return;
              setOutside((list) => [...list, { id: picked.id, name: picked.name, employeeNo: picked.employeeNo, unit: picked.detail || null, jobTitle: null }]);
              if (!first) setFirst(picked.id);
            }}
          />
        </DialogBody>
        <DialogActions
          submitLabel="저장"
          pendingLabel="저장 중..."
          onCancel={onClose}
          pending={save.isPending || preparing}
          cancelDisabled={save.isPending}
          onSubmit={() => void submit()}
        />
      </DialogContent>
    </Dialog>
  );
}
