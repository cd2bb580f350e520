import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumns, importColumns } from '@saram/shared/employees/employee-import';
import { importReportSchema } from '@saram/shared/employees/employee-import.schemas';
import { queryRows } from '../../../db/client';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../../test/app';
import { formulaSafe } from '../../../lib/documents/spreadsheet';
import { normaliseDate, normalisePhone } from '../import/employee-excel-read';
import { fontPath, wrapText } from '../../../lib/documents/pdf';
import { pdfPages } from '../../../../../../e2e/support/pdf-text.mjs';
import { col, row, uploader, workbook } from '../import/employee-import.fixtures';
import { renderHrCard } from './hr-card.pdf';

const base = '/api/mongo/employees';
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};

async function count(table: 'employees' | 'audit_log' | 'access_log', where = sql`true`) {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return row!.n;
}

const upload = uploader(() => t, () => as);

async function readWorkbook(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as Parameters<typeof wb.xlsx.load>[0]);
  return wb;
}

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['hr.manager', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['emp', 'employee'],
  ]);
  const existing = await api('POST', base, as['hr.manager']!, { personal: { nameKor: '기존직원', employeeNo: 'E5000' } });
  expect(existing.statusCode, existing.body).toBe(201);
});
afterAll(() => t.close());

describe('import template', () => {
  it('downloads an .xlsx with the Korean headers, an example row and a frozen header', async () => {
    const res = await api('GET', `${base}/import/template`, as['hr.staff']!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('직원_가져오기_양식.xlsx')}`);
    const wb = await readWorkbook(res.rawPayload);
    const ws = wb.getWorksheet('직원')!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(importColumns.map((c) => c.header));
    expect(ws.getRow(1).values).toEqual(expect.arrayContaining(['이름', '사번', '주민등록번호', '비상연락처 이름', '기본급', '수당']));
    expect(ws.getCell(2, col('person_name') + 1).value).toBe('홍길동');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('is refused without employees:write', async () => {
    expect((await api('GET', `${base}/import/template`, as.emp!)).statusCode).toBe(403);
  });
});

describe('import', () => {
  let file: Buffer;
  beforeAll(async () => {
    file = await workbook([
      row({ person_name: '김하나', employee_number: 'E5101', hire_date: new Date(Date.UTC(2024, 2, 4)), contact: 1012345678, email: 'hana@example.com', rrn: '900101-1234568', work_form: '정규직', base_salary: 3200000 }),
      row({ person_name: '이둘', employee_number: 'E5102', email: 'not-an-email' }),
      row({ person_name: '박셋', employee_number: 'E5103', rrn: '901301-1234567' }),
      row({ employee_number: 'E5104', email: 'noname@example.com' }),
      row({ person_name: '최넷', employee_number: 'E5000' }),
      row({ person_name: '정다섯', employee_number: 'E5101' }),
      row({}),
      row({ person_name: '한여섯', hire_date: 45355, birthDate: '1991.2.3', team_name: '가져오기팀', email: 'yeoseot@example.com' }),
    ]);
  });

  it('validateOnly (the default): the exact per-row report, nothing written', async () => {
    const before = { employees: await count('employees'), audit: await count('audit_log'), access: await count('access_log') };
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    const report = importReportSchema.parse(body(res));
    expect({ ...report, rows: undefined }).toEqual({ total: 7, valid: 2, invalid: 3, duplicates: 2, imported: 0, rows: undefined });
    const byRow = Object.fromEntries(report.rows.map((r) => [r.row, r]));
    expect(byRow[2]).toMatchObject({ status: 'valid', employeeNo: 'E5101', nameKor: '김하나', errors: {} });
    expect(byRow[2]!.warnings).toContain('법인이 비어 있습니다.');
    expect(byRow[3]).toMatchObject({ status: 'invalid', nameKor: '이둘', errors: { 이메일: '올바른 이메일 형식이 아닙니다.' } });
    expect(byRow[4]).toMatchObject({ status: 'invalid', errors: { 주민등록번호: '주민등록번호의 생년월일이 올바르지 않습니다.' } });
    expect(byRow[5]).toMatchObject({ status: 'invalid', employeeNo: 'E5104', nameKor: '', errors: { 이름: '이름(한글)을 입력해주세요.' } });
    expect(byRow[6]).toMatchObject({ status: 'duplicate', errors: { 사번: '이미 사용 중인 사번입니다.' } });
    expect(byRow[7]).toMatchObject({ status: 'duplicate', errors: { 사번: '2행과 사번이 같습니다.' } });
    expect(byRow[8]).toBeUndefined();
    expect(byRow[9]).toMatchObject({ status: 'valid', nameKor: '한여섯' });
    expect(byRow[9]!.employeeNo).toMatch(/^\d{8}$/);
    expect(await count('employees')).toBe(before.employees);
    expect(await count('audit_log')).toBe(before.audit);
    expect(await count('access_log')).toBe(before.access);
  });

  it('validateOnly=false: only the valid rows are written, with audit and access records', async () => {
    const before = await count('employees');
    const res = await upload(file, { validateOnly: 'false' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ total: 7, valid: 2, invalid: 3, duplicates: 2, imported: 2 });
    expect(await count('employees')).toBe(before + 2);

    const hana = body(await api('GET', `${base}/list?searchTerm=E5101`, as['hr.staff']!));
    expect(hana.total).toBe(1);
    expect(hana.data[0]).toMatchObject({ nameKor: '김하나', contact: '010-1234-5678', hire_date: '2024-03-04', work_form: '정규직' });
    const six = body(await api('GET', `${base}/list?team=가져오기팀`, as['hr.staff']!));
    expect(six.data.map((e: Json) => e.nameKor)).toEqual(['한여섯']);
    expect(six.data[0].hire_date).toBe('2024-03-04');
    const record = body(await api('GET', `${base}/${six.data[0].id}`, as['hr.manager']!));
    expect(record.personal.birthDate).toBe('1991-02-03');
    const hanaRecord = body(await api('GET', `${base}/${hana.data[0].id}`, as['hr.manager']!));
    expect(hanaRecord.personal.rrn).toBe('900101-1******');
    expect(hanaRecord.salary).toEqual({ baseSalary: 3200000, allowances: null });

    expect(await count('access_log', sql`subject_id = ${hana.data[0].id} and action = 'input'`)).toBe(1);
    const [audit] = await queryRows<{ after: Json }>(t.db, sql`select after from audit_log where action = 'import' and target_collection = 'employees'`);
    expect(audit!.after).toMatchObject({ total: 7, valid: 2, invalid: 3, duplicates: 2, imported: 2, filename: '직원.xlsx' });
    for (const name of ['이둘', '박셋', '최넷', '정다섯']) expect(await count('employees', sql`name_kor = ${name}`)).toBe(0);
  });

  it('a second check of the same file reports the imported rows as duplicates', async () => {
    const report = body(await upload(file, { validateOnly: 'true' }));
    expect(report.rows.find((r: Json) => r.row === 2)).toMatchObject({ status: 'duplicate' });
  });

  it('new hires in probation get their onboarding checklist with the import (validateOnly: none)', async () => {
    const template = await api('POST', '/api/mongo/checklist/templates', as['hr.manager']!, {
      name: '가져오기 온보딩',
      items: [{ id: 'contract', title: '근로계약서 서명', verification: { method: 'sign_off', by: 'role', role: 'hr_staff' }, order: 1 }],
    });
    expect(template.statusCode, template.body).toBe(201);
    const recent = new Date(Date.now() - 5 * 86_400_000);
    const hires = await workbook([
      row({ person_name: '신입하나', employee_number: 'E5301', hire_date: recent, email: 'new1@example.com' }),
      row({ person_name: '신입둘', employee_number: 'E5302', hire_date: recent, email: 'new2@example.com' }),
      row({ person_name: '오래근무', employee_number: 'E5303', hire_date: new Date(Date.UTC(2020, 0, 2)), email: 'old@example.com' }),
    ]);
    const instances = () => count('audit_log', sql`action = 'checklist_instances.create'`);
    expect(body(await upload(hires)).valid).toBe(3);
    expect(await instances()).toBe(0);
    expect(body(await upload(hires, { validateOnly: 'false' })).imported).toBe(3);
    const started = await queryRows<{ name: string; template: string }>(
      t.db,
      sql`select e.name_kor as name, i.template_name as template from checklist_instances i join employees e on e.id = i.employee_id order by e.employee_no`,
    );
    expect(started).toEqual([
      { name: '신입하나', template: '가져오기 온보딩' },
      { name: '신입둘', template: '가져오기 온보딩' },
    ]);
    expect(await instances()).toBe(2);
  });

  it.each([
    ['a text file', Buffer.from('이름,사번\n김,1'), 'people.csv'],
    ['a corrupt zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'broken.xlsx'],
  ])('rejects %s with a Korean 400', async (_name, data, filename) => {
    const res = await upload(data, {}, 'hr.staff', filename);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 'VALIDATION_ERROR', message: '올바른 Excel(.xlsx) 파일이 아닙니다.' });
  });

  it('rejects forms without a file, bad flags, other sheets and empty sheets', async () => {
    expect(body(await upload(null)).details.fields).toHaveProperty('file');
    expect(body(await upload(await workbook([row({ person_name: '가' })]), { validateOnly: 'maybe' })).details.fields).toHaveProperty('validateOnly');
    expect(body(await upload(await workbook([row({ person_name: '가' })]), { extra: '1' })).details.fields).toHaveProperty('extra');
    const foreign = await upload(await workbook([['a', 'b']], ['제목', '내용']));
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).details.fields.file).toContain('이름');
    expect(body(await upload(await workbook([]))).details.fields.file).toBe('파일에 가져올 행이 없습니다.');
    const json = await api('POST', `${base}/import`, as['hr.staff']!, { rows: [] });
    expect(json.statusCode).toBe(400);
  });

  it('is refused without employees:write', async () => {
    expect((await upload(file, {}, 'emp')).statusCode).toBe(403);
  });

  it('refuses rows with RRN or salary from someone who may not see them (hr.staff), and reads 만 in amounts', async () => {
    const staffFile = await workbook([
      row({ person_name: '주민있음', employee_number: 'E5201', rrn: '900101-1234568' }),
      row({ person_name: '급여있음', employee_number: 'E5202', base_salary: 3200000 }),
      row({ person_name: '둘다없음', employee_number: 'E5203' }),
    ]);
    const report = body(await upload(staffFile, {}, 'hr.staff'));
    expect(report).toMatchObject({ valid: 1, invalid: 2 });
    expect(report.rows[0]).toMatchObject({ status: 'invalid', errors: { 주민등록번호: '주민등록번호를 수정할 권한이 없습니다.' } });
    expect(report.rows[1]).toMatchObject({ status: 'invalid', errors: { 기본급: '급여를 수정할 권한이 없습니다.' } });
    const amounts = body(await upload(await workbook([row({ person_name: '만원', employee_number: 'E5204', base_salary: '320만', allowances: '10만원어치' })])));
    expect(amounts.rows[0]).toMatchObject({ status: 'invalid', errors: { 수당: expect.stringContaining('금액은 숫자로') } });
  });
});

describe('export', () => {
  beforeAll(async () => {
    for (const [no, name, nameEng] of [
      ['X7001', '수출일', '=HYPERLINK("http://evil")'],
      ['X7002', '수출이', '@SUM(1)'],
    ]) {
      const res = await api('POST', base, as['hr.manager']!, {
        personal: { nameKor: name, employeeNo: no, nameEng, rrn: '900101-1234568' },
        organization: { team: '수출팀' },
        accounts: { email: `${no.toLowerCase()}@example.com` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('needs a reason of two characters or more', async () => {
    const none = await api('GET', `${base}/export?team=수출팀`, as['hr.staff']!);
    expect(none.statusCode).toBe(400);
    expect(body(none).details.fields.reason).toMatch(/사유/);
    const short = await api('GET', `${base}/export?team=수출팀&reason=a`, as['hr.staff']!);
    expect(body(short).details.fields.reason).toBe('다운로드 사유를 2자 이상 입력해주세요.');
  });

  it('downloads the filtered list, Korean columns, no RRN or salary, formula-safe, with an access record', async () => {
    const before = await count('access_log', sql`action = 'download'`);
    const res = await api('GET', `${base}/export?team=${encodeURIComponent('수출팀')}&reason=${encodeURIComponent('분기 인원 보고')}`, as['hr.manager']!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''%EC%A7%81%EC%9B%90%EB%AA%A9%EB%A1%9D_\d{8}\.xlsx/);
    const ws = (await readWorkbook(res.rawPayload)).getWorksheet('직원 목록')!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(exportColumns.map((c) => c.header));
    expect(ws.rowCount).toBe(3);
    const cells: unknown[] = [];
    ws.eachRow((r) => cells.push(...(r.values as unknown[])));
    const text = JSON.stringify(cells);
    expect(text).not.toMatch(/900101|\*\*\*|주민|급여|기본급/);
    const rows = [2, 3].map((n) => Object.fromEntries(exportColumns.map((c, i) => [c.key, ws.getRow(n).getCell(i + 1).value])));
    expect(rows.map((r) => r.employee_number)).toEqual(['X7001', 'X7002']);
    expect(rows[0]!.nameEng).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[1]!.nameEng).toBe(`'@SUM(1)`);
    expect(rows[0]!.team_name).toBe('수출팀');

    expect(await count('access_log', sql`action = 'download'`)).toBe(before + 1);
    const [record] = await queryRows<{ reason: string; subject_id: string; fields: string[] }>(
      t.db,
      sql`select reason, subject_id, fields from access_log where action = 'download' order by id desc limit 1`,
    );
    expect(record).toMatchObject({ reason: '분기 인원 보고', subject_id: '2명 (team=수출팀)' });
    expect(record!.fields).not.toContain('rrn');
  });

  it('is refused without employees:export', async () => {
    expect((await api('GET', `${base}/export?reason=${encodeURIComponent('확인용')}`, as.emp!)).statusCode).toBe(403);
  });
});

