import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '../../../components/ui/overlays/alert-dialog';
import { Button } from '../../../components/ui/button';

export const conflictTitle = '다른 사용자가 먼저 변경했습니다';

export type ConflictDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reloads the record; the dialog closes when it has arrived. */
  onReload: () => Promise<unknown>;
  reloading?: boolean | undefined;
};

/** 409 CONFLICT on save: nothing was written; reload to see the other change, then edit again. */
export function ConflictDialog({ open, onOpenChange, onReload, reloading = false }: ConflictDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !reloading && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogTitle>{conflictTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          이 직원 정보를 연 뒤에 다른 사용자가 저장했습니다. 입력한 내용은 저장되지 않았습니다. 새로고침해서 최신 내용을 확인한 뒤 다시 수정해주세요.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={reloading}>닫기</AlertDialogCancel>
          <Button
            loading={reloading}
            loadingText="불러오는 중..."
            onClick={() => {
              void onReload().then(() => onOpenChange(false));
            }}
          >
            새로고침
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
