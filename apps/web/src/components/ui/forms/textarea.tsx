import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';
import { controlClasses } from './input';

export type TextareaProps = ComponentPropsWithRef<'textarea'>;

/** Multi-line text; grows with its content up to a limit where the browser supports it. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, 'min-h-20 resize-y px-3 py-2 leading-normal [field-sizing:content] max-h-80', className)}
      {...props}
    />
  );
}
