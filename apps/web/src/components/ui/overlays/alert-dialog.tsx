import { AlertDialogPrimitive } from './layers';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { buttonClasses, type ButtonVariant } from '../button';
import { overlayClasses } from './dialog';

/**
 * A question that needs an answer before anything else (confirm a destructive action, acknowledge
 * a failure). It does not close on an outside click; Esc cancels.
 */
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({ className, children, ...props }: ComponentPropsWithRef<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-[420px] -translate-x-1/2 -translate-y-1/2',
          'rounded-xl border border-gray-200 bg-white p-6 text-gray-900 shadow-overlay focus:outline-none',
          'data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out',
          className,
        )}
        {...props}
      >
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentPropsWithRef<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight text-gray-900', className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentPropsWithRef<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('mt-2 text-sm text-gray-700', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: ComponentPropsWithRef<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={buttonClasses({ variant: 'outline', className })} {...props} />;
}

export function AlertDialogAction({
  className,
  variant = 'primary',
  ...props
}: ComponentPropsWithRef<typeof AlertDialogPrimitive.Action> & { variant?: ButtonVariant | undefined }) {
  return <AlertDialogPrimitive.Action className={buttonClasses({ variant, className })} {...props} />;
}

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Name what will be lost: '홍길동 님의 인사기록카드가 삭제됩니다. 되돌릴 수 없습니다.' */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string | undefined;
  /** Red confirm button for deleting and other destructive actions. */
  destructive?: boolean | undefined;
  /** While the action runs: the confirm button shows progress and the dialog stays open. */
  pending?: boolean | undefined;
  onConfirm: () => void;
};

/** A ready-made confirm: title, what happens, cancel and confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = '취소',
  destructive = false,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : 'primary'}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={(event) => {
              // The caller closes the dialog when the action is done.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? '처리 중...' : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
