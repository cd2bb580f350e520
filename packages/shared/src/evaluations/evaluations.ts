import { routes } from '../endpoint';

/**
 * Performance evaluations (spec 2.2 evaluation area, 4, 7.2 check-or-create, 7.11; issue 15).
 *
 * - Codes: rating scales, grades with score bands (S/A/B/C/D), competency and question categories,
 *   kept as data; every change is a new version in their history.
 * - Templates: sections of questions (scale, text, goal, competency), each answered by some of
 *   본인 / 1차 평가자 / 2차 평가자; the weights of the scored questions total 100. A template used by
 *   an open (or later) cycle is frozen: an edit makes a copy.
 * - Cycles: period, template, population (units, employment types, hire-date cut-off); evaluator
 *   assignment (1차 = leader of the person's unit, 2차 = leader of the unit above; manual overrides);
 *   draft → open → closed → released.
 * - Evaluations: one per person and cycle; 작성 중 → 제출 → 1차 검토 → 2차 검토 → 확정, 반려 back one
 *   step with a comment. The server decides each caller's part and what they may read.
 */

// ---------------------------------------------------------------------------------------------
// Codes

export const codeKinds = ['rating_scale', 'grade', 'competency', 'question_category'] as const;
export type CodeKind = (typeof codeKinds)[number];
export const codeKindLabels: Record<CodeKind, string> = {
  rating_scale: '평가 척도',
  grade: '등급',
  competency: '역량',
  question_category: '문항 분류',
};

/** A code that may be seeded (demo) or re-created by HR: the usual Korean set. */
export const defaultGradeBands = [
  { code: 'S', name: 'S (탁월)', minScore: 90, maxScore: 100, ratio: 10 },
  { code: 'A', name: 'A (우수)', minScore: 80, maxScore: 90, ratio: 20 },
  { code: 'B', name: 'B (보통)', minScore: 70, maxScore: 80, ratio: 40 },
  { code: 'C', name: 'C (미흡)', minScore: 60, maxScore: 70, ratio: 20 },
  { code: 'D', name: 'D (부족)', minScore: 0, maxScore: 60, ratio: 10 },
] as const;

export type GradeBand = { code: string; name: string; minScore: number; maxScore: number; ratio: number | null };

/** The grade whose band holds `score` (upper bounds exclusive, except 100). */
export function gradeOf(score: number | null, bands: readonly GradeBand[]): string | null {
  if (score === null) return null;
  const band = bands.find((b) => score >= b.minScore && (score < b.maxScore || (b.maxScore === 100 && score === 100)));
  return band?.code ?? null;
}

// ---------------------------------------------------------------------------------------------
// Templates

export const parties = ['self', 'first', 'second'] as const;
export type Party = (typeof parties)[number];
export const partyLabels: Record<Party, string> = { self: '본인', first: '1차 평가자', second: '2차 평가자' };

export const questionKinds = ['scale', 'text', 'goal', 'competency'] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const questionKindLabels: Record<QuestionKind, string> = { scale: '척도 평가', text: '서술형', goal: '목표(달성률)', competency: '역량 평가' };
/** Questions that carry a score (and so a weight); text questions have no weight. */
export const scoredKinds: readonly QuestionKind[] = ['scale', 'goal', 'competency'];

export const weightTotalMessage = (total: number) => `점수 문항의 가중치 합계는 100이어야 합니다. (현재 ${total})`;
/** The weight total of the scored questions. */
export function weightTotal(sections: readonly { questions: readonly { kind: QuestionKind; weight: number }[] }[]): number {
  return sections.flatMap((s) => s.questions).reduce((sum, q) => sum + (scoredKinds.includes(q.kind) ? q.weight : 0), 0);
}

// ---------------------------------------------------------------------------------------------
// Cycles

