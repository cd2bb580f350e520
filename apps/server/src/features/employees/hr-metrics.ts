import { hireDateOf } from '@saram/shared/employees/employees';
import type { EmployeeSections } from '@saram/shared/employees/employee-record.schemas';
import type { HrMetrics } from '@saram/shared/employees/employees.schemas';

/** Whole years, months and days from one ISO date to another (calendar arithmetic). */
export function span(from: string, to: string): { years: number; months: number; days: number; totalDays: number } {
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  let days = b.getUTCDate() - a.getUTCDate();
  if (days < 0) {
    months -= 1;
    days += new Date(Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), 0)).getUTCDate();
  }
  return { years: Math.floor(months / 12), months: months % 12, days, totalDays: Math.round((b.getTime() - a.getTime()) / 86_400_000) };
}

export const yearsMonthsLabel = (totalMonths: number) =>
  [Math.floor(totalMonths / 12) ? `${Math.floor(totalMonths / 12)}년` : '', totalMonths % 12 ? `${totalMonths % 12}개월` : ''].filter(Boolean).join(' ') || '0개월';

/** Months of the previous companies, from their dates when the career totals are not filled in. */
function previousMonths(s: EmployeeSections): number {
  if (s.career.prevCareer.months) return s.career.prevCareer.months;
  return s.career.previousCompanies.reduce((sum, c) => {
    if (!c.startDate || !c.endDate || c.startDate > c.endDate) return sum;
    const d = span(c.startDate, c.endDate);
    return sum + d.years * 12 + d.months;
  }, 0);
}

/** Tenure up to today (or the last working day), career totals and the onboarding state. */
export function hrMetrics(id: string, s: EmployeeSections, today: string): HrMetrics {
  const hireDate = hireDateOf(s.employmentHistory);
  const end = s.resignation?.lastWorkingDate || s.resignation?.resignationDate || today;
  const tenure = hireDate && hireDate <= end ? span(hireDate, end) : null;
  const companyMonths = tenure ? tenure.years * 12 + tenure.months : 0;
  const prev = previousMonths(s);
  return {
    employeeId: id,
    hireDate,
    tenure: tenure && { ...tenure, label: yearsMonthsLabel(companyMonths) },
    career: {
      previousMonths: prev,
      companyMonths,
      totalMonths: prev + companyMonths,
      acknowledgedYears: s.career.acknowledgedYears,
      label: yearsMonthsLabel(prev + companyMonths),
    },
    onboarding: { isCompleted: s.newbieChecklist.isCompleted, completedAt: s.newbieChecklist.completedAt, probationEndDate: s.organization.probationEndDate },
    evaluations: null,
  };
}
