import type { ReportContext } from '../report-context';
import { latestCycle } from '../performance.repo';
import type { ReportBody } from '../report-format';
import { competencies } from '../succession.repo';

/**
 * Saram records no skills, no required skills per job: the gap cannot be computed. What exists is
 * shown as it is: the competencies defined for evaluations and, for the latest closed cycle, the
 * 1차 평가자's average rating of each.
 */
export async function skillsGap(ctx: ReportContext): Promise<ReportBody> {
  const cycle = await latestCycle(ctx.db, ['closed', 'released'], ctx.to);
  const rows = await competencies(ctx.db, ctx.population, cycle?.id ?? null);
  const rated = rows.filter((r) => r.average !== null);
  return {
    figures: [
      { label: '정의된 역량', value: rows.length, format: 'count', hint: '평가 코드의 역량' },
      { label: '평가된 역량', value: cycle ? rated.length : null, format: 'count', hint: cycle ? cycle.name : '마감된 평가 주기가 없습니다' },
    ],
    charts: rated.length
      ? [
          {
            id: 'competency-ratings',
            title: `역량별 평균 평정 (${cycle!.name})`,
            kind: 'horizontalBar',
            category: 'name',
            categoryLabel: '역량',
            series: [{ key: 'average', label: '평균 평정' }],
            data: rated.map((r) => ({ name: r.name, average: r.average })),
            valueFormat: 'score',
            description: '역량 평가 문항에 1차 평가자가 준 평정의 평균입니다. 필요 수준이 기록되지 않아 격차는 아닙니다.',
          },
        ]
      : [],
    tables: [
      {
        id: 'competencies',
        title: '평가 역량',
        columns: [
          { key: 'code', label: '코드', format: 'text' },
          { key: 'name', label: '역량', format: 'text' },
          { key: 'questions', label: '평가 문항', format: 'count' },
          { key: 'answers', label: '평정 수', format: 'count' },
          { key: 'average', label: '평균 평정', format: 'score' },
        ],
        rows: rows.map((r) => ({ ...r })),
        omitted: 0,
      },
    ],
    missing: [
      {
        title: '보유 역량',
        description: 'Saram에는 직원별 보유 역량(기술, 자격, 숙련도)이 기록되어 있지 않습니다.',
        how: '인사기록카드에 역량 항목(역량, 숙련도 1~5, 확인일, 근거)을 기록하는 기능이 필요합니다. 자격증은 인사기록의 자격 사항으로 시작할 수 있습니다.',
      },
      {
        title: '직무별 필요 역량',
        description: '직무나 직책마다 필요한 역량과 수준이 정의되어 있지 않아 격차를 계산할 수 없습니다.',
        how: '공통 코드의 직무마다 필요 역량과 목표 수준을 정의하면, 보유 수준과의 차이를 조직·직무별로 집계할 수 있습니다.',
      },
    ],
    notes: ['평균 평정은 역량 평가 문항에 대한 1차 평가자 평정이며, 역량 격차가 아닙니다.'],
  };
}
