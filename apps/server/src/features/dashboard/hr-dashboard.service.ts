import type { DashboardDepartments, DashboardOnboarding, DashboardStatistics } from '@saram/shared/dashboard/dashboard.schemas';
import type { UnitFilterKey } from '@saram/shared/dashboard/dashboard.schemas';
import { maxDashboardMonths } from '@saram/shared/dashboard/dashboard';
import { applicantStatuses, applicantStatusLabels, type ApplicantStatus } from '@saram/shared/recruitment/recruitment';
import { evaluationStatuses, type EvaluationStatus } from '@saram/shared/evaluations/evaluations';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { seoulToday } from '../../lib/seoul-time';
import { validationError } from '../../lib/errors';
import * as repo from './hr-dashboard.repo';

/** The HR dashboard (shared/dashboard.ts says what each figure counts). */

export type DashboardInput = { from?: string | undefined; to?: string | undefined; corporationId?: string | undefined };

/** The period as given, else the 12 calendar months up to today (the first day of the month 11 months ago to today). */
export function periodOf(input: DashboardInput, now: Date): repo.Period {
  const today = seoulToday(now);
  const to = input.to ?? today;
  // The schema checks the two when both are given; a start alone is checked against today here.
  if (input.from && input.from > to) throw validationError({ from: '시작일은 종료일(오늘)보다 앞서야 합니다.' });
  if (input.from && monthsOf({ from: input.from, to }).length > maxDashboardMonths) throw validationError({ from: `기간은 최대 ${maxDashboardMonths}개월까지 볼 수 있습니다.` });
  if (input.from) return { from: input.from, to };
  const [y, m] = to.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1 - 11, 1));
  return { from: start.toISOString().slice(0, 10), to };
}

