import { ChevronRight } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

/** Where the page sits: `<Breadcrumb><BreadcrumbList>` of items, links, separators and the current page. */

export function Breadcrumb({ 'aria-label': label = '현재 위치', ...props }: ComponentPropsWithRef<'nav'>) {
  return <nav aria-label={label} {...props} />;
}

export function BreadcrumbList({ className, ...props }: ComponentPropsWithRef<'ol'>) {
  return (
    <ol
      className={cn('flex min-w-0 flex-wrap items-center gap-1 text-xs text-gray-500 break-keep', className)}
      {...props}
    />
  );
}

export function BreadcrumbItem({ className, ...props }: ComponentPropsWithRef<'li'>) {
  return <li className={cn('inline-flex min-w-0 items-center gap-1', className)} {...props} />;
}

export type BreadcrumbLinkProps = ComponentPropsWithRef<'a'> & { asChild?: boolean };

/** A link to an ancestor page; use `asChild` around the router's `<Link>`. */
export function BreadcrumbLink({ asChild, className, ...props }: BreadcrumbLinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      className={cn(
        'truncate rounded-sm transition-colors duration-150 hover:text-gray-900 hover:underline underline-offset-4',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
      {...props}
    />
  );
}

/** A crumb that is not a link (a section without a page of its own). */
export function BreadcrumbText({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={cn('truncate', className)} {...props} />;
}

export function BreadcrumbPage({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span aria-current="page" className={cn('truncate font-medium text-gray-700', className)} {...props} />;
}

export function BreadcrumbSeparator({ className, ...props }: ComponentPropsWithRef<'li'>) {
  return (
    <li role="presentation" aria-hidden="true" className={cn('text-gray-400 [&_svg]:size-3.5', className)} {...props}>
      <ChevronRight />
    </li>
  );
}
