import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

export type ReportFact = readonly [label: string, value: string];

/**
 * The report of a migration, run or dry run: a labelled region with the outcome (an Alert), the
 * counts as a grid of facts, then whatever lists the migration adds (children).
 */
export function DryRunReport({
  label,
  outcome,
  facts,
  factsClassName,
  children,
}: {
  label: string;
  outcome: ReactNode;
  facts: readonly ReportFact[];
  factsClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3" role="region" aria-label={label}>
      {outcome}
      <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-2 text-sm', factsClassName)}>
        {facts.map(([factLabel, value]) => (
          <div key={factLabel} className="rounded-lg bg-gray-50 px-3 py-2">
            <dt className="text-[13px] text-gray-600">{factLabel}</dt>
            <dd className="font-semibold text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
