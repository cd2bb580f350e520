import { routes } from '../endpoint';

/**
 * The personal dashboards (spec 2.2 /dashboard and /manager-dashboard; issue 30 item 2).
 *
 * /dashboard, for every employee: the work waiting for them, each task linking to the screen where it
 * is done, and their own onboarding and evaluation status.
 * - 체크리스트 확인: onboarding checklist items of other people that wait for the caller's sign-off or
 *   decision (a role sign-off for a role they hold, a 소속 조직장 sign-off for the people of the unit they
 *   lead, a handed-in document for HR holding checklists:write), never their own checklist.
 * - 평가 작성: evaluations in open cycles whose open part is the caller's (자기평가, 1차/2차 평가).
 * - 결재 대기: task forces at the caller's approval step, job notices waiting for their approval, and
 *   resignation requests they may decide (resignations:approve, within their record scope).
 *
 * /manager-dashboard, for managers: the people who report to them directly (보고 라인: a unit's people
 * report to its 조직장, a 조직장 to the 조직장 above, unless HR set another manager). 재직 인원 counts 재직 and 휴직 (as the HR dashboard does); 신규 입사 = hired in the
 * last 90 days; 수습 종료 예정 = probation (the record's date, else 입사일 + 3개월) ending in the next 30
 * days, onboarding not yet decided.
 */

export const myTaskKinds = ['checklist', 'self_review', 'evaluator_review', 'task_force', 'job_notice', 'resignation'] as const;
export type MyTaskKind = (typeof myTaskKinds)[number];
export const myTaskKindLabels: Record<MyTaskKind, string> = {
  checklist: '체크리스트 확인',
  self_review: '자기평가 작성',
  evaluator_review: '평가자 평가 작성',
  task_force: 'TF 결재',
  job_notice: '채용 공고 승인',
  resignation: '사직서 승인',
};

/** The three sections of the task list, in screen order. */
export const myTaskSections = [
  { id: 'verify', title: '확인할 체크리스트 항목', kinds: ['checklist'] },
  { id: 'review', title: '작성할 평가', kinds: ['self_review', 'evaluator_review'] },
  { id: 'approve', title: '결재 대기', kinds: ['task_force', 'job_notice', 'resignation'] },
] as const satisfies readonly { id: string; title: string; kinds: readonly MyTaskKind[] }[];
export type MyTaskSectionId = (typeof myTaskSections)[number]['id'];

/** At most this many tasks of one kind are listed; `total` still counts them all. */
export const myTaskListLimit = 20;
export const teamNewHireDays = 90;
export const teamProbationDays = 30;
export const teamListLimit = 50;

export const teamDashboardTitle = '매니저 대시보드';
/** The polite answer to a caller who leads no unit and has nobody reporting to them (403 message and the page's text). */
export const notUnitLeaderMessage = '매니저 대시보드는 조직장이거나 보고받는 팀원이 있는 직원만 볼 수 있습니다.';

const base = '/api/dashboard';

export const myDashboardRoutes = routes({
  /** The caller's own tasks, onboarding and evaluations: own data only. */
  my: { method: 'GET', path: `${base}/my`, access: 'session' },
  /** The caller's team (who reports to them directly); 403 when they lead no unit and nobody reports to them. */
  team: { method: 'GET', path: `${base}/team`, access: 'session' },
});
