import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type LabelProps = ComponentPropsWithRef<'label'> & { required?: boolean };

/** A field label, placed above its field; `required` adds the marker (screen readers get aria-required). */
export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label className={cn('mb-1.5 block text-sm font-medium text-gray-800', className)} {...props}>
      {children}
      {required && (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