export const cycleStatuses = ['draft', 'open', 'closed', 'released'] as const;
export type CycleStatus = (typeof cycleStatuses)[number];
export const cycleStatusLabels: Record<CycleStatus, string> = { draft: '준비 중', open: '진행 중', closed: '마감', released: '결과 공개' };
export const cycleTransitions = {
  open: { from: 'draft', to: 'open' },
  close: { from: 'open', to: 'closed' },
  release: { from: 'closed', to: 'released' },
} as const satisfies Record<string, { from: CycleStatus; to: CycleStatus }>;

// ---------------------------------------------------------------------------------------------
// Evaluations

export const evaluationStatuses = ['draft', 'submitted', 'first_reviewed', 'second_reviewed', 'confirmed'] as const;
export type EvaluationStatus = (typeof evaluationStatuses)[number];
export const evaluationStatusLabels: Record<EvaluationStatus, string> = {
  draft: '작성 중',
  submitted: '제출',
  // Done states: a 2nd evaluator whose turn it is read '1차 검토' as their own stage.
  first_reviewed: '1차 검토 완료',
  second_reviewed: '2차 검토 완료',
  confirmed: '확정',
};
/** Whose part is open for writing in each status (none once 2차 검토 is done). */
export const writerOf: Record<EvaluationStatus, Party | null> = {
  draft: 'self',
  submitted: 'first',
  first_reviewed: 'second',
  second_reviewed: null,
  confirmed: null,
};

export const evaluationActions = ['submit', 'return', 'confirm', 'calibrate'] as const;
export type EvaluationAction = (typeof evaluationActions)[number];
export const evaluationActionLabels: Record<EvaluationAction, string> = { submit: '제출', return: '반려', confirm: '확정', calibrate: '등급 조정' };

/**
 * The transition table. submit: the writer of the status hands on (본인 → 1차 → 2차; with no 2차
 * 평가자 the 1차 submit goes straight to 2차 검토). return (반려): the next party sends it back one
 * step with a comment. confirm: HR, after 2차 검토.
 */
export const submitTarget = (from: EvaluationStatus, hasSecond: boolean): EvaluationStatus | null =>
  from === 'draft' ? 'submitted' : from === 'submitted' ? (hasSecond ? 'first_reviewed' : 'second_reviewed') : from === 'first_reviewed' ? 'second_reviewed' : null;
/** 반려: who may return from each status, and where to. */
export const returnStep: Partial<Record<EvaluationStatus, { by: Party | 'hr'; to: EvaluationStatus }>> = {
  submitted: { by: 'first', to: 'draft' },
  first_reviewed: { by: 'second', to: 'submitted' },
  second_reviewed: { by: 'hr', to: 'first_reviewed' },
};
export function returnTarget(from: EvaluationStatus, hasSecond: boolean): EvaluationStatus | null {
  if (from === 'second_reviewed' && !hasSecond) return 'submitted';
  return returnStep[from]?.to ?? null;
}
export const confirmFrom: EvaluationStatus = 'second_reviewed';
/** Final score = 1차 × 60% + 2차 × 40% (1차 alone when there is no 2차 평가자). */
export const stageWeights = { first: 0.6, second: 0.4 } as const;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: evaluations.schemas.ts). Access: evaluations:self for the calls every
// evaluated person and evaluator makes (the service decides per record and field); evaluations:evaluate
// for bulk work; evaluations:read for HR reading; evaluations:manage for codes, templates, cycles and
// calibration; evaluations:reports for the cycle report.

const codesBase = '/api/evaluation-codes';
const templatesBase = '/api/evaluation-templates';
const cyclesBase = '/api/evaluation-cycles';

