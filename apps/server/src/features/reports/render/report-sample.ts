import { hiresLeaversSeries } from '@saram/shared/reports/hires-leavers';
import type { ReportResult } from '@saram/shared/reports/report-result.schemas';

/** A report with every part filled (render tests): figures, two charts, a long table, what is missing, notes. */
export function sampleReport(rows = 120): ReportResult {
  return {
    type: 'EXECUTIVE_SUMMARY',
    title: '경영진 요약',
    generatedAt: '2026-12-31T05:00:00.000Z',
    filters: {
      from: '2026-01-01',
      to: '2026-12-31',
      unitIds: ['u1'],
      unitNames: ['검색팀'],
      corporationId: null,
      corporationName: null,
      employeeId: null,
      employeeName: null,
    },
    figures: [
      { label: '재직 인원', value: 1234, format: 'count', hint: '전년 동기 대비 +3명' },
      { label: '이직률', value: 12.5, format: 'percent' },
      { label: '평균 근속', value: 3.2, format: 'years' },
      { label: '평균 연봉', value: 42_000_000, format: 'manwon' },
    ],
    charts: [
      {
        id: 'headcount',
        title: '월별 인원',
        kind: 'line',
        category: 'month',
        categoryLabel: '월',
        series: [{ key: 'headcount', label: '인원' }],
        data: Array.from({ length: 12 }, (_, i) => ({ month: `2026.${String(i + 1).padStart(2, '0')}`, headcount: 1200 + i * 3 })),
        valueFormat: 'count',
        description: '지난 12개월 동안 월말 재직 인원의 변화입니다.',
      },
      {
        id: 'units',
        title: '조직별 입사·퇴사',
        kind: 'bar',
        category: 'unit',
        categoryLabel: '조직',
        series: hiresLeaversSeries,
        data: [
          { unit: '검색팀', hires: 5, leavers: 2 },
          { unit: '개발팀', hires: 8, leavers: 1 },
        ],
        valueFormat: 'count',
        description: '조직별 입사자와 퇴사자 수입니다.',
      },
    ],
    tables: [
      {
        id: 'people',
        title: '조직별 현황',
        columns: [
          { key: 'unit', label: '조직', format: 'text' },
          { key: 'headcount', label: '인원', format: 'count' },
          { key: 'turnover', label: '이직률', format: 'percent' },
          { key: 'since', label: '신설일', format: 'date' },
        ],
        rows: Array.from({ length: rows }, (_, i) => ({ unit: `조직 ${i + 1} 플랫폼개발본부 검색품질팀`, headcount: 10 + i, turnover: i / 10, since: '2020-03-01' })),
        omitted: 3,
      },
    ],
    missing: [{ title: '역량 정보', description: '직원별 보유 역량이 기록되어 있지 않습니다.', how: '직원 기록의 역량 항목에 입력하세요.' }],
    notes: ['3명 미만 그룹은 표시하지 않았습니다.', '=SUM(A1) 수식처럼 보이는 글도 글자로 남습니다.'],
  };
}
