import { myTaskKinds, myTaskListLimit, type MyTaskKind } from '@saram/shared/dashboard/my-dashboard';
import type { MyDashboard, MyEvaluation, MyOnboarding, MyTaskGroup } from '@saram/shared/dashboard/my-dashboard.schemas';
import type { EvaluationTask } from '@saram/shared/evaluations/answers.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordBulkAccess } from '../../lib/data/audit';
import { addDays, seoulToday } from '../../lib/seoul-time';
import { myTasks } from '../evaluations/evaluations.service';
import { directReports } from '../organization/organization.service';
import { statuses as onboardingStatuses } from '../onboarding/onboarding.service';
import * as repo from './my-dashboard.repo';

/**
 * GET /api/dashboard/my: what waits for the caller, and their own onboarding and evaluations. Each
 * source is read as its owner's rules decide who acts: evaluations through the evaluations service
 * (my-tasks), the rest through read-only queries that mirror the owners' checks (checklists'
 * verification rules, the task-force approval step, a notice's named approver, the resignation
 * decider's scope). Only what the caller holds the permission for is asked at all.
 */

/** The list that holds every task of a kind. */
const groupHref: Record<MyTaskKind, string> = {
  checklist: '/new-employees?status=in_progress',
  self_review: '/eval/my',
  evaluator_review: '/evaluations',
  task_force: '/organization?tab=tf',
  job_notice: '/job-notices?status=waiting_approval',
  resignation: '/resignation-management?status=pending',
};

const taskHref: Record<Exclude<MyTaskKind, 'self_review' | 'evaluator_review'>, (linkId: string) => string> = {
  checklist: (employeeId) => `/new-employees/${employeeId}`,
  task_force: () => '/organization?tab=tf',
  job_notice: (id) => `/job-notices/detail/${id}`,
  resignation: () => '/resignation-management?status=pending',
};

function groupOf(kind: Exclude<MyTaskKind, 'self_review' | 'evaluator_review'>, rows: repo.TaskRow[]): MyTaskGroup {
  return {
    kind,
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({ kind, id: r.id, title: r.title, detail: r.detail, dueDate: r.due_date, since: r.since, href: taskHref[kind](r.link_id) })),
    href: groupHref[kind],
  };
}

const stageLabel: Record<EvaluationTask['role'], string> = { self: '자기평가', first: '1차 평가', second: '2차 평가' };

function evaluationGroup(kind: 'self_review' | 'evaluator_review', tasks: EvaluationTask[]): MyTaskGroup {
  const open = tasks.filter((t) => t.actionRequired);
  const byDue = [...open].sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.employee.name.localeCompare(b.employee.name, 'ko'));
  return {
    kind,
    total: open.length,
    items: byDue.slice(0, myTaskListLimit).map((t) => ({
      kind,
      id: t.id,
      title: kind === 'self_review' ? `${t.cycleName} · 자기평가` : `${t.employee.name} · ${stageLabel[t.role]}`,
      detail: kind === 'self_review' ? null : t.cycleName,
      dueDate: t.dueDate,
      since: t.updatedAt,
      href: `/eval/evaluations/${t.id}`,
    })),
    href: groupHref[kind],
  };
}

function myEvaluations(tasks: EvaluationTask[]): MyEvaluation[] {
  return tasks.slice(0, 5).map((t) => ({
    id: t.id,
    cycleName: t.cycleName,
    cycleStatus: t.cycleStatus,
    dueDate: t.dueDate,
    status: t.status,
    actionRequired: t.actionRequired,
    grade: t.grade,
    href: `/eval/evaluations/${t.id}`,
  }));
}

/** The caller's onboarding while it matters: a checklist under way, or hired in the last 90 days. */
async function myOnboarding(db: Db, employeeId: string, now: Date): Promise<MyOnboarding | null> {
  const [status] = await onboardingStatuses(db, [employeeId], null, now);
  if (!status) return null;
  const recent = !!status.employee.hire_date && status.employee.hire_date >= addDays(seoulToday(now), -90);
  const running = status.state === 'in_progress' || status.state === 'ready';
  if (!running && !(recent && status.state !== 'not_started')) return null;
  return {
    state: status.state,
    templateName: status.template_name,
    progress: status.progress,
    hireDate: status.employee.hire_date,
    probationEndDate: status.employee.probation_end_date,
    openItems: status.open_required_items.map((i) => ({ title: i.title, state: i.state })),
  };
}

export async function myDashboard(db: Db, actor: Actor, now: Date): Promise<MyDashboard> {
  const userId = actor.userId;
  const me = userId ? await repo.employeeOfUser(db, userId) : null;
  const limit = myTaskListLimit;
  const has = (p: Parameters<typeof actor.permissions.has>[0]) => actor.permissions.has(p);

  const [evaluationTasks, checklist, taskForces, notices, resignations, onboarding, ledUnits, reports] = await Promise.all([
    me ? myTasks(db, actor, { status: 'ALL' }) : Promise.resolve({ mine: [], reviews: [] }),
    has('checklists:write') ? repo.checklistTasks(db, { me, roles: actor.roles, scope: actor.employeeScope, limit }) : Promise.resolve([]),
    userId ? repo.taskForceTasks(db, userId, limit) : Promise.resolve([]),
    userId && has('recruitment:approve') ? repo.noticeTasks(db, userId, limit) : Promise.resolve([]),
    userId && has('resignations:approve') ? repo.resignationTasks(db, { userId, meId: me?.id ?? null, scope: actor.employeeScope, limit }) : Promise.resolve([]),
    me ? myOnboarding(db, me.id, now) : Promise.resolve(null),
    me?.is_active ? repo.ledUnits(db, me.id) : Promise.resolve([]),
    me?.is_active ? directReports(db, me.id) : Promise.resolve([]),
  ]);

  const groups: MyTaskGroup[] = [
    groupOf('checklist', checklist),
    evaluationGroup('self_review', evaluationTasks.mine),
    evaluationGroup('evaluator_review', evaluationTasks.reviews),
    groupOf('task_force', taskForces),
    groupOf('job_notice', notices),
    groupOf('resignation', resignations),
  ];
  const tasks = groups.filter((g) => g.total > 0).sort((a, b) => myTaskKinds.indexOf(a.kind) - myTaskKinds.indexOf(b.kind));

  // Other people's names and requests were shown: one access record for the read.
  const others = tasks.filter((g) => g.kind !== 'self_review').reduce((n, g) => n + g.items.length, 0);
  if (others > 0) {
    await recordBulkAccess(db, actor, { subjectType: 'my_dashboard_tasks', query: { kinds: tasks.map((g) => g.kind) }, count: others, unit: '건', fields: ['name', 'task'] });
  }

  return {
    employee: me ? { id: me.id, name: me.name, unit: me.unit, jobTitle: me.job_title } : null,
    tasks,
    onboarding,
    evaluations: myEvaluations(evaluationTasks.mine),
    ledUnits,
    directReports: new Set(reports.map((r) => r.employeeId)).size,
  };
}
