import { randomBytes } from 'node:crypto';
import { faker as fakerKO } from '@faker-js/faker/locale/ko';
import { checkRrn } from '@saram/shared/korea';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { demoAccounts, seedDemo } from './seed';
import { systemActor } from '../lib/auth/actor';
import { bearer, createTestApp, login, type TestApp } from '../test/app';
import { generateEmployees } from './employee-generator';
import { romanize } from 'es-hangul';
import { splitName } from './person-parts';
import { demoEmployeeCount, seedDemoEmployees } from './employees';
import { newHireChannel, newHirePlans } from './new-hires';
import { recruitmentPlans } from './recruitment';
import { resignationPlans } from './resignations';
import { bulkRowValues } from '../features/employees/import/employee-bulk';
import { decryptRrn, decryptSalary } from '../features/employees/employee-record';
import { decryptField } from '../lib/auth/crypto';

const password = 'demo-password-for-tests-only';
let t: TestApp;
let seedMs = 0;
beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  await seedDemo(t.db, systemActor('test'), password, t.secrets.encryptionKey);
  seedMs = performance.now() - started;
}, 120_000);
afterAll(() => t.close());

type Row = Record<string, unknown>;
/** The generated employees (the demo new hires of new-hires.ts and the hires from recruitment follow their own plans). */
const generated = sql`(coalesce(record->'applicationInfo'->>'applyChannel', '') <> ${newHireChannel} and id not in (select employee_id from applicants where employee_id is not null))`;
/** Applicants the recruitment demo turned into employees: no RRN, salary or company e-mail yet. */
const recruited = recruitmentPlans.flatMap((p) => p.integrate ?? []).length;
const total = demoEmployeeCount + newHirePlans.length + recruited;
const rows = (q: ReturnType<typeof sql>) => queryRows<Row>(t.db, q);

