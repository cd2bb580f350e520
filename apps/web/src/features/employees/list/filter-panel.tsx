import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export type FilterPanelProps = {
  search: ReactNode;
  /** The filter selects, laid out in a grid. */
  children: ReactNode;
  /** How many filters are set (search included). */
  activeCount: number;
  onReset: () => void;
};

/** The filters above a list: the search box, then the selects; below 768 px the selects fold away. */
export function FilterPanel({ search, children, activeCount, onReset }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const gridId = useId();
  return (
    <section aria-label="검색 조건" className="mb-4 rounded-xl border border-gray-200 bg-white p-3 sm:p-4">
      <div className="flex items-center gap-2">
        {search}
        <Button
          variant="outline"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={gridId}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden="true" />
          필터{activeCount > 0 ? ` ${activeCount}` : ''}
        </Button>
        {/* cn() does not merge classes: the wrapper hides the button on phones, not a display class on it. */}
        <div className="hidden md:block">
          <Button variant="ghost" disabled={activeCount === 0} onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            초기화
          </Button>
        </div>
      </div>
      <div
        id={gridId}
        className={cn('mt-3 grid grid-cols-2 gap-x-3 gap-y-2.5 sm:grid-cols-3 md:grid md:grid-cols-4 xl:grid-cols-8', open ? 'grid' : 'hidden')}
      >
        {children}
        <Button variant="ghost" className="col-span-2 self-end sm:col-span-1 md:hidden" disabled={activeCount === 0} onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          필터 초기화
        </Button>
      </div>
    </section>
  );
}
