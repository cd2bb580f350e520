import { weightTotal, weightTotalMessage, type QuestionKind } from '@saram/shared/evaluations/evaluations';

/** zod issues as a field → first message map (paths joined with dots, as the server's details). */
export function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The calibration form's check: a grade other than the current one and a reason (server: calibrateSchema). */
export function calibrationErrors(input: { grade: string; reason: string; currentGrade: string | null }): { grade?: string; reason?: string } {
  const errors: { grade?: string; reason?: string } = {};
  if (!input.grade) errors.grade = '조정할 등급을 선택해주세요.';
  else if (input.grade === input.currentGrade) errors.grade = '현재 등급과 다른 등급을 선택해주세요.';
  if (!input.reason.trim()) errors.reason = '조정 사유를 입력해주세요.';
  return errors;
}

/** Forced distribution is guidance only: a note per grade whose share is off its recommended share by more than 5 points. */
export function distributionNotes(rows: readonly { grade: string; percent: number; recommendedPercent: number | null }[]): string[] {
  return rows
    .filter((r) => r.recommendedPercent !== null && Math.abs(r.percent - r.recommendedPercent) > 5)
    .map((r) => `${r.grade} 등급이 ${r.percent}%로 권장 비율 ${r.recommendedPercent}%${r.percent > r.recommendedPercent! ? '보다 많습니다' : '보다 적습니다'}.`);
}

/** The template editor's live weight total: the total, whether it is valid, and the shared message. */
export function weightStatus(sections: readonly { questions: readonly { kind: QuestionKind; weight: number }[] }[]): { total: number; ok: boolean; message: string | null } {
  const total = weightTotal(sections);
  const scored = sections.some((s) => s.questions.some((q) => q.kind !== 'text'));
  const ok = !scored || total === 100;
  return { total, ok, message: ok ? null : weightTotalMessage(total) };
}
