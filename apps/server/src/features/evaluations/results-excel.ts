import { evaluationStatusLabels } from '@saram/shared/evaluations/evaluations';
import type { CycleResults } from '@saram/shared/evaluations/results.schemas';
import { addTableSheet, createWorkbook, formulaSafe, workbookBuffer } from '../../lib/documents/spreadsheet';

/** /eval/reports Excel export: one row per person (scores, grades, calibration) and a grade-distribution sheet. */

const columns = [
  { header: '사번', key: 'no', width: 12 },
  { header: '성명', key: 'name', width: 12 },
  { header: '소속', key: 'unit', width: 18 },
  { header: '직책', key: 'title', width: 10 },
  { header: '상태', key: 'status', width: 10 },
  { header: '본인 점수', key: 'self', width: 10 },
  { header: '1차 점수', key: 'first', width: 10 },
  { header: '2차 점수', key: 'second', width: 10 },
  { header: '최종 점수', key: 'final', width: 10 },
  { header: '산출 등급', key: 'computed', width: 10 },
  { header: '최종 등급', key: 'grade', width: 10 },
  { header: '조정 사유', key: 'reason', width: 40 },
] as const;

export async function resultsWorkbook(r: CycleResults): Promise<Buffer> {
  const wb = createWorkbook();
  const ws = addTableSheet(wb, '평가 결과', columns);
  for (const d of r.data) {
    ws.addRow({
      no: formulaSafe(d.employee.employeeNo),
      name: formulaSafe(d.employee.name),
      unit: formulaSafe(d.employee.unit ?? ''),
      title: formulaSafe(d.employee.jobTitle ?? ''),
      status: evaluationStatusLabels[d.status],
      self: d.selfScore,
      first: d.firstScore,
      second: d.secondScore,
      final: d.finalScore,
      computed: d.computedGrade ?? '',
      grade: d.grade ?? '',
      reason: formulaSafe(d.calibrationReason ?? ''),
    });
  }
  const dist = addTableSheet(
    wb,
    '등급 분포',
    [
      { header: '등급', key: 'grade', width: 14 },
      { header: '인원', key: 'count', width: 8 },
      { header: '비율(%)', key: 'percent', width: 10 },
      { header: '권장 비율(%)', key: 'recommended', width: 12 },
    ],
    { frozenHeader: false },
  );
  for (const d of r.distribution) dist.addRow({ grade: formulaSafe(d.name), count: d.count, percent: d.percent, recommended: d.recommendedPercent });
  return workbookBuffer(wb);
}
