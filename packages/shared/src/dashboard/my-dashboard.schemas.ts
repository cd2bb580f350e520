import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { cycleStatuses, evaluationStatuses } from '../evaluations/evaluations';
import { itemStates, onboardingStates } from '../onboarding/onboarding';
import { progressSchema } from '../onboarding/onboarding.schemas';
import { myDashboardRoutes, myTaskKinds } from './my-dashboard';

/** The personal dashboards (my-dashboard.ts): the answers of GET /api/dashboard/my and /team. */

export const myTaskSchema = z.object({
  kind: z.enum(myTaskKinds),
  /** The record acted on (evaluation, task force, notice, resignation, checklist instance). */
  id: z.string(),
  /** What to do, e.g. '홍길동 · 근로계약서 서명' or '2026 상반기 · 자기평가'. */
  title: z.string(),
  /** A second line: the stage, the unit, the requester. */
  detail: z.string().nullable(),
  /** When it is due (YYYY-MM-DD): a review's cycle due date; an approval's start date (a TF's, a notice's) or last working day (a resignation's). */
  dueDate: z.string().nullable(),
  /** Since when it has been waiting (ISO time or date). */
  since: z.string().nullable(),
  /** The screen where the task is done. */
  href: z.string(),
});
export type MyTask = z.infer<typeof myTaskSchema>;

export const myTaskGroupSchema = z.object({
  kind: z.enum(myTaskKinds),
  /** Every task of this kind; `items` lists at most myTaskListLimit of them. */
  total: z.number(),
  items: z.array(myTaskSchema),
  /** The list holding all of them. */
  href: z.string(),
});
export type MyTaskGroup = z.infer<typeof myTaskGroupSchema>;

export const myOnboardingSchema = z.object({
  state: z.enum(onboardingStates),
  templateName: z.string().nullable(),
  progress: progressSchema,
  hireDate: z.string().nullable(),
  probationEndDate: z.string().nullable(),
  openItems: z.array(z.object({ title: z.string(), state: z.enum(itemStates) })),
});
export type MyOnboarding = z.infer<typeof myOnboardingSchema>;

export const myEvaluationSchema = z.object({
  id: z.string(),
  cycleName: z.string(),
  cycleStatus: z.enum(cycleStatuses),
  dueDate: z.string().nullable(),
  status: z.enum(evaluationStatuses),
  /** My part is open: 자기평가 to write. */
  actionRequired: z.boolean(),
  /** Once the cycle's results are released. */
  grade: z.string().nullable(),
  href: z.string(),
});
export type MyEvaluation = z.infer<typeof myEvaluationSchema>;

export const myDashboardSchema = z
  .object({
    /** The caller's employee record, or null for an account linked to none. */
    employee: z.object({ id: z.string(), name: z.string(), unit: z.string().nullable(), jobTitle: z.string().nullable() }).nullable(),
    /** Only kinds with at least one task, in myTaskKinds order. */
    tasks: z.array(myTaskGroupSchema),
    /** The onboarding of a person in probation (a checklist under way, or hired in the last 90 days). */
    onboarding: myOnboardingSchema.nullable(),
    /** The caller's own evaluations outside draft cycles, newest cycle first. */
    evaluations: z.array(myEvaluationSchema),
    /** The units the caller leads (조직장). */
    ledUnits: z.array(z.object({ id: z.string(), name: z.string() })),
    /** How many people report to the caller directly (보고 라인); with a led unit, they have a /manager-dashboard. */
    directReports: z.number(),
  })
  .meta({ id: 'MyDashboard' });
export type MyDashboard = z.infer<typeof myDashboardSchema>;

const teamPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  employeeNo: z.string(),
  unit: z.string().nullable(),
  jobTitle: z.string().nullable(),
  hireDate: z.string().nullable(),
});

export const teamDashboardSchema = z
  .object({
    /** The units the caller leads (a unit under another led unit is not repeated); none for a manager set by hand. */
    units: z.array(z.object({ id: z.string(), name: z.string(), path: z.string() })),
    /** 재직 + 휴직 among the people who report to the caller directly (보고 라인). */
    headcount: z.number(),
    onLeaveCount: z.number(),
    /** Those people (재직 and 휴직; at most teamListLimit listed, `headcount` counts all). */
    members: z.array(teamPersonSchema),
    /** Headcount by the unit of the placement each reports from. */
    byUnit: z.array(z.object({ id: z.string(), name: z.string(), headcount: z.number(), onLeave: z.number() })),
    /** Hired in the last teamNewHireDays days (at most teamListLimit listed; `newHireCount` counts all). */
    newHireCount: z.number(),
    newHires: z.array(teamPersonSchema),
    onLeave: z.array(teamPersonSchema),
    probationEndCount: z.number(),
    probationEnds: z.array(teamPersonSchema.extend({ probationEndDate: z.string(), daysLeft: z.number() })),
    /** Evaluations of the team in open cycles: where each stands, and how many wait for the caller. */
    reviews: z.array(
      z.object({
        cycleId: z.string(),
        cycleName: z.string(),
        dueDate: z.string().nullable(),
        total: z.number(),
        selfPending: z.number(),
        firstPending: z.number(),
        secondPending: z.number(),
        done: z.number(),
        /** The caller's own evaluator part is open on this many. */
        mine: z.number(),
      }),
    ),
  })
  .meta({ id: 'TeamDashboard' });
export type TeamDashboard = z.infer<typeof teamDashboardSchema>;

export const myDashboardEndpoints = withSchemas(myDashboardRoutes, {
  my: { response: myDashboardSchema },
  team: { response: teamDashboardSchema },
});
