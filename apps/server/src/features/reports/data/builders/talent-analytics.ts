import type { ReportContext } from '../report-context';
import { asOfDay } from './executive-summary';
import { distribution, gradeOrder, highGrades } from './grades';
import { gradeCodes, gradesOf, latestCycle } from '../performance.repo';
import { dotted, percent, type ReportBody } from '../report-format';
import { bandLabel, composition, tenureBands } from '../workforce.repo';

/** The latest closed cycle's grade distribution and high performers; 직급, 고용형태 and 근속 composition now. */
export async function talentAnalytics(ctx: ReportContext): Promise<ReportBody> {
  const { db, population: p } = ctx;
  const asOf = asOfDay(ctx);
  const [cycle, codes, comp] = await Promise.all([latestCycle(db, ['closed', 'released'], ctx.to), gradeCodes(db), composition(db, p, asOf)]);
  const gradeRows = cycle ? await gradesOf(db, p, cycle.id, false) : [];
  const order = gradeOrder(codes, gradeRows);
  const d = distribution(gradeRows, order);
  const high = highGrades(order);
  const highCount = high.reduce((s, g) => s + (d.counts[g] ?? 0), 0);
  const active = comp.reduce((s, r) => s + r.count, 0);

  const sumBy = (key: (r: (typeof comp)[number]) => string) => {
    const m = new Map<string, number>();
    for (const r of comp) m.set(key(r), (m.get(key(r)) ?? 0) + r.count);
    return [...m.entries()].map(([name, count]) => ({ name, count, share: percent(count, active) }));
  };
  const byGrade = sumBy((r) => r.jobGrade ?? '직급 미지정').sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ko'));
  const byType = sumBy((r) => r.employmentType ?? '미지정').sort((a, b) => b.count - a.count);
  const bands = [...tenureBands, '입사일 없음'];
  const byTenure = sumBy((r) => bandLabel(r.band))
    .filter((b) => b.count > 0)
    .sort((a, b) => bands.indexOf(a.name) - bands.indexOf(b.name));

  return {
    figures: [
      { label: '재직 인원', value: active, format: 'count' },
      { label: '평가 대상', value: d.total, format: 'count', hint: cycle?.name ?? '마감된 평가 주기가 없습니다' },
      { label: '고성과자 비율', value: percent(highCount, d.graded), format: 'percent', hint: `${high.join('·')} 등급 ÷ 등급 받은 인원` },
      { label: '평균 평가 점수', value: d.average, format: 'score' },
    ],
    charts: [
      ...(cycle
        ? [
            {
              id: 'grade-distribution',
              title: `평가 등급 분포 (${cycle.name})`,
              kind: 'bar' as const,
              category: 'grade',
              categoryLabel: '등급',
              series: [{ key: 'count', label: '인원' }],
              data: order.map((g) => ({ grade: g, count: d.counts[g] ?? 0 })),
              valueFormat: 'count' as const,
              description: `${cycle.name}에서 등급별로 받은 인원입니다.`,
            },
          ]
        : []),
      {
        id: 'job-grade',
        title: '직급별 인원',
        kind: 'horizontalBar',
        category: 'name',
        categoryLabel: '직급',
        series: [{ key: 'count', label: '인원' }],
        data: byGrade.map(({ name, count }) => ({ name, count })),
        valueFormat: 'count',
        description: '현재 재직·휴직 인원의 직급 구성입니다.',
      },
      {
        id: 'tenure',
        title: '근속 기간별 인원',
        kind: 'bar',
        category: 'name',
        categoryLabel: '근속',
        series: [{ key: 'count', label: '인원' }],
        data: byTenure.map(({ name, count }) => ({ name, count })),
        valueFormat: 'count',
        description: `${dotted(asOf)} 기준 근속 기간별 재직·휴직 인원입니다.`,
      },
      {
        id: 'employment-type',
        title: '고용형태별 인원',
        kind: 'pie',
        category: 'name',
        categoryLabel: '고용형태',
        series: [{ key: 'count', label: '인원' }],
        data: byType.map(({ name, count }) => ({ name, count })),
        valueFormat: 'count',
        description: '현재 재직·휴직 인원의 고용형태 구성입니다.',
      },
    ],
    tables: [
      {
        id: 'grades',
        title: '평가 등급 분포',
        columns: [
          { key: 'grade', label: '등급', format: 'text' },
          { key: 'count', label: '인원', format: 'count' },
          { key: 'share', label: '비율', format: 'percent' },
        ],
        rows: cycle ? order.map((g) => ({ grade: g, count: d.counts[g] ?? 0, share: percent(d.counts[g] ?? 0, d.graded) })) : [],
        omitted: 0,
      },
      {
        id: 'job-grades',
        title: '직급 구성',
        columns: [
          { key: 'name', label: '직급', format: 'text' },
          { key: 'count', label: '인원', format: 'count' },
          { key: 'share', label: '비율', format: 'percent' },
        ],
        rows: byGrade,
        omitted: 0,
      },
      {
        id: 'tenure-bands',
        title: '근속 구성',
        columns: [
          { key: 'name', label: '근속', format: 'text' },
          { key: 'count', label: '인원', format: 'count' },
          { key: 'share', label: '비율', format: 'percent' },
        ],
        rows: byTenure,
        omitted: 0,
      },
    ],
    missing: [],
    notes: [
      cycle ? `평가 등급은 가장 최근 마감된 평가 주기(${cycle.name})의 결과(조정 후 등급)입니다.` : '마감된 평가 주기가 없어 등급 분포는 비어 있습니다.',
      `고성과자는 상위 두 등급(${high.join('·')})을 받은 인원입니다.`,
    ],
  };
}
