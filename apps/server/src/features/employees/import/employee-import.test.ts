import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importColumns, maxImportRows } from '@saram/shared/employees/employee-import';
import { importReportSchema, importStreamLineSchema, type ImportStreamLine } from '@saram/shared/employees/employee-import.schemas';
import { queryRows } from '../../../db/client';
import { seoulYear } from '../../../lib/seoul-time';
import { body, createTestApp, signedInUsers, type Json, type TestApp } from '../../../test/app';
import { openImportFile } from './employee-excel-read';
import { rezip, row, uploader, workbook } from './employee-import.fixtures';

/** The import at scale: set-based checks, batched writes, rows the database refuses, progress lines. */

let t: TestApp;
let as: Record<string, Record<string, string>> = {};
const upload = uploader(
  () => t,
  () => as,
);
const ndjson = { accept: 'application/x-ndjson' };

async function count(table: 'employees' | 'audit_log' | 'access_log' | 'unit_members', where = sql`true`) {
  const [found] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return found!.n;
}

/** What an import writes (background jobs may write other audit rows meanwhile). */
const written = async () => ({
  employees: await count('employees'),
  audit: await count('audit_log', sql`target_collection = 'employees'`),
  access: await count('access_log', sql`subject_type = 'employee'`),
});

const lines = (payload: string): ImportStreamLine[] =>
  payload
    .trim()
    .split('\n')
    .map((l) => importStreamLineSchema.parse(JSON.parse(l)));

beforeAll(async () => {
  t = await createTestApp();
  as = await signedInUsers(t, [['hr.manager', 'hr_manager']]);
  const existing = await t.app.inject({
    method: 'POST',
    url: '/api/mongo/employees',
    headers: as['hr.manager']!,
    payload: { personal: { nameKor: '먼저있음', employeeNo: 'S1000' }, accounts: { email: 'taken@example.com' } },
  });
  expect(existing.statusCode, existing.body).toBe(201);
});
afterAll(() => t.close());

describe('import checks without per-row queries', () => {
  it('catches 사번 and e-mail repeated in the file or already held, case-insensitively', async () => {
    const report = importReportSchema.parse(
      body(
        await upload(
          await workbook([
            row({ person_name: '하나', employee_number: 'S1001', email: 'one@example.com' }),
            row({ person_name: '둘', employee_number: 'S1002', email: 'ONE@example.com' }),
            row({ person_name: '셋', employee_number: 'S1001', email: 'three@example.com' }),
            row({ person_name: '넷', employee_number: 'S1004', email: 'Taken@Example.com' }),
            row({ person_name: '다섯', employee_number: 'S1000' }),
          ]),
        ),
      ),
    );
    expect(report.rows.map((r) => [r.row, r.status, r.errors])).toEqual([
      [2, 'valid', {}],
      [3, 'invalid', { 이메일: '이미 사용 중인 회사 이메일입니다.' }],
      [4, 'duplicate', { 사번: '2행과 사번이 같습니다.' }],
      [5, 'invalid', { 이메일: '이미 사용 중인 회사 이메일입니다.' }],
      [6, 'duplicate', { 사번: '이미 사용 중인 사번입니다.' }],
    ]);
  });

  it("assigns blank 사번 in one series after the stored numbers and the file's own", async () => {
    const year = seoulYear();
    const report = body(
      await upload(
        await workbook([
          row({ person_name: '자동하나' }),
          row({ person_name: '지정', employee_number: `${year}0050` }),
          row({ person_name: '자동둘' }),
          row({ person_name: '뒤늦은지정', employee_number: `${year}0052` }),
          row({ person_name: '자동셋' }),
        ]),
        { validateOnly: 'false' },
      ),
    );
    expect(report.rows.map((r: Json) => [r.status, r.employeeNo])).toEqual([
      ['valid', `${year}0001`],
      ['valid', `${year}0050`],
      ['valid', `${year}0051`],
      ['valid', `${year}0052`],
      ['valid', `${year}0053`],
    ]);
    expect(report.rows[0].warnings).toContain(`사번이 비어 있어 ${year}0001로 부여했습니다.`);
  });
});

