import { exportColumns, importChoices, importColumns, maxImportRows, type RegistrationFormKey } from '@saram/shared/employees/employee-import';
import type { EmployeeListItem } from '@saram/shared/employees/employees.schemas';
import { addGuideSheet, addListValidation, addTableSheet, createWorkbook, formulaSafe, workbookBuffer } from '../../../lib/documents/spreadsheet';

/** The Excel files of the employee list: import template and export workbook (reading an upload: employee-excel-read). */

const sheetName = '직원';

/** Columns typed as text so Excel keeps leading zeros (010..., 0012...). */
const textKeys = new Set<RegistrationFormKey>(['employee_number', 'contact', 'emergency_phone', 'rrn']);
const example: Partial<Record<RegistrationFormKey, string | number>> = {
  person_name: '홍길동',
  employee_number: 'E2026001',
  corporation_name: '한빛소프트',
  division_name: '개발사업부',
  headquarter_name: '개발본부',
  team_name: '플랫폼팀',
  work_form: '정규직',
  job_title: '팀원',
  job_grade: '선임',
  job_function: '백엔드 개발',
  hire_date: '2026-03-02',
  probation_end_date: '2026-06-01',
  employment_status: '재직',
  email: 'gildong.hong@example.com',
  contact: '010-1234-5678',
  address: '서울특별시 강남구 테헤란로 152',
  birthDate: '1990-01-01',
  gender: '남',
  rrn: '900101-1234568',
  emergency_name: '홍길순',
  emergency_relationship: '배우자',
  emergency_phone: '010-2222-3333',
  base_salary: 3200000,
  allowances: 200000,
};
const notes: Partial<Record<RegistrationFormKey, string>> = {
  person_name: '필수 항목입니다.',
  employee_number: '비워 두면 자동으로 부여됩니다.',
  hire_date: '날짜는 YYYY-MM-DD (예: 2026-03-02)',
  contact: '예: 010-1234-5678',
  rrn: '예: 900101-1234567 (암호화되어 저장됩니다)',
  base_salary: '숫자만 입력 (원)',
};

const widthOf = (header: string) => Math.max(10, header.length * 2 + 4);

/** A column's value list: the active codes of its group (공통 코드), or the fixed lists of shared. */
export type TemplateChoices = Partial<Record<RegistrationFormKey, readonly string[]>>;

/** GET import/template: the headers, one example row, value lists, header frozen. */
export async function buildTemplate(codes: TemplateChoices = {}): Promise<Buffer> {
  const choices: TemplateChoices = { ...importChoices, ...codes };
  const wb = createWorkbook();
  const columns = importColumns.map((c) => ({
    header: c.header,
    key: c.key,
    width: widthOf(c.header) + (c.key === 'address' || c.key === 'email' ? 14 : 2),
    ...(textKeys.has(c.key) ? { numFmt: '@' } : {}),
  }));
  const ws = addTableSheet(wb, sheetName, columns, { header: 'form' });
  for (const c of importColumns) {
    const note = notes[c.key];
    if (note) ws.getCell(1, importColumns.indexOf(c) + 1).note = note;
    if ('required' in c) ws.getCell(1, importColumns.indexOf(c) + 1).font = { bold: true, color: { argb: 'FFB42318' } };
  }
  ws.addRow(example).font = { color: { argb: 'FF6B7280' } };
  for (const [key, values] of Object.entries(choices)) {
    addListValidation(ws, key, maxImportRows + 1, values, { title: '입력 값 확인', error: `${values.join(', ')} 중에서 선택해주세요.` });
  }
  addGuideSheet(wb, '직원 가져오기 양식 작성 안내', [
    `· '${sheetName}' 시트의 1행(머리글)은 바꾸지 마세요. 2행은 예시이므로 지우고 입력하세요.`,
    '· 이름은 필수입니다. 사번을 비워 두면 자동으로 부여됩니다.',
    '· 날짜는 YYYY-MM-DD 형식(예: 2026-03-02)으로 입력하세요. Excel 날짜 셀도 읽습니다.',
    ...Object.entries(choices).map(([key, values]) => `· ${importColumns.find((c) => c.key === key)?.header ?? key}: ${values.join(', ')}`),
    '· 주민등록번호는 암호화되어 저장되며 생년월일·성별이 비어 있으면 채워집니다.',
    `· 한 번에 ${maxImportRows.toLocaleString('ko-KR')}행까지 가져올 수 있습니다. 먼저 '검증'으로 결과를 확인한 뒤 가져오세요.`,
  ], 100);
  return workbookBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// Export


const dateKeys = new Set<string>(['hire_date', 'termination_date']);

/** GET export: the flattened view of the given employees, Korean headers, dates as Excel dates. */
export async function buildExport(items: readonly EmployeeListItem[]): Promise<Buffer> {
  const wb = createWorkbook();
  const columns = exportColumns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.key === 'address' || c.key === 'departmentPath' || c.key === 'email' ? 30 : widthOf(c.header) + 2,
    ...(dateKeys.has(c.key) ? { numFmt: 'yyyy.mm.dd' } : {}),
  }));
  const ws = addTableSheet(wb, '직원 목록', columns, { header: 'form' });
  for (const item of items) {
    ws.addRow(
      Object.fromEntries(
        exportColumns.map(({ key }) => {
          const value = item[key];
          if (dateKeys.has(key) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return [key, new Date(`${value}T00:00:00Z`)];
          return [key, formulaSafe(value)];
        }),
      ),
    );
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: exportColumns.length } };
  return workbookBuffer(wb);
}
