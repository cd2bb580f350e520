import type { Party } from '@saram/shared/evaluations/evaluations';
import type { Answers } from '@saram/shared/evaluations/answers.schemas';
import type { Question, Section } from '@saram/shared/evaluations/templates.schemas';
import { isApiError } from '../../../lib/api/api-client';
import { seoulFormat } from '../../../lib/labels/format';

/** The questions `party` answers, in template order. */
export const questionsFor = (sections: readonly Section[], party: Party): Question[] =>
  sections.flatMap((s) => s.questions).filter((q) => q.answeredBy.includes(party));

/** Whether a question has an answer (text, achievement or rating by kind), as the server checks on submit. */
export function isAnswered(question: Question, answers: Answers): boolean {
  const a = answers[question.id];
  if (question.kind === 'text') return !!a?.text?.trim();
  if (question.kind === 'goal') return a?.achievement !== undefined && a.achievement !== null;
  return a?.score !== undefined && a.score !== null;
}

/** Required questions of `party` still without an answer: question id → message. */
export function missingAnswers(sections: readonly Section[], party: Party, answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questionsFor(sections, party)) {
    if (q.required && !isAnswered(q, answers)) errors[q.id] = '필수 문항입니다. 답변을 입력해주세요.';
  }
  return errors;
}

/** A 400's `details.fields` (`answers.<questionId>` → message) as question id → message. */
export function questionErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  const fields = (error.details as { fields?: Record<string, string> } | null)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).flatMap(([key, message]) => (key.startsWith('answers.') ? [[key.slice('answers.'.length), message]] : [])));
}

/** What is typed: the answers and the overall comment. */
export type Draft = { answers: Answers; comment: string };
/** A draft kept in the browser until the server has it, with the version it was typed on. */
export type LocalDraft = Draft & { baseVersion: number };

export const localDraftKey = (evaluationId: string, party: Party) => `saram.evaluation-draft.${evaluationId}.${party}`;

export function readLocalDraft(evaluationId: string, party: Party): LocalDraft | null {
  try {
    const raw = localStorage.getItem(localDraftKey(evaluationId, party));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof parsed !== 'object' || !parsed.answers || typeof parsed.baseVersion !== 'number') return null;
    return { answers: parsed.answers, comment: parsed.comment ?? '', baseVersion: parsed.baseVersion };
  } catch {
    return null;
  }
}

export function writeLocalDraft(evaluationId: string, party: Party, draft: LocalDraft) {
  try {
    localStorage.setItem(localDraftKey(evaluationId, party), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the server save still runs.
  }
}

export function clearLocalDraft(evaluationId: string, party: Party) {
  try {
    localStorage.removeItem(localDraftKey(evaluationId, party));
  } catch {
    // ignore
  }
}

/** Answers compared by content (keys without any value count as absent). */
export function sameDraft(a: Draft, b: Draft): boolean {
  return a.comment === b.comment && JSON.stringify(normalise(a.answers)) === JSON.stringify(normalise(b.answers));
}

function normalise(answers: Answers) {
  return Object.fromEntries(
    Object.entries(answers)
      .map(([id, a]) => [id, Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined && v !== null && v !== '').sort(([x], [y]) => x.localeCompare(y)))] as const)
      .filter(([, a]) => Object.keys(a).length > 0)
      .sort(([x], [y]) => x.localeCompare(y)),
  );
}

/** HH:mm in Seoul time, for "저장됨 14:05". */
export function savedTime(iso: string): string {
  return seoulFormat(iso, 'HH:mm');
}

/** The portal's stages: my turn, then where the others stand. */
export type Stage = 'todo' | 'self' | 'first' | 'second' | 'done' | 'all';
const stageLabels: Record<Stage, string> = {
  todo: '작성 필요',
  self: '자기평가 중',
  first: '1차 평가',
  second: '2차 평가',
  done: '완료',
  all: '전체',
};
export const stageTabs = (Object.keys(stageLabels) as Stage[]).map((value) => ({ value, label: stageLabels[value] }));

export function stageOf(task: { status: string; actionRequired: boolean }): Exclude<Stage, 'all'> {
  if (task.actionRequired) return 'todo';
  switch (task.status) {
    case 'draft':
      return 'self';
    case 'submitted':
      return 'first';
    case 'first_reviewed':
      return 'second';
    default:
      return 'done';
  }
}
