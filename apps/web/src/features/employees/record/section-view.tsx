import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import { Pencil } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDate, formatMoney, formatPhoneOrDash, orDash } from '../../../lib/labels/format';
import type { FieldSpec, SectionId, SectionSpec } from './section-specs';
import { getPath } from './section-values';

export function formatField(field: FieldSpec, value: unknown): string {
  switch (field.kind) {
    case 'date':
      return formatDate(value as string);
    case 'tel':
      return formatPhoneOrDash(value as string);
    case 'money':
      return formatMoney(value as number | null);
    case 'checkbox':
      return value ? '예' : '아니오';
    default:
      return orDash(value as string | number | null);
  }
}

export type SectionCardProps = {
  title: string;
  description?: ReactNode | undefined;
  /** Shows 편집 (users who may write). */
  onEdit?: (() => void) | undefined;
  /** More actions beside 편집. */
  actions?: ReactNode | undefined;
  children: ReactNode;
  className?: string | undefined;
};

/** One section of the record: a titled card with its 편집 button. */
export function SectionCard({ title, description, onEdit, actions, children, className }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={headingId}>
        <div className="flex items-start justify-between gap-3 border-b border-gray-100 px-5 py-3.5 sm:px-6">
          <div className="min-w-0">
            <h3 id={headingId} className="text-[15px] font-semibold text-gray-900">
              {title}
            </h3>
            {description && <p className="mt-0.5 text-[13px] text-gray-600">{description}</p>}
          </div>
          <div className="flex shrink-0 items-center gap-1.5">
            {actions}
            {onEdit && (
              <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`${title} 편집`}>
                <Pencil aria-hidden="true" />
                편집
              </Button>
            )}
          </div>
        </div>
        <div className="px-5 py-4 sm:px-6">{children}</div>
      </section>
    </Card>
  );
}

export type InfoItem = { label: string; value: ReactNode; wide?: boolean | undefined };

/** Label-value pairs: two columns, three from 1024 px in a full-width card. */
export function InfoList({ items, columns = 3 }: { items: InfoItem[]; columns?: 2 | 3 | undefined }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-4', columns === 3 && 'lg:grid-cols-3')}>
      {items.map((item) => (
        <div key={item.label} className={cn('min-w-0', item.wide && 'col-span-full')}>
          <dt className="text-[13px] text-gray-600">{item.label}</dt>
          <dd className="mt-0.5 text-sm break-words text-gray-900 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A list section (가족, 이전 직장, 자격증 ...) as a table that scrolls sideways on phones. */
export function ListTable({ spec, rows, emptyText }: { spec: NonNullable<SectionSpec['list']>; rows: readonly unknown[]; emptyText: string }) {
  if (!rows.length) return <p className="py-2 text-sm text-gray-600">{emptyText}</p>;
  return (
    <Table aria-label={spec.itemLabel} containerClassName="rounded-lg">
      <TableHeader>
        <TableRow>
          {spec.fields.map((field, index) => (
            <TableHead key={field.path} pinned={index === 0}>
              {field.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={rowIndex}>
            {spec.fields.map((field, index) => (
              <TableCell key={field.path} pinned={index === 0} wrap={field.wide}>
                {formatField(field, getPath(row, field.path))}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export type SpecSectionProps = {
  employee: Employee;
  spec: SectionSpec;
  onEdit?: ((id: SectionId) => void) | undefined;
  /** Replaces how some fields read (a masked value with its 보기 button ...). */
  overrides?: Partial<Record<string, ReactNode>> | undefined;
  /** Fields left out of the view. */
  hide?: readonly string[] | undefined;
  /** 2 for a card that shares its row with another. */
  columns?: 2 | 3 | undefined;
  actions?: ReactNode | undefined;
  children?: ReactNode | undefined;
};

/** A section read from its spec: its fields as a list, or its rows as a table. */
export function SpecSection({ employee, spec, onEdit, overrides, hide, columns, actions, children }: SpecSectionProps) {
  const items = (spec.fields ?? [])
    .filter((field) => !hide?.includes(field.path))
    .map((field) => ({
      label: field.label,
      value: overrides?.[field.path] ?? formatField(field, getPath(employee, field.path)),
      wide: field.wide,
    }));
  const rows = spec.list ? ((getPath(employee, spec.list.path) as unknown[] | null) ?? []) : [];
  return (
    <SectionCard title={spec.title} onEdit={onEdit && (() => onEdit(spec.id))} actions={actions}>
      {items.length > 0 && <InfoList items={items} columns={columns} />}
      {spec.list && <ListTable spec={spec.list} rows={rows} emptyText={`등록된 ${spec.list.itemLabel} 정보가 없습니다.`} />}
      {children}
    </SectionCard>
  );
}
