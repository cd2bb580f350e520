import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../ui/overlays/dialog';
import { FormField } from '../ui/forms/form-field';
import { Textarea } from '../ui/forms/textarea';
import { errorMessage } from '../../lib/api/form-errors';

export type NoteDialogProps = {
  title: string;
  description: ReactNode;
  label: string;
  /** A reason is required (반려, 불합격); otherwise the note is optional. */
  required?: boolean;
  requiredMessage?: string;
  /** The note's limit in the shared schema of the call. */
  maxLength?: number | undefined;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: Error | null;
  /** Shown above the form (why 수습 완료 is refused, for example). */
  notice?: ReactNode;
  onConfirm: (note: string) => void;
  onClose: () => void;
};

/** A confirmation with a note or a required reason (반려, 불합격 처리, 수습 완료). */
export function NoteDialog({
  title,
  description,
  label,
  required = false,
  requiredMessage = '사유를 입력해주세요.',
  maxLength = 1000,
  confirmLabel,
  pendingLabel,
  destructive = false,
  pending,
  error,
  notice,
  onConfirm,
  onClose,
}: NoteDialogProps) {
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && !note.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(note.trim());
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent size="sm">
        <DialogForm
          onSubmit={submit}
          title={title}
          description={description}
          actions={<DialogActions submitLabel={confirmLabel} pendingLabel={pendingLabel} onCancel={onClose} pending={pending} variant={destructive ? 'destructive' : 'primary'} />}
        >
          {notice}
          {error && (
            <Alert tone="danger" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <FormField label={label} required={required} error={missing && !note.trim() ? requiredMessage : undefined}>
            <Textarea rows={3} maxLength={maxLength} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
