import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One block of the demo page: a heading with an anchor, a short note and the examples. */
export function DemoSection({
  id,
  title,
  description,
  children,
  className,
  flush = false,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** No inner padding: the examples bring their own. */
  flush?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <div className="mb-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-gray-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-gray-600">{description}</p>}
      </div>
      <div className={cn('rounded-xl border border-gray-200 bg-white', !flush && 'p-5 sm:p-6', className)}>{children}</div>
    </section>
  );
}

/** A labelled row of examples inside a section. */
export function DemoRow({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[140px_1fr] sm:items-center sm:gap-4">
      <p className="text-[13px] font-medium text-gray-500">{label}</p>
      <div className={cn('flex min-w-0 flex-wrap items-center gap-2', className)}>{children}</div>
    </div>
  );
}
