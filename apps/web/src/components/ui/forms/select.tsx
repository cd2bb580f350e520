import { Check, ChevronDown } from 'lucide-react';
import { SelectPrimitive } from '../overlays/layers';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { controlClasses, controlSizeClasses, type ControlSize } from './input';

/**
 * A single-choice list on Radix Select. Compose: `<Select value onValueChange><SelectTrigger>
 * <SelectValue placeholder="선택하세요" /></SelectTrigger><SelectContent><SelectItem value="a">A</SelectItem>
 * </SelectContent></Select>`. Radix forbids '' as an item value: use a sentinel such as '전체'.
 */
export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

export type SelectTriggerProps = ComponentPropsWithRef<typeof SelectPrimitive.Trigger> & {
  controlSize?: ControlSize | undefined;
};

export function SelectTrigger({ className, controlSize = 'md', children, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        controlClasses,
        controlSizeClasses(controlSize),
        'flex items-center justify-between gap-2 text-left data-[placeholder]:text-gray-500',
        'data-[state=open]:border-brand-500 data-[state=open]:ring-3 data-[state=open]:ring-brand-500/20',
        '[&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 4,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={position === 'popper' ? sideOffset : undefined}
        className={cn(
          'relative z-50 min-w-32 overflow-hidden rounded-lg border border-gray-200 bg-white text-gray-900 shadow-overlay',
          'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
          position === 'popper' &&
            'max-h-(--radix-select-content-available-height) w-(--radix-select-trigger-width) origin-(--radix-select-content-transform-origin)',
          className,
        )}
        {...props}
      >
        {/* No Radix scroll buttons: one appears a frame after the list scrolls, pushes the items down
            and scrolls the focused item back into view, so an item scrolled to and clicked could move
            away between pointerdown and pointerup (nothing chosen, the list left open). A thin
            scrollbar (Radix hides it) shows there is more. */}
        <SelectPrimitive.Viewport className="max-h-[300px] p-1 [scrollbar-width:thin]!">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: ComponentPropsWithRef<typeof SelectPrimitive.Label>) {
  return <SelectPrimitive.Label className={cn('px-2 pt-2 pb-1 text-xs font-medium text-gray-500', className)} {...props} />;
}

export function SelectItem({ className, children, ...props }: ComponentPropsWithRef<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-default items-center rounded-md py-2 pr-8 pl-2.5 text-sm outline-none select-none',
        'data-[highlighted]:bg-gray-100 data-[state=checked]:font-medium',
        'data-[disabled]:pointer-events-none data-[disabled]:text-gray-400',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2.5 flex items-center text-brand-600">
        <Check className="size-4" aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

/**
 * One item a choice, in the order given. A function, not a component: the deferred select finds the
 * chosen item's text among its Root's elements before Radix is loaded, and a component would hide them.
 */
export function selectItems(options: readonly { value: string; label: ReactNode }[]) {
  return options.map((option) => (
    <SelectItem key={option.value} value={option.value}>
      {option.label}
    </SelectItem>
  ));
}

export function SelectSeparator({ className, ...props }: ComponentPropsWithRef<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-gray-100', className)} {...props} />;
}

export type OptionsSelectProps = Omit<SelectTriggerProps, 'children' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: ReactNode }[];
  placeholder?: string | undefined;
};

/** A select of fixed options; the other props go to the trigger (a FormField's id and aria attributes, controlSize). */
export function OptionsSelect({ value, onValueChange, options, placeholder, ...triggerProps }: OptionsSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>{selectItems(options)}</SelectContent>
    </Select>
  );
}
