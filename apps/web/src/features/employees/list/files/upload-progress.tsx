import { cn } from '../../../../lib/cn';

/** A percentage while the file uploads; an indeterminate bar (null) while the server works on it. */
export function UploadProgress({ label, percent }: { label: string; percent: number | null }) {
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-gray-900">{label}</span>
        {percent !== null && <span className="text-gray-600 tabular-nums">{`${percent}%`}</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? '처리 중' : `${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-gray-100"
      >
        <div
          className={cn('h-full rounded-full bg-brand-600 transition-[width] duration-200', percent === null && 'w-full animate-pulse opacity-70')}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
