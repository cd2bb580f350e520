import type { EmploymentStatus } from '../employees/employees';
import { routes } from '../endpoint';

/**
 * The HR dashboard (/ and /hr-dashboard; spec 7.11 GET mongo/dashboard/statistics, onboarding,
 * departments). Every figure is counted in the caller's record scope, and each carries the link to
 * the list behind it, filtered so that the list's total is the figure.
 *
 * Definitions, as Korean HR practice reads them:
 * - 재직 인원 (headcount): everyone employed today, 재직 and 휴직 alike (a person on leave keeps their
 *   place and their contract); 퇴직 are not counted.
 * - 월말 인원 (trend): people whose 입사일 ≤ the month's last day (or the period's end) and whose
 *   퇴직일 (the day after the last working day) is later than it.
 * - 입사자: 입사일 within the period (whatever their status today). 퇴직자: 퇴직 with 퇴직일 within the period.
 * - 이직률 = 기간 중 퇴직자 ÷ 평균 인원(기간 각 월말 인원의 평균) × 100.
 */

export const headcountStatuses: readonly EmploymentStatus[] = ['재직', '휴직'];
export const headcountHint = '재직 인원에는 휴직자가 포함됩니다 (퇴직자 제외).';
export const turnoverFormula = '이직률 = 기간 중 퇴직자 ÷ 평균 인원(기간 각 월말 인원의 평균) × 100';
/** A longer period is refused: the trend draws one point per month. */
export const maxDashboardMonths = 60;

const base = '/api/mongo/dashboard';

export const dashboardRoutes = routes({
  /** Headcount, its trend, hires and leavers by month, turnover, pending resignations, recruitment, evaluations. */
  statistics: { method: 'GET', path: `${base}/statistics`, access: 'dashboard:read' },
  /** New hires in probation (onboarding checklists under way) and how far along they are. */
  onboarding: { method: 'GET', path: `${base}/onboarding`, access: 'dashboard:read' },
  /** Headcount by top-level unit and by corporation. */
  departments: { method: 'GET', path: `${base}/departments`, access: 'dashboard:read' },
});

// ---------------------------------------------------------------------------------------------
// The list behind each figure, filtered as the figure counts (the server's tests follow these links
// to the lists' own calls and compare totals).

type Corp = string | null | undefined;
const link = (path: string, params: Record<string, string | null | undefined>) => {
  const query = Object.entries(params)
    .filter((e): e is [string, string] => Boolean(e[1]))
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
};

export const dashboardLinks = {
  headcount: (corporationId: Corp, unit?: { filter: string; id: string }) =>
    link('/employees', { status: headcountStatuses.join(','), corporation: corporationId, ...(unit ? { [unit.filter]: unit.id } : {}) }),
  onLeave: (corporationId: Corp) => link('/employees', { status: '휴직', corporation: corporationId }),
  hires: (from: string, to: string, corporationId: Corp) => link('/employees', { corporation: corporationId, hireFrom: from, hireTo: to }),
  leavers: (from: string, to: string, corporationId: Corp) => link('/retired-employees', { corporation: corporationId, terminationFrom: from, terminationTo: to }),
  pendingResignations: (corporationId: Corp) => link('/resignation-management', { status: 'pending', unit: corporationId }),
  probation: (corporationId: Corp) => link('/new-employees', { status: 'in_progress', unit: corporationId }),
  openNotices: () => link('/job-notices', { status: 'in_progress' }),
  evaluation: (cycleId: string) => link('/eval/dashboard', { cycle: cycleId }),
};
