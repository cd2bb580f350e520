import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';

type VirtualBodyProps = {
  count: number;
  rowHeight: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  renderRow: (index: number) => ReactNode;
};

/**
 * The rows of a long page (100 or 200) in a table body: only those in view are in the DOM
 * (@tanstack/react-virtual), spacer rows keep the scroll height. Loaded by employee-table.tsx
 * only for such pages.
 */
export function VirtualBody({ count, rowHeight, scrollRef, renderRow }: VirtualBodyProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // Before the first measurement (and in test DOMs) render a screenful.
    initialRect: { width: 1200, height: 720 },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <>
      {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
      {items.map((item) => renderRow(item.index))}
      {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
    </>
  );
}
