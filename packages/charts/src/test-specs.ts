import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';

/** Charts of each kind as the reports send them (tests only). */
const months = ['2026.01', '2026.02', '2026.03', '2026.04', '2026.05', '2026.06'];

export const testSpecs: Record<ChartSpec['kind'], ChartSpec> = {
  bar: {
    id: 'headcount-by-unit',
    title: '조직별 인원',
    kind: 'bar',
    category: 'unit',
    categoryLabel: '조직',
    series: [{ key: 'headcount', label: '인원' }],
    data: [
      { unit: '경영지원본부', headcount: 1234 },
      { unit: '개발본부', headcount: 87 },
      { unit: '영업팀', headcount: 12 },
    ],
    valueFormat: 'count',
    description: '조직별 재직 인원: 경영지원본부가 1,234명으로 가장 많습니다.',
  },
  horizontalBar: {
    id: 'turnover-by-unit',
    title: '조직별 이직률',
    kind: 'horizontalBar',
    category: 'unit',
    categoryLabel: '조직',
    series: [{ key: 'rate', label: '이직률' }],
    data: [
      { unit: '개발본부 플랫폼개발팀', rate: 12.5 },
      { unit: '영업팀', rate: 4 },
    ],
    valueFormat: 'percent',
    description: '조직별 최근 12개월 이직률.',
  },
  stackedBar: {
    id: 'grades-by-unit',
    title: '조직별 평가 등급 분포',
    kind: 'stackedBar',
    category: 'unit',
    categoryLabel: '조직',
    series: [
      { key: 'S', label: 'S등급' },
      { key: 'A', label: 'A등급' },
      { key: 'B', label: 'B등급' },
    ],
    data: [
      { unit: '개발본부', S: 3, A: 10, B: 20 },
      { unit: '영업팀', S: 1, A: 4, B: null },
    ],
    valueFormat: 'count',
    description: '조직별 평가 등급 인원.',
  },
  line: {
    id: 'hires-leavers',
    title: '월별 입사·퇴사',
    kind: 'line',
    category: 'month',
    categoryLabel: '월',
    series: [
      { key: 'hires', label: '입사' },
      { key: 'leavers', label: '퇴사' },
    ],
    data: months.map((month, i) => ({ month, hires: 10 + i, leavers: i === 2 ? null : 3 + (i % 2) })),
    valueFormat: 'count',
    description: '최근 6개월 월별 입사자와 퇴사자 수.',
  },
  pie: {
    id: 'salary-share',
    title: '직급별 연봉 총액',
    kind: 'pie',
    category: 'grade',
    categoryLabel: '직급',
    series: [{ key: 'total', label: '연봉 총액' }],
    data: [
      { grade: '사원', total: 420_000_000 },
      { grade: '대리', total: 310_000_000 },
      { grade: '과장', total: 0 },
    ],
    valueFormat: 'manwon',
    description: '직급별 연봉 총액의 비중.',
  },
};
