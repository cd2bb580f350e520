import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from './checkbox';
import { OptionsSelect, type OptionsSelectProps } from './select';

export type SelectOption = { value: string; label: string };

type FormSelectProps<T extends FieldValues> = Omit<OptionsSelectProps, 'value' | 'onValueChange' | 'options'> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
};

/** A react-hook-form select; inside a FormField it receives the field's id and aria attributes. */
export function FormSelect<T extends FieldValues>({ control, name, options, ...triggerProps }: FormSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionsSelect value={field.value} onValueChange={field.onChange} options={options} {...triggerProps} />
      )}
    />
  );
}

/** A react-hook-form checkbox with its label beside it. */
export function FormCheckbox<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: FieldPath<T>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
          {label}
        </label>
      )}
    />
  );
}