describe('writes', () => {
  it('writes the valid rows with an audit row and an access record each, their posts, and the summary', async () => {
    const unit = await t.app.inject({ method: 'POST', url: '/api/mongo/organizations', headers: as['hr.manager']!, payload: { name: '일괄팀', type: 'team' } });
    expect(unit.statusCode, unit.body).toBe(201);
    const before = { created: await count('audit_log', sql`action = 'create' and target_collection = 'employees'`), input: await count('access_log', sql`action = 'input'`) };
    const people = Array.from({ length: 1203 }, (_, i) => row({ person_name: `일괄${i}`, employee_number: `B${10000 + i}`, team_name: '일괄팀', email: `b${i}@example.com` }));
    const report = body(await upload(await workbook([...people, row({ person_name: '틀림', email: 'x' })]), { validateOnly: 'false' }));
    expect(report).toMatchObject({ total: 1204, valid: 1203, invalid: 1, imported: 1203 });
    expect(await count('employees', sql`employee_no like 'B1%'`)).toBe(1203);
    expect(await count('audit_log', sql`action = 'create' and target_collection = 'employees'`)).toBe(before.created + 1203);
    expect(await count('access_log', sql`action = 'input'`)).toBe(before.input + 1203);
    expect(await count('unit_members', sql`is_primary and employee_id in (select id from employees where employee_no like 'B1%')`)).toBe(1203);
    const [audit] = await queryRows<{ after: Json }>(t.db, sql`select after from audit_log where action = 'import' order by id desc limit 1`);
    expect(audit!.after).toMatchObject({ total: 1204, valid: 1203, invalid: 1, imported: 1203 });
  });

  it('a row the database refuses is reported; the rows around it are written', async () => {
    // Stand-ins for what only the database sees: a check failing on one row, and a 사번 another
    // writer takes between validation and insert (the trigger writes it first).
    await t.db.execute(
      sql.raw(`create function import_test_refuse() returns trigger language plpgsql as $$
        begin
          if new.name_kor = '거절' then raise exception 'refused'; end if;
          if new.name_kor = '새치기' then insert into employees (employee_no, name_kor) values (new.employee_no, '먼저온직원'); end if;
          return new;
        end $$`),
    );
    await t.db.execute(sql.raw(`create trigger import_test_refuse before insert on employees for each row execute function import_test_refuse()`));
    try {
      const report = body(
        await upload(
          await workbook([
            row({ person_name: '앞', employee_number: 'R1' }),
            row({ person_name: '거절', employee_number: 'R2' }),
            row({ person_name: '새치기', employee_number: 'R3' }),
            row({ person_name: '뒤', employee_number: 'R4' }),
          ]),
          { validateOnly: 'false' },
        ),
      );
      expect(report.rows.map((r: Json) => [r.employeeNo, r.status, r.errors])).toEqual([
        ['R1', 'valid', {}],
        ['R2', 'invalid', { 행: '데이터베이스에 저장하지 못했습니다. 값을 확인한 뒤 다시 시도해주세요.' }],
        ['R3', 'duplicate', { 사번: '이미 사용 중인 사번입니다.' }],
        ['R4', 'valid', {}],
      ]);
      expect(report).toMatchObject({ total: 4, valid: 2, invalid: 1, duplicates: 1, imported: 2 });
      const names = await queryRows<{ name: string }>(t.db, sql`select name_kor as name from employees where employee_no like 'R_' order by employee_no`);
      expect(names.map((n) => n.name)).toEqual(['앞', '먼저온직원', '뒤']);
      expect(await count('audit_log', sql`action = 'create' and target_id in (select id::text from employees where employee_no like 'R_')`)).toBe(2);
    } finally {
      await t.db.execute(sql.raw(`drop trigger import_test_refuse on employees`));
      await t.db.execute(sql.raw(`drop function import_test_refuse()`));
    }
  });

  it('a failure after the rows are written leaves nothing: records, audit and access rows share one transaction', async () => {
    await t.db.execute(sql.raw(`create function import_test_fail() returns trigger language plpgsql as $$ begin raise exception 'no summary'; end $$`));
    await t.db.execute(sql.raw(`create trigger import_test_fail before insert on audit_log for each row when (new.action = 'import') execute function import_test_fail()`));
    try {
      const before = await written();
      const res = await upload(await workbook([row({ person_name: '사라짐', employee_number: 'F1' })]), { validateOnly: 'false' }, 'hr.manager', '직원.xlsx', ndjson);
      expect(res.statusCode).toBe(200);
      expect(lines(res.payload).at(-1)).toMatchObject({ error: { code: 'DATABASE_ERROR' } });
      expect(await written()).toEqual(before);
    } finally {
      await t.db.execute(sql.raw(`drop trigger import_test_fail on audit_log`));
      await t.db.execute(sql.raw(`drop function import_test_fail()`));
    }
  });
});

