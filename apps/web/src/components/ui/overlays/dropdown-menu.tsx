import { MenuPrimitive as Menu } from './layers';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

/** A menu opened from a button (Radix: arrow keys, type-ahead, Esc, focus returns to the trigger). */

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentPropsWithRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-48 overflow-hidden rounded-xl border border-gray-200 bg-white p-1 text-sm text-gray-800 shadow-lg',
          'max-h-(--radix-dropdown-menu-content-available-height) overflow-y-auto',
          'origin-(--radix-dropdown-menu-content-transform-origin) transition duration-150 starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export type DropdownMenuItemProps = ComponentPropsWithRef<typeof Menu.Item> & { variant?: 'default' | 'danger' };

export function DropdownMenuItem({ className, variant = 'default', ...props }: DropdownMenuItemProps) {
  return (
    <Menu.Item
      className={cn(
        'relative flex h-9 cursor-default items-center gap-2.5 rounded-lg px-2.5 outline-none select-none',
        'data-highlighted:bg-gray-100 data-disabled:pointer-events-none data-disabled:opacity-50',
        '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-gray-500',
        variant === 'danger' && 'text-red-700 data-highlighted:bg-red-50 [&_svg]:text-red-600',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithRef<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-2.5 py-2 text-xs font-medium text-gray-500', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithRef<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('-mx-1 my-1 h-px bg-gray-100', className)} {...props} />;
}
