import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Input } from '../../../../components/ui/forms/input';
import { findUnits } from '../../tree-layout';

type ChartSearchProps = {
  roots: readonly UnitTreeNode[];
  labels: ReadonlyMap<string, string>;
  onPick: (id: string) => void;
};

/** The chart's 조직명으로 찾기 box; the results (with their company where names repeat) open below it. */
export function ChartSearch({ roots, labels, onPick }: ChartSearchProps) {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => findUnits(roots, query, 8), [roots, query]);
  const pick = (id: string) => {
    setQuery('');
    onPick(id);
  };

  return (
    <div className="relative w-full sm:w-72">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
      <Input
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && matches[0]) pick(matches[0].id);
        }}
        placeholder="조직명으로 찾기"
        aria-label="조직 검색"
        className="bg-white pl-9"
      />
      {query.trim() !== '' && (
        <ul className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-md" role="listbox" aria-label="검색 결과">
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-gray-600">일치하는 조직이 없습니다.</li>
          ) : (
            matches.map((unit) => (
              <li key={unit.id} role="option" aria-selected={false}>
                <button type="button" className="w-full px-3 py-1.5 text-left text-sm hover:bg-gray-50" onClick={() => pick(unit.id)}>
                  {labels.get(unit.id) ?? unit.unitName}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
