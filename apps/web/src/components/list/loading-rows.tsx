import { Skeleton } from '../ui/skeleton';

/** A list's first load: five row-high placeholders. */
export function LoadingRows() {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="불러오는 중">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
