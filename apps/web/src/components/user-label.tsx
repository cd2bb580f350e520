import { useUserLabel } from '../lib/labels/user-labels';

/**
 * A user shown by name: `name` when the answer already carries it, else looked up by id (batched,
 * cached 5 minutes); '알 수 없음' for an id no account has. Never the raw id.
 */
export function UserLabel({ id, name }: { id: string; name?: string | null | undefined }) {
  const looked = useUserLabel(name ? null : id);
  return <>{name ?? looked}</>;
}
