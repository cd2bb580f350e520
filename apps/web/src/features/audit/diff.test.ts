import { describe, expect, it } from 'vitest';
import { changedFields, flatten } from './diff';

describe('audit diff', () => {
  it('flattens nested JSON to paths', () => {
    expect(flatten({ a: { b: 1, c: [1, { d: 'x' }] }, e: {}, f: null })).toEqual({ 'a.b': 1, 'a.c[0]': 1, 'a.c[1].d': 'x', e: {}, f: null });
  });

  it('lists only changed fields, with added and removed ones', () => {
    const before = { personal: { nameKor: '김철수', phone: '010-1111-2222' }, version: 3, tags: ['a'] };
    const after = { personal: { nameKor: '김철수', phone: '010-3333-4444' }, version: 4, tags: ['a', 'b'], note: '' };
    expect(changedFields(before, after)).toEqual([
      { path: 'note', before: '(없음)', after: '""' },
      { path: 'personal.phone', before: '010-1111-2222', after: '010-3333-4444' },
      { path: 'tags[1]', before: '(없음)', after: 'b' },
      { path: 'version', before: '3', after: '4' },
    ]);
  });

  it('handles a creation (no before) and a deletion (no after)', () => {
    expect(changedFields(null, { a: 1 })).toEqual([{ path: 'a', before: '(없음)', after: '1' }]);
    expect(changedFields({ a: 1 }, null)).toEqual([{ path: 'a', before: '1', after: '(없음)' }]);
  });
});
