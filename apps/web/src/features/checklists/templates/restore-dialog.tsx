import type { TemplateVersion } from '@saram/shared/checklists/checklists.schemas';
import { josa } from '@saram/shared/hangul';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/overlays/alert-dialog';
import { Input } from '../../../components/ui/forms/input';
import { Label } from '../../../components/ui/forms/label';

type Props = {
  version: TemplateVersion | null;
  current: number;
  pending: boolean;
  onClose: () => void;
  onRestore: (changeSummary: string) => void;
};

/** Restoring asks first and takes an optional change summary; the old content becomes a new version. */
export function RestoreDialog({ version, current, pending, onClose, onRestore }: Props) {
  const [summary, setSummary] = useState('');
  return (
    <AlertDialog
      open={version !== null}
      onOpenChange={(open) => {
        if (open || pending) return;
        setSummary('');
        onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{`${josa(`버전 ${version?.version ?? ''}`, '을/를')} 복원할까요?`}</AlertDialogTitle>
        <AlertDialogDescription>
          {`버전 ${version?.version ?? ''}의 항목 ${version?.items.length ?? 0}개로 현재 내용(버전 ${current})을 바꿔 ${josa(`버전 ${current + 1}`, '으로/로')} 저장합니다. 이전 버전은 모두 기록에 남습니다.`}
        </AlertDialogDescription>
        <div className="mt-4 space-y-1.5">
          <Label htmlFor="restore-summary">변경 요약 (선택)</Label>
          <Input
            id="restore-summary"
            value={summary}
            maxLength={500}
            placeholder={`버전 ${version?.version ?? ''} 복원`}
            onChange={(event) => setSummary(event.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>취소</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={(event) => {
              event.preventDefault();
              onRestore(summary.trim());
            }}
          >
            {pending ? '복원 중...' : '복원'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
