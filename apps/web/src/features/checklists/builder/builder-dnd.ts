import {
  closestCenter,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type Over,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { josa } from '@saram/shared/hangul';
import { columnOf, unsortedColumn, unsortedLabel, type BuilderState } from './builder-state';

/**
 * The builder's drag and drop ids and rules. Every draggable or droppable id names its kind:
 * 'palette:<ui item id>', 'item:<item id>', 'section:<section id>', 'column:<section id | :unsorted>'
 * (the drop zone of a section's items).
 */

export type DndKind = 'palette' | 'item' | 'section' | 'column';
export const dndId = (kind: DndKind, id: string) => `${kind}:${id}`;

export function parseDndId(id: UniqueIdentifier): { kind: DndKind; id: string } {
  const text = String(id);
  const at = text.indexOf(':');
  return { kind: text.slice(0, at) as DndKind, id: text.slice(at + 1) };
}

/**
 * Sections are dropped among sections. Items and palette entries: with a pointer, the section
 * under it decides the column, and within it the card nearest the dragged one (the sortable
 * rule, so a card over itself stays put), or the empty zone; with the keyboard (no pointer), the
 * nearest card or empty zone anywhere.
 */
export const builderCollision: CollisionDetection = (args) => {
  const kind = parseDndId(args.active.id).kind;
  const scoped = args.droppableContainers.filter((c) => {
    const k = parseDndId(c.id).kind;
    if (kind === 'section') return k === 'section';
    if (k === 'item') return true;
    return k === 'column' && (args.pointerCoordinates !== null || c.data.current?.empty === true);
  });
  if (kind === 'section' || !args.pointerCoordinates) return closestCenter({ ...args, droppableContainers: scoped });
  const under = pointerWithin({ ...args, droppableContainers: scoped.filter((c) => parseDndId(c.id).kind === 'column') })[0];
  if (!under) return closestCenter({ ...args, droppableContainers: scoped });
  const column = parseDndId(under.id).id;
  const cards = scoped.filter((c) => parseDndId(c.id).kind === 'item' && c.data.current?.column === column);
  return cards.length ? closestCenter({ ...args, droppableContainers: cards }) : [under];
};

/** Where a drop over `over` puts an item: the column and index (after the card when the dragged rect is below its middle). */
export function dropTarget(state: BuilderState, over: Over, draggedCenterY: number | null): { column: string; index: number } | null {
  const target = parseDndId(over.id);
  if (target.kind === 'column') return target.id in state.columns ? { column: target.id, index: state.columns[target.id]!.length } : null;
  if (target.kind !== 'item') return null;
  const column = columnOf(state, target.id);
  if (column === undefined) return null;
  const index = state.columns[column]!.indexOf(target.id);
  const below = draggedCenterY !== null && draggedCenterY > over.rect.top + over.rect.height / 2;
  return { column, index: below ? index + 1 : index };
}

/** How screen readers name what is dragged and where it is. */
export function dndName(state: BuilderState, paletteLabel: (id: string) => string | undefined, id: UniqueIdentifier): string {
  const { kind, id: raw } = parseDndId(id);
  switch (kind) {
    case 'palette':
      return `새 항목 ${paletteLabel(raw) ?? ''}`.trim();
    case 'item':
      return `${state.items[raw]?.title ?? ''} 항목`;
    case 'section':
      return `${state.sections.find((s) => s.id === raw)?.title ?? ''} 구역`;
    case 'column':
      return `${raw === unsortedColumn ? unsortedLabel : (state.sections.find((s) => s.id === raw)?.title ?? '')} 구역의 끝`;
  }
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    '스페이스 키나 엔터 키를 눌러 들어 올리고, 방향키로 옮긴 뒤 스페이스 키나 엔터 키로 놓습니다. Esc 키를 누르면 취소됩니다. 위로, 아래로 버튼으로도 순서를 바꿀 수 있습니다.',
};

/** Korean announcements for drag and drop (DndContext accessibility). */
export function koreanAnnouncements(name: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `${josa(name(active.id), '을/를')} 들었습니다.`,
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${josa(name(active.id), '이/가')} ${name(over.id)} 위치에 있습니다.`
          : `${josa(name(active.id), '이/가')} 놓을 수 있는 곳 밖에 있습니다.`,
    onDragEnd: ({ active, over }) =>
      over ? `${josa(name(active.id), '을/를')} ${name(over.id)} 위치에 놓았습니다.` : `${josa(name(active.id), '을/를')} 놓지 않았습니다.`,
    onDragCancel: ({ active }) => `이동을 취소했습니다. ${josa(name(active.id), '은/는')} 원래 자리에 있습니다.`,
  };
}
