import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Textarea } from '../../../components/ui/forms/textarea';

type SaveDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The version being edited; null for a new template (the summary is then optional). */
  version: number | null;
  pending: boolean;
  /** Someone saved first (409): the message, and the way to load their version. */
  conflict: string | null;
  reloading: boolean;
  onSave: (summary: string) => void;
  onReload: () => void;
};

/** 저장: asks for the 변경 요약 (required for an existing template) and saves a new version. */
export function SaveDialog({ open, onOpenChange, version, pending, conflict, reloading, onSave, onReload }: SaveDialogProps) {
  const [summary, setSummary] = useState('');
  const [error, setError] = useState<string | undefined>();
  const existing = version !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = summary.trim();
    if (existing && !text) return setError('변경 요약을 입력해주세요.');
    if (text.length > 500) return setError('변경 요약은 500자 이내로 입력해주세요.');
    setError(undefined);
    onSave(text);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent size="md">
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
          <DialogHeader>
            <DialogTitle>{existing ? `새 버전(v${version + 1})으로 저장` : '템플릿 저장'}</DialogTitle>
            <DialogDescription>
              {existing ? '저장하면 새 버전이 만들어지고, 이전 버전은 그대로 남습니다.' : '첫 버전(v1)으로 저장합니다.'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {conflict && (
              <Alert tone="danger" role="alert" title="다른 사용자가 먼저 저장했습니다">
                <p>{conflict}</p>
                <p className="mt-1">최신 버전을 불러오면 지금 편집한 내용은 사라집니다.</p>
                <Button type="button" variant="outline" size="sm" className="mt-2" loading={reloading} onClick={onReload}>
                  최신 버전 불러오기
                </Button>
              </Alert>
            )}
            <FormField label="변경 요약" required={existing} error={error} description={existing ? '버전 기록에 남습니다.' : '비워 두면 "최초 작성"으로 기록됩니다.'}>
              <Textarea rows={3} maxLength={500} value={summary} onChange={(e) => setSummary(e.target.value)} placeholder="예: 보안서약서 항목 추가" />
            </FormField>
          </DialogBody>
          <DialogActions submitLabel="저장" pendingLabel="저장 중..." onCancel={() => onOpenChange(false)} pending={pending} disabled={conflict !== null} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
