import { scoredKinds, stageWeights, weightTotal, weightTotalMessage, type Party } from '@saram/shared/evaluations/evaluations';
import type { Answers } from '@saram/shared/evaluations/answers.schemas';
import type { Question, Section } from '@saram/shared/evaluations/templates.schemas';

/**
 * Answers against the template: which questions a party answers, whether an answer fits its question,
 * what is still missing for a submit, and the weighted score of a part (0–100).
 */

/** Rating scale code → its points' values (ascending). */
export type Scales = ReadonlyMap<string, readonly number[]>;

export const questionsOf = (sections: readonly Section[], party: Party): Question[] =>
  sections.flatMap((s) => s.questions).filter((q) => q.answeredBy.includes(party));

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Per-field messages for answers that do not fit (unknown question, a value off the scale ...). */
export function answerErrors(sections: readonly Section[], party: Party, answers: Answers, scales: Scales): Record<string, string> {
  const mine = new Map(questionsOf(sections, party).map((q) => [q.id, q]));
  const errors: Record<string, string> = {};
  for (const [id, a] of Object.entries(answers)) {
    const q = mine.get(id);
    const key = `answers.${id}`;
    if (!q) {
      errors[key] = '이 평가에서 답할 수 없는 문항입니다.';
      continue;
    }
    if (a.score !== undefined && a.score !== null) {
      const points = q.scaleCode ? scales.get(q.scaleCode) : undefined;
      if (q.kind !== 'scale' && q.kind !== 'competency') errors[key] = '이 문항에는 척도 점수를 줄 수 없습니다.';
      else if (!points?.includes(a.score)) errors[key] = `척도 값은 ${points?.join(', ') ?? '(척도 없음)'} 중 하나여야 합니다.`;
    }
    if (a.achievement !== undefined && a.achievement !== null && q.kind !== 'goal') errors[key] = '달성률은 목표 문항에만 입력할 수 있습니다.';
  }
  return errors;
}

/** Required questions of the party without an answer, and a weight total other than 100. */
export function submitErrors(sections: readonly Section[], party: Party, answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questionsOf(sections, party)) {
    if (!q.required) continue;
    const a = answers[q.id];
    const missing =
      q.kind === 'text' ? !a?.text?.trim() : q.kind === 'goal' ? a?.achievement === undefined || a.achievement === null : a?.score === undefined || a.score === null;
    if (missing) errors[`answers.${q.id}`] = `필수 문항입니다: ${q.title}`;
  }
  const scored = sections.flatMap((s) => s.questions).some((q) => scoredKinds.includes(q.kind));
  const total = weightTotal(sections);
  if (scored && total !== 100) errors.weights = weightTotalMessage(total);
  return errors;
}

/** The part's weighted score over the scored questions the party answers (null when none is answered). */
export function partScore(sections: readonly Section[], party: Party, answers: Answers, scales: Scales): number | null {
  let weighted = 0;
  let weights = 0;
  for (const q of questionsOf(sections, party)) {
    if (!scoredKinds.includes(q.kind) || q.weight === 0) continue;
    const a = answers[q.id];
    let value: number | null = null;
    if (q.kind === 'goal') value = a?.achievement ?? null;
    else if (a?.score !== undefined && a.score !== null) {
      const max = Math.max(...(scales.get(q.scaleCode ?? '') ?? [a.score]));
      value = max > 0 ? (a.score / max) * 100 : 0;
    }
    if (value === null) continue;
    weighted += Math.min(value, 100) * q.weight;
    weights += q.weight;
  }
  return weights ? round1(weighted / weights) : null;
}

/** 1차 × 60% + 2차 × 40%; 1차 alone without a 2차 평가자. */
export function finalScore(first: number | null, second: number | null, hasSecond: boolean): number | null {
  if (first === null) return null;
  if (!hasSecond) return first;
  if (second === null) return null;
  return round1(first * stageWeights.first + second * stageWeights.second);
}
