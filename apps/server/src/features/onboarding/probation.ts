/** Probation dates: the record's 수습 종료일, else the hire date plus three months; days left as read in Seoul. */

/** YYYY-MM-DD plus `months` calendar months (the 31st of a shorter month becomes its last day). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function probationEnd(row: { probationEndDate: string | null; hireDate: string | null }): string | null {
  if (row.probationEndDate && /^\d{4}-\d{2}-\d{2}$/.test(row.probationEndDate)) return row.probationEndDate;
  return row.hireDate ? addMonths(row.hireDate, 3) : null;
}
