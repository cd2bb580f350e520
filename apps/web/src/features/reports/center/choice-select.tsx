import { OptionsSelect } from '../../../components/ui/forms/select';

export type ChoiceSelectProps = {
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The id and aria attributes a FormField hands its control. */
  control?: object | undefined;
  /** A label where no FormField labels it. */
  label?: string | undefined;
  size?: 'sm' | 'md' | undefined;
};

/** A required choice among fixed options (a Radix select). */
export function ChoiceSelect({ value, options, onChange, control, label, size = 'md' }: ChoiceSelectProps) {
  return (
    <OptionsSelect value={value} onValueChange={onChange} options={options} {...control} controlSize={size} aria-label={label} />
  );
}
