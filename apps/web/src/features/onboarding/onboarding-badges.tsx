import type { ItemState, OnboardingState } from '@saram/shared/onboarding/onboarding';
import type { Progress } from '@saram/shared/onboarding/onboarding.schemas';
import { itemStateLabels, onboardingStateLabels } from '@saram/shared/onboarding/onboarding';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { itemStateTones, onboardingStateTones, progressLabel, progressText, type DDay } from './onboarding-logic';

export function OnboardingStateBadge({ state }: { state: OnboardingState }) {
  return (
    <Badge tone={onboardingStateTones[state]} dot>
      {onboardingStateLabels[state]}
    </Badge>
  );
}

export function ItemStateBadge({ state }: { state: ItemState }) {
  return <Badge tone={itemStateTones[state]}>{itemStateLabels[state]}</Badge>;
}

/** 'D-14'; past the end in red with the days it is over (not colour alone). */
export function DDayText({ value, className }: { value: DDay | null; className?: string }) {
  if (!value) return <span className={cn('text-gray-500', className)}>-</span>;
  return (
    <span className={cn('tabular-nums whitespace-nowrap', value.overdue ? 'font-semibold text-red-700' : 'text-gray-900', className)} title={value.text}>
      {value.label}
      {value.overdue && <span className="text-xs font-medium">{' (기한 지남)'}</span>}
    </span>
  );
}

/** A progress bar with its '6/9' beside it; screen readers hear the whole sentence. */
export function ProgressBar({ progress, className }: { progress: Progress; className?: string }) {
  const done = progress.total > 0 && progress.done === progress.total;
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={progressLabel(progress)}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={`${progressText(progress)} 완료`}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-gray-200"
      >
        <div className={cn('h-full rounded-full', done ? 'bg-green-600' : 'bg-brand-600')} style={{ width: `${progress.percent}%` }} />
      </div>
      <span className="shrink-0 text-[13px] text-gray-700 tabular-nums" aria-hidden="true">
        {progressText(progress)}
      </span>
    </div>
  );
}
