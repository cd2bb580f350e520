import { monthlyHiresLeaversChart } from '@saram/shared/reports/hires-leavers';
import { applicantStatuses, applicantStatusLabels } from '@saram/shared/recruitment/recruitment';
import type { ChartSpec, ReportTable } from '@saram/shared/reports/report-result.schemas';
import type { ReportContext } from '../report-context';
import { dotted, monthsOf, percent, turnover, type ReportBody } from '../report-format';
import { openCycles, recruiting } from '../executive-summary.repo';
import { byCorporation, flow, monthlyFlow, type MonthFlow } from '../workforce.repo';

/** The day up to which counts are real: the period's end, or today when the period runs on. */
export const asOfDay = (ctx: ReportContext) => (ctx.to < ctx.today ? ctx.to : ctx.today);

/** Month rows: hires, leavers and the head count at each month's end (or at `asOf`), from the count on the eve of the period. */
export function monthRows(ctx: ReportContext, start: number, monthly: MonthFlow[]) {
  const asOf = asOfDay(ctx);
  let headcount = start;
  return (ctx.from <= asOf ? monthsOf(ctx.from, asOf) : []).map((month) => {
    const m = monthly.find((r) => r.month === month) ?? { hires: 0, leavers: 0 };
    headcount += m.hires - m.leavers;
    return { month: dotted(month), hires: m.hires, leavers: m.leavers, headcount };
  });
}

export async function executiveSummary(ctx: ReportContext): Promise<ReportBody> {
  const { db, population: p } = ctx;
  const asOf = asOfDay(ctx);
  const [f, monthly, corporations, recruit, cycles] = await Promise.all([
    flow(db, p, ctx.from, asOf),
    monthlyFlow(db, p, ctx.from, asOf),
    byCorporation(db, p),
    recruiting(db, p),
    openCycles(db, p),
  ]);
  const months = monthRows(ctx, f.start, monthly);
  const applicants = recruit.byStage.reduce((sum, r) => sum + r.count, 0);
  const evalTotal = cycles.reduce((s, c) => s + c.total, 0);
  const evalReviewed = cycles.reduce((s, c) => s + c.reviewed, 0);
  const period = `${dotted(ctx.from)} ~ ${dotted(asOf)}`;

  const charts: ChartSpec[] = [
    {
      id: 'headcount-trend',
      title: '월별 인원 추이',
      kind: 'line',
      category: 'month',
      categoryLabel: '월',
      series: [{ key: 'headcount', label: '인원' }],
      data: months.map(({ month, headcount }) => ({ month, headcount })),
      valueFormat: 'count',
      description: `${period} 각 월말(마지막 달은 ${dotted(asOf)}) 재직 인원입니다.`,
    },
    monthlyHiresLeaversChart(
      months.map(({ month, hires, leavers }) => ({ month, hires, leavers })),
      `${period} 월별 입사자와 퇴직자 수입니다.`,
    ),
    {
      id: 'headcount-by-corporation',
      title: '법인별 인원',
      kind: 'horizontalBar',
      category: 'corporation',
      categoryLabel: '법인',
      series: [{ key: 'count', label: '인원' }],
      data: corporations.map((c) => ({ corporation: c.name ?? '법인 미지정', count: c.count })),
      valueFormat: 'count',
      description: '현재 재직·휴직 인원을 법인별로 보여 줍니다.',
    },
    {
      id: 'applicants-by-stage',
      title: '진행 중 공고의 전형별 지원자',
      kind: 'bar',
      category: 'stage',
      categoryLabel: '전형',
      series: [{ key: 'count', label: '지원자' }],
      data: applicantStatuses.map((s) => ({ stage: applicantStatusLabels[s], count: recruit.byStage.find((r) => r.status === s)?.count ?? 0 })),
      valueFormat: 'count',
      description: '진행 중인 채용 공고의 지원자를 전형 단계별로 보여 줍니다.',
    },
  ];

  const tables: ReportTable[] = [
    {
      id: 'monthly',
      title: '월별 인원·입사·퇴사',
      columns: [
        { key: 'month', label: '월', format: 'text' },
        { key: 'headcount', label: '월말 인원', format: 'count' },
        { key: 'hires', label: '입사', format: 'count' },
        { key: 'leavers', label: '퇴사', format: 'count' },
      ],
      rows: months,
      omitted: 0,
    },
    {
      id: 'corporations',
      title: '법인별 인원',
      columns: [
        { key: 'corporation', label: '법인', format: 'text' },
        { key: 'count', label: '인원', format: 'count' },
        { key: 'share', label: '비율', format: 'percent' },
      ],
      rows: corporations.map((c) => ({ corporation: c.name ?? '법인 미지정', count: c.count, share: percent(c.count, f.active) })),
      omitted: 0,
    },
    {
      id: 'evaluation-progress',
      title: '진행 중인 평가 주기',
      columns: [
        { key: 'cycle', label: '평가 주기', format: 'text' },
        { key: 'dueDate', label: '마감일', format: 'date' },
        { key: 'total', label: '대상', format: 'count' },
        { key: 'submitted', label: '자기평가 제출', format: 'count' },
        { key: 'reviewed', label: '평가자 검토 완료', format: 'count' },
        { key: 'confirmed', label: '확정', format: 'count' },
        { key: 'rate', label: '완료율', format: 'percent' },
      ],
      rows: cycles.map((c) => ({ cycle: c.name, dueDate: c.dueDate, total: c.total, submitted: c.submitted, reviewed: c.reviewed, confirmed: c.confirmed, rate: percent(c.reviewed, c.total) })),
      omitted: 0,
    },
  ];

  return {
    figures: [
      { label: '재직 인원', value: f.active, format: 'count', hint: f.onLeave ? `휴직 ${f.onLeave.toLocaleString('ko-KR')}명 포함` : undefined, href: '/employees' },
      { label: '기간 입사', value: f.hires, format: 'count', hint: period },
      { label: '기간 퇴사', value: f.leavers, format: 'count', hint: period },
      { label: '이직률', value: turnover(f.leavers, f.start, f.end), format: 'percent', hint: '기간 퇴사 ÷ 기초·기말 평균 인원' },
      { label: '진행 중 채용 공고', value: recruit.notices, format: 'count', hint: `모집 ${recruit.openings.toLocaleString('ko-KR')}명`, href: '/job-notices' },
      { label: '지원자', value: applicants, format: 'count', hint: '진행 중 공고 기준' },
      { label: '평가 완료율', value: percent(evalReviewed, evalTotal), format: 'percent', hint: cycles.length ? `진행 중 주기 ${cycles.length}개, 대상 ${evalTotal.toLocaleString('ko-KR')}명` : '진행 중인 평가 주기가 없습니다', href: '/eval/dashboard' },
    ],
    charts,
    tables,
    missing: [],
    notes: [
      '인원은 재직·휴직 직원이며, 퇴직일(마지막 근무일 다음 날)부터 인원에서 빠집니다.',
      '평가 완료율은 1차·2차 평가자 검토를 마쳤거나 확정된 평가의 비율입니다.',
    ],
  };
}
