import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder in the shape of what is loading: never a blank page (design.md). */
export function Skeleton({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-gray-200/80', className)} {...props} />;
}
