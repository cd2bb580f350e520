import { deflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { appointmentTypeLabels, appointmentTypes } from '@saram/shared/appointments/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { multipart } from '../../test/multipart';
import { bearer, body, createTestApp, createTestUser, login, requester, type Json, type Requester, type TestApp } from '../../test/app';
import { applyDue } from './apply';

/** 일괄 발령 (Excel), the 인사발령 notice, editing drafts, and 겸직 as a concurrent post. */

const base = '/api/appointments';
const org = '/api/v1/organizational-hierarchy';
let t: TestApp;
let api: Requester;
// 2026-12-01 14:00 in Seoul.
const current = new Date('2026-12-01T05:00:00Z');
const h: Record<string, Record<string, string>> = {};
const users: Record<string, string> = {};
const people: Record<string, string> = {};
const units: Record<string, string> = {};

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.db, q);
const count = async (table: string) => (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

async function unit(name: string, unitType: string, parentId?: string, corporationId?: string): Promise<string> {
  const res = await api('POST', `${org}/units`, h['hr.lead']!, { unitName: name, unitType, ...(parentId ? { parentId } : {}), ...(corporationId ? { corporationId } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return body(res).id as string;
}

async function person(key: string, name: string, no: string, corporationId: string, account?: string) {
  const [row] = await rows<{ id: string }>(
    sql`insert into employees (employee_no, name_kor, hire_date, team, team_id, corporation_id, job_grade, job_title, record)
        values (${no}, ${name}, '2024-03-01', '팀A', ${units.teamA}, ${corporationId}, '대리', '팀원', '{}'::jsonb) returning id`,
  );
  people[key] = row!.id;
  if (account) await t.db.execute(sql`update users set employee_id = ${row!.id} where id = ${users[account]}`);
}

const header = ['사번', '발령 유형', '발령일', '발령 조직', '직급', '직책', '직무', '발령 사유'];

async function sheet(lines: (string | Date)[][], head = header): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('일괄 발령');
  ws.addRow(head);
  for (const line of lines) ws.addRow(line);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(data: Buffer, who = 'hr.staff', fields: Record<string, string> = {}) {
  const form = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename: '2027_정기승진.xlsx', data }]);
  return t.app.inject({ method: 'POST', url: `${base}/batches`, headers: { ...h[who]!, ...form.headers }, payload: form.payload });
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => current });
  api = requester(t);
  for (const [loginId, role] of [
    ['hr.lead', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['hr.other', 'hr_staff'],
    ['hr.scoped', 'hr_staff'],
    ['approver', 'employee'],
    ['worker', 'employee'],
  ] as const) {
    users[loginId] = (await createTestUser(t, loginId, [role])).id;
    h[loginId] = bearer((await login(t, loginId)).token.access_token);
  }
  const [corp] = await rows<{ id: string }>(sql`insert into corporations (name, corporate_type, representative) values ('한빛소프트', 'OPERATING', '김대표') returning id`);
  units.bu = await unit('플랫폼사업부', 'BUSINESS_UNIT', undefined, corp!.id);
  units.div = await unit('개발본부', 'DIVISION', units.bu);
  units.teamA = await unit('팀A', 'TEAM', units.div);
  units.teamB = await unit('팀B', 'TEAM', units.div);
  await t.db.execute(sql`update org_units set code = 'T-B' where id = ${units.teamB}`);
  await person('staff', '박인사', 'A001', corp!.id, 'hr.staff');
  await person('approver', '이결재', 'A002', corp!.id, 'approver');
  await person('one', '최하늘', 'A003', corp!.id);
  await person('two', '정바다', 'A004', corp!.id);
  for (const type of ['promotion', 'transfer', 'concurrent']) {
    const res = await api('PUT', `${base}/approval-lines`, h['hr.lead']!, { corporation_id: null, type, steps: [{ kind: 'employee', employee_id: people.approver }] });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);
afterAll(() => t.close());

/** A one-entry zip (deflated) claiming 1 KB unzipped, as an .xlsx's container; the CRC is left 0 (the size check reads no further). */
function zipOf(name: string, raw: Buffer): Buffer {
  const data = deflateRawSync(raw);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(raw.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1024, 24); // the declared unzipped size lies
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + file.length, 12);
  end.writeUInt32LE(30 + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

describe('일괄 발령 from Excel', () => {
  it('offers a template with Korean headers, to HR only', async () => {
    const res = await api('GET', `${base}/batches/template`, h['hr.staff']!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    // The type column offers the types in the cell; the guide sheet names them too.
    const validations = (wb.worksheets[0] as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }).dataValidations.model;
    expect([...new Set(Object.values(validations).map((v) => v.formulae[0]))]).toEqual([`"${appointmentTypes.map((t) => appointmentTypeLabels[t]).join(',')}"`]);
    const guide = wb.getWorksheet('작성 안내')!.getColumn(1).values.filter(Boolean).map(String);
    expect(guide[0]).toBe('일괄 발령 양식 작성 안내');
    expect(guide).toContain(`· 발령 유형: ${appointmentTypes.map((t) => appointmentTypeLabels[t]).join(', ')}`);
    expect((await api('GET', `${base}/batches/template`, h.worker!)).statusCode).toBe(403);
  });

  it('refuses a sheet with bad rows, listing row, column and a Korean message, and writes nothing', async () => {
    const res = await upload(
      await sheet([
        ['A003', '승진', '2027-01-01', '', '과장', '', '', '정기 승진'],
        ['Z999', '승진', '2027-01-01', '', '과장', '', '', ''],
        ['A004', '전근', '2027-13-01', '', '', '', '', ''],
        ['A004', '전보', '2027-01-01', '없는팀', '', '', '', ''],
        ['A004', '전보', '2027-01-01', '팀A', '', '', '', ''],
      ]),
    );
    expect(res.statusCode, res.body).toBe(400);
    const answer = body(res);
    expect(answer.message).toBe('4개 행에 오류가 있어 아무것도 등록하지 않았습니다. 오류를 고친 뒤 다시 올려주세요.');
    expect(answer.details.rows).toEqual([
      { row: 3, field: '사번', message: '사번 Z999인 직원이 없습니다.' },
      { row: 4, field: '발령 유형', message: expect.stringContaining('발령 유형은 입사, 승진, 전보') },
      { row: 4, field: '발령일', message: '발령일을 YYYY-MM-DD 형식으로 입력해주세요.' },
      { row: 5, field: '발령 조직', message: "'없는팀' 조직을 찾을 수 없습니다. 조직명이나 조직 코드를 확인해주세요." },
      { row: 6, field: '발령 조직', message: '현재 소속과 같은 조직입니다.' },
    ]);
    expect(await count('appointments')).toBe(0);
    expect(await count('appointment_batches')).toBe(0);
  });

  it('refuses a file that is not the template or not a workbook, and people without the permission', async () => {
    const wrong = await upload(await sheet([['A003']], ['이름']));
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).details.fields.file).toContain('양식의 머리글이 없습니다: 사번, 발령 유형, 발령일');
    const junk = await upload(Buffer.from('not a workbook'));
    expect(body(junk).details.fields.file).toBe('올바른 Excel(.xlsx) 파일이 아닙니다.');
    // A zip whose sheet inflates to 60 MB (58 KB uploaded): refused before any Excel reader opens it.
    const bomb = await upload(zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024)));
    expect(bomb.statusCode).toBe(400);
    expect(body(bomb).details.fields.file).toBe('파일의 압축을 푼 크기가 너무 큽니다.');
    expect((await upload(await sheet([]))).statusCode).toBe(400);
    expect((await upload(await sheet([['A003', '승진', '2027-01-01', '', '과장']]), 'worker')).statusCode).toBe(403);
  });

  let batchId: string;
  it('files every row of a valid sheet as one numbered batch in one transaction, audited', async () => {
    const res = await upload(
      await sheet([
        ['A003', '승진', new Date(Date.UTC(2027, 0, 1)), '', '과장', '', '', '2027년 정기 승진'],
        ['A004', '전보', '2027.1.1', 'T-B', '', '', '', '조직 개편'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const answer = body(res);
    batchId = answer.batch.id;
    expect(answer.batch).toMatchObject({ number: '2026-발령-001', count: 2, submitted: true, filename: '2027_정기승진.xlsx' });
    expect(answer.data.map((a: Json) => [a.employee.employee_no, a.type, a.status, a.effectiveDate, a.batch.number])).toEqual([
      ['A003', 'promotion', 'pending', '2027-01-01', '2026-발령-001'],
      ['A004', 'transfer', 'pending', '2027-01-01', '2026-발령-001'],
    ]);
    expect(answer.data[1].unit_path).toBe('플랫폼사업부 > 개발본부 > 팀B');
    const [audit] = await rows<{ after: Json }>(sql`select after from audit_log where action = 'appointments.batch'`);
    expect(audit!.after).toMatchObject({ number: '2026-발령-001', count: 2, submitted: true });
    const listed = body(await api('GET', `${base}?batch_id=${batchId}`, h['hr.lead']!));
    expect(listed.total).toBe(2);

    const drafts = await upload(await sheet([['A004', '직책 임면', '2027-02-01', '', '', '파트장', '', '']]), 'hr.staff', { submit: 'false' });
    expect(drafts.statusCode, drafts.body).toBe(201);
    expect(body(drafts).batch.number).toBe('2026-발령-002');
    expect(body(drafts).data[0].status).toBe('draft');
  });

  it('refuses at once a sheet whose type has no approval line when submitting', async () => {
    const res = await upload(await sheet([['A003', '휴직', '2027-03-01', '', '', '', '', '']]));
    expect(res.statusCode).toBe(400);
    expect(body(res).details.rows[0]).toMatchObject({ row: 2, field: '발령 유형', message: expect.stringContaining('휴직 발령의 결재선이 설정되지 않았습니다') });
  });

  it('prints the batch notice (PDF) and a single appointment’s', async () => {
    const res = await api('GET', `${base}/batches/${batchId}/notice.pdf`, h['hr.staff']!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('인사발령_2026-발령-001.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const one = body(await api('GET', `${base}?batch_id=${batchId}`, h['hr.lead']!)).data[0];
    const single = await api('GET', `${base}/${one.id}/notice.pdf`, h['hr.staff']!);
    expect(single.statusCode).toBe(200);
    expect((await api('GET', `${base}/batches/00000000-0000-4000-8000-000000000000/notice.pdf`, h['hr.staff']!)).statusCode).toBe(404);
    expect((await api('GET', `${base}/batches/${batchId}/notice.pdf`, h.worker!)).statusCode).toBe(403);
    // HR granted a unit where none of the batch's people work: the batch is not there for them.
    const empty = await unit('팀C', 'TEAM', units.div);
    await t.db.execute(sql`update user_roles set scope_type = 'unit', scope_unit_ids = array[${empty}]::uuid[] where user_id = ${users['hr.scoped']!}`);
    const scoped = bearer((await login(t, 'hr.scoped')).token.access_token);
    const hidden = await api('GET', `${base}/batches/${batchId}/notice.pdf`, scoped);
    const missing = await api('GET', `${base}/batches/00000000-0000-4000-8000-000000000000/notice.pdf`, scoped);
    expect(hidden.statusCode).toBe(404);
    expect(body(hidden).message).toBe(body(missing).message);
  });
});

describe('editing a draft', () => {
  let id: string;
  it('lets the author edit their draft with the same checks; others and submitted ones cannot', async () => {
    const draft = body(await api('POST', base, h['hr.staff']!, { employee_id: people.one, type: 'transfer', effectiveDate: '2027-01-02', change: { unitId: units.teamB }, submit: false }));
    id = draft.id;
    expect(draft.can.edit).toBe(true);
    const patch = (payload: object, who = 'hr.staff') => t.app.inject({ method: 'PATCH', url: `${base}/${id}`, headers: h[who]!, payload });
    const bad = await patch({ type: 'transfer', effectiveDate: '2027-01-02', change: { unitId: units.teamA } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields['change.unitId']).toBe('현재 소속과 같은 조직입니다.');
    const other = await patch({ type: 'promotion', effectiveDate: '2027-01-03', change: { jobGrade: '차장' } }, 'hr.other');
    expect(other.statusCode).toBe(403);
    expect(body(other).message).toBe('인사발령은 작성한 사람만 수정할 수 있습니다.');
    const ok = await patch({ type: 'promotion', effectiveDate: '2027-01-03', reason: '고과 반영', change: { jobGrade: '차장' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok)).toMatchObject({ type: 'promotion', effectiveDate: '2027-01-03', reason: '고과 반영', change: { jobGrade: '차장' }, status: 'draft' });
    expect(body(ok).events.map((e: Json) => e.action)).toEqual(['create', 'update']);
    // A partial update keeps what it does not send; a wrong value or an empty body changes nothing.
    const dated = await patch({ effectiveDate: '2027-01-05' });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(body(dated)).toMatchObject({ type: 'promotion', effectiveDate: '2027-01-05', reason: '고과 반영', change: { jobGrade: '차장' } });
    for (const wrong of [{ effectiveDate: '2027/01/06' }, { type: 'demotion' }, { reason: 'x'.repeat(1001) }, { change: { unitId: 'nope' } }, { status: 'effective' }, {}]) {
      const refused = await patch(wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(body(refused).message).toBeTruthy();
    }
    expect(body(await api('GET', `${base}/${id}`, h['hr.staff']!))).toMatchObject({ type: 'promotion', effectiveDate: '2027-01-05', reason: '고과 반영', change: { jobGrade: '차장' }, status: 'draft' });
    expect(await count('audit_log')).toBeGreaterThan(0);
    expect((await api('PUT', `${base}/${id}/submit`, h['hr.staff']!, {})).statusCode).toBe(200);
    const late = await patch({ type: 'promotion', effectiveDate: '2027-01-04', change: { jobGrade: '차장' } });
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toContain('작성중인 발령만 수정할 수 있습니다');
  });
});

describe('겸직', () => {
  it('adds a concurrent post in the target unit when it takes effect; the primary post and record stay', async () => {
    const res = await api('POST', base, h['hr.staff']!, { employee_id: people.two, type: 'concurrent', effectiveDate: '2026-12-01', change: { unitId: units.teamB, jobTitle: 'TF장' } });
    expect(res.statusCode, res.body).toBe(201);
    const id = body(res).id;
    expect((await api('PUT', `${base}/${id}/approve`, h.approver!, {})).statusCode).toBe(200);
    await applyDue(t.db, current);
    expect(body(await api('GET', `${base}/${id}`, h['hr.lead']!)).status).toBe('effective');
    const posts = await rows<{ unit_id: string; is_primary: boolean; role: string | null }>(sql`select unit_id, is_primary, role from unit_members where employee_id = ${people.two} order by is_primary desc`);
    expect(posts).toContainEqual({ unit_id: units.teamB, is_primary: false, role: 'TF장' });
    const [record] = await rows<{ team_id: string; job_title: string }>(sql`select team_id, job_title from employees where id = ${people.two}`);
    expect(record).toEqual({ team_id: units.teamA, job_title: '팀원' });
    const again = await api('POST', base, h['hr.staff']!, { employee_id: people.two, type: 'concurrent', effectiveDate: '2026-12-05', change: { unitId: units.teamA } });
    expect(body(again).details.fields['change.unitId']).toBe('현재 주 소속 조직에는 겸직할 수 없습니다.');
  });
});

describe('the approver status (the sidebar’s 발령 결재함)', () => {
  it('is true for someone on an approval line, with what waits for them; false for others', async () => {
    const mine = await api('GET', `${base}/inbox/status`, h.approver!);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(body(mine)).toEqual({ approver: true, waiting: 3 });
    expect(body(await api('GET', `${base}/inbox/status`, h.worker!))).toEqual({ approver: false, waiting: 0 });
  });
});
