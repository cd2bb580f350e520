import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { josa } from '@saram/shared/hangul';
import { ArrowDown, ArrowUp, CircleAlert, Copy, EllipsisVertical, FolderInput, GripVertical, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/overlays/dropdown-menu';
import { cn } from '../../../lib/cn';
import { dndId } from './builder-dnd';
import { columnOrder, unsortedColumn, unsortedLabel, type BuilderState, type DraftItem } from './builder-state';
import type { CanvasActions } from './canvas-actions';
import { verificationText } from '@saram/shared/checklists/checklist-defaults';

/** A column's name: the section's title, or 미분류. */
export const columnTitle = (state: BuilderState, column: string) =>
  column === unsortedColumn ? unsortedLabel : (state.sections.find((s) => s.id === column)?.title ?? '');

type ItemCardProps = {
  item: DraftItem;
  state: BuilderState;
  column: string;
  canUp: boolean;
  canDown: boolean;
  selected: boolean;
  invalid: boolean;
  roleLabel: (name: string) => string;
  actions: CanvasActions;
};

/** An item on the canvas: grip, title with 필수/선택 and how it is checked, 위로/아래로 and a menu. */
export function ItemCard({ item, state, column, canUp, canDown, selected, invalid, roleLabel, actions }: ItemCardProps) {
  const sortable = useSortable({ id: dndId('item', item.id), data: { column } });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const name = item.title || '제목 없는 항목';
  const elsewhere = columnOrder(state).filter((c) => c !== column && (c !== unsortedColumn || state.sections.length > 0));
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-item={item.title}
      className={cn(
        'flex items-center gap-1 rounded-lg border bg-white py-1.5 pr-1 pl-1',
        selected ? 'border-brand-500 ring-2 ring-brand-500/20' : 'border-gray-200 hover:border-gray-300',
        invalid && !selected && 'border-red-400',
        isDragging && 'opacity-40',
      )}
    >
      <DragHandle sortable={sortable} description="순서를 바꿀 수 있는 항목" label={`${name} 항목 끌어서 옮기기`} />
      <button
        type="button"
        onClick={() => actions.select({ kind: 'item', id: item.id })}
        aria-pressed={selected}
        className="min-w-0 flex-1 rounded-md px-1 py-0.5 text-left focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="flex items-center gap-1 text-sm font-medium text-gray-900">
          {invalid && <CircleAlert className="size-4 shrink-0 text-red-600" aria-label="오류" />}
          <span className="truncate">{name}</span>
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-1.5">
          <Badge tone={item.required ? 'brand' : 'neutral'}>{item.required ? '필수' : '선택'}</Badge>
          <span className="text-xs text-gray-600">{verificationText(item.verification, roleLabel)}</span>
        </span>
      </button>
      <Button variant="ghost" size="icon-sm" disabled={!canUp} onClick={() => actions.stepItem(item.id, -1)} aria-label={`${name} 위로`}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon-sm" disabled={!canDown} onClick={() => actions.stepItem(item.id, 1)} aria-label={`${name} 아래로`}>
        <ArrowDown aria-hidden="true" />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`${name} 메뉴`}>
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => actions.duplicateItem(item.id)}>
            <Copy aria-hidden="true" />
            복제
          </DropdownMenuItem>
          {elsewhere.length > 0 && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>다른 구역으로 이동</DropdownMenuLabel>
              {elsewhere.map((c) => (
                <DropdownMenuItem key={c} onSelect={() => actions.moveItemTo(item.id, c)}>
                  <FolderInput aria-hidden="true" />
                  {josa(columnTitle(state, c) || '제목 없는 구역', '으로/로')} 이동
                </DropdownMenuItem>
              ))}
            </>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={() => actions.removeItem(item.id)}>
            <Trash2 aria-hidden="true" />
            삭제
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

/** The grip a section or card is dragged by (Space or Enter picks it up from the keyboard). */
export function DragHandle({ sortable, description, label }: { sortable: ReturnType<typeof useSortable>; description: string; label: string }) {
  return (
    <button
      ref={sortable.setActivatorNodeRef}
      type="button"
      className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-gray-400 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      {...sortable.attributes}
      {...sortable.listeners}
      aria-roledescription={description}
      aria-label={label}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}

/** What the drag overlay shows while an item or palette entry is dragged. */
export function DragCard({ title, meta }: { title: string; meta: string }) {
  return (
    <div className="flex cursor-grabbing items-center gap-2 rounded-lg border border-brand-400 bg-white px-3 py-2 shadow-lg">
      <GripVertical className="size-4 text-gray-400" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-gray-900">{title}</span>
        <span className="block text-xs text-gray-600">{meta}</span>
      </span>
    </div>
  );
}
