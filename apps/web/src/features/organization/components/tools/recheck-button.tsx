import { RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

/** 다시 점검 under a check's result: runs the query again, spinning while a refetch (not the first load) runs. */
export function RecheckButton({ query }: { query: { isPending: boolean; isFetching: boolean; refetch: () => unknown } }) {
  return (
    <Button variant="outline" size="sm" loading={query.isFetching && !query.isPending} onClick={() => void query.refetch()}>
      <RefreshCw aria-hidden="true" />
      다시 점검
    </Button>
  );
}
