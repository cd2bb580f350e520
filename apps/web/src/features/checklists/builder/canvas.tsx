import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { dndId } from './builder-dnd';
import { columnOrder, hasErrors, unsortedColumn, unsortedLabel, type BuilderState, type Selection } from './builder-state';
import type { CanvasActions } from './canvas-actions';
import { columnTitle, DragHandle, ItemCard } from './item-card';

type DropHint = { column: string; index: number } | null;

type CanvasProps = {
  state: BuilderState;
  /** Where a dragged palette entry or card from another section would land: a line there. */
  dropHint: DropHint;
  selection: Selection;
  errors: Record<string, string>;
  roleLabel: (name: string) => string;
  actions: CanvasActions;
};

/** The centre: sections in order, each a drop zone with its item cards; 미분류 below when it holds items. */
export function Canvas({ state, selection, errors, roleLabel, actions, dropHint }: CanvasProps) {
  const unsorted = state.columns[unsortedColumn] ?? [];
  const columns = columnOrder(state);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-4 md:p-6">
      <SortableContext items={state.sections.map((s) => dndId('section', s.id))} strategy={verticalListSortingStrategy}>
        {state.sections.map((section, index) => (
          <SectionCard
            key={section.id}
            id={section.id}
            title={section.title}
            first={index === 0}
            last={index === state.sections.length - 1}
            selected={selection?.kind === 'section' && selection.id === section.id}
            invalid={hasErrors(errors, 'section', section.id)}
            actions={actions}
          >
            <Column state={state} column={section.id} columns={columns} selection={selection} errors={errors} roleLabel={roleLabel} actions={actions} dropHint={dropHint} />
          </SectionCard>
        ))}
      </SortableContext>
      {state.sections.length === 0 && unsorted.length === 0 && (
        <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-[13px] text-gray-600">구역이 없습니다. 구역을 추가해 항목을 넣으세요.</p>
      )}
      {unsorted.length > 0 && (
        <section aria-label={unsortedLabel} className="rounded-xl border border-dashed border-gray-300 bg-gray-50/60">
          <header className="flex items-center gap-2 px-3 py-2.5">
            <h3 className="text-sm font-semibold text-gray-700">{unsortedLabel}</h3>
            <span className="text-xs text-gray-600">구역 없이 표시되는 항목 {unsorted.length}개</span>
          </header>
          <Column state={state} column={unsortedColumn} columns={columns} selection={selection} errors={errors} roleLabel={roleLabel} actions={actions} dropHint={dropHint} />
        </section>
      )}
      <Button variant="outline" className="w-full border-dashed" onClick={actions.addSection}>
        <Plus aria-hidden="true" />
        구역 추가
      </Button>
    </div>
  );
}

type SectionCardProps = {
  id: string;
  title: string;
  first: boolean;
  last: boolean;
  selected: boolean;
  invalid: boolean;
  actions: CanvasActions;
  children: ReactNode;
};

function SectionCard({ id, title, first, last, selected, invalid, actions, children }: SectionCardProps) {
  const sortable = useSortable({ id: dndId('section', id) });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const name = title || '제목 없는 구역';
  return (
    <section
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={`${name} 구역`}
      data-section={title}
      className={cn(
        'rounded-xl border bg-white shadow-xs',
        selected ? 'border-brand-500 ring-2 ring-brand-500/20' : 'border-gray-200',
        invalid && !selected && 'border-red-400',
        isDragging && 'relative z-10 opacity-80 shadow-lg',
      )}
    >
      <header className="flex items-center gap-1 border-b border-gray-100 px-2 py-2">
        <DragHandle sortable={sortable} description="순서를 바꿀 수 있는 구역" label={`${name} 구역 끌어서 순서 바꾸기`} />
        <button
          type="button"
          onClick={() => actions.select({ kind: 'section', id })}
          className="min-w-0 flex-1 truncate rounded-md px-1 py-1 text-left text-sm font-semibold text-gray-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-pressed={selected}
        >
          {invalid && <CircleAlert className="mr-1 inline size-4 text-red-600" aria-label="오류" />}
          {name}
        </button>
        <Button variant="ghost" size="icon-sm" disabled={first} onClick={() => actions.stepSection(id, -1)} aria-label={`${name} 구역 위로`}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon-sm" disabled={last} onClick={() => actions.stepSection(id, 1)} aria-label={`${name} 구역 아래로`}>
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon-sm" onClick={() => actions.requestRemoveSection(id)} aria-label={`${name} 구역 삭제`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </header>
      {children}
    </section>
  );
}

type ColumnProps = {
  state: BuilderState;
  dropHint: DropHint;
  column: string;
  columns: string[];
  selection: Selection;
  errors: Record<string, string>;
  roleLabel: (name: string) => string;
  actions: CanvasActions;
};

function Column({ state, column, columns, selection, errors, roleLabel, actions, dropHint }: ColumnProps) {
  const ids = state.columns[column] ?? [];
  const { setNodeRef } = useDroppable({ id: dndId('column', column), data: { empty: ids.length === 0 } });
  const hint = dropHint?.column === column ? dropHint.index : null;
  const line = <li aria-hidden="true" className="-my-1 h-0.5 rounded-full bg-brand-500" />;
  const firstColumn = columns[0] === column;
  const lastColumn = columns[columns.length - 1] === column;
  return (
    <div ref={setNodeRef} className={cn('min-h-16 space-y-2 rounded-b-xl p-2.5 transition-colors', hint !== null && 'bg-brand-50/70')}>
      <SortableContext items={ids.map((id) => dndId('item', id))} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label={`${columnTitle(state, column)} 항목`}>
          {ids.map((id, index) => {
            const item = state.items[id];
            if (!item) return null;
            return (
              <Fragment key={id}>
                {hint === index && line}
                <ItemCard
                  item={item}
                  state={state}
                  column={column}
                  canUp={index > 0 || !firstColumn}
                  canDown={index < ids.length - 1 || !lastColumn}
                  selected={selection?.kind === 'item' && selection.id === id}
                  invalid={hasErrors(errors, 'item', id)}
                  roleLabel={roleLabel}
                  actions={actions}
                />
              </Fragment>
            );
          })}
          {hint !== null && hint >= ids.length && ids.length > 0 && line}
        </ol>
      </SortableContext>
      {ids.length === 0 && (
        <p className="rounded-lg border border-dashed border-gray-300 px-3 py-4 text-center text-[13px] text-gray-600">
          팔레트에서 항목을 끌어다 놓으세요.
        </p>
      )}
    </div>
  );
}
