import type { ChecklistItem, CompareResult } from '@saram/shared/checklists/checklists.schemas';

export type CompareStatus = 'added' | 'removed' | 'changed' | 'same';
export type FieldChange = CompareResult['changed'][number];

/** One line of the side-by-side view: the item as it was (left) and as it is (right), aligned by id. */
export type CompareRow = {
  id: string;
  before: ChecklistItem | null;
  after: ChecklistItem | null;
  status: CompareStatus;
  changes: FieldChange[];
};

export const compareStatusLabels: Record<CompareStatus, string> = {
  added: '추가',
  removed: '삭제',
  changed: '변경',
  same: '동일',
};

const byOrder = (items: readonly ChecklistItem[]) => [...items].sort((a, b) => a.order - b.order);

/**
 * The two versions' items in one list aligned by item id, in the newer version's order; an item only
 * the older version has stays right after the item it followed there. The compare endpoint's answer
 * decides what counts as added, removed and changed (its `changed` rows are the field changes).
 */
export function compareRows(beforeItems: readonly ChecklistItem[], afterItems: readonly ChecklistItem[], result: Pick<CompareResult, 'added' | 'removed' | 'changed'>): CompareRow[] {
  const before = byOrder(beforeItems);
  const after = byOrder(afterItems);
  const oldIndex = new Map(before.map((item, i) => [item.id, i]));
  const newIds = new Set(after.map((item) => item.id));
  const added = new Set(result.added.map((i) => i.id));
  const removed = new Set(result.removed.map((i) => i.id));
  const changes = (id: string) => result.changed.filter((c) => c.itemId === id);
  const status = (id: string): CompareStatus => (added.has(id) ? 'added' : removed.has(id) ? 'removed' : changes(id).length ? 'changed' : 'same');

  const rows: CompareRow[] = [];
  let next = 0;
  const pushRemoved = (old: ChecklistItem) => rows.push({ id: old.id, before: old, after: null, status: 'removed', changes: [] });
  const flushRemovedUntil = (end: number) => {
    for (; next < end; next++) if (!newIds.has(before[next]!.id)) pushRemoved(before[next]!);
  };
  /** Removed items right after the one just placed stay right after it. */
  const flushFollowingRemoved = () => {
    for (; next < before.length && !newIds.has(before[next]!.id); next++) pushRemoved(before[next]!);
  };
  flushFollowingRemoved();
  for (const item of after) {
    const at = oldIndex.get(item.id);
    if (at === undefined) {
      rows.push({ id: item.id, before: null, after: item, status: status(item.id), changes: [] });
      continue;
    }
    if (at >= next) {
      flushRemovedUntil(at);
      next = at + 1;
    }
    rows.push({ id: item.id, before: before[at]!, after: item, status: status(item.id), changes: changes(item.id) });
    flushFollowingRemoved();
  }
  flushRemovedUntil(before.length);
  return rows;
}

/**
 * Two versions picked for comparison: picking a third lets go of the one picked first; picking a
 * picked one again lets go of it (pick order kept).
 */
export function toggleVersion(picked: readonly number[], version: number): number[] {
  if (picked.includes(version)) return picked.filter((v) => v !== version);
  return [...picked, version].slice(-2);
}

/** The pair to compare, older first, once two are picked. */
export function comparePair(picked: readonly number[]): [number, number] | null {
  if (picked.length !== 2) return null;
  const [a, b] = [...picked].sort((x, y) => x - y) as [number, number];
  return [a, b];
}
