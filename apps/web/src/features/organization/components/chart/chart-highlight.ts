import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

/**
 * Which card is selected and which one a dragged card hovers, per chart. Each card subscribes to its
 * own flags only, so selecting or hovering re-renders two cards, not all 2,000.
 */
export type ChartHighlight = { selectedId: string | null; dropTargetId: string | null };
export type ChartHighlightStore = StoreApi<ChartHighlight>;

export function createChartHighlightStore(): ChartHighlightStore {
  return createStore<ChartHighlight>(() => ({ selectedId: null, dropTargetId: null }));
}

export const ChartHighlightContext = createContext<ChartHighlightStore | null>(null);

export function useChartHighlightStore(): ChartHighlightStore {
  const store = useContext(ChartHighlightContext);
  if (!store) throw new Error('ChartHighlightContext is missing');
  return store;
}

export function useCardHighlight(id: string): { selected: boolean; dropTarget: boolean } {
  const store = useChartHighlightStore();
  const selected = useStore(store, (state) => state.selectedId === id);
  const dropTarget = useStore(store, (state) => state.dropTargetId === id);
  return { selected, dropTarget };
}
