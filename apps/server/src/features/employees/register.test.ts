import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { body, createTestApp, requester, signedInUsers, type Requester, type TestApp } from '../../test/app';

/** Issue 29 item 5: the registration screen's endpoint (POST register) and what it stores. */

const base = '/api/mongo/employees';
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
let team = '';

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [['hr.manager', 'hr_manager']]);
  const [corp] = await queryRows<{ id: string }>(t.db, sql`insert into corporations (name, corporate_type) values ('한빛등록', 'OPERATING') returning id`);
  const [unit] = await queryRows<{ id: string }>(t.db, sql`insert into org_units (name, level, unit_type, corporation_id) values ('등록팀', 3, 'TEAM', ${corp!.id}) returning id`);
  team = unit!.id;
});
afterAll(() => t.close());

const count = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from employees`))[0]!.n;

describe('POST register (the registration screen)', () => {
  it('refuses a registration without 이름, 입사일, 소속 and 고용형태: 400, Korean message per field, nothing written', async () => {
    const before = await count();
    const res = await api('POST', `${base}/register`, as['hr.manager']!, { employee: { employee_number: 'RQ001' }, person: { email: 'rq1@gmail.com' } });
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe('VALIDATION_ERROR');
    expect(body(res).details.fields).toMatchObject({
      'employee.person_name': '이름(한글)을 입력해주세요.',
      'employee.hire_date': '입사일을 입력해주세요.',
      'employee.corporation_id': '소속을 선택해주세요.',
      'employee.work_form': '고용형태를 선택해주세요.',
    });
    expect(await count()).toBe(before);
  });

  it('keeps the other create paths as they were: POST employees with only a name still creates', async () => {
    const res = await api('POST', base, as['hr.manager']!, { personal: { nameKor: '이름만' } });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('stores 회사 이메일 and 개인 이메일 each in its own place', async () => {
    const res = await api('POST', `${base}/register`, as['hr.manager']!, {
      employee: { person_name: '한메일', employee_number: 'RQ002', hire_date: '2026-03-02', work_form: '정규직', team_id: team },
      person: { email: 'hanmail@gmail.com', company_email: 'hanmail@hanbit.co.kr' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const e = body(res);
    expect(e.accounts.email).toBe('hanmail@hanbit.co.kr');
    expect(e.personal.emailPersonal).toBe('hanmail@gmail.com');
    expect(e.organization.team).toBe('등록팀');
  });

  it('a personal e-mail alone is not a company e-mail', async () => {
    const res = await api('POST', `${base}/register`, as['hr.manager']!, {
      employee: { person_name: '개인만', employee_number: 'RQ003', hire_date: '2026-03-02', work_form: '계약직', team_id: team },
      person: { email: 'solo@gmail.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(body(res).accounts.email).toBe('');
    expect(body(res).personal.emailPersonal).toBe('solo@gmail.com');
    expect(body(res).warnings).toContain('회사 이메일이 비어 있습니다.');
  });

  it('reports a malformed or taken 회사 이메일 at its own field', async () => {
    const res = await api('POST', `${base}/register`, as['hr.manager']!, {
      employee: { person_name: '중복', employee_number: 'RQ004', hire_date: '2026-03-02', work_form: '정규직', team_id: team },
      person: { email: 'dup@gmail.com', company_email: 'hanmail@hanbit.co.kr' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).details.fields).toEqual({ 'person.company_email': '이미 사용 중인 회사 이메일입니다.' });
  });
});