/** 'YYYY-MM' of every month the period touches. */
export function monthsOf(p: repo.Period): string[] {
  const out: string[] = [];
  let [y, m] = p.from.split('-').map(Number) as [number, number];
  const last = p.to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return out;
    out.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/** A bucket ('YYYY-MM', 'before', 'after', 'never') later than month `m`. */
const after = (bucket: string, m: string) => bucket === 'after' || bucket === 'never' || (bucket !== 'before' && bucket > m);

/**
 * The headcount at the end of month `m` (the period's end for its last month), counted back from
 * today's: less those hired after it who are still here, plus those who left after it but had been
 * hired by then.
 */
function headcountAt(m: string, today: number, hired: { month: string; staying: number }[], left: { month: string; hired: string; n: number }[]): number {
  const joinedLater = hired.filter((h) => after(h.month, m)).reduce((sum, h) => sum + h.staying, 0);
  const leftLater = left.filter((l) => after(l.month, m) && !after(l.hired, m)).reduce((sum, l) => sum + l.n, 0);
  return today - joinedLater + leftLater;
}

const whereOf = (actor: Actor, input: DashboardInput): repo.Where => ({ scope: actor.employeeScope, corporationId: input.corporationId ?? null });
const filtersOf = (p: repo.Period, input: DashboardInput) => ({ ...p, corporationId: input.corporationId ?? null });
const round1 = (n: number) => Math.round(n * 10) / 10;
/** Stages 2차 검토 and beyond: what /eval/dashboard counts as done. */
const completedStatuses: readonly string[] = ['second_reviewed', 'confirmed'];

export async function statistics(db: Db, actor: Actor, input: DashboardInput, now: Date): Promise<DashboardStatistics> {
  const p = periodOf(input, now);
  const w = whereOf(actor, input);
  const [now_, hired, left, pending, hiring, cycles] = await Promise.all([
    repo.currentHeadcount(db, w),
    repo.hiresSince(db, w, p),
    repo.leaversSince(db, w, p),
    repo.pendingResignations(db, w),
    repo.recruitment(db),
    repo.openCycles(db, w),
  ]);
  const months = monthsOf(p);
  const flows = months.map((month) => ({
    month,
    hires: hired.find((h) => h.month === month)?.hires ?? 0,
    leavers: left.filter((l) => l.month === month).reduce((sum, l) => sum + l.n, 0),
  }));
  const trend = months.map((month) => ({ month, headcount: headcountAt(month, now_.active + now_.on_leave - now_.undated, hired, left) }));
  const leavers = flows.reduce((sum, f) => sum + f.leavers, 0);
  const average = trend.length ? trend.reduce((sum, t) => sum + t.headcount, 0) / trend.length : 0;
  const stageCount = new Map(hiring.stages.map((s) => [s.status, s.n]));
  const byCycle = new Map<string, { id: string; name: string; dueDate: string | null; counts: Map<string, number> }>();
  for (const c of cycles) {
    const entry = byCycle.get(c.id) ?? { id: c.id, name: c.name, dueDate: c.due_date, counts: new Map() };
    if (c.status) entry.counts.set(c.status, c.n);
    byCycle.set(c.id, entry);
  }
  return {
    filters: filtersOf(p, input),
    headcount: { total: now_.active + now_.on_leave, active: now_.active, onLeave: now_.on_leave },
    trend,
    flows,
    hires: flows.reduce((sum, f) => sum + f.hires, 0),
    leavers,
    averageHeadcount: round1(average),
    turnoverRate: average > 0 ? round1((leavers / average) * 100) : null,
    pendingResignations: pending,
    recruitment: {
      openNotices: hiring.notices,
      applicants: applicantStatuses.map((stage: ApplicantStatus) => ({ stage, label: applicantStatusLabels[stage], count: stageCount.get(stage) ?? 0 })),
    },
    evaluations: [...byCycle.values()].map((c) => {
      const total = [...c.counts.values()].reduce((a, b) => a + b, 0);
      return {
        cycleId: c.id,
        name: c.name,
        dueDate: c.dueDate,
        total,
        completed: [...c.counts.entries()].filter(([s]) => completedStatuses.includes(s)).reduce((a, [, n]) => a + n, 0),
        byStatus: evaluationStatuses.map((status: EvaluationStatus) => ({ status, count: c.counts.get(status) ?? 0 })),
      };
    }),
  };
}

export async function onboarding(db: Db, actor: Actor, input: DashboardInput, now: Date): Promise<DashboardOnboarding> {
  const p = periodOf(input, now);
  const found = await repo.probation(db, whereOf(actor, input), p);
  return { filters: filtersOf(p, input), inProbation: found.total, hiredInPeriod: found.hired };
}

const byHeadcount = <T extends { headcount: number; name: string }>(a: T, b: T) => b.headcount - a.headcount || a.name.localeCompare(b.name, 'ko');

export async function departments(db: Db, actor: Actor, input: DashboardInput, now: Date): Promise<DashboardDepartments> {
  const p = periodOf(input, now);
  const [rows, corporations] = await Promise.all([repo.placements(db, whereOf(actor, input)), repo.activeCorporations(db)]);
  const units = rows.filter((r) => r.kind === 'unit');
  // Units of the same name in different corporations (경영지원본부) are told apart by their corporation.
  const named = new Map<string, number>();
  for (const u of units) if (u.name) named.set(u.name, (named.get(u.name) ?? 0) + 1);
  const unitName = (r: (typeof units)[number]) => {
    if (!r.id) return '(소속 없음)';
    if (!r.name) return '(삭제된 조직)';
    return (named.get(r.name) ?? 0) > 1 && r.unit_corporation ? `${r.name} (${r.unit_corporation})` : r.name;
  };
  return {
    filters: filtersOf(p, input),
    byUnit: units.map((r) => ({ unitId: r.id, name: unitName(r), filter: r.id ? (r.filter as UnitFilterKey) : null, headcount: r.n })).sort(byHeadcount),
    byCorporation: rows
      .filter((r) => r.kind === 'corporation')
      .map((r) => ({ corporationId: r.id, name: r.id ? (r.name ?? '(삭제된 법인)') : '(법인 없음)', headcount: r.n }))
      .sort(byHeadcount),
    corporations,
  };
}
