import type { ChecklistItem } from '@saram/shared/checklists/checklists.schemas';
import { describe, expect, it } from 'vitest';
import { comparePair, compareRows, toggleVersion } from './compare-rows';

const item = (id: string, order: number, title = id): ChecklistItem => ({
  id,
  sectionId: null,
  title,
  description: '',
  required: true,
  verification: { method: 'document' },
  order,
});

describe('compareRows', () => {
  it('aligns the two versions by item id in the newer order, a removed item where it stood', () => {
    const before = [item('a', 1), item('b', 2), item('c', 3), item('d', 4)];
    const after = [item('a', 1), item('c', 2, 'C 바뀜'), item('x', 3), item('d', 4)];
    const rows = compareRows(before, after, {
      added: [after[2]!],
      removed: [before[1]!],
      changed: [
        { itemId: 'c', field: 'title', before: 'c', after: 'C 바뀜' },
        { itemId: 'c', field: 'order', before: 3, after: 2 },
      ],
    });
    expect(rows.map((r) => [r.id, r.status, r.before?.id ?? null, r.after?.id ?? null])).toEqual([
      ['a', 'same', 'a', 'a'],
      ['b', 'removed', 'b', null],
      ['c', 'changed', 'c', 'c'],
      ['x', 'added', null, 'x'],
      ['d', 'same', 'd', 'd'],
    ]);
    expect(rows[2]!.changes.map((c) => c.field)).toEqual(['title', 'order']);
  });

  it('puts a removed item right after the item it followed, also when items moved backwards', () => {
    const before = [item('a', 1), item('b', 2), item('gone', 3)];
    const after = [item('b', 1), item('a', 2)];
    const rows = compareRows(before, after, { added: [], removed: [before[2]!], changed: [] });
    expect(rows.map((r) => `${r.id}:${r.status}`)).toEqual(['b:same', 'gone:removed', 'a:same']);
  });

  it('sorts each side by order before aligning', () => {
    const rows = compareRows([item('b', 2), item('a', 1)], [item('b', 2), item('a', 1), item('n', 0)], { added: [item('n', 0)], removed: [], changed: [] });
    expect(rows.map((r) => r.id)).toEqual(['n', 'a', 'b']);
  });

  it('keeps removed leading items first', () => {
    const rows = compareRows([item('old', 1), item('a', 2)], [item('a', 1)], { added: [], removed: [item('old', 1)], changed: [] });
    expect(rows.map((r) => `${r.id}:${r.status}`)).toEqual(['old:removed', 'a:same']);
  });
});

describe('picking two versions', () => {
  it('holds at most two, lets go of the first picked, and unpicks on a second click', () => {
    expect(toggleVersion([], 3)).toEqual([3]);
    expect(toggleVersion([3], 1)).toEqual([3, 1]);
    expect(toggleVersion([3, 1], 2)).toEqual([1, 2]);
    expect(toggleVersion([1, 2], 1)).toEqual([2]);
  });

  it('compares older against newer whatever the order of picking', () => {
    expect(comparePair([3, 1])).toEqual([1, 3]);
    expect(comparePair([1])).toBeNull();
  });
});
