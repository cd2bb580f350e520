import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/overlays/alert-dialog';

/**
 * Closing a dialog form asks first when it holds unsaved edits (design.md): `requestClose(dirty,
 * busy)` closes at once when nothing would be lost, else opens the returned confirm dialog, whose
 * 닫기 discards and closes. Pass `formState.isDirty` read during render (react-hook-form tracks only
 * what a render reads).
 */
export function useDiscardChanges({ onClose, description, keepLabel = '계속 작성' }: { onClose: () => void; description: string; keepLabel?: string }): {
  requestClose: (dirty: boolean, busy?: boolean) => void;
  confirm: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const requestClose = (dirty: boolean, busy = false) => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const confirm = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title="저장하지 않은 변경 사항"
      description={description}
      confirmLabel="닫기"
      cancelLabel={keepLabel}
      destructive
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return { requestClose, confirm };
}