describe('HR card PDF', () => {
  let id: string;
  beforeAll(async () => {
    const res = await api('POST', base, as['hr.manager']!, {
      personal: { nameKor: '카드주인', employeeNo: 'C9001', rrn: '900101-1234568', phone: '01012345678', dependentDetails: [{ name: '카드가족', relationship: '배우자', birthDate: '1991-05-05' }] },
      organization: { team: '인사팀', jobTitle: '팀장' },
      employmentHistory: [{ startDate: '2020-01-02' }],
      certifications: Array.from({ length: 40 }, (_, i) => ({ name: `정보처리기사 ${i + 1}`, issuer: '한국산업인력공단', acquiredDate: '2019-06-01', number: `19-${i}` })),
      notes: '긴 비고 '.repeat(200),
    });
    expect(res.statusCode, res.body).toBe(201);
    id = body(res)._id;
  });

  it('renders an A4 PDF (several pages for long records) and writes a print access record', async () => {
    const res = await api('GET', `${base}/${id}/hr-card.pdf`, as['hr.staff']!);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)!.length).toBeGreaterThan(1);
    expect(pdf.toString('latin1')).toContain('Pretendard');
    // The Korean text is real text (subset fonts with ToUnicode maps), the RRN masked.
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('인 사 기 록 카 드');
    expect(pages[0]).toMatch(/성명\(한글\) 카드주인/);
    expect(pages[0]).toContain('사번 C9001');
    expect(pages.join('\n')).toContain('정보처리기사 40');
    expect(pages.join('\n')).not.toContain('1234568');
    expect(pages.at(-1)).toContain(`카드주인 인사기록카드 · ${pages.length} / ${pages.length}`);
    expect(await count('access_log', sql`subject_id = ${id} and action = 'print'`)).toBe(1);
  });

  it('never leaves the closing attestation alone on its last page', { timeout: 60_000 }, async () => {
    const employee = body(await api('GET', `${base}/${id}`, as['hr.manager']!));
    const metrics = body(await api('GET', `${base}/${id}/hr-metrics`, as['hr.manager']!));
    // Each added certification moves the end of the card down by one row: one of them ends a page just short of the attestation.
    for (let n = 0; n <= 40; n++) {
      const pages = await pdfPages(await renderHrCard({ ...employee, certifications: employee.certifications.slice(0, n), notes: '특이사항 없음' }, metrics, '2026-11-29'));
      expect(pages.at(-1), `${n} certifications`).toContain('■ 비고');
    }
  });

  it('answers 404 for unknown or out-of-scope records and 403 without employees:read', async () => {
    expect((await api('GET', `${base}/00000000-0000-4000-8000-000000000000/hr-card.pdf`, as['hr.staff']!)).statusCode).toBe(404);
    expect((await api('GET', `${base}/not-a-uuid/hr-card.pdf`, as['hr.staff']!)).statusCode).toBe(400);
    expect((await api('GET', `${base}/${id}/hr-card.pdf`, as.emp!)).statusCode).toBe(403);
    const [unit] = await queryRows<{ id: string }>(t.db, sql`insert into org_units (name, level, unit_type) values ('카드본부', 2, 'DIVISION') returning id`);
    const user = await createTestUser(t, 'card.scoped', ['hr_staff']);
    await t.db.execute(sql`update user_roles set scope_type = 'unit', scope_unit_ids = array[${unit!.id}]::uuid[] where user_id = ${user.id}`);
    const scoped = bearer((await login(t, 'card.scoped')).token.access_token);
    expect((await api('GET', `${base}/${id}/hr-card.pdf`, scoped)).statusCode).toBe(404);
  });
});

