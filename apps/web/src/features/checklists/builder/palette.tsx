import { useDraggable } from '@dnd-kit/core';
import { verificationMethodLabels } from '@saram/shared/checklists/checklists';
import type { UiItem } from '@saram/shared/checklists/checklists.schemas';
import { chosungOf, isChosungQuery } from '@saram/shared/hangul';
import { GripVertical, Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/forms/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { dndId } from './builder-dnd';

/** Palette entries grouped by category, in the server's order, filtered by label (초성 too). */
export function groupPalette(entries: readonly UiItem[], query: string): [string, UiItem[]][] {
  const q = query.trim().toLowerCase();
  const match = (e: UiItem) =>
    !q || e.label.toLowerCase().includes(q) || e.category.toLowerCase().includes(q) || (isChosungQuery(q) && chosungOf(e.label).includes(q));
  const groups = new Map<string, UiItem[]>();
  for (const entry of entries.filter(match)) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups];
}

type PaletteProps = {
  entries: readonly UiItem[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Where 추가 puts an entry, for its label ('기본 구역에 추가'). */
  targetName: string;
  onAdd: (entry: UiItem) => void;
  /** False where the panel cannot be dragged from (the phone's tab): only 추가 then. */
  draggable: boolean;
};

/** The left panel: UI items to drag into a section, or to add to the selected one with 추가. */
export function Palette({ entries, loading, failed, targetName, onAdd, draggable }: PaletteProps) {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupPalette(entries ?? [], query), [entries, query]);

  return (
    <div className="flex min-h-0 flex-col">
      <div className="shrink-0 border-b border-gray-200 p-3">
        <h2 className="mb-2 text-[13px] font-semibold text-gray-900">항목 팔레트</h2>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-gray-400" aria-hidden="true" />
          <Input
            type="search"
            controlSize="sm"
            className="pl-8"
            placeholder="항목 검색"
            aria-label="팔레트 항목 검색"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <p className="mt-2 text-xs text-gray-600">끌어다 구역에 놓거나, 추가 버튼으로 {targetName}에 넣습니다.</p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {loading ? (
          <div className="space-y-2" aria-busy="true" aria-label="팔레트 불러오는 중">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : failed ? (
          <p className="text-[13px] text-red-700">팔레트를 불러오지 못했습니다.</p>
        ) : groups.length === 0 ? (
          <p className="text-[13px] text-gray-600">{query ? '검색 결과가 없습니다.' : '등록된 팔레트 항목이 없습니다.'}</p>
        ) : (
          groups.map(([category, list]) => (
            <section key={category} className="mb-4" aria-label={category}>
              <h3 className="mb-1.5 text-xs font-semibold text-gray-600">{category}</h3>
              <ul className="space-y-1.5">
                {list.map((entry) => (
                  <PaletteEntry key={entry.id} entry={entry} onAdd={onAdd} draggable={draggable} targetName={targetName} />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}

function PaletteEntry({ entry, onAdd, draggable, targetName }: { entry: UiItem; onAdd: (entry: UiItem) => void; draggable: boolean; targetName: string }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dndId('palette', entry.id), disabled: !draggable });
  return (
    <li
      className={cn(
        'flex items-center gap-1 rounded-lg border border-gray-200 bg-white pr-1 text-[13px] hover:border-brand-300',
        isDragging && 'opacity-50',
      )}
      data-palette-entry={entry.label}
    >
      {draggable ? (
        <button
          ref={setNodeRef}
          type="button"
          className="flex min-w-0 flex-1 cursor-grab touch-none items-center gap-1.5 rounded-lg py-2 pl-1.5 text-left focus-visible:outline-2 focus-visible:outline-brand-500"
          {...attributes}
          {...listeners}
          aria-roledescription="끌어 놓을 수 있는 팔레트 항목"
          aria-label={`${entry.label} (${verificationMethodLabels[entry.type]}) 끌어서 추가`}
        >
          <GripVertical className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
          <PaletteEntryText entry={entry} />
        </button>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-1.5 py-2 pl-3">
          <PaletteEntryText entry={entry} />
        </div>
      )}
      <Button variant="ghost" size="icon-sm" onClick={() => onAdd(entry)} aria-label={`${entry.label}, ${targetName}에 추가`}>
        <Plus aria-hidden="true" />
      </Button>
    </li>
  );
}

function PaletteEntryText({ entry }: { entry: UiItem }) {
  return (
    <span className="min-w-0">
      <span className="block truncate font-medium text-gray-900">{entry.label}</span>
      <span className="block text-xs text-gray-600">{verificationMethodLabels[entry.type]}</span>
    </span>
  );
}
