import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import type { Shortcut } from './shortcuts';

/** 직원 관리 · 조직도 · 평가 관리 in the header; icons only below 1280 px. */
export function QuickLinks({ links, className }: { links: readonly Shortcut[]; className?: string }) {
  const { pathname } = useLocation();
  if (links.length === 0) return null;
  return (
    <nav aria-label="바로 가기" className={className}>
      <ul className="flex items-center gap-0.5">
        {links.map(({ label, to, icon: Icon }) => {
          const current = pathname === to || pathname.startsWith(`${to}/`);
          return (
            <li key={to}>
              <Link
                to={to}
                title={label}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-[13px] font-medium text-gray-600 transition-colors duration-150',
                  'hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  current && 'bg-gray-100 text-gray-900',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className="max-xl:sr-only">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
