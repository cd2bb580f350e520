import type { ReactNode } from 'react';
import { useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import { Card, CardContent } from '../../../../components/ui/card';
import { FormField, FormSection } from '../../../../components/ui/forms/form-field';
import { Input, type InputProps } from '../../../../components/ui/forms/input';
import { cn } from '../../../../lib/cn';
import type { RegistrationValues } from './registration-schema';

export type RegistrationPath = FieldPath<RegistrationValues>;

export type TextFieldProps = Omit<InputProps, 'name' | 'onChange' | 'value'> & {
  name: RegistrationPath;
  label: string;
  required?: boolean | undefined;
  description?: ReactNode | undefined;
  /** Shown when the field has no error of its own (a duplicate hint, a live check). */
  hint?: string | undefined;
  /** Rewrites what is typed (hyphens in a phone number, thousands separators). */
  format?: ((value: string) => string) | undefined;
  /** Something after the input, inside the field ('원'). */
  suffix?: string | undefined;
  className?: string | undefined;
};

/** A text input of the registration form, its error read from the form by path. */
export function TextField({ name, label, required, description, hint, format, suffix, className, ...inputProps }: TextFieldProps) {
  const { register, getFieldState } = useFormContext<RegistrationValues>();
  const formState = useFormState<RegistrationValues>({ name });
  const error = getFieldState(name, formState).error?.message ?? hint;
  const field = register(name);
  return (
    <FormField label={label} required={required} description={description} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <Input
            {...inputProps}
            {...field}
            {...control}
            className={cn(suffix && 'pr-9 text-right tabular-nums')}
            onChange={(event) => {
              if (format) event.target.value = format(event.target.value);
              void field.onChange(event);
            }}
          />
          {suffix && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-500" aria-hidden="true">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}

/** One titled card of the form. */
export function RegistrationSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <FormSection title={title} description={description}>
          {children}
        </FormSection>
      </CardContent>
    </Card>
  );
}

export const fieldGrid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
