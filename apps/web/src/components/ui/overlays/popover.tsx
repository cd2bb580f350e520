import { PopoverPrimitive as Pop } from './layers';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

/** A floating panel anchored to a trigger or to any element (`PopoverAnchor`). */

export const Popover = Pop.Root;
export const PopoverTrigger = Pop.Trigger;
export const PopoverAnchor = Pop.Anchor;
export const PopoverClose = Pop.Close;

export function PopoverContent({
  className,
  align = 'start',
  sideOffset = 6,
  ...props
}: ComponentPropsWithRef<typeof Pop.Content>) {
  return (
    <Pop.Portal>
      <Pop.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-xl border border-gray-200 bg-white text-sm text-gray-800 shadow-lg outline-none',
          'origin-(--radix-popover-content-transform-origin) transition duration-150 starting:scale-[0.98] starting:opacity-0',
          className,
        )}
        {...props}
      />
    </Pop.Portal>
  );
}
