import { createCodeSchema } from '@saram/shared/evaluations/codes.schemas';
import { describe, expect, it } from 'vitest';
import { codeSummary, dataOf, emptyCodeForm, formOf } from './code-form';

describe('code form', () => {
  it('reads scale points line by line, and the shared schema refuses them out of order', () => {
    const data = dataOf('rating_scale', { ...emptyCodeForm, points: '1 미흡\n 3 보통 이상 \n\n5 탁월' });
    expect(data).toEqual({ points: [{ value: 1, label: '미흡' }, { value: 3, label: '보통 이상' }, { value: 5, label: '탁월' }] });
    const backwards = dataOf('rating_scale', { ...emptyCodeForm, points: '5 탁월\n1 미흡' });
    const parsed = createCodeSchema.safeParse({ kind: 'rating_scale', code: 'X', name: '척도', data: backwards });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('척도 값은 낮은 값부터 커지는 순서여야 합니다.');
  });
  it('reads a grade band (blank ratio: none) and says it in words', () => {
    const data = dataOf('grade', { ...emptyCodeForm, minScore: '80', maxScore: '90', ratio: '' });
    expect(data).toEqual({ minScore: 80, maxScore: 90, ratio: null });
    const code = { id: 'g', kind: 'grade' as const, code: 'A', name: 'A (우수)', description: '', sortOrder: 1, isActive: true, data: { minScore: 90, maxScore: 100, ratio: 10 }, version: 2, updatedAt: '' };
    expect(codeSummary(code)).toBe('90점 이상 100점 이하 · 권장 10%');
    expect(formOf(code)).toMatchObject({ code: 'A', minScore: '90', maxScore: '100', ratio: '10' });
  });
});
