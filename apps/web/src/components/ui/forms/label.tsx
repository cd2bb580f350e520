import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

export type LabelProps = ComponentPropsWithRef<'label'> & {
  required?: boolean | undefined;
  /** Beside a checkbox, radio or switch: normal weight, no space below, greyed after a disabled control. */
  inline?: boolean | undefined;
};

/** A field label, placed above its field; `required` adds the marker (screen readers get aria-required). */
export function Label({ className, required, inline = false, children, ...props }: LabelProps) {
  return (
    <label
      className={cn(
        inline
          ? 'text-sm text-gray-800 peer-disabled:cursor-not-allowed peer-disabled:text-gray-500'
          : 'mb-1.5 block text-sm font-medium text-gray-800',
        className,
      )}
      {...props}
    >
      {children}
      {required && (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
