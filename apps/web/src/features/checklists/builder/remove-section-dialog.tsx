import { josa } from '@saram/shared/hangul';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/overlays/alert-dialog';
import { Button } from '../../../components/ui/button';

/** Deleting a section that holds items asks what becomes of them: 미분류, or deleted with it. */
export function RemoveSectionDialog({
  section,
  onClose,
  onRemove,
}: {
  section: { title: string; count: number } | null;
  onClose: () => void;
  onRemove: (items: 'unsorted' | 'delete') => void;
}) {
  return (
    <AlertDialog open={section !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>{section ? `${josa(section.title, '을/를')} 삭제할까요?` : ''}</AlertDialogTitle>
        <AlertDialogDescription>
          이 구역에 항목 {section?.count ?? 0}개가 있습니다. 항목을 미분류로 옮기거나 구역과 함께 삭제할 수 있습니다.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>취소</AlertDialogCancel>
          <Button variant="outline" onClick={() => onRemove('unsorted')}>
            미분류로 옮기고 삭제
          </Button>
          <Button variant="destructive" onClick={() => onRemove('delete')}>
            항목도 함께 삭제
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
