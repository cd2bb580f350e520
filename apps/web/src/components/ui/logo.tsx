import { cn } from '../../lib/cn';

/** The Saram mark and word mark. */
export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <circle cx="16" cy="12" r="4.5" fill="#fff" />
        <path
          d="M7.5 25.5c.9-4.6 4.3-7.5 8.5-7.5s7.6 2.9 8.5 7.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className={cn('text-lg font-bold tracking-tight text-gray-900', nameClassName)}>
        Saram<span className="ml-1.5 text-sm font-medium text-gray-500">사람</span>
      </span>
    </span>
  );
}
