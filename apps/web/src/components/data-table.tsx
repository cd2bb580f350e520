import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { LoadingRows } from './list/loading-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

export type DataColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean | undefined;
  pinned?: boolean | undefined;
  wrap?: boolean | undefined;
  className?: string | undefined;
  headClassName?: string | undefined;
};

export type DataTableProps<T> = {
  /** Names the table, and the list of cards on a phone. */
  label?: string | undefined;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly DataColumn<T>[];
  /** The row's buttons or menu, in a last column named 작업 for screen readers. */
  actions?: ((row: T) => ReactNode) | undefined;
  actionsClassName?: string | undefined;
  /** A row click opens the record; clicks on the actions cell stay there. */
  onRowClick?: ((row: T) => void) | undefined;
  containerClassName?: string | undefined;
  /** Phones: one card per row (DataCard) below `cardsBelow`, the table from there up. */
  card?: ((row: T) => ReactNode) | undefined;
  cardsBelow?: 'sm' | 'md';
  /** Names each card (its list item). */
  cardLabel?: ((row: T) => string) | undefined;
  loading?: boolean | undefined;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
};

const tableFrom = { sm: 'hidden sm:block', md: 'hidden md:block' } as const;
const cardsUntil = { sm: 'sm:hidden', md: 'md:hidden' } as const;

/** The admin lists' table (components/ui/table.tsx): columns, an actions column, loading, empty state and phone cards. */
export function DataTable<T>({
  label,
  rows,
  rowKey,
  columns,
  actions,
  actionsClassName = 'text-right',
  onRowClick,
  containerClassName,
  card,
  cardsBelow = 'md',
  cardLabel,
  loading = false,
  empty,
}: DataTableProps<T>) {
  if (loading) return <LoadingRows />;
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <>
      <Table aria-label={label} containerClassName={cn(card && tableFrom[cardsBelow], containerClassName)}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.header} numeric={c.numeric} pinned={c.pinned} className={c.headClassName}>
                {c.header}
              </TableHead>
            ))}
            {actions && (
              <TableHead>
                <span className="sr-only">작업</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} onClick={onRowClick && (() => onRowClick(row))}>
              {columns.map((c) => (
                <TableCell key={c.header} numeric={c.numeric} pinned={c.pinned} wrap={c.wrap} className={c.className}>
                  {c.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell className={actionsClassName} onClick={onRowClick && ((event) => event.stopPropagation())}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {card && (
        <ul className={cn('space-y-3', cardsUntil[cardsBelow])} aria-label={label}>
          {rows.map((row) => (
            <li key={rowKey(row)} aria-label={cardLabel?.(row)}>
              {card(row)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A row as a card on a phone: title and a badge or switch beside it, label-value lines, the actions below. */
export function DataCard({ title, aside, fields, footer }: { title: ReactNode; aside?: ReactNode; fields: readonly [string, ReactNode][]; footer?: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">{title}</div>
        {aside}
      </div>
      <dl className="mt-3 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-2 gap-y-1 text-sm">
        {fields.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-gray-600">{name}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {footer && <div className="mt-3">{footer}</div>}
    </div>
  );
}
