import { z } from 'zod';
import { applicantStatuses } from '../recruitment/recruitment';
import { evaluationStatuses } from '../evaluations/evaluations';
import { dashboardRoutes, maxDashboardMonths } from './dashboard';
import { withSchemas } from '../endpoint';
import { orgLevelColumn } from '../organization/organization';

/** The HR dashboard (dashboard.ts): its filters and the three answers. */

const day = z.iso.date('날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** Period (default: the 12 months up to today, Asia/Seoul) and corporation; the server adds the caller's scope. */
export const dashboardQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    corporationId: z.uuid({ error: '법인 ID가 올바르지 않습니다.' }).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '시작일은 종료일보다 앞서야 합니다.', path: ['from'] })
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) <= maxDashboardMonths, {
    message: `기간은 최대 ${maxDashboardMonths}개월까지 볼 수 있습니다.`,
    path: ['to'],
  });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const count = z.number().int().min(0);
const applied = z.object({ from: z.string(), to: z.string(), corporationId: z.string().nullable() });

export const dashboardStatisticsSchema = z.object({
  filters: applied,
  headcount: z.object({ total: count, active: count, onLeave: count }),
  /** One point per month of the period: the headcount on its last day (or on the period's end). */
  trend: z.array(z.object({ month: z.string(), headcount: count })),
  flows: z.array(z.object({ month: z.string(), hires: count, leavers: count })),
  hires: count,
  leavers: count,
  averageHeadcount: z.number(),
  /** Percent with one decimal; null when the average headcount is 0. */
  turnoverRate: z.number().nullable(),
  pendingResignations: count,
  /** Job notices are company-wide postings (not personal records): counted as /job-notices lists them. */
  recruitment: z.object({
    openNotices: count,
    applicants: z.array(z.object({ stage: z.enum(applicantStatuses), label: z.string(), count })),
  }),
  evaluations: z.array(
    z.object({
      cycleId: z.string(),
      name: z.string(),
      dueDate: z.string().nullable(),
      total: count,
      /** 2차 검토 이상 (second_reviewed, confirmed), as /eval/dashboard counts completion. */
      completed: count,
      byStatus: z.array(z.object({ status: z.enum(evaluationStatuses), count })),
    }),
  ),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;

export const dashboardOnboardingSchema = z.object({
  filters: applied,
  /** Onboarding checklists under way (진행 중) of people in scope: /new-employees?status=in_progress. */
  inProbation: count,
  /** Of those, hired within the period. */
  hiredInPeriod: count,
});
export type DashboardOnboarding = z.infer<typeof dashboardOnboardingSchema>;

export const unitFilterKeys = orgLevelColumn('filter');
export type UnitFilterKey = (typeof unitFilterKeys)[number];

export const dashboardDepartmentsSchema = z.object({
  filters: applied,
  /** Headcount by each person's top-level unit (사업부, else 본부, 팀, 파트); `filter` is the /employees parameter that lists it. */
  byUnit: z.array(z.object({ unitId: z.string().nullable(), name: z.string(), filter: z.enum(unitFilterKeys).nullable(), headcount: count })),
  byCorporation: z.array(z.object({ corporationId: z.string().nullable(), name: z.string(), headcount: count })),
  /** The corporations to filter by (active ones, by name). */
  corporations: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DashboardDepartments = z.infer<typeof dashboardDepartmentsSchema>;

export const dashboardEndpoints = withSchemas(dashboardRoutes, {
  statistics: { query: dashboardQuerySchema, response: dashboardStatisticsSchema },
  onboarding: { query: dashboardQuerySchema, response: dashboardOnboardingSchema },
  departments: { query: dashboardQuerySchema, response: dashboardDepartmentsSchema },
});
