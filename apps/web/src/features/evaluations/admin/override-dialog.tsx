import type { Person } from '@saram/shared/evaluations';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField, type FormControlProps } from '../../../components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/form-errors';
import { showSuccess } from '../../../lib/toast';
import { useOverrideEvaluators } from './api';

export type OverrideTarget = { evaluationId: string; employee: Person; first: Person | null; second: Person | null };
const none = 'none';

/** 평가자 변경: a 1차 and 2차 평가자 chosen by hand for one person (kept when the population is rebuilt). */
export function OverrideDialog({ cycleId, target, people, onClose }: { cycleId: string; target: OverrideTarget; people: readonly Person[]; onClose: () => void }) {
  const save = useOverrideEvaluators();
  const [first, setFirst] = useState(target.first?.id ?? '');
  const [second, setSecond] = useState(target.second?.id ?? none);
  const [missing, setMissing] = useState(false);
  const options = people.filter((p) => p.id !== target.employee.id);
  const submit = () => {
    if (!first) {
      setMissing(true);
      return;
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
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            취소
          </Button>
          <Button onClick={submit} loading={save.isPending} loadingText="저장 중...">
            저장
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
