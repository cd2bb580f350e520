import type { EvaluationCycle } from '@saram/shared/evaluations/cycles.schemas';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/overlays/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api/form-errors';
import { showError, showSuccess } from '../../../../lib/toast';
import { useCycleAction } from '../api';

/** 결과 공개 of a closed cycle, after a confirmation. */
export function ReleaseButton({ cycle }: { cycle: EvaluationCycle }) {
  const run = useCycleAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Megaphone aria-hidden="true" />
        결과 공개
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="결과를 공개할까요?"
        description="대상자 본인이 최종 점수와 등급, 평가 의견을 볼 수 있게 됩니다. 공개 후에는 등급을 조정할 수 없습니다."
        confirmLabel="결과 공개"
        pending={run.isPending}
        onConfirm={() =>
          run.mutate(
            { id: cycle.id, action: 'release', version: cycle.version },
            {
              onSuccess: () => showSuccess('결과를 공개했습니다', cycle.name),
              onError: (e) => showError('결과 공개 실패', errorMessage(e)),
              onSettled: () => setOpen(false),
            },
          )
        }
      />
    </>
  );
}