describe('progress lines (Accept: application/x-ndjson)', () => {
  it('a write line after each chunk is checked and written, and the report the plain answer gives as the last line', async () => {
    const file = await workbook(Array.from({ length: 1100 }, (_, i) => row({ person_name: `진행${i}`, employee_number: `P${10000 + i}` })));
    const plain = body(await upload(file));
    const res = await upload(file, { validateOnly: 'false' }, 'hr.manager', '직원.xlsx', ndjson);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const got = lines(res.payload);
    const progress = got.slice(0, -1).map((l) => ('phase' in l ? [l.phase, l.done, l.total] : l));
    expect(progress).toEqual([
      ['write', 0, 1100],
      ['write', 500, 1100],
      ['write', 1000, 1100],
      ['write', 1100, 1100],
    ]);
    expect(got.at(-1)).toEqual({ report: { ...plain, imported: 1100 } });
  });

  it('validateOnly: validate lines only, nothing written; the total is the sheet\'s row count until the last line', async () => {
    const before = await written();
    // Rows 3-4 are blank but styled: the sheet holds them, the report does not.
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('직원');
    ws.addRow(importColumns.map((c) => c.header));
    ws.addRow(row({ person_name: '검사만', employee_number: 'V1' }));
    for (const n of [3, 4]) ws.getRow(n).getCell(1).border = { top: { style: 'thin' } };
    ws.getRow(5).getCell(1).value = '검사둘';
    const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()), {}, 'hr.manager', '직원.xlsx', ndjson);
    const got = lines(res.payload);
    expect(got.slice(0, -1)).toEqual([
      { phase: 'validate', done: 0, total: 4 },
      { phase: 'validate', done: 2, total: 4 },
      { phase: 'validate', done: 2, total: 2 },
    ]);
    expect(got.at(-1)).toMatchObject({ report: { total: 2, valid: 2 } });
    expect(await written()).toEqual(before);
  });

  it('a file the server cannot read answers a plain Korean 400, not a stream', async () => {
    const res = await upload(Buffer.from('이름\n김'), {}, 'hr.manager', 'people.xlsx', ndjson);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 'VALIDATION_ERROR', message: '올바른 Excel(.xlsx) 파일이 아닙니다.' });
  });
});

describe('the row cap', () => {
  it(`refuses more than ${maxImportRows.toLocaleString('en')} rows with a Korean 400`, async () => {
    const chunks: Buffer[] = [];
    const stream = new (await import('node:stream')).Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
    const ws = wb.addWorksheet('직원');
    ws.addRow(['이름']).commit();
    for (let i = 0; i <= maxImportRows; i++) ws.addRow([`직원${i}`]).commit();
    await wb.commit();
    const res = await upload(Buffer.concat(chunks));
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('한 번에 50,000행까지 가져올 수 있습니다. 파일을 나눠 주세요.');
  });
});

describe('reading the file as a stream', () => {
  const people = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => row({ person_name: `${prefix}${i}`, employee_number: `${prefix}${1000 + i}` }));

  it('rows come in chunks of 500, the estimate from the sheet\'s row tags', async () => {
    const file = await openImportFile(await workbook(people('청크', 1201)));
    expect(file.estimate).toBe(1201);
    const sizes: number[] = [];
    for await (const chunk of file.chunks) sizes.push(chunk.length);
    expect(sizes).toEqual([500, 500, 201]);
  });

  it('reads zips the way other tools write them: junk between entries, sizes after the data, stored sheets, the workbook last', async () => {
    const xlsx = rezip(await workbook([row({ person_name: '지퍼', employee_number: 'Z1' }), row({ person_name: '두번째', employee_number: 'Z2', email: 'bad' })]), {
      first: ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml'],
      padding: 7,
      descriptors: true,
      stored: ['xl/worksheets/sheet1.xml'],
    });
    const report = body(await upload(xlsx));
    expect(report.rows.map((r: Json) => [r.row, r.employeeNo, r.status])).toEqual([
      [2, 'Z1', 'valid'],
      [3, 'Z2', 'invalid'],
    ]);
  });

  it('a sheet that breaks after two chunks were written leaves nothing: a Korean 400, or the error as the last line', async () => {
    const before = await written();
    const xlsx = rezip(await workbook(people('깨짐', 1200)), {
      edit: (name, bytes) => (name === 'xl/worksheets/sheet1.xml' ? Buffer.from(bytes.toString().replace('<row r="1190"', '<row r="1190"><<')) : bytes),
    });
    const res = await upload(xlsx, { validateOnly: 'false' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 'VALIDATION_ERROR', message: '올바른 Excel(.xlsx) 파일이 아닙니다.' });
    const streamed = lines((await upload(xlsx, { validateOnly: 'false' }, 'hr.manager', '직원.xlsx', ndjson)).payload);
    expect(streamed.slice(0, -1)).toEqual([0, 500, 1000].map((done) => ({ phase: 'write', done, total: 1200 })));
    expect(streamed.at(-1)).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: '올바른 Excel(.xlsx) 파일이 아닙니다.' } });
    expect(await written()).toEqual(before);
  });

  it('the cap counts rows with values: styled blank rows past it are no reason to refuse', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('직원');
    ws.addRow(['이름']);
    for (let n = 2; n <= 9; n++) ws.getRow(n).getCell(1).value = `직원${n}`;
    for (let n = 10; n <= 14; n++) ws.getRow(n).getCell(1).border = { top: { style: 'thin' } };
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const opened = await openImportFile(file, 10);
    expect(opened.estimate).toBe(13);
    let rows = 0;
    for await (const chunk of opened.chunks) rows += chunk.length;
    expect(rows).toBe(8);
    await expect(openImportFile(file, 7)).rejects.toMatchObject({ message: '한 번에 7행까지 가져올 수 있습니다. 파일을 나눠 주세요.' });
  });
});
