import { minimumSalaryGroup } from '@saram/shared/reports/reports';
import type { Salary } from '@saram/shared/employees/employee-record.schemas';
import { decryptField } from '../../../../lib/auth/crypto';
import { AppError } from '../../../../lib/errors';
import { salaryFingerprint, sealedSalaries } from '../compensation.repo';
import type { ReportContext } from '../report-context';
import { salaryRefusal } from '../report-format';
import type { ReportBody } from '../report-format';

/**
 * Salary bands (최저, 중위, 최고 기본급) by 직급 and by unit; a group under minimumSalaryGroup people is
 * left out. Salaries are sealed in the application (AES-256-GCM, key outside the database), so
 * PostgreSQL cannot aggregate them: the report opens the population's salaries in one set-wise read
 * and pass, and keeps only the resulting bands (never a person's salary) in memory, keyed by the
 * population and checked against a fingerprint of its records (compensation.repo.ts) on every read.
 * Opening 100,000 salaries takes seconds; an unchanged population answers from the bands.
 */

export type Band = { name: string; count: number; min: number; median: number; max: number };
type Bands = { people: number; unrecorded: number; median: number | null; byGrade: Band[]; byUnit: Band[]; hiddenGrades: number; hiddenUnits: number };

const perDatabase = new WeakMap<object, Map<string, { fingerprint: string; bands: Promise<Bands> }>>();
const cacheSize = 200;

function band(name: string, values: number[]): Band {
  values.sort((a, b) => a - b);
  const mid = values.length >> 1;
  const median = values.length % 2 ? values[mid]! : Math.round((values[mid - 1]! + values[mid]!) / 2);
  return { name, count: values.length, min: values[0]!, median, max: values[values.length - 1]! };
}

function bandsOf(groups: Map<string, number[]>): { shown: Band[]; hidden: number } {
  const all = [...groups.entries()].map(([name, values]) => ({ name, values }));
  const shown = all.filter((g) => g.values.length >= minimumSalaryGroup).map((g) => band(g.name, g.values));
  return { shown: shown.sort((a, b) => b.median - a.median || a.name.localeCompare(b.name, 'ko')), hidden: all.length - shown.length };
}

function push(groups: Map<string, number[]>, name: string, value: number): void {
  const values = groups.get(name);
  if (values) values.push(value);
  else groups.set(name, [value]);
}

async function computeBands(ctx: ReportContext, key: Buffer): Promise<Bands> {
  const rows = await sealedSalaries(ctx.db, ctx.population);
  const byGrade = new Map<string, number[]>();
  const byUnit = new Map<string, number[]>();
  const all: number[] = [];
  let unrecorded = 0;
  for (const r of rows) {
    const base = (JSON.parse(decryptField(key, r.sealed)) as Salary).baseSalary;
    if (base === null || base === undefined) {
      unrecorded += 1;
      continue;
    }
    all.push(base);
    const grade = r.jobGrade ?? '직급 미지정';
    const unit = r.unitId ? (r.unitName ?? '(삭제된 조직)') : '소속 없음';
    push(byGrade, grade, base);
    push(byUnit, unit, base);
  }
  const grades = bandsOf(byGrade);
  const units = bandsOf(byUnit);
  const median = all.length >= minimumSalaryGroup ? band('전체', all).median : null;
  return { people: all.length, unrecorded, median, byGrade: grades.shown, byUnit: units.shown, hiddenGrades: grades.hidden, hiddenUnits: units.hidden };
}

async function cachedBands(ctx: ReportContext, key: Buffer): Promise<Bands> {
  const id = JSON.stringify([ctx.population.scope, [...ctx.population.unitIds].sort(), ctx.population.corporationId]);
  const fingerprint = await salaryFingerprint(ctx.db, ctx.population);
  let cache = perDatabase.get(ctx.db);
  if (!cache) perDatabase.set(ctx.db, (cache = new Map()));
  const hit = cache.get(id);
  if (hit && hit.fingerprint === fingerprint) return hit.bands;
  const bands = computeBands(ctx, key);
  cache.delete(id);
  cache.set(id, { fingerprint, bands });
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  bands.catch(() => cache.get(id)?.bands === bands && cache.delete(id));
  return bands;
}

