import { describe, expect, it } from 'vitest';
import { calibrationErrors, distributionNotes, issuesToFields, weightStatus } from './logic';
import { newQuestion, sectionsFor, withKind } from './templates/template-state';

const q = (kind: 'scale' | 'text' | 'goal' | 'competency', weight: number) => ({ kind, weight });

describe('weightStatus', () => {
  it('accepts scored weights totalling 100 and ignores text questions', () => {
    expect(weightStatus([{ questions: [q('scale', 40), q('goal', 60), q('text', 0)] }])).toEqual({ total: 100, ok: true, message: null });
  });
  it('refuses any other total with the shared message', () => {
    const status = weightStatus([{ questions: [q('scale', 40)] }, { questions: [q('competency', 30)] }]);
    expect(status.ok).toBe(false);
    expect(status.total).toBe(70);
    expect(status.message).toBe('점수 문항의 가중치 합계는 100이어야 합니다. (현재 70)');
  });
  it('has nothing to total when only text questions are asked', () => {
    expect(weightStatus([{ questions: [q('text', 0)] }]).ok).toBe(true);
  });
});

describe('calibrationErrors', () => {
  it('requires a reason', () => {
    expect(calibrationErrors({ grade: 'A', reason: '   ', currentGrade: 'B' })).toEqual({ reason: '조정 사유를 입력해주세요.' });
  });
  it('requires a grade, and one that differs from the current grade', () => {
    expect(calibrationErrors({ grade: '', reason: '사유', currentGrade: 'B' }).grade).toBe('조정할 등급을 선택해주세요.');
    expect(calibrationErrors({ grade: 'B', reason: '사유', currentGrade: 'B' }).grade).toBe('현재 등급과 다른 등급을 선택해주세요.');
  });
  it('passes a new grade with a reason', () => {
    expect(calibrationErrors({ grade: 'A', reason: '프로젝트 기여 반영', currentGrade: 'B' })).toEqual({});
  });
});

describe('distributionNotes', () => {
  it('names grades far from their recommended share, and only those', () => {
    const notes = distributionNotes([
      { grade: 'S', percent: 30, recommendedPercent: 10 },
      { grade: 'A', percent: 22, recommendedPercent: 20 },
      { grade: 'C', percent: 0, recommendedPercent: 20 },
      { grade: 'X', percent: 50, recommendedPercent: null },
    ]);
    expect(notes).toEqual(['S 등급이 30%로 권장 비율 10%보다 많습니다.', 'C 등급이 0%로 권장 비율 20%보다 적습니다.']);
  });
});

describe('template draft', () => {
  it('drops the weight and scale when a question becomes text, and takes the default scale back', () => {
    const scored = { ...newQuestion('scale', 'FIVE'), weight: 30 };
    const text = withKind(scored, 'text', 'FIVE');
    expect(text).toMatchObject({ kind: 'text', weight: 0, scaleCode: null });
    expect(withKind(text, 'competency', 'FIVE')).toMatchObject({ kind: 'competency', scaleCode: 'FIVE' });
  });
  it('previews only the questions a party answers', () => {
    const a = { ...newQuestion('scale'), answeredBy: ['self' as const] };
    const b = { ...newQuestion('text'), answeredBy: ['first' as const, 'second' as const] };
    const sections = [{ id: 's1', title: '성과', description: '', questions: [a, b] }];
    expect(sectionsFor(sections, 'self')[0]!.questions).toEqual([a]);
    expect(sectionsFor(sections, 'second')[0]!.questions).toEqual([b]);
  });
});

describe('issuesToFields', () => {
  it('keeps the first message per dotted path', () => {
    expect(issuesToFields([{ path: ['population', 'hiredOnOrBefore'], message: 'a' }, { path: ['population', 'hiredOnOrBefore'], message: 'b' }, { path: [], message: 'c' }])).toEqual({
      'population.hiredOnOrBefore': 'a',
      _: 'c',
    });
  });
});
