import { X } from 'lucide-react';
import { DialogPrimitive } from './layers';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { ErrorAlert } from '../alert';
import { Button, type ButtonVariant } from '../button';

/**
 * A modal dialog: centred card from 768 px, a full-height sheet below (design.md). Compose:
 * `<Dialog><DialogTrigger asChild><Button/></DialogTrigger><DialogContent><DialogHeader><DialogTitle/>
 * <DialogDescription/></DialogHeader><DialogBody/><DialogFooter/></DialogContent></Dialog>`.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const overlayClasses =
  'fixed inset-0 z-50 bg-gray-950/40 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

export function DialogOverlay({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn(overlayClasses, className)} {...props} />;
}

export type DialogContentProps = ComponentPropsWithRef<typeof DialogPrimitive.Content> & {
  /** Width from 768 px: sm 400, md 512 (default), lg 640, xl 800. */
  size?: 'sm' | 'md' | 'lg' | 'xl' | undefined;
  /** Hides the corner close button (the footer then needs a way out). */
  hideClose?: boolean | undefined;
};

const widths = { sm: 'md:max-w-[400px]', md: 'md:max-w-lg', lg: 'md:max-w-[640px]', xl: 'md:max-w-[800px]' } as const;

export function DialogContent({ className, children, size = 'md', hideClose = false, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-0 z-50 flex flex-col bg-white text-gray-900 shadow-overlay focus:outline-none',
          'data-[state=open]:animate-sheet-up-in data-[state=closed]:animate-sheet-up-out',
          'md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[min(85dvh,800px)] md:w-[calc(100%-2rem)] md:-translate-x-1/2 md:-translate-y-1/2',
          'md:rounded-xl md:border md:border-gray-200 md:data-[state=open]:animate-dialog-in md:data-[state=closed]:animate-dialog-out',
          widths[size],
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-3.5 right-3.5 flex size-8 items-center justify-center rounded-lg text-gray-500',
              'hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500',
            )}
            aria-label="닫기"
          >
            <X className="size-[18px]" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('shrink-0 border-b border-gray-100 px-5 pt-5 pb-4 pr-14 md:px-6', className)} {...props} />;
}

/** The scrolling middle of a dialog. */
export function DialogBody({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-5 md:px-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      className={cn(
        'flex shrink-0 flex-col-reverse gap-2 border-t border-gray-100 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
        'sm:flex-row sm:justify-end md:px-6 md:pb-4',
        className,
      )}
      {...props}
    />
  );
}

export type DialogActionsProps = {
  /** The submit button's label ('저장'). */
  submitLabel: ReactNode;
  /** Closes the dialog; the cancel button is disabled while pending unless `cancelDisabled` says otherwise. */
  onCancel: () => void;
  pending?: boolean | undefined;
  /** The submit label while pending ('저장 중...'); the submit label stays when omitted. */
  pendingLabel?: string | undefined;
  cancelLabel?: ReactNode;
  cancelDisabled?: boolean | undefined;
  variant?: ButtonVariant | undefined;
  /** Disables the submit button besides while pending. */
  disabled?: boolean | undefined;
  /** Without it the submit button submits the dialog's form. */
  onSubmit?: (() => void) | undefined;
  /** Extra buttons before cancel. */
  children?: ReactNode;
};

/** The usual footer of a dialog: cancel (outline) and one submit button that shows a spinner while pending. */
export function DialogActions({
  submitLabel,
  onCancel,
  pending = false,
  pendingLabel,
  cancelLabel = '취소',
  cancelDisabled = pending,
  variant,
  disabled,
  onSubmit,
  children,
}: DialogActionsProps) {
  return (
    <DialogFooter>
      {children}
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        variant={variant}
        disabled={disabled}
        loading={pending}
        loadingText={pendingLabel}
      >
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

export type DialogFormProps = Omit<ComponentPropsWithRef<'form'>, 'title'> & {
  title: ReactNode;
  description: ReactNode;
  /** The message that belongs to no field, above the fields. */
  error?: ReactNode;
  bodyClassName?: string | undefined;
  /** The footer: `<DialogActions/>`. */
  actions: ReactNode;
};

/** A dialog's form: title and description, the scrolling fields under the form's own error, the footer. */
export function DialogForm({ title, description, error, bodyClassName = 'space-y-4', actions, className, children, ...props }: DialogFormProps) {
  return (
    <form noValidate className={cn('flex min-h-0 flex-1 flex-col', className)} {...props}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <DialogBody className={bodyClassName}>
        <ErrorAlert message={error} />
        {children}
      </DialogBody>
      {actions}
    </form>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight text-gray-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1 text-sm text-gray-600', className)} {...props} />;
}
