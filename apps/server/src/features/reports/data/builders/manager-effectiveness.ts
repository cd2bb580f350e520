import type { ReportContext } from '../report-context';
import { asOfDay } from './executive-summary';
import { gradeOrder } from './grades';
import { gradeCodes, latestCycle, leaderReviews, leaderTeamGrades, leaderTeams } from '../performance.repo';
import { dotted, percent, turnover, type ReportBody } from '../report-format';

const maxRows = 500;

/**
 * Per unit leader: the team (everyone in the unit and below, but the leader), its turnover, the
 * reviews the leader owes as 1차/2차 평가자 in the latest started cycle and how many are done, and the
 * team's grades in the latest closed cycle.
 */
export async function managerEffectiveness(ctx: ReportContext): Promise<ReportBody> {
  const { db, population: p } = ctx;
  const asOf = asOfDay(ctx);
  const [teams, reviewCycle, closedCycle, codes] = await Promise.all([
    leaderTeams(db, p, ctx.from, asOf),
    latestCycle(db, ['open', 'closed', 'released'], ctx.to),
    latestCycle(db, ['closed', 'released'], ctx.to),
    gradeCodes(db),
  ]);
  const [reviews, grades] = await Promise.all([
    reviewCycle ? leaderReviews(db, p, reviewCycle.id) : Promise.resolve([]),
    closedCycle ? leaderTeamGrades(db, p, closedCycle.id) : Promise.resolve([]),
  ]);
  const order = gradeOrder(codes, grades);
  const rows = teams.map((t) => {
    const r = reviews.find((x) => x.leaderId === t.leaderId);
    const teamGrades = grades.filter((g) => g.unitId === t.unitId);
    return {
      leader: t.leaderName,
      unit: t.unitName,
      size: t.size,
      leavers: t.leavers,
      turnover: turnover(t.leavers, t.start, t.end),
      assigned: r?.assigned ?? 0,
      done: r?.done ?? 0,
      completion: r ? percent(r.done, r.assigned) : null,
      ...Object.fromEntries(order.map((g) => [`grade_${g}`, teamGrades.find((x) => x.grade === g)?.count ?? 0])),
    };
  });
  const assigned = rows.reduce((s, r) => s + r.assigned, 0);
  const done = rows.reduce((s, r) => s + r.done, 0);

  return {
    access: { subjectType: 'report_manager_effectiveness', count: rows.length, fields: ['name', 'evaluation'] },
    figures: [
      { label: '조직장', value: new Set(teams.map((t) => t.leaderId)).size, format: 'count' },
      { label: '평균 팀 규모', value: rows.length ? Math.round((rows.reduce((s, r) => s + r.size, 0) / rows.length) * 10) / 10 : null, format: 'count' },
      { label: '평가 완료율', value: percent(done, assigned), format: 'percent', hint: reviewCycle ? `${reviewCycle.name}, 배정 ${assigned.toLocaleString('ko-KR')}건` : '시작된 평가 주기가 없습니다' },
    ],
    charts: [
      {
        id: 'team-turnover',
        title: '조직장별 팀 이직률',
        kind: 'horizontalBar',
        category: 'label',
        categoryLabel: '조직장',
        series: [{ key: 'turnover', label: '이직률' }],
        data: rows.slice(0, 20).map((r) => ({ label: `${r.leader} (${r.unit})`, turnover: r.turnover })),
        valueFormat: 'percent',
        description: `${dotted(ctx.from)} ~ ${dotted(asOf)} 조직장별 팀의 이직률입니다.`,
      },
      {
        id: 'review-completion',
        title: '조직장별 평가 완료율',
        kind: 'horizontalBar',
        category: 'label',
        categoryLabel: '조직장',
        series: [{ key: 'completion', label: '완료율' }],
        data: rows.slice(0, 20).map((r) => ({ label: `${r.leader} (${r.unit})`, completion: r.completion })),
        valueFormat: 'percent',
        description: reviewCycle ? `${reviewCycle.name}에서 조직장이 1차·2차 평가자로 배정된 평가 중 검토를 마친 비율입니다.` : '시작된 평가 주기가 없습니다.',
      },
    ],
    tables: [
      {
        id: 'leaders',
        title: '조직장별 현황',
        columns: [
          { key: 'leader', label: '조직장', format: 'text' },
          { key: 'unit', label: '조직', format: 'text' },
          { key: 'size', label: '팀 인원', format: 'count' },
          { key: 'leavers', label: '퇴사', format: 'count' },
          { key: 'turnover', label: '이직률', format: 'percent' },
          { key: 'assigned', label: '배정 평가', format: 'count' },
          { key: 'done', label: '완료', format: 'count' },
          { key: 'completion', label: '완료율', format: 'percent' },
          ...order.map((g) => ({ key: `grade_${g}`, label: `팀 ${g}등급`, format: 'count' as const })),
        ],
        rows: rows.slice(0, maxRows),
        omitted: Math.max(0, rows.length - maxRows),
      },
    ],
    missing: [],
    notes: [
      '팀은 조직장의 조직과 그 하위 조직에 소속된 직원(조직장 본인 제외)입니다.',
      reviewCycle ? `평가 완료율은 ${reviewCycle.name}에서 1차 평가자는 1차 검토 이후, 2차 평가자는 2차 검토 이후 단계에 이른 평가의 비율입니다.` : '시작된 평가 주기가 없어 평가 완료율은 비어 있습니다.',
      closedCycle ? `팀 등급 분포는 ${closedCycle.name} 결과입니다.` : '마감된 평가 주기가 없어 팀 등급 분포는 비어 있습니다.',
    ],
  };
}
