import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

/** One choice among a few visible options; arrow keys move between them. */
export function RadioGroup({ className, ...props }: ComponentPropsWithRef<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2.5', className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentPropsWithRef<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'peer inline-flex size-[18px] shrink-0 items-center justify-center rounded-full border border-gray-400 bg-white',
        'transition-colors duration-150 hover:border-gray-500 data-[state=checked]:border-brand-600',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        'aria-invalid:border-red-500 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="block size-2.5 rounded-full bg-brand-600" />
    </RadioGroupPrimitive.Item>
  );
}
