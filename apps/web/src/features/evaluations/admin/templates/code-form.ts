import type { CodeKind } from '@saram/shared/evaluations/evaluations';
import type { EvaluationCode } from '@saram/shared/evaluations/codes.schemas';

/** The code dialog's fields as typed; scale points as lines of "값 이름". */
export type CodeForm = {
  code: string;
  name: string;
  description: string;
  sortOrder: string;
  isActive: boolean;
  points: string;
  minScore: string;
  maxScore: string;
  ratio: string;
  reason: string;
};

export const emptyCodeForm: CodeForm = { code: '', name: '', description: '', sortOrder: '0', isActive: true, points: '1 미흡\n2 부족\n3 보통\n4 우수\n5 탁월', minScore: '', maxScore: '', ratio: '', reason: '' };

export function formOf(code: EvaluationCode): CodeForm {
  const d = code.data as { points?: { value: number; label: string }[]; minScore?: number; maxScore?: number; ratio?: number | null };
  return {
    code: code.code,
    name: code.name,
    description: code.description,
    sortOrder: String(code.sortOrder),
    isActive: code.isActive,
    points: (d.points ?? []).map((p) => `${p.value} ${p.label}`).join('\n'),
    minScore: d.minScore === undefined ? '' : String(d.minScore),
    maxScore: d.maxScore === undefined ? '' : String(d.maxScore),
    ratio: d.ratio === null || d.ratio === undefined ? '' : String(d.ratio),
    reason: '',
  };
}

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** The `data` of a kind from the form (the shared schemas check it). */
export function dataOf(kind: CodeKind, form: CodeForm): Record<string, unknown> {
  if (kind === 'rating_scale') {
    const points = form.points
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [value = '', ...label] = line.split(/\s+/);
        return { value: num(value), label: label.join(' ') };
      });
    return { points };
  }
  if (kind === 'grade') return { minScore: num(form.minScore), maxScore: num(form.maxScore), ratio: form.ratio.trim() === '' ? null : num(form.ratio) };
  return {};
}

/** In words, for the list: the scale points or the score band. */
export function codeSummary(code: EvaluationCode): string {
  const d = code.data as { points?: { value: number; label: string }[]; minScore?: number; maxScore?: number; ratio?: number | null };
  if (code.kind === 'rating_scale') return (d.points ?? []).map((p) => `${p.value} ${p.label}`).join(' · ');
  if (code.kind === 'grade') return `${d.minScore ?? '?'}점 이상 ${d.maxScore ?? '?'}점 ${d.maxScore === 100 ? '이하' : '미만'}${d.ratio !== null && d.ratio !== undefined ? ` · 권장 ${d.ratio}%` : ''}`;
  return code.description || '—';
}
