import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

/**
 * Data tables (design.md): 13 px text, sticky header, row hover instead of zebra stripes,
 * right-aligned tabular numbers. The wrapper scrolls both ways; give it a max height
 * (`containerClassName="max-h-[560px]"`) for the header to stick while rows scroll.
 */
export type TableProps = ComponentPropsWithRef<'table'> & {
  containerClassName?: string | undefined;
};

export function Table({ className, containerClassName, ...props }: TableProps) {
  return (
    <div className={cn('relative w-full overflow-auto rounded-xl border border-gray-200 bg-white', containerClassName)}>
      <table className={cn('w-full caption-bottom border-separate border-spacing-0 text-dense', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentPropsWithRef<'thead'>) {
  return <thead className={cn('sticky top-0 z-10 bg-gray-50', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentPropsWithRef<'tbody'>) {
  return <tbody className={cn('[&>tr:last-child>td]:border-b-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentPropsWithRef<'tfoot'>) {
  return <tfoot className={cn('bg-gray-50 font-medium [&>tr>td]:border-t [&>tr>td]:border-b-0', className)} {...props} />;
}

/** `data-state="selected"` marks a selected row; `onClick` on a row opens the record. */
export function TableRow({ className, onClick, ...props }: ComponentPropsWithRef<'tr'>) {
  return (
    <tr
      className={cn(
        'group/row transition-colors duration-100 hover:bg-gray-50 data-[state=selected]:bg-brand-50/70',
        onClick && 'cursor-pointer',
        className,
      )}
      onClick={onClick}
      {...props}
    />
  );
}

type CellOptions = {
  /** Right-aligned tabular numbers: money, counts, dates in columns. */
  numeric?: boolean | undefined;
  /** Keeps the first column in view while the table scrolls sideways (phones). */
  pinned?: boolean | undefined;
  /** Lets long text wrap; cells stay on one line otherwise, and the table scrolls sideways. */
  wrap?: boolean | undefined;
};


export function TableHead({ className, numeric, pinned, wrap: _wrap, scope = 'col', ...props }: ComponentPropsWithRef<'th'> & CellOptions) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-10 border-b border-gray-200 bg-gray-50 px-3 text-left align-middle text-xs font-semibold whitespace-nowrap text-gray-600',
        numeric && 'text-right',
        pinned && 'sticky left-0 z-[2]',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, numeric, pinned, wrap, ...props }: ComponentPropsWithRef<'td'> & CellOptions) {
  return (
    <td
      className={cn(
        'h-11 border-b border-gray-100 px-3 py-2 align-middle text-gray-800',
        wrap ? 'min-w-40' : 'whitespace-nowrap',
        numeric && 'text-right tabular-nums',
        pinned && 'sticky left-0 z-[1] bg-white group-hover/row:bg-gray-50 group-data-[state=selected]/row:bg-brand-50',
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentPropsWithRef<'caption'>) {
  return <caption className={cn('px-3 py-3 text-left text-xs text-gray-500', className)} {...props} />;
}