const columns = (first: string) => [
  { key: 'name', label: first, format: 'text' as const },
  { key: 'count', label: '인원', format: 'count' as const },
  { key: 'min', label: '최저', format: 'won' as const },
  { key: 'median', label: '중위', format: 'won' as const },
  { key: 'max', label: '최고', format: 'won' as const },
];
const series = [
  { key: 'min', label: '최저' },
  { key: 'median', label: '중위' },
  { key: 'max', label: '최고' },
];

export async function compensationAnalysis(ctx: ReportContext): Promise<ReportBody> {
  if (!ctx.actor.permissions.has('employees:salary:view')) throw new AppError('FORBIDDEN', salaryRefusal);
  if (!ctx.encryptionKey) throw new AppError('INTERNAL_ERROR', '급여 정보를 열 키가 설정되지 않았습니다.');
  const b = await cachedBands(ctx, ctx.encryptionKey);
  const notes = ['기본급 기준이며, 현재 재직·휴직 중이고 급여가 기록된 직원만 집계합니다.', `${minimumSalaryGroup}명 미만인 그룹은 개인의 급여가 드러나지 않도록 표시하지 않습니다.`];
  if (b.hiddenGrades) notes.push(`직급 그룹 ${b.hiddenGrades}개는 ${minimumSalaryGroup}명 미만이라 표시하지 않았습니다.`);
  if (b.hiddenUnits) notes.push(`조직 그룹 ${b.hiddenUnits}개는 ${minimumSalaryGroup}명 미만이라 표시하지 않았습니다.`);
  return {
    access: { subjectType: 'report_compensation', count: b.people, fields: ['salary'] },
    figures: [
      { label: '집계 인원', value: b.people, format: 'count', hint: b.unrecorded ? `기본급 미기록 ${b.unrecorded.toLocaleString('ko-KR')}명 제외` : undefined },
      { label: '전체 중위 기본급', value: b.median, format: 'won' },
      { label: '표시한 직급 그룹', value: b.byGrade.length, format: 'count' },
      { label: '표시한 조직 그룹', value: b.byUnit.length, format: 'count' },
    ],
    charts: [
      {
        id: 'bands-by-grade',
        title: '직급별 기본급 분포',
        kind: 'bar',
        category: 'name',
        categoryLabel: '직급',
        series,
        data: b.byGrade.map(({ name, min, median, max }) => ({ name, min, median, max })),
        valueFormat: 'won',
        description: `직급별 기본급의 최저·중위·최고입니다. ${minimumSalaryGroup}명 미만 직급은 빠져 있습니다.`,
      },
      {
        id: 'median-by-unit',
        title: '조직별 중위 기본급',
        kind: 'horizontalBar',
        category: 'name',
        categoryLabel: '조직',
        series: [{ key: 'median', label: '중위' }],
        data: b.byUnit.slice(0, 20).map(({ name, median }) => ({ name, median })),
        valueFormat: 'won',
        description: `중위 기본급이 높은 조직(최대 20곳)입니다. ${minimumSalaryGroup}명 미만 조직은 빠져 있습니다.`,
      },
    ],
    tables: [
      { id: 'by-grade', title: '직급별 기본급', columns: columns('직급'), rows: b.byGrade.map((x) => ({ ...x })), omitted: 0 },
      { id: 'by-unit', title: '조직별 기본급', columns: columns('조직'), rows: b.byUnit.slice(0, 500).map((x) => ({ ...x })), omitted: Math.max(0, b.byUnit.length - 500) },
    ],
    missing: [],
    notes,
  };
}
