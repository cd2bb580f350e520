import { Command as Cmdk } from 'cmdk';
import { Search } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A keyboard-driven list with a search field (cmdk): arrow keys move, Enter selects. The list is at
 * most 300 px high (spec 9) unless a caller sets its own height.
 */

export function Command({ className, ...props }: ComponentPropsWithRef<typeof Cmdk>) {
  return <Cmdk className={cn('flex w-full flex-col text-sm text-gray-800', className)} {...props} />;
}

export type CommandInputProps = ComponentPropsWithRef<typeof Cmdk.Input> & { wrapperClassName?: string };

export function CommandInput({ className, wrapperClassName, ...props }: CommandInputProps) {
  return (
    <div className={cn('flex items-center gap-2 border-b border-gray-200 px-3', wrapperClassName)}>
      <Search className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <Cmdk.Input
        className={cn(
          'h-11 w-full min-w-0 bg-transparent text-base text-gray-900 outline-none placeholder:text-gray-500 sm:text-sm',
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function CommandList({ className, ...props }: ComponentPropsWithRef<typeof Cmdk.List>) {
  return <Cmdk.List className={cn('max-h-[300px] overflow-y-auto overscroll-contain', className)} {...props} />;
}

export function CommandEmpty({ className, ...props }: ComponentPropsWithRef<typeof Cmdk.Empty>) {
  return <Cmdk.Empty className={cn('px-4 py-10 text-center text-sm text-gray-600', className)} {...props} />;
}

export function CommandGroup({ className, ...props }: ComponentPropsWithRef<typeof Cmdk.Group>) {
  return (
    <Cmdk.Group
      className={cn(
        'p-1.5 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-1.5 [&_[cmdk-group-heading]]:pb-1',
        '[&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-gray-500',
        className,
      )}
      {...props}
    />
  );
}

export function CommandItem({ className, ...props }: ComponentPropsWithRef<typeof Cmdk.Item>) {
  return (
    <Cmdk.Item
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 outline-none select-none',
        'data-[selected=true]:bg-gray-100 data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50',
        '[&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function CommandSeparator({ className, ...props }: ComponentPropsWithRef<typeof Cmdk.Separator>) {
  return <Cmdk.Separator className={cn('h-px bg-gray-100', className)} {...props} />;
}

export function CommandLoading(props: ComponentPropsWithRef<typeof Cmdk.Loading>) {
  return <Cmdk.Loading {...props} />;
}
