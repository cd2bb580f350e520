import { CircleAlert } from 'lucide-react';
import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Label } from './label';

/** What a field's control needs to be labelled, described and marked invalid. */
export type FormControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  /** Marks the label with '*' and the control with aria-required. */
  required?: boolean | undefined;
  /** Help text under the label's field, shown while there is no error. */
  description?: ReactNode | undefined;
  /** The inline Korean error, e.g. `errors.email?.message` from react-hook-form. */
  error?: string | undefined;
  /** The control's id; generated when omitted. */
  id?: string | undefined;
  className?: string | undefined;
  /**
   * The control. A single element (Input, Textarea, a select trigger ...) receives id and the aria
   * attributes through a slot; a function receives them as props to place them itself.
   */
  children: ReactElement | ((control: FormControlProps) => ReactNode);
};

/**
 * A form field (design.md): label above, required marker, the control, then either help text or the
 * inline error. Works with react-hook-form: `<FormField label="이메일" required error={errors.email?.message}>
 * <Input {...register('email')} /></FormField>`.
 */
export function FormField({ label, required, description, error, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const messageId = `${controlId}-message`;
  const hasMessage = Boolean(error || description);
  const control: FormControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': hasMessage ? messageId : undefined,
  };

  return (
    <div className={cn('min-w-0', className)} data-invalid={error ? '' : undefined}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      {typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {error ? (
        <p id={messageId} className="mt-1.5 flex items-start gap-1 text-[13px] text-red-700">
          <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : description ? (
        <p id={messageId} className="mt-1.5 text-[13px] text-gray-600">
          {description}
        </p>
      ) : null}
    </div>
  );
}

export type FormSectionProps = {
  title: string;
  description?: ReactNode | undefined;
  children: ReactNode;
  className?: string | undefined;
};

/** A titled group of fields; forms are built from sections (design.md). */
export function FormSection({ title, description, children, className }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('space-y-4', className)}>
      <div>
        <h2 id={headingId} className="text-[15px] font-semibold text-gray-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-[13px] text-gray-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
