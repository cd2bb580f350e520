import type { GradeRow } from '../performance.repo';

/** Grade distributions from grouped rows: counts per grade in order, the graded total, the average score. */

export type Distribution = { counts: Record<string, number>; graded: number; total: number; average: number | null };

export function distribution(rows: readonly GradeRow[], grades: readonly string[]): Distribution {
  const counts: Record<string, number> = Object.fromEntries(grades.map((g) => [g, 0]));
  let graded = 0;
  let total = 0;
  let scored = 0;
  let sum = 0;
  for (const r of rows) {
    total += r.count;
    scored += r.scored;
    sum += r.scoreSum;
    if (r.grade === null) continue;
    counts[r.grade] = (counts[r.grade] ?? 0) + r.count;
    graded += r.count;
  }
  return { counts, graded, total, average: scored ? Math.round((sum / scored) * 10) / 10 : null };
}

/** Grades in order, with any grade found in the data but not in the codes appended. */
export function gradeOrder(codes: readonly string[], rows: readonly { grade: string | null }[]): string[] {
  const extra = [...new Set(rows.map((r) => r.grade).filter((g): g is string => g !== null && !codes.includes(g)))].sort();
  return [...codes, ...extra];
}

/** The top two grades of the order (S and A with the usual codes): the high performers. */
export const highGrades = (order: readonly string[]) => order.slice(0, 2);
