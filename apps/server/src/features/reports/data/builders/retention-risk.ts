import type { ReportContext } from '../report-context';
import { asOfDay, monthRows } from './executive-summary';
import { unitFlows } from '../performance.repo';
import { dotted, percent, turnover, type ReportBody } from '../report-format';
import { leaverGroups, signals } from '../retention.repo';
import { bandLabel, flow, monthlyFlow, tenureBands } from '../workforce.repo';

/** Leavers over time, by unit, tenure and type; early leavers; the risk signals that exist. No risk score is invented. */
export async function retentionRisk(ctx: ReportContext): Promise<ReportBody> {
  const { db, population: p } = ctx;
  const asOf = asOfDay(ctx);
  const [f, monthly, units, groups, s] = await Promise.all([
    flow(db, p, ctx.from, asOf),
    monthlyFlow(db, p, ctx.from, asOf),
    unitFlows(db, p, ctx.from, asOf),
    leaverGroups(db, p, ctx.from, asOf),
    signals(db, p, asOf, ctx.today),
  ]);
  const months = monthRows(ctx, f.start, monthly);
  const early = groups.filter((g) => g.band === 0).reduce((sum, g) => sum + g.count, 0);
  const sum = (key: (g: (typeof groups)[number]) => string) => {
    const m = new Map<string, number>();
    for (const g of groups) m.set(key(g), (m.get(key(g)) ?? 0) + g.count);
    return m;
  };
  const bands = sum((g) => bandLabel(g.band));
  const byTenure = [...tenureBands, '입사일 없음'].filter((b) => bands.has(b)).map((name) => ({ name, count: bands.get(name)!, share: percent(bands.get(name)!, f.leavers) }));
  const byType = [...sum((g) => g.type ?? '유형 미기재').entries()].map(([name, count]) => ({ name, count, share: percent(count, f.leavers) })).sort((a, b) => b.count - a.count);
  const unitRows = units
    .map((u) => ({ unit: u.id ? (u.name ?? '(삭제된 조직)') : '소속 없음', headcount: u.headcount, leavers: u.leavers, turnover: turnover(u.leavers, u.start, u.end) }))
    .sort((a, b) => (b.turnover ?? -1) - (a.turnover ?? -1) || b.leavers - a.leavers);
  const period = `${dotted(ctx.from)} ~ ${dotted(asOf)}`;
  const signalRows = [
    { signal: '승인 대기 사직서', count: s.pending, how: '제출되어 승인·반려를 기다리는 사직서' },
    { signal: '퇴직 예정', count: s.upcoming, how: '승인된 사직서 중 마지막 근무일이 오늘 이후인 건' },
    { signal: '장기 미평가', count: s.unevaluated, how: '근속 1년 이상 재직자 중 최근 2년 안에 마감된 평가 주기에 평가가 없는 사람' },
    { signal: '휴직', count: s.onLeave, how: '현재 휴직 중인 직원' },
  ];

  return {
    figures: [
      { label: '기간 퇴사', value: f.leavers, format: 'count', hint: period },
      { label: '이직률', value: turnover(f.leavers, f.start, f.end), format: 'percent', hint: '기간 퇴사 ÷ 기초·기말 평균 인원' },
      { label: '조기 퇴사(1년 미만)', value: early, format: 'count', hint: f.leavers ? `퇴사자의 ${percent(early, f.leavers)}%` : undefined },
      { label: '승인 대기 사직서', value: s.pending, format: 'count', href: '/resignation-management' },
      { label: '퇴직 예정', value: s.upcoming, format: 'count', href: '/resignation-management' },
      { label: '장기 미평가', value: s.unevaluated, format: 'count' },
    ],
    charts: [
      {
        id: 'leavers-trend',
        title: '월별 퇴사자',
        kind: 'line',
        category: 'month',
        categoryLabel: '월',
        series: [{ key: 'leavers', label: '퇴사' }],
        data: months.map(({ month, leavers }) => ({ month, leavers })),
        valueFormat: 'count',
        description: `${period} 월별 퇴사자 수입니다.`,
      },
      {
        id: 'turnover-by-unit',
        title: '조직별 이직률',
        kind: 'horizontalBar',
        category: 'unit',
        categoryLabel: '조직',
        series: [{ key: 'turnover', label: '이직률' }],
        data: unitRows.slice(0, 20).map(({ unit, turnover: t }) => ({ unit, turnover: t })),
        valueFormat: 'percent',
        description: '이직률이 높은 조직(최대 20곳)입니다.',
      },
      {
        id: 'leavers-by-tenure',
        title: '퇴사 시점 근속 기간',
        kind: 'bar',
        category: 'name',
        categoryLabel: '근속',
        series: [{ key: 'count', label: '퇴사' }],
        data: byTenure.map(({ name, count }) => ({ name, count })),
        valueFormat: 'count',
        description: '기간 중 퇴사자를 퇴사 시점의 근속 기간별로 보여 줍니다.',
      },
      {
        id: 'leavers-by-type',
        title: '퇴직 유형',
        kind: 'pie',
        category: 'name',
        categoryLabel: '유형',
        series: [{ key: 'count', label: '퇴사' }],
        data: byType.map(({ name, count }) => ({ name, count })),
        valueFormat: 'count',
        description: '기간 중 퇴사자의 퇴직 유형 구성입니다.',
      },
    ],
    tables: [
      {
        id: 'signals',
        title: '위험 신호',
        columns: [
          { key: 'signal', label: '신호', format: 'text' },
          { key: 'count', label: '인원', format: 'count' },
          { key: 'how', label: '산정 방법', format: 'text' },
        ],
        rows: signalRows,
        omitted: 0,
      },
      {
        id: 'units',
        title: '조직별 이직',
        columns: [
          { key: 'unit', label: '조직', format: 'text' },
          { key: 'headcount', label: '인원', format: 'count' },
          { key: 'leavers', label: '퇴사', format: 'count' },
          { key: 'turnover', label: '이직률', format: 'percent' },
        ],
        rows: unitRows.slice(0, 500),
        omitted: Math.max(0, unitRows.length - 500),
      },
      {
        id: 'tenure',
        title: '근속 기간별 퇴사',
        columns: [
          { key: 'name', label: '근속', format: 'text' },
          { key: 'count', label: '퇴사', format: 'count' },
          { key: 'share', label: '비율', format: 'percent' },
        ],
        rows: byTenure,
        omitted: 0,
      },
      {
        id: 'types',
        title: '퇴직 유형별 퇴사',
        columns: [
          { key: 'name', label: '유형', format: 'text' },
          { key: 'count', label: '퇴사', format: 'count' },
          { key: 'share', label: '비율', format: 'percent' },
        ],
        rows: byType,
        omitted: 0,
      },
    ],
    missing: [
      {
        title: '퇴직 위험 점수',
        description: 'Saram은 개인별 퇴직 위험 점수를 계산하지 않습니다. 근거 없는 점수를 만들지 않고, 기록된 신호만 인원 수로 보여 줍니다.',
        how: '면담 기록, 근무 만족도 조사 결과처럼 위험을 판단할 근거가 기록되면 신호로 추가할 수 있습니다.',
      },
    ],
    notes: ['퇴사자는 퇴직일(마지막 근무일 다음 날)이 기간 안에 있는 직원입니다.', '위험 신호는 표의 산정 방법대로 센 인원이며, 한 사람이 여러 신호에 들 수 있습니다.'],
  };
}
