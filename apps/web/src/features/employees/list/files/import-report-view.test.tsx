import type { ImportReport } from '@saram/shared/employees/employee-import.schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorLines, ImportReportView } from './import-report-view';

const report: ImportReport = {
  total: 3,
  valid: 1,
  invalid: 1,
  duplicates: 1,
  imported: 0,
  rows: [
    { row: 2, status: 'valid', employeeNo: 'E2001', nameKor: '김민수', errors: {}, warnings: ['개인 이메일이 비어 있습니다.'] },
    { row: 3, status: 'invalid', employeeNo: '', nameKor: '이오류', errors: { 입사일: '날짜 형식이 올바르지 않습니다.', 연락처: '연락처 형식이 올바르지 않습니다.' }, warnings: [] },
    { row: 4, status: 'duplicate', employeeNo: 'E1001', nameKor: '박중복', errors: { 사번: '이미 등록된 사번입니다.' }, warnings: [] },
  ],
};

describe('import report', () => {
  it('shows the totals', () => {
    render(<ImportReportView report={report} />);
    const totals = screen.getByLabelText('검사 결과 요약');
    expect(within(totals).getByText('전체').nextSibling).toHaveTextContent('3건');
    expect(within(totals).getByText('정상').nextSibling).toHaveTextContent('1건');
    expect(within(totals).getByText('오류').nextSibling).toHaveTextContent('1건');
    expect(within(totals).getByText('중복').nextSibling).toHaveTextContent('1건');
  });

  it('lists every row with its number, 사번, name, status and Korean messages', () => {
    render(<ImportReportView report={report} />);
    const rows = screen.getAllByTestId('import-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent))).toEqual([
      ['2', 'E2001', '김민수', '정상'],
      ['3', '-', '이오류', '오류'],
      ['4', 'E1001', '박중복', '중복'],
    ]);
    expect(rows[0]).toHaveTextContent('주의: 개인 이메일이 비어 있습니다.');
    expect(rows[1]).toHaveTextContent('입사일: 날짜 형식이 올바르지 않습니다.');
    // A message that already names its field is not prefixed twice.
    expect(within(rows[1]!).getByText('연락처 형식이 올바르지 않습니다.')).toBeInTheDocument();
  });

  it('names the field only where the message does not', () => {
    expect(errorLines({ 이메일: '형식이 올바르지 않습니다.', 연락처: '연락처를 확인해주세요.' })).toEqual([
      '이메일: 형식이 올바르지 않습니다.',
      '연락처를 확인해주세요.',
    ]);
  });
});
