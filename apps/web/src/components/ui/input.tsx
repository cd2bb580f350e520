import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type InputProps = ComponentPropsWithRef<'input'>;

export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'block h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 sm:text-sm',
        'placeholder:text-gray-500 transition-colors duration-150',
        'hover:border-gray-400 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30',
        'aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/30',
        'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500',
        className,
      )}
      {...props}
    />
  );
}
