import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('rounded-xl border border-gray-200 bg-white', className)} {...props} />;
}
