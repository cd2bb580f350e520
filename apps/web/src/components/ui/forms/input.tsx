import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

export type ControlSize = 'sm' | 'md' | 'lg';

const controlHeights: Record<ControlSize, string> = {
  sm: 'h-8 px-2.5',
  md: 'h-9 px-3',
  lg: 'h-11 px-3.5',
};

/**
 * The look every text control shares (input, textarea, select trigger): white field, hairline
 * border, brand focus ring, red when aria-invalid. 16 px text on phones so iOS does not zoom.
 */
export const controlClasses =
  'block w-full min-w-0 rounded-lg border border-gray-300 bg-white text-base text-gray-900 sm:text-sm ' +
  'placeholder:text-gray-500 transition-[color,border-color,box-shadow] duration-150 ' +
  'hover:border-gray-400 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/20 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20 ' +
  'disabled:cursor-not-allowed disabled:border-gray-200 disabled:bg-gray-50 disabled:text-gray-500';

export function controlSizeClasses(size: ControlSize = 'md'): string {
  return controlHeights[size];
}

export type InputProps = ComponentPropsWithRef<'input'> & {
  /** Height: sm 32 px, md 36 px (default), lg 44 px (sign-in screens). */
  controlSize?: ControlSize | undefined;
};

export function Input({ className, controlSize = 'md', type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        controlHeights[controlSize],
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
