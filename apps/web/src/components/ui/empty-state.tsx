import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = {
  icon?: LucideIcon | undefined;
  /** What is missing: '등록된 직원이 없습니다'. */
  title: string;
  /** Why, and what to do about it. */
  description?: ReactNode | undefined;
  /** The next action (a button or a link). */
  action?: ReactNode | undefined;
  className?: string | undefined;
};

/** Says what is missing and offers the next action (design.md). */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      {Icon && (
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-gray-100 text-gray-500">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <p className="text-[15px] font-semibold text-gray-900">{title}</p>
      {description && <p className="mt-1.5 max-w-sm text-sm text-gray-600">{description}</p>}
      {action && <div className="mt-5 flex flex-wrap items-center justify-center gap-2">{action}</div>}
    </div>
  );
}
