import { X } from 'lucide-react';
import { DialogPrimitive as Dialog } from './layers';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A panel that slides over the page from one edge (Radix Dialog: focus trapped, Esc and the backdrop
 * close it, focus returns to the trigger). Used for the mobile sidebar and full-height mobile dialogs.
 */

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export type SheetSide = 'left' | 'right' | 'top' | 'bottom';

const sides: Record<SheetSide, string> = {
  left: 'inset-y-0 left-0 h-full w-[min(20rem,85vw)] border-r starting:-translate-x-full',
  right: 'inset-y-0 right-0 h-full w-[min(24rem,90vw)] border-l starting:translate-x-full',
  top: 'inset-x-0 top-0 max-h-[85dvh] border-b starting:-translate-y-full',
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t starting:translate-y-full',
};

export type SheetContentProps = ComponentPropsWithRef<typeof Dialog.Content> & {
  side?: SheetSide;
  /** Accessible name of the close button; hide the button with `showClose={false}`. */
  closeLabel?: string;
  showClose?: boolean;
};

export function SheetContent({
  side = 'right',
  className,
  children,
  closeLabel = '닫기',
  showClose = true,
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-950/40 transition-opacity duration-200 starting:opacity-0" />
      <Dialog.Content
        className={cn(
          'fixed z-50 flex flex-col border-gray-200 bg-white shadow-xl outline-none',
          'transition-transform duration-200 ease-out',
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        {showClose && (
          <Dialog.Close
            className={cn(
              'absolute top-3 right-3 flex size-9 items-center justify-center rounded-lg text-gray-500',
              'transition-colors hover:bg-gray-100 hover:text-gray-900',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            )}
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </Dialog.Close>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('flex flex-col gap-1 px-5 pt-5 pb-3', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('mt-auto flex gap-2 border-t border-gray-200 px-5 py-4', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentPropsWithRef<typeof Dialog.Title>) {
  return <Dialog.Title className={cn('text-base font-semibold text-gray-900', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentPropsWithRef<typeof Dialog.Description>) {
  return <Dialog.Description className={cn('text-sm text-gray-600', className)} {...props} />;
}
