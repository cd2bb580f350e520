import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/overlays/alert-dialog';

/**
 * Unsaved-changes guard (design.md): leaving the page inside the app asks first; closing or
 * reloading the tab gets the browser's own question. `when` is read at the moment of leaving, so a
 * page that has just saved can navigate away in the same tick.
 */
export function UnsavedChangesGuard({ when }: { when: () => boolean }) {
  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
  });
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && whenRef.current());

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (whenRef.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="저장하지 않은 변경 사항이 있습니다"
      description="페이지를 나가면 입력한 내용이 사라집니다. 그래도 나갈까요?"
      confirmLabel="나가기"
      cancelLabel="계속 작성"
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
