import { josa } from '@saram/shared/hangul';
import type { ReactNode } from 'react';
import { NoteDialog } from './note-dialog';

export type RejectDialogProps = {
  title: string;
  description: ReactNode;
  /** The reason's label: '반려 사유' unless the action has another name (불합격 사유, 거절 사유). */
  label?: string;
  confirmLabel?: string;
  pendingLabel?: string;
  maxLength?: number | undefined;
  pending: boolean;
  /** Shown in the dialog; null when the caller reports failures another way (a toast). */
  error?: Error | null;
  notice?: ReactNode;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * The one way to reject with a reason (사직서, 서류, 공고, 평가, TF, 수습 불합격, 가입 요청): a required
 * reason ('{label}을/를 입력해주세요.' when it is left empty), and a destructive confirm button.
 */
export function RejectDialog({ label = '반려 사유', confirmLabel = '반려', pendingLabel = `${confirmLabel} 중...`, error = null, ...props }: RejectDialogProps) {
  return (
    <NoteDialog
      {...props}
      label={label}
      required
      requiredMessage={`${josa(label, '을/를')} 입력해주세요.`}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      destructive
      error={error}
    />
  );
}
