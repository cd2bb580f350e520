import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder in the shape of what is loading: never a blank page (design.md). */
export function Skeleton({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-gray-200/80', className)} {...props} />;
}

/** A column of skeletons for a page or panel that is loading: one class list a bar. */
export function SkeletonStack({ bars, label, className = 'space-y-4' }: { bars: string[]; label?: string | undefined; className?: string | undefined }) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {bars.map((bar, i) => (
        <Skeleton key={i} className={bar} />
      ))}
    </div>
  );
}
