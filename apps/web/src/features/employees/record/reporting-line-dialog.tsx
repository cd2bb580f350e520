import type { PlacementLines } from '@saram/shared/organization/organization-reporting.schemas';
import { useState } from 'react';
import { EmployeePickerField, type PickedEmployee } from '../../../components/fields/employee-picker-field';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../components/ui/overlays/dialog';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { showSuccess } from '../../../lib/toast';
import { useChangeReportingLine } from './reporting-lines-api';

export type LineDialogMode = 'manager' | 'dotted';

const copy = {
  manager: {
    title: '관리자 지정',
    description: (unit: string) => `${unit} 소속의 관리자를 지정합니다. 비워 두고 저장하면 조직장 기준으로 돌아갑니다.`,
    label: '관리자',
    done: '관리자를 저장했습니다.',
  },
  dotted: {
    title: '점선 보고 추가',
    description: (unit: string) => `${unit} 소속에서 함께 보고받을 관리자(점선 보고)를 추가합니다.`,
    label: '점선 보고 관리자',
    done: '점선 보고를 추가했습니다.',
  },
} as const;

/** Picks the manager (or a dotted-line manager) of one placement; the server's refusals show under the field. */
export function ReportingLineDialog({ employeeId, placement, mode, onClose }: { employeeId: string; placement: PlacementLines; mode: LineDialogMode; onClose: () => void }) {
  const text = copy[mode];
  const explicit = mode === 'manager' && placement.manager?.source === 'explicit' ? placement.manager : null;
  const [picked, setPicked] = useState<PickedEmployee | null>(explicit && { id: explicit.id, name: explicit.name, employeeNo: explicit.employeeNo, detail: '' });
  const [missing, setMissing] = useState(false);
  const change = useChangeReportingLine(employeeId);
  const fieldError = serverFieldErrors(change.error).managerId ?? (missing ? `${text.label}를 선택해주세요.` : undefined);

  const submit = () => {
    if (mode === 'dotted' && !picked) return setMissing(true);
    const managerId = picked?.id ?? null;
    const request = mode === 'manager' ? ({ kind: 'manager', unitId: placement.unitId, managerId } as const) : ({ kind: 'addDotted', unitId: placement.unitId, managerId: managerId! } as const);
    change.mutate(request, {
      onSuccess: () => {
        showSuccess(text.done);
        onClose();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <DialogContent size="sm">
        <DialogForm
          title={text.title}
          description={text.description(placement.unitName)}
          error={change.isError && !serverFieldErrors(change.error).managerId ? errorMessage(change.error) : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          actions={<DialogActions submitLabel="저장" pendingLabel="저장 중..." pending={change.isPending} onCancel={onClose} />}
        >
          <EmployeePickerField
            label={text.label}
            value={picked}
            onChange={(value) => {
              setPicked(value);
              setMissing(false);
              change.reset();
            }}
            error={fieldError}
            description={mode === 'manager' && placement.manager?.source === 'unit_leader' ? `지금은 조직장 ${placement.manager.name} 님입니다.` : undefined}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
