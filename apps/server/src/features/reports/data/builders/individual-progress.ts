import { instanceStatusLabels, type InstanceStatus } from '@saram/shared/onboarding/onboarding';
import { cycleStatusLabels, evaluationStatusLabels, type CycleStatus, type EvaluationStatus } from '@saram/shared/evaluations/evaluations';
import type { ReportContext } from '../report-context';
import { evaluationsOf, onboardingOf, peopleWithGrades } from '../individual.repo';
import { dotted, percent, type ReportBody } from '../report-format';

const pageSize = 500;

/** One person (filters.employeeId): evaluations across cycles and onboarding; without one, the people in scope with their latest grade. */
export async function individualProgress(ctx: ReportContext): Promise<ReportBody> {
  return ctx.employeeId ? person(ctx, ctx.employeeId) : roster(ctx);
}

async function person(ctx: ReportContext, employeeId: string): Promise<ReportBody> {
  const [evaluations, onboarding] = await Promise.all([evaluationsOf(ctx.db, employeeId), onboardingOf(ctx.db, employeeId)]);
  const scored = evaluations.filter((e) => e.score !== null);
  const c = onboarding.checklist;
  return {
    access: { subjectType: 'employee', subjectId: employeeId, fields: ['evaluation', 'onboarding'], reason: '개인 성장 리포트' },
    figures: [
      { label: '평가 참여 주기', value: evaluations.length, format: 'count' },
      { label: '최근 평가 점수', value: scored.at(-1)?.score ?? null, format: 'score', hint: scored.at(-1)?.cycle },
      { label: '온보딩 진행률', value: c ? percent(c.verified, c.items) : null, format: 'percent', hint: c ? instanceStatusLabels[c.status as InstanceStatus] : '온보딩 체크리스트가 없습니다' },
    ],
    charts: [
      {
        id: 'scores',
        title: '평가 주기별 점수',
        kind: 'line',
        category: 'cycle',
        categoryLabel: '평가 주기',
        series: [{ key: 'score', label: '최종 점수' }],
        data: scored.map((e) => ({ cycle: e.cycle, score: e.score })),
        valueFormat: 'score',
        description: `${onboarding.name}의 마감된 평가 주기별 최종 점수입니다.`,
      },
    ],
    tables: [
      {
        id: 'evaluations',
        title: '평가 이력',
        columns: [
          { key: 'cycle', label: '평가 주기', format: 'text' },
          { key: 'period', label: '기간', format: 'text' },
          { key: 'cycleStatus', label: '주기 상태', format: 'text' },
          { key: 'status', label: '평가 단계', format: 'text' },
          { key: 'score', label: '최종 점수', format: 'score' },
          { key: 'grade', label: '등급', format: 'text' },
        ],
        rows: evaluations.map((e) => ({
          cycle: e.cycle,
          period: `${dotted(e.periodStart)} ~ ${dotted(e.periodEnd)}`,
          cycleStatus: cycleStatusLabels[e.cycleStatus as CycleStatus] ?? e.cycleStatus,
          status: evaluationStatusLabels[e.status as EvaluationStatus] ?? e.status,
          score: e.score,
          grade: e.grade,
        })),
        omitted: 0,
      },
      {
        id: 'onboarding',
        title: '온보딩·수습',
        columns: [
          { key: 'item', label: '항목', format: 'text' },
          { key: 'value', label: '내용', format: 'text' },
        ],
        rows: [
          { item: '소속', value: onboarding.unit },
          { item: '직급', value: onboarding.jobGrade },
          { item: '입사일', value: onboarding.hireDate ? dotted(onboarding.hireDate) : null },
          { item: '수습 종료일', value: onboarding.probationEndDate ? dotted(onboarding.probationEndDate) : null },
          { item: '체크리스트', value: c ? `${c.template} (${instanceStatusLabels[c.status as InstanceStatus] ?? c.status})` : '없음' },
          { item: '확인된 항목', value: c ? `${c.verified} / ${c.items}` : null },
        ],
        omitted: 0,
      },
    ],
    missing: [],
    notes: ['점수와 등급은 마감되었거나 결과가 공개된 평가 주기만 보여 줍니다.', '수습 종료일이 인사기록에 없으면 입사일로부터 3개월로 봅니다.'],
  };
}

async function roster(ctx: ReportContext): Promise<ReportBody> {
  const { rows, total } = await peopleWithGrades(ctx.db, ctx.population, pageSize);
  return {
    access: { subjectType: 'report_individual_list', count: rows.length, fields: ['name', 'employeeNo', 'evaluation'] },
    figures: [{ label: '재직 인원', value: total, format: 'count' }],
    charts: [],
    tables: [
      {
        id: 'people',
        title: '직원별 최근 평가 등급',
        columns: [
          { key: 'employeeNo', label: '사번', format: 'text' },
          { key: 'name', label: '이름', format: 'text' },
          { key: 'unit', label: '소속', format: 'text' },
          { key: 'jobGrade', label: '직급', format: 'text' },
          { key: 'hireDate', label: '입사일', format: 'date' },
          { key: 'grade', label: '최근 등급', format: 'text' },
          { key: 'cycle', label: '평가 주기', format: 'text' },
        ],
        rows: rows.map((r) => ({ ...r })),
        omitted: total - rows.length,
      },
    ],
    missing: [],
    notes: ['직원을 고르면(employeeId) 그 직원의 평가 이력과 온보딩 진행을 보여 줍니다.', `이름순 처음 ${pageSize.toLocaleString('ko-KR')}명까지 보여 줍니다.`],
  };
}
