import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { savedTime } from './review-logic';
import type { SaveState } from './use-autosave';

/** 저장 중… / 저장됨 HH:mm / 저장 실패 (with 다시 시도), announced politely. */
export function AutosaveIndicator({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-8 items-center gap-1.5 text-[13px] text-gray-600" data-testid="autosave-state">
      {(state.kind === 'saving' || state.kind === 'pending') && (
        <>
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          저장 중…
        </>
      )}
      {state.kind === 'saved' && (
        <>
          <CircleCheck className="size-4 text-green-600" aria-hidden="true" />
          저장됨 <span className="tabular-nums">{savedTime(state.at)}</span>
        </>
      )}
      {state.kind === 'error' && (
        <>
          <CircleAlert className="size-4 text-red-600" aria-hidden="true" />
          <span className="text-red-700">저장 실패</span>
          <span className="sr-only">{state.message}</span>
          <Button size="sm" variant="ghost" onClick={onRetry}>
            다시 시도
          </Button>
        </>
      )}
      {state.kind === 'conflict' && (
        <>
          <CircleAlert className="size-4 text-amber-600" aria-hidden="true" />
          <span className="text-amber-800">다른 창의 저장 내용과 충돌</span>
        </>
      )}
    </div>
  );
}