describe('demo employees', () => {
  it('seeds about 300 employees with unique numbers and e-mails, in a few seconds', async () => {
    const [n] = await rows(sql`select count(*)::int as n, count(distinct employee_no)::int as numbers, count(distinct lower(email))::int as emails from employees`);
    expect(n).toEqual({ n: total, numbers: total, emails: total - recruited });
    const numbers = await rows(sql`select employee_no, hire_date::text as hire from employees`);
    for (const r of numbers) expect(String(r.employee_no).slice(0, 4)).toBe(String(r.hire).slice(0, 4));
    expect(numbers.every((r) => /^20(0[89]|1\d|2\d)\d{4}$/.test(String(r.employee_no)))).toBe(true);
    console.info(`demo seed (accounts, organisation, ${demoEmployeeCount} employees): ${(seedMs / 1000).toFixed(1)} s`);
  });

  it('stores every RRN encrypted, matching birth date and sex, never in plain text', async () => {
    const all = await rows(sql`select rrn_enc, salary_enc, record from employees where id not in (select employee_id from applicants where employee_id is not null)`);
    const plain: string[] = [];
    expect(all.every((r) => typeof r.rrn_enc === 'string' && String(r.rrn_enc).startsWith('v1.'))).toBe(true);
    expect(all.every((r) => typeof r.salary_enc === 'string')).toBe(true);
    for (const r of all) {
      const rrn = decryptRrn({ rrnEnc: r.rrn_enc as string }, t.secrets.encryptionKey);
      const personal = (r.record as { personal: { birthDate: string; gender: string; nationality: string; rrn: string } }).personal;
      const check = checkRrn(rrn);
      expect(check).toMatchObject({ valid: true, birthDate: personal.birthDate });
      expect(check.warning).toBeUndefined();
      expect(Number(rrn[7]) % 2 === 1 ? '남' : '여').toBe(personal.gender);
      expect(Number(rrn[7]) >= 5).toBe(personal.nationality !== '대한민국');
      expect(personal.rrn).toBe('');
      plain.push(rrn, rrn.replace('-', ''));
    }
    // No RRN in any column of the employees, the audit or the access records: a dump shows none.
    const [dump] = await rows(
      sql`select (select string_agg(t::text, ' ') from employees t) || (select string_agg(a::text, ' ') from audit_log a) || (select string_agg(a::text, ' ') from access_log a) as text`,
    );
    const text = String(dump!.text);
    expect(text.length).toBeGreaterThan(100_000);
    expect(plain.filter((rrn) => text.includes(rrn))).toEqual([]);
  });

  it('places people in the demo tree: headcounts, heads, the demo accounts linked', async () => {
    const admin = bearer((await login(t, 'hr.manager', password)).token.access_token);
    type Node = { unitName: string; level: number; headcount: number; children: Node[] };
    const tree = (await t.app.inject({ url: '/api/v1/organizational-hierarchy/tree?includeHeadcount=true', headers: admin })).json() as { data: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const units = flat(tree.data);
    expect(units.filter((u) => u.level === 1).every((u) => u.headcount > 0)).toBe(true);
    // Retired people keep their placement on record but hold no post.
    const [{ working }] = (await queryRows<{ working: number }>(t.db, sql`select count(*)::int as working from employees where employment_status <> '퇴직'`)) as [{ working: number }];
    expect(working).toBeLessThan(total);
    expect(units.filter((u) => u.level === 1).reduce((n, u) => n + u.headcount, 0)).toBe(working);
    expect(units.find((u) => u.unitName === '백엔드팀')!.headcount).toBeGreaterThan(5);
    const [posts] = await rows(sql`select count(*)::int as n from unit_members where is_primary`);
    expect(posts!.n).toBe(working);
    const heads = await rows(sql`select job_title, count(*)::int as n from employees group by job_title`);
    expect(Object.fromEntries(heads.map((h) => [h.job_title, h.n]))).toMatchObject({ 팀장: expect.any(Number), 파트장: expect.any(Number), 본부장: expect.any(Number), 팀원: expect.any(Number) });
    const logins = demoAccounts.map((a) => a.loginId);
    const linked = await rows(
      sql`select u.login_id, e.name_kor, e.team, e.job_title from users u join employees e on e.id::text = u.employee_id where u.login_id in ${logins} order by u.login_id`,
    );
    expect(linked).toContainEqual({ login_id: 'employee', name_kor: '남궁도윤', team: '백엔드팀', job_title: '팀원' });
    expect(linked).toContainEqual({ login_id: 'hr.manager', name_kor: '김지현', team: '인사팀', job_title: '팀장' });
    expect(linked).toHaveLength(6);
  });

  it('has the mix the screens need: statuses, employment types, foreign staff, compound surnames, new hires', async () => {
    const count = async (where: ReturnType<typeof sql>) => Number((await rows(sql`select count(*)::int as n from employees where ${where}`))[0]!.n);
    expect(await count(sql`employment_status = '휴직'`)).toBeGreaterThanOrEqual(20);
    expect(await count(sql`employment_status = '퇴직' and not is_active and termination_date is not null`)).toBeGreaterThanOrEqual(15);
    for (const type of ['계약직', '인턴', '파견']) expect(await count(sql`employment_type = ${type}`)).toBeGreaterThan(0);
    expect(await count(sql`employment_type = '정규직'`)).toBeGreaterThan(demoEmployeeCount * 0.7);
    expect(await count(sql`record->'personal'->'visa'->>'type' in ('E-7', 'F-2')`)).toBeGreaterThanOrEqual(4);
    expect(await count(sql`left(name_kor, 2) in ('남궁', '제갈', '선우', '황보', '독고')`)).toBeGreaterThanOrEqual(4);
    expect(await count(sql`hire_date >= '2026-01-01' and record->'newbieChecklist'->>'isCompleted' = 'false' and record->'organization'->>'probationEndDate' > hire_date::text`)).toBeGreaterThan(0);
    expect(await count(sql`(hire_date < '2008-01-01' or hire_date > '2026-11-21') and ${generated}`)).toBe(0);
    expect(await count(sql`record->'personal'->'militaryService'->>'type' = '군필'`)).toBeGreaterThan(50);
    // 내 정보 has something to show: an emergency contact (the spouse when married) and a salary account in the person's name.
    expect(await count(sql`coalesce(record->'personal'->'emergencyContact'->>'phone', '') !~ '^010-\\d{4}-\\d{4}$' and ${generated}`)).toBe(0);
    const accounts = await rows(sql`select name_kor, bank_enc from employees where ${generated}`);
    const badAccounts = accounts.filter((r) => {
      const bank = r.bank_enc ? (JSON.parse(decryptField(t.secrets.encryptionKey, String(r.bank_enc))) as { accountHolder: string; accountNumber: string }) : null;
      return !bank || bank.accountHolder !== r.name_kor || !/^[0-9-]{12,}$/.test(bank.accountNumber);
    });
    expect(badAccounts).toEqual([]);
    expect(await count(sql`jsonb_path_exists(record, '$.personal.dependentDetails[*] ? (@.relationship == "배우자")') and coalesce(record->'personal'->'emergencyContact'->>'relationship', '') <> '배우자'`)).toBe(0);
    // Dates agree: studies end before joining, nobody joins before 22, interns are 사원.
    expect(await count(sql`record->'educationRecords'->-1->>'endDate' > hire_date::text`)).toBe(0);
    expect(await count(sql`hire_date < (record->'personal'->>'birthDate')::date + interval '22 years'`)).toBe(0);
    expect(await count(sql`employment_type = '인턴' and job_grade <> '사원'`)).toBe(0);

    const retired = await rows(sql`select resignation_type, record->'resignation' as r from employees where employment_status = '퇴직'`);
    expect(new Set(retired.map((r) => r.resignation_type))).toEqual(new Set(['자진퇴사', '권고사직', '계약만료', '정년퇴직']));
    expect(retired.every((r) => (r.r as { status: string }).status === 'approved')).toBe(true);
  });

  it('answers the retired list and a 휴직 filter through the API', async () => {
    const hr = bearer((await login(t, 'hr.manager', password)).token.access_token);
    const retired = (await t.app.inject({ url: '/api/mongo/employees/retired?limit=5', headers: hr })).json() as { total: number; data: { termination_reason: string }[] };
    expect(retired.total).toBeGreaterThan(10);
    expect(retired.data[0]!.termination_reason).not.toBe('');
    const leave = (await t.app.inject({ url: `/api/mongo/employees/list?status=${encodeURIComponent('휴직')}&limit=5`, headers: hr })).json() as { total: number };
    expect(leave.total).toBeGreaterThan(10);
    const search = (await t.app.inject({ url: `/api/mongo/employees/list?searchTerm=${encodeURIComponent('ㄱ')}&limit=5`, headers: hr })).json() as { total: number };
    expect(search.total).toBeGreaterThan(30);
  });

  it('seeding again adds nothing', async () => {
    const seeded = await t.db.transaction((tx) =>
      seedDemoEmployees(tx, t.secrets.encryptionKey, systemActor('test'), new Map([['한빛소프트 > 플랫폼사업부', 'x']])),
    );
    expect(seeded).toBe(0);
    const [n] = await rows(sql`select count(*)::int as n from employees`);
    expect(n!.n).toBe(total);
  });
});

describe('demo new hires and their onboarding', () => {
  it('has a checklist in every state, chosen by the assignment rules; the generated employees have none', async () => {
    const hr = bearer((await login(t, 'hr.manager', password)).token.access_token);
    type Summary = { id: string; status: string; status_reason: string | null; template_name: string; progress: { required: number; requiredDone: number }; employee: { id: string; corporation: string; employment_type: string; days_left: number | null } };
    const list = (await t.app.inject({ url: '/api/mongo/checklist/instances?limit=200', headers: hr })).json() as { total: number; data: Summary[] };
    const byState = (status: string) => list.data.filter((d) => d.status === status);
    expect(list.total).toBe(newHirePlans.filter((p) => p.state !== 'none').length + recruited);
    const hires = await rows(sql`select id from employees where not ${generated}`);
    expect(list.data.every((d) => hires.some((h) => h.id === d.employee.id))).toBe(true);

    expect(byState('completed')).toHaveLength(1);
    const [completed] = await rows(sql`select record->'newbieChecklist' as n from employees where id = ${byState('completed')[0]!.employee.id}`);
    expect(completed!.n).toMatchObject({ isCompleted: true });
    expect(byState('rejected').map((d) => d.status_reason)).toEqual(['수습 평가 결과 기준 미달']);
    const open = byState('in_progress');
    const ready = open.filter((d) => d.progress.requiredDone === d.progress.required);
    expect(ready).toHaveLength(newHirePlans.filter((p) => p.state === 'ready').length);
    expect(open.filter((d) => d.progress.requiredDone === 0).length).toBeGreaterThanOrEqual(2);
    // 한빛소프트 정규직 → 개발직, 계약직 → 계약직 (more specific than the company), others → 사무직.
    for (const d of list.data) {
      const expected = d.employee.employment_type === '계약직' ? '계약직' : d.employee.corporation === '한빛소프트' ? '개발직' : '사무직';
      expect(d.template_name, JSON.stringify(d.employee)).toBe(expected);
    }
    expect(list.data.some((d) => d.employee.days_left !== null && d.employee.days_left > 80)).toBe(true);

    // In progress: a document awaiting 확인, a rejected one with its reason, sign-offs.
    const states = await rows(sql`select v.status, v.method, v.note from checklist_verifications v join checklist_instances i on i.id = v.instance_id where i.status = 'in_progress' and v.withdrawn_at is null`);
    expect(states.some((v) => v.method === 'document' && v.status === 'submitted')).toBe(true);
    expect(states.some((v) => v.method === 'document' && v.status === 'rejected' && String(v.note).length > 5)).toBe(true);
    expect(states.some((v) => v.method === 'sign_off' && v.status === 'verified')).toBe(true);
    const [doc] = await rows(sql`select v.id from checklist_verifications v where v.document_id is not null limit 1`);
    const file = await t.app.inject({ url: `/api/mongo/checklist/verifications/${String(doc!.id)}/document`, headers: hr });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toMatch(/%PDF-|\x89PNG/);
  });

  it('has resignations in every state a screen shows, filed by 인사 담당자 and decided by 인사 책임자', async () => {
    const hr = bearer((await login(t, 'hr.manager', password)).token.access_token);
    type Item = { id: string; status: string; employee_id: string; lastWorkingDate: string; requested_by_label: string; decided_by_label: string | null };
    const list = (await t.app.inject({ url: '/api/mongo/resignations?limit=50', headers: hr })).json() as { total: number; data: Item[] };
    expect(list.total).toBe(resignationPlans.length);
    expect(list.data.map((r) => r.status).sort()).toEqual(resignationPlans.map((p) => p.status).sort());
    expect(list.data.slice(0, 2).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(list.data.every((r) => r.requested_by_label === '박서준 (hr.staff)')).toBe(true);
    expect(list.data.find((r) => r.status === 'approved')!.decided_by_label).toBe('김지현 (hr.manager)');
    const upcoming = (await t.app.inject({ url: '/api/mongo/resignations/upcoming', headers: hr })).json() as { data: Item[] };
    expect(upcoming.data.map((r) => r.status)).toEqual(['approved']);
    const [record] = await rows(sql`select record->'resignation'->>'status' as status, employment_status from employees where id = ${upcoming.data[0]!.employee_id}`);
    expect(record).toEqual({ status: 'approved', employment_status: '재직' });
    const history = (await t.app.inject({ url: `/api/mongo/resignations/${upcoming.data[0]!.id}/history`, headers: hr })).json() as { data: { action: string }[] };
    expect(history.data.map((e) => e.action)).toEqual(['request', 'approve']);
    expect(((await t.app.inject({ url: '/api/mongo/resignations/pending/count', headers: hr })).json() as { count: number }).count).toBe(2);
  });
});

describe('demo evaluations', () => {
  type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads JSON freely
  const get = async (url: string, headers: Record<string, string>) => (await t.app.inject({ url, headers })).json() as Json;

  it('has a released cycle (one grade calibrated) and an open one in progress; units have 조직장', async () => {
    const hr = bearer((await login(t, 'hr.manager', password)).token.access_token);
    const [leaders] = await rows(sql`select count(*)::int as n from org_units where leader_id is not null`);
    expect(Number(leaders!.n)).toBeGreaterThan(10);
    const list = (await get('/api/evaluation-cycles', hr)).data as Json[];
    expect(list.map((c) => [c.name, c.status])).toEqual([
      ['2026 정기 성과평가', 'open'],
      ['2025 하반기 성과평가', 'released'],
    ]);
    const released = await get(`/api/evaluation-cycles/${list[1]!.id}/results`, hr);
    expect(released.data.length).toBeGreaterThan(3);
    expect(released.data.every((r: Json) => r.status === 'confirmed' && r.grade)).toBe(true);
    expect(released.data.filter((r: Json) => r.calibrated)).toHaveLength(1);
    const progress = await get(`/api/evaluation-cycles/${list[0]!.id}/status`, hr);
    for (const s of ['draft', 'submitted', 'first_reviewed']) expect(progress.byStatus[s]).toBeGreaterThan(0);
  });

  it('the demo accounts find their work: a self-review draft, reviews to write, eval.only evaluated by the evaluator', async () => {
    const as = async (loginId: string) => bearer((await login(t, loginId, password)).token.access_token);
    const employee = await get('/api/v1/evaluation/evaluations/my-tasks', await as('employee'));
    expect(employee.mine.find((m: Json) => m.cycleName === '2026 정기 성과평가')).toMatchObject({ status: 'draft', actionRequired: true });
    const evaluator = await get('/api/v1/evaluation/evaluations/my-tasks', await as('evaluator'));
    expect(evaluator.reviews.some((r: Json) => r.actionRequired)).toBe(true);
    expect(evaluator.reviews.some((r: Json) => r.employee.name === '정하늘')).toBe(true);
    const evalOnly = await get('/api/v1/evaluation/evaluations/my-tasks', await as('eval.only'));
    expect(evalOnly.mine).toEqual([expect.objectContaining({ status: 'draft', cycleName: '2026 정기 성과평가' })]);
  });
});

describe('romanisation for e-mail addresses', () => {
  it('spells names the usual way', () => {
    expect(romanize('민준')).toBe('minjun');
    expect(romanize('서연')).toBe('seoyeon');
    // es-hangul romanises as the name is pronounced (별님 [별림]).
    expect(romanize('별님')).toBe('byeollim');
    expect(splitName('남궁도윤')).toEqual({ surname: ['남궁', 'Namgung', expect.any(Number)], given: '도윤' });
    expect(splitName('김지현').surname[1]).toBe('Kim');
  });
});

describe('bulk rows (the employee benchmark)', () => {
  it('map a generated record like the server: search tokens, placement, RRN and salary encrypted', () => {
    fakerKO.seed(7);
    const units = [{ id: 'p1', path: ['벤치소프트', '사업부 1', '본부 1', '팀 1', '파트 1'] }];
    const [person] = generateEmployees(fakerKO, units, { count: 1, today: '2026-11-02' });
    const key = randomBytes(32);
    const placement = { corporationId: null, insuranceCorp: '벤치소프트', divisionId: 'd1', division: '사업부 1', headquartersId: 'h1', headquarters: '본부 1', teamId: 't1', team: '팀 1', partId: 'p1', part: '파트 1' };
    const row = bulkRowValues(person!.payload, placement, key);
    const personal = person!.payload.personal as { nameKor: string; rrn: string };
    expect(row).toMatchObject({ nameKor: personal.nameKor, teamId: 't1', partId: 'p1', team: '팀 1', insuranceCorp: '벤치소프트' });
    expect(row.searchTokens).toEqual(expect.arrayContaining([personal.nameKor.slice(0, 2)]));
    expect(decryptRrn({ rrnEnc: row.rrnEnc! }, key)).toBe(personal.rrn);
    expect(decryptSalary({ salaryEnc: row.salaryEnc! }, key)).toEqual(person!.payload.salary);
    expect(JSON.stringify(row.record)).not.toContain(personal.rrn);
  });
});
