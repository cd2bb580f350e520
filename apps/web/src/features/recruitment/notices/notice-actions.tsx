import { noticeActionLabels, type NoticeMove } from '@saram/shared/recruitment/recruitment';
import type { Notice } from '@saram/shared/recruitment/notices.schemas';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RejectDialog } from '../../../components/dialogs/reject-dialog';
import { ConfirmDialog } from '../../../components/ui/overlays/alert-dialog';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useCan } from '../../../lib/auth/use-can';
import { showSuccess } from '../../../lib/toast';
import { useMoveNotice } from '../api';
import { noticeConfirmText } from '../recruitment-logic';

const doneTexts: Record<NoticeMove, string> = {
  approve: '공고를 승인했습니다.',
  return: '공고를 반려했습니다.',
  submit: '승인을 다시 요청했습니다.',
  close: '공고를 마감했습니다.',
  disable: '공고를 비활성화했습니다.',
};

/**
 * The notice's moves the server allows this user now (`can`, and the permission the call needs):
 * 수정, 승인 재요청, 승인, 반려 (with a comment), 마감, 비활성화.
 */
export function NoticeActions({ notice }: { notice: Notice }) {
  const canWrite = useCan('recruitment:write');
  const canApprove = useCan('recruitment:approve');
  const move = useMoveNotice();
  const [confirming, setConfirming] = useState<Exclude<NoticeMove, 'return'> | null>(null);
  const [returning, setReturning] = useState(false);

  const run = (which: NoticeMove, text = '') =>
    move.mutate(
      { id: notice.id, move: which, comment: text },
      {
        onSuccess: () => {
          showSuccess(doneTexts[which], notice.title);
          setConfirming(null);
          setReturning(false);
        },
      },
    );

  const shown = (which: NoticeMove) => notice.can[which] && (which === 'approve' || which === 'return' ? canApprove : canWrite);
  return (
    <>
      {notice.can.edit && canWrite && (
        <Link to={`/job-notices/create?edit=${notice.id}`} className={buttonClasses({ variant: 'outline' })}>
          <Pencil aria-hidden="true" />
          수정
        </Link>
      )}
      {shown('disable') && (
        <Button variant="outline" onClick={() => setConfirming('disable')}>
          {noticeActionLabels.disable}
        </Button>
      )}
      {shown('close') && (
        <Button variant="outline" onClick={() => setConfirming('close')}>
          {noticeActionLabels.close}
        </Button>
      )}
      {shown('submit') && <Button onClick={() => setConfirming('submit')}>{noticeActionLabels.submit}</Button>}
      {shown('return') && (
        <Button variant="outline" onClick={() => setReturning(true)}>
          {noticeActionLabels.return}
        </Button>
      )}
      {shown('approve') && <Button onClick={() => setConfirming('approve')}>{noticeActionLabels.approve}</Button>}

      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={`공고 ${noticeActionLabels[confirming]}`}
          description={noticeConfirmText(confirming, notice.title)}
          confirmLabel={noticeActionLabels[confirming]}
          destructive={confirming === 'disable'}
          pending={move.isPending}
          onConfirm={() => run(confirming)}
        />
      )}
      {returning && (
        <RejectDialog
          title="공고 반려"
          description="작성자에게 고칠 점을 알려주세요. 작성자가 고쳐서 다시 승인을 요청합니다."
          pending={move.isPending}
          onConfirm={(reason) => run('return', reason)}
          onClose={() => setReturning(false)}
        />
      )}
    </>
  );
}
