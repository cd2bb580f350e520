import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, { box: string; icon: LucideIcon; iconColour: string }> = {
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: Info, iconColour: 'text-brand-600' },
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: CircleCheck, iconColour: 'text-green-700' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert, iconColour: 'text-amber-600' },
  danger: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert, iconColour: 'text-red-600' },
};

export type AlertProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  tone?: AlertTone | undefined;
  title?: ReactNode | undefined;
};

/**
 * A message inside the page (a failed sign-in, a notice). Pass `role="alert"` when it appears in
 * answer to something the user did, so screen readers announce it.
 */
export function Alert({ tone = 'info', title, className, children, ...props }: AlertProps) {
  const { box, icon: Icon, iconColour } = tones[tone];
  return (
    <div className={cn('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', box, className)} {...props}>
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconColour)} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
      </div>
    </div>
  );
}

/** What went wrong with the user's action, announced; nothing while there is no message. */
export function ErrorAlert({ message }: { message: ReactNode }) {
  return message ? (
    <Alert tone="danger" role="alert">
      {message}
    </Alert>
  ) : null;
}
