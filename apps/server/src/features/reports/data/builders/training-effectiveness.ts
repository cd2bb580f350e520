import type { ReportBody } from '../report-format';

/** Saram records no training: nothing to count, and nothing is invented. */
export async function trainingEffectiveness(): Promise<ReportBody> {
  return {
    figures: [],
    charts: [],
    tables: [],
    missing: [
      {
        title: '교육 과정과 이수 기록',
        description: 'Saram에는 교육 과정, 대상자, 이수 여부와 이수일이 기록되어 있지 않아 이수율과 교육 효과를 보여 줄 수 없습니다.',
        how: '교육 과정(과정명, 기간, 방식, 비용)과 직원별 이수 기록(신청, 이수, 미이수, 이수일)을 관리하는 기능이 필요합니다. 엑셀 일괄 등록으로 기존 기록을 옮길 수 있게 하면 좋습니다.',
      },
      {
        title: '이수 전후 평가 변화',
        description: '교육 효과는 이수일 전후의 평가 결과를 비교해 계산합니다. 평가 결과는 Saram에 있지만 이수일이 없어 비교할 수 없습니다.',
        how: '이수 기록이 쌓이면 이수 전 마지막 평가와 이수 후 첫 평가의 점수 차이를 과정별로 집계할 수 있습니다.',
      },
    ],
    notes: ['이 리포트는 교육 기록이 생기기 전까지 수치를 보여 주지 않습니다.'],
  };
}
