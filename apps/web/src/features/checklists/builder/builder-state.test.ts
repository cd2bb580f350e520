import { createTemplateSchema, type UiItem } from '@saram/shared/checklists/checklists.schemas';
import { describe, expect, it } from 'vitest';
import {
  builderReducer,
  emptyState,
  fromContent,
  itemFromPalette,
  mapErrors,
  newId,
  toContent,
  unsortedColumn,
  type BuilderAction,
  type BuilderState,
} from './builder-state';

const palette = (over: Partial<UiItem>): UiItem => ({
  id: 'p',
  category: '서류',
  type: 'document',
  label: '보안서약서 제출',
  description: '',
  default_config: {},
  is_active: true,
  sort_order: 0,
  created_at: '',
  updated_at: '',
  ...over,
});

const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);

/** A draft with sections s1 (a, b, c) and s2 (d). */
function sample(): BuilderState {
  return run(
    emptyState('s1'),
    { type: 'add-section', id: 's2', title: '둘째' },
    ...['a', 'b', 'c'].map((id): BuilderAction => ({ type: 'add-item', item: itemFromPalette(palette({ label: id }), id), column: 's1' })),
    { type: 'add-item', item: itemFromPalette(palette({ label: 'd' }), 'd'), column: 's2' },
  );
}

describe('palette to item', () => {
  it('takes the title from the label and the check from type and default_config', () => {
    expect(itemFromPalette(palette({ type: 'sign_off', label: '근로계약서 서명', default_config: { by: 'role', role: 'hr_staff' } }), 'x')).toEqual({
      id: 'x',
      title: '근로계약서 서명',
      description: '',
      required: true,
      verification: { method: 'sign_off', by: 'role', role: 'hr_staff' },
    });
    expect(itemFromPalette(palette({ type: 'sign_off', default_config: { by: 'manager' } }), 'x').verification).toEqual({ method: 'sign_off', by: 'manager' });
    expect(itemFromPalette(palette({ type: 'automatic', default_config: { source: 'emergency_contact' } }), 'x').verification).toEqual({
      method: 'automatic',
      source: 'emergency_contact',
    });
    // An unknown source falls back to the first known one rather than producing an invalid item.
    expect(itemFromPalette(palette({ type: 'automatic', default_config: { source: 'nope' } }), 'x').verification).toEqual({ method: 'automatic', source: 'bank_account' });
  });
});

describe('builderReducer', () => {
  it('adds a palette item at an index of a section', () => {
    const state = run(sample(), { type: 'add-item', item: itemFromPalette(palette({ label: '새 항목' }), 'n'), column: 's1', index: 1 });
    expect(state.columns.s1).toEqual(['a', 'n', 'b', 'c']);
    expect(state.items.n!.title).toBe('새 항목');
  });

  it('moves an item across sections and reorders within one', () => {
    let state = run(sample(), { type: 'move-item', id: 'b', column: 's2', index: 0 });
    expect(state.columns.s1).toEqual(['a', 'c']);
    expect(state.columns.s2).toEqual(['b', 'd']);
    state = run(state, { type: 'move-item', id: 'a', column: 's1', index: 1 });
    expect(state.columns.s1).toEqual(['c', 'a']);
  });

  it('reorders sections', () => {
    const state = run(sample(), { type: 'move-section', id: 's2', to: 0 });
    expect(state.sections.map((s) => s.id)).toEqual(['s2', 's1']);
  });

  it('deletes a section moving its items to 미분류, or deleting them', () => {
    const moved = run(sample(), { type: 'remove-section', id: 's1', items: 'unsorted' });
    expect(moved.sections.map((s) => s.id)).toEqual(['s2']);
    expect(moved.columns[unsortedColumn]).toEqual(['a', 'b', 'c']);
    expect(Object.keys(moved.items).sort()).toEqual(['a', 'b', 'c', 'd']);

    const deleted = run(sample(), { type: 'remove-section', id: 's1', items: 'delete' });
    expect(deleted.columns[unsortedColumn]).toEqual([]);
    expect(Object.keys(deleted.items)).toEqual(['d']);
  });

  it('duplicates an item right after it with a new id, and deletes items', () => {
    let state = run(sample(), { type: 'duplicate-item', id: 'a', newId: 'a2' });
    expect(state.columns.s1).toEqual(['a', 'a2', 'b', 'c']);
    expect(state.items.a2).toMatchObject({ id: 'a2', title: 'a (사본)' });
    state = run(state, { type: 'remove-item', id: 'a' });
    expect(state.columns.s1).toEqual(['a2', 'b', 'c']);
    expect(state.items.a).toBeUndefined();
  });

  it('refuses an id that is already used', () => {
    const state = sample();
    expect(run(state, { type: 'add-item', item: itemFromPalette(palette({}), 'a'), column: 's2' })).toBe(state);
  });
});

describe('content shape', () => {
  it('writes sections and items with their order and section, valid for the shared schema', () => {
    const state = run(sample(), { type: 'set-meta', patch: { name: '신입 온보딩' } }, { type: 'remove-section', id: 's2', items: 'unsorted' });
    const content = toContent(state);
    expect(content.sections).toEqual([{ id: 's1', title: '기본', order: 0 }]);
    expect(content.items.map((i) => [i.id, i.sectionId, i.order])).toEqual([
      ['a', 's1', 0],
      ['b', 's1', 1],
      ['c', 's1', 2],
      ['d', null, 3],
    ]);
    expect(createTemplateSchema.safeParse(content).success).toBe(true);
  });

  it('reads a saved template back into the same draft', () => {
    const state = run(sample(), { type: 'move-section', id: 's2', to: 0 }, { type: 'move-item', id: 'c', column: unsortedColumn, index: 0 });
    expect(fromContent(toContent(state))).toEqual(state);
  });

  it('maps error paths to the item and section they name', () => {
    const content = toContent(sample());
    expect(mapErrors(content, { 'items.1.title': '제목', 'sections.1.title': '구역', name: '이름' })).toEqual({
      'item:b:title': '제목',
      'section:s2:title': '구역',
      name: '이름',
    });
  });

  it('makes slug-like ids that are not taken', () => {
    const values = [0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    const id = newId('item', (x) => x === 'item-aaaaaa', () => values.shift()!);
    expect(id).toBe('item-ssssss');
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
