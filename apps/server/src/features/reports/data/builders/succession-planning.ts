import { unitTypeLabels, unitTypeOfLevel } from '@saram/shared/organization/organization';
import type { ReportContext } from '../report-context';
import { asOfDay } from './executive-summary';
import { posts } from '../succession.repo';
import { dotted, percent, type ReportBody } from '../report-format';

const levelName = (level: number) => {
  const type = unitTypeOfLevel(level);
  return type ? unitTypeLabels[type] : `레벨 ${level}`;
};

/** Full years from an ISO day to another; null when the first is not a day. */
function yearsBetween(from: string | null, to: string): number | null {
  if (!from || !/^\d{4}-\d{2}-\d{2}$/.test(from)) return null;
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/**
 * Leader posts: filled and vacant, the leaders' tenure and age where recorded. Candidates are not
 * recorded in Saram, so the report says so rather than showing any.
 */
export async function successionPlanning(ctx: ReportContext): Promise<ReportBody> {
  const { db, population: p } = ctx;
  const asOf = asOfDay(ctx);
  const all = await posts(db, p);
  const rows = all.map((x) => ({
    unit: x.unitName,
    level: levelName(x.level),
    parent: x.parentName,
    leader: x.leaderName,
    jobGrade: x.jobGrade,
    tenure: yearsBetween(x.hireDate, asOf),
    age: yearsBetween(x.birthDate, asOf),
    grade: x.grade,
    status: x.leaderId ? '재임' : '공석',
  }));
  const filled = rows.filter((r) => r.leader !== null);
  const tenures = filled.map((r) => r.tenure).filter((v): v is number => v !== null);
  const ages = filled.map((r) => r.age).filter((v): v is number => v !== null);
  const levels = [...new Set(all.map((x) => x.level))].sort();

  return {
    access: { subjectType: 'report_succession', count: filled.length, fields: ['name', 'birthDate', 'hireDate', 'evaluation'] },
    figures: [
      { label: '조직장 직책', value: rows.length, format: 'count' },
      { label: '공석', value: rows.length - filled.length, format: 'count' },
      { label: '공석률', value: percent(rows.length - filled.length, rows.length), format: 'percent' },
      { label: '조직장 평균 근속', value: tenures.length ? Math.round((tenures.reduce((s, v) => s + v, 0) / tenures.length) * 10) / 10 : null, format: 'years' },
      { label: '55세 이상 조직장', value: ages.length ? ages.filter((a) => a >= 55).length : null, format: 'count', hint: `생년월일이 기록된 조직장 ${ages.length}명 기준` },
    ],
    charts: [
      {
        id: 'posts-by-level',
        title: '레벨별 조직장 직책',
        kind: 'stackedBar',
        category: 'level',
        categoryLabel: '레벨',
        series: [
          { key: 'filled', label: '재임' },
          { key: 'vacant', label: '공석' },
        ],
        data: levels.map((l) => {
          const at = all.filter((x) => x.level === l);
          return { level: levelName(l), filled: at.filter((x) => x.leaderId).length, vacant: at.filter((x) => !x.leaderId).length };
        }),
        valueFormat: 'count',
        description: '조직 레벨별로 조직장이 있는 직책과 공석을 쌓아 보여 줍니다.',
      },
    ],
    tables: [
      {
        id: 'posts',
        title: '조직장 직책',
        columns: [
          { key: 'unit', label: '조직', format: 'text' },
          { key: 'level', label: '레벨', format: 'text' },
          { key: 'parent', label: '상위 조직', format: 'text' },
          { key: 'status', label: '상태', format: 'text' },
          { key: 'leader', label: '조직장', format: 'text' },
          { key: 'jobGrade', label: '직급', format: 'text' },
          { key: 'tenure', label: '근속', format: 'years' },
          { key: 'age', label: '나이', format: 'count' },
          { key: 'grade', label: '최근 평가 등급', format: 'text' },
        ],
        rows: rows.slice(0, 500),
        omitted: Math.max(0, rows.length - 500),
      },
    ],
    missing: [
      {
        title: '승계 후보',
        description: 'Saram에는 조직장 직책별 승계 후보와 준비도가 기록되어 있지 않아 후보 현황, 준비도, 후보 없는 직책 수를 보여 줄 수 없습니다.',
        how: '조직 관리에서 조직장 직책마다 승계 후보(직원)와 준비도(즉시 가능·1~2년·3년 이상)를 기록하는 기능이 필요합니다. 기록이 쌓이면 이 리포트가 후보 수와 준비도 분포를 함께 보여 줍니다.',
      },
    ],
    notes: [
      `근속과 나이는 ${dotted(asOf)} 기준 만 나이·만 근속 연수입니다. 나이는 인사기록의 생년월일이 있는 조직장만 계산합니다.`,
      '조직장이 없거나 조직장이 퇴직한 직책은 공석입니다.',
    ],
  };
}
