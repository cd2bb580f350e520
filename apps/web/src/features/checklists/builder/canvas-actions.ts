import type { Dispatch } from 'react';
import { josa } from '@saram/shared/hangul';
import { columnOf, idTaken, newId, unsortedColumn, type BuilderAction, type BuilderState, type Selection } from './builder-state';

/** What the canvas and its cards call. */
export type CanvasActions = {
  select: (selection: Selection) => void;
  /** Moves an item one place up or down, into the neighbouring column at its edge. */
  stepItem: (id: string, direction: -1 | 1) => void;
  moveItemTo: (id: string, column: string) => void;
  duplicateItem: (id: string) => void;
  removeItem: (id: string) => void;
  stepSection: (id: string, direction: -1 | 1) => void;
  requestRemoveSection: (id: string) => void;
  addSection: () => void;
};

type Context = {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  selection: Selection;
  select: (selection: Selection) => void;
  /** Tells screen readers what happened (a polite live region). */
  announce: (message: string) => void;
  columnName: (column: string) => string;
  /** A section that holds items: ask what becomes of them. */
  requestRemoveSection: (id: string) => void;
};

/** What the canvas's buttons and menus do: the keyboard and pointer alternative to dragging. */
export function canvasActions({ state, dispatch, selection, select, announce, columnName, requestRemoveSection }: Context): CanvasActions {
  const columnsOnScreen = () => [...state.sections.map((s) => s.id), ...((state.columns[unsortedColumn] ?? []).length ? [unsortedColumn] : [])];

  return {
    select,
    stepItem: (id, direction) => {
      const column = columnOf(state, id);
      if (column === undefined) return;
      const index = state.columns[column]!.indexOf(id);
      const ids = state.columns[column]!;
      if ((direction < 0 && index > 0) || (direction > 0 && index < ids.length - 1)) {
        dispatch({ type: 'move-item', id, column, index: index + direction });
      } else {
        const columns = columnsOnScreen();
        const next = columns[columns.indexOf(column) + direction];
        if (next === undefined) return;
        dispatch({ type: 'move-item', id, column: next, index: direction < 0 ? state.columns[next]!.length : 0 });
        announce(`${josa(state.items[id]!.title, '을/를')} ${columnName(next)} 구역으로 옮겼습니다.`);
        return;
      }
      announce(`${josa(state.items[id]!.title, '을/를')} ${direction < 0 ? '위로' : '아래로'} 옮겼습니다.`);
    },
    moveItemTo: (id, column) => {
      dispatch({ type: 'move-item', id, column, index: state.columns[column]?.length ?? 0 });
      announce(`${josa(state.items[id]!.title, '을/를')} ${columnName(column)} 구역으로 옮겼습니다.`);
    },
    duplicateItem: (id) => {
      const newItemId = newId('item', idTaken(state));
      dispatch({ type: 'duplicate-item', id, newId: newItemId });
      select({ kind: 'item', id: newItemId });
    },
    removeItem: (id) => {
      const title = state.items[id]?.title ?? '';
      dispatch({ type: 'remove-item', id });
      if (selection?.id === id) select(null);
      announce(`${josa(title || '항목', '을/를')} 삭제했습니다.`);
    },
    stepSection: (id, direction) => {
      const index = state.sections.findIndex((s) => s.id === id);
      dispatch({ type: 'move-section', id, to: index + direction });
      announce(`${columnName(id)} 구역을 ${direction < 0 ? '위로' : '아래로'} 옮겼습니다.`);
    },
    requestRemoveSection: (id) => {
      if ((state.columns[id] ?? []).length === 0) {
        dispatch({ type: 'remove-section', id, items: 'unsorted' });
        if (selection?.id === id) select(null);
      } else requestRemoveSection(id);
    },
    addSection: () => {
      const id = newId('section', idTaken(state));
      dispatch({ type: 'add-section', id, title: `새 구역 ${state.sections.length + 1}` });
      select({ kind: 'section', id });
    },
  };
}
