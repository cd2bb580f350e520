import type { ReportContext } from '../report-context';
import { asOfDay } from './executive-summary';
import { distribution, gradeOrder } from './grades';
import { gradeCodes, gradesOf, latestCycle, unitFlows } from '../performance.repo';
import { dotted, turnover, type ReportBody } from '../report-format';

const maxRows = 500;
const chartUnits = 20;

/** Per unit (a person counts under their team; a part rolls into it): head count, hires, leavers, turnover, the latest closed cycle's grades. */
export async function departmentPerformance(ctx: ReportContext): Promise<ReportBody> {
  const { db, population: p } = ctx;
  const asOf = asOfDay(ctx);
  const [flows, cycle, codes] = await Promise.all([unitFlows(db, p, ctx.from, asOf), latestCycle(db, ['closed', 'released'], ctx.to), gradeCodes(db)]);
  const gradeRows = cycle ? await gradesOf(db, p, cycle.id, true) : [];
  const order = gradeOrder(codes, gradeRows);
  const unitName = (id: string | null, name: string | null) => (id ? (name ?? '(삭제된 조직)') : '소속 없음');

  const rows = flows.map((u) => {
    const d = distribution(gradeRows.filter((g) => g.key === u.id), order);
    return {
      unit: unitName(u.id, u.name),
      headcount: u.headcount,
      hires: u.hires,
      leavers: u.leavers,
      turnover: turnover(u.leavers, u.start, u.end),
      average: d.average,
      ...Object.fromEntries(order.map((g) => [`grade_${g}`, d.counts[g] ?? 0])),
    };
  });
  const total = distribution(gradeRows, order);
  const top = rows.slice(0, chartUnits);
  const period = `${dotted(ctx.from)} ~ ${dotted(asOf)}`;
  const gradeSeries = order.map((g) => ({ key: `grade_${g}`, label: `${g}등급` }));

  return {
    figures: [
      { label: '조직 수', value: rows.length, format: 'count', hint: '인원이 있는 팀 단위' },
      { label: '재직 인원', value: flows.reduce((s, u) => s + u.headcount, 0), format: 'count' },
      { label: '평균 평가 점수', value: total.average, format: 'score', hint: cycle ? cycle.name : '마감된 평가 주기가 없습니다' },
    ],
    charts: [
      {
        id: 'headcount-by-unit',
        title: '조직별 인원',
        kind: 'horizontalBar',
        category: 'unit',
        categoryLabel: '조직',
        series: [{ key: 'headcount', label: '인원' }],
        data: top.map((r) => ({ unit: r.unit, headcount: r.headcount })),
        valueFormat: 'count',
        description: `인원이 많은 조직 ${top.length}곳의 현재 재직·휴직 인원입니다.`,
      },
      {
        id: 'turnover-by-unit',
        title: '조직별 이직률',
        kind: 'bar',
        category: 'unit',
        categoryLabel: '조직',
        series: [{ key: 'turnover', label: '이직률' }],
        data: top.map((r) => ({ unit: r.unit, turnover: r.turnover })),
        valueFormat: 'percent',
        description: `${period} 퇴사자를 기초·기말 평균 인원으로 나눈 비율입니다.`,
      },
      ...(cycle
        ? [
            {
              id: 'grades-by-unit',
              title: `조직별 평가 등급 분포 (${cycle.name})`,
              kind: 'stackedBar' as const,
              category: 'unit',
              categoryLabel: '조직',
              series: gradeSeries,
              data: top.map((r) => ({ unit: r.unit, ...Object.fromEntries(order.map((g) => [`grade_${g}`, (r as Record<string, unknown>)[`grade_${g}`] as number])) })),
              valueFormat: 'count' as const,
              description: `${cycle.name}의 등급별 인원을 조직별로 쌓아 보여 줍니다.`,
            },
          ]
        : []),
    ],
    tables: [
      {
        id: 'units',
        title: '조직별 성과',
        columns: [
          { key: 'unit', label: '조직', format: 'text' },
          { key: 'headcount', label: '인원', format: 'count' },
          { key: 'hires', label: '입사', format: 'count' },
          { key: 'leavers', label: '퇴사', format: 'count' },
          { key: 'turnover', label: '이직률', format: 'percent' },
          { key: 'average', label: '평균 점수', format: 'score' },
          ...order.map((g) => ({ key: `grade_${g}`, label: `${g}등급`, format: 'count' as const })),
        ],
        rows: rows.slice(0, maxRows),
        omitted: Math.max(0, rows.length - maxRows),
      },
    ],
    missing: [],
    notes: [
      '직원은 소속 팀(파트는 상위 팀) 기준으로 집계합니다.',
      cycle ? `평가 점수와 등급은 가장 최근 마감된 평가 주기(${cycle.name}, ${dotted(cycle.periodStart)} ~ ${dotted(cycle.periodEnd)})의 현재 소속 기준입니다.` : '마감된 평가 주기가 없어 평가 점수와 등급은 비어 있습니다.',
    ],
  };
}
