import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

/** One colour per meaning, everywhere (design.md). */
export type BadgeTone = 'success' | 'warning' | 'neutral' | 'info' | 'danger' | 'brand';

const tones: Record<BadgeTone, { badge: string; dot: string }> = {
  success: { badge: 'bg-green-50 text-green-800 ring-green-600/20', dot: 'bg-green-600' },
  warning: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/25', dot: 'bg-amber-500' },
  neutral: { badge: 'bg-gray-100 text-gray-700 ring-gray-500/20', dot: 'bg-gray-400' },
  info: { badge: 'bg-sky-50 text-sky-800 ring-sky-600/20', dot: 'bg-sky-600' },
  danger: { badge: 'bg-red-50 text-red-700 ring-red-600/20', dot: 'bg-red-600' },
  brand: { badge: 'bg-brand-50 text-brand-700 ring-brand-600/20', dot: 'bg-brand-600' },
};

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  tone?: BadgeTone | undefined;
  /** A leading dot, for states (재직, 진행 중 ...). */
  dot?: boolean | undefined;
};

export function Badge({ tone = 'neutral', dot = false, className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1.5 rounded-md px-2 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone].badge,
        className,
      )}
      {...props}
    >
      {dot && <span className={cn('size-1.5 rounded-full', tones[tone].dot)} aria-hidden="true" />}
      {children}
    </span>
  );
}

/** Employment status (재직 / 휴직 / 퇴직) and its single colour. */
export type EmploymentStatus = '재직' | '휴직' | '퇴직';

export const employmentStatusTones: Record<EmploymentStatus, BadgeTone> = {
  재직: 'success',
  휴직: 'warning',
  퇴직: 'neutral',
};

export function EmploymentStatusBadge({ status, className }: { status: EmploymentStatus; className?: string | undefined }) {
  return (
    <Badge tone={employmentStatusTones[status]} dot className={className}>
      {status}
    </Badge>
  );
}
