import type { ReactNode } from 'react';
import { DocumentTitle } from '../../document-title';

export type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** The page's primary action, shown on the right. */
  actions?: ReactNode;
};

/** A page's title row (design.md): title, short description, primary action on the right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <DocumentTitle>{`${title} · Saram`}</DocumentTitle>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}
