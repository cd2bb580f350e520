import type { ReactNode } from 'react';

export type ListCardProps = {
  title: ReactNode;
  /** The line under the title (소속 · 유형 …); '—' when empty. */
  subtitle: readonly (string | null | undefined)[];
  badge: ReactNode;
  facts: readonly { label: string; value: ReactNode }[];
  onOpen: () => void;
  /** Below the facts (a progress bar …). */
  children?: ReactNode;
};

/** A list's row as a card on phones: the whole card opens the row. */
export function ListCard({ title, subtitle, badge, facts, onOpen, children }: ListCardProps) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="w-full rounded-xl border border-gray-200 bg-white p-4 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{title}</p>
            <p className="mt-0.5 text-[13px] text-gray-600">{subtitle.filter(Boolean).join(' · ') || '—'}</p>
          </div>
          {badge}
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[13px]">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-gray-500">{fact.label}</dt>
              <dd className="tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </button>
    </li>
  );
}