export const evaluationRoutes = routes({
  // Codes
  listCodes: { method: 'GET', path: codesBase, access: 'evaluations:read' },
  createCode: { method: 'POST', path: codesBase, access: 'evaluations:manage', status: 201 },
  updateCode: { method: 'PUT', path: `${codesBase}/:id`, access: 'evaluations:manage' },
  codeHistory: { method: 'GET', path: `${codesBase}/:id/history`, access: 'evaluations:read' },

  // Templates
  listTemplates: { method: 'GET', path: templatesBase, access: 'evaluations:read' },
  createTemplate: { method: 'POST', path: templatesBase, access: 'evaluations:manage', status: 201 },
  getTemplate: { method: 'GET', path: `${templatesBase}/:id`, access: 'evaluations:read' },
  updateTemplate: { method: 'PUT', path: `${templatesBase}/:id`, access: 'evaluations:manage' },
  deleteTemplate: { method: 'DELETE', path: `${templatesBase}/:id`, access: 'evaluations:manage', status: 204 },

  // Cycles
  listCycles: { method: 'GET', path: cyclesBase, access: 'evaluations:read' },
  createCycle: { method: 'POST', path: cyclesBase, access: 'evaluations:manage', status: 201 },
  getCycle: { method: 'GET', path: `${cyclesBase}/:id`, access: 'evaluations:read' },
  updateCycle: { method: 'PUT', path: `${cyclesBase}/:id`, access: 'evaluations:manage' },
  deleteCycle: { method: 'DELETE', path: `${cyclesBase}/:id`, access: 'evaluations:manage', status: 204 },
  /** Rebuilds the population of a draft cycle (new people added, leavers removed, overrides kept) and lists it. */
  buildPopulation: { method: 'POST', path: `${cyclesBase}/:id/population`, access: 'evaluations:manage' },
  assignments: { method: 'GET', path: `${cyclesBase}/:id/assignments`, access: 'evaluations:read' },
  overrideEvaluators: { method: 'PUT', path: `${cyclesBase}/:id/assignments`, access: 'evaluations:manage' },
  openCycle: { method: 'POST', path: `${cyclesBase}/:id/open`, access: 'evaluations:manage' },
  closeCycle: { method: 'POST', path: `${cyclesBase}/:id/close`, access: 'evaluations:manage' },
  releaseCycle: { method: 'POST', path: `${cyclesBase}/:id/release`, access: 'evaluations:manage' },
  cycleStatus: { method: 'GET', path: `${cyclesBase}/:id/status`, access: 'evaluations:read' },
  remind: { method: 'POST', path: `${cyclesBase}/:id/remind`, access: 'evaluations:manage' },
  cycleResults: { method: 'GET', path: `${cyclesBase}/:id/results`, access: 'evaluations:read' },
  calibrate: { method: 'POST', path: `${cyclesBase}/:id/calibrations`, access: 'evaluations:manage' },
  cycleReport: { method: 'GET', path: `${cyclesBase}/:id/report`, access: 'evaluations:reports', file: true },
  /** The results as an Excel file (/eval/reports). */
  cycleResultsExport: { method: 'GET', path: `${cyclesBase}/:id/results/export`, access: 'evaluations:reports', file: true },

  // Evaluations (spec 7.11's paths)
  myTasks: { method: 'GET', path: '/api/v1/evaluation/evaluations/my-tasks', access: 'evaluations:self' },
  getEvaluation: { method: 'GET', path: '/api/evaluations/:id', access: 'evaluations:self' },
  saveDraft: { method: 'PUT', path: '/api/evaluations/:id/save-draft', access: 'evaluations:self' },
  submit: { method: 'POST', path: '/api/mongo/evaluation/evaluations/:id/submit', access: 'evaluations:self' },
  returnEvaluation: { method: 'POST', path: '/api/evaluations/:id/return', access: 'evaluations:self' },
  confirm: { method: 'POST', path: '/api/evaluations/:id/confirm', access: 'evaluations:manage' },
  bulkSave: { method: 'POST', path: '/api/evaluation/evaluations/bulk-save', access: 'evaluations:evaluate' },
  evaluationReport: { method: 'GET', path: '/api/evaluations/:id/report', access: 'evaluations:self', file: true },
});