describe('cell and text helpers', () => {
  it('normalises Excel dates and phones', () => {
    expect(normaliseDate(new Date(Date.UTC(2024, 2, 4)))).toBe('2024-03-04');
    expect(normaliseDate(45355)).toBe('2024-03-04');
    expect(normaliseDate('2024.3.4')).toBe('2024-03-04');
    expect(normaliseDate('2024/03/04')).toBe('2024-03-04');
    expect(normaliseDate('20240304')).toBe('2024-03-04');
    expect(normaliseDate('2024년 3월 4일')).toBe('2024-03-04');
    expect(normaliseDate('언젠가')).toBe('언젠가');
    expect(normalisePhone(1012345678)).toBe('01012345678');
    expect(normalisePhone(212345678)).toBe('0212345678');
    expect(normalisePhone('010-1234-5678')).toBe('010-1234-5678');
  });

  it('quotes text that a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+82', '-3', '@x', 'plain', '010-1234-5678'].map(formulaSafe)).toEqual(["'=1+1", "'+82", "'-3", "'@x", 'plain', '010-1234-5678']);
  });

  it('wraps Korean text at spaces only', () => {
    const doc = new PDFDocument({ size: 'A4', font: fontPath('Regular') });
    const sentence = '서울특별시 강남구 테헤란로 152 강남파이낸스센터 20층 인사팀';
    const lines = wrapText(doc, sentence, 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(sentence);
    for (const line of lines) expect(sentence.split(' ')).toEqual(expect.arrayContaining(line.split(' ')));
    doc.end();
  });
});
