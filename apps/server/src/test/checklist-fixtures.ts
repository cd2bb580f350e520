import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client';
import { seoulToday } from '../lib/seoul-time';
import { body, createTestApp, createTestUser, login, bearer, requester, signedInUsers, type Json, type Requester, type TestApp } from './app';
import { multipart } from './multipart';

/**
 * A small company for the checklist instance tests: two corporations, 개발본부 > 백엔드팀/프론트엔드팀
 * (한빛소프트) and 영업팀 (한빛제약), signed-in callers by role, and helpers to hire and upload.
 */

export const instanceBase = '/api/mongo/checklist/instances';
export const verificationBase = '/api/mongo/checklist/verifications';
export const templateBase = '/api/mongo/checklist/templates';

export const items = {
  contract: { id: 'contract', sectionId: 'docs', title: '근로계약서 서명', required: true, verification: { method: 'sign_off', by: 'role', role: 'hr_staff' }, order: 1 },
  pledge: { id: 'pledge', sectionId: 'docs', title: '보안서약서 제출', required: true, verification: { method: 'document' }, order: 2 },
  account: { id: 'account', sectionId: 'docs', title: '급여 계좌 등록', required: true, verification: { method: 'automatic', source: 'bank_account' }, order: 3 },
  review: { id: 'review', sectionId: null, title: '수습 평가 면담', required: true, verification: { method: 'sign_off', by: 'manager' }, order: 4 },
  photo: { id: 'photo', sectionId: null, title: '증명사진 제출', required: false, verification: { method: 'document' }, order: 5 },
};
export const sections = [{ id: 'docs', title: '서류', order: 1 }];

/** Tiny files: a PDF and a PNG by their magic bytes. */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export const daysAgo = (n: number) => new Date(Date.parse(seoulToday()) - n * 86_400_000).toISOString().slice(0, 10);

export async function checklistWorld() {
  const t: TestApp = await createTestApp();
  const api: Requester = requester(t);
  const as = await signedInUsers(t, [
    ['hr.manager', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['emp', 'employee'],
    ['admin', 'admin'],
  ]);
  const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(t.db, q))[0]!;
  const soft = (await one<{ id: string }>(sql`insert into corporations (name, corporate_type) values ('한빛소프트', 'OPERATING') returning id`)).id;
  const pharma = (await one<{ id: string }>(sql`insert into corporations (name, corporate_type) values ('한빛제약', 'OPERATING') returning id`)).id;
  const unit = async (name: string, level: number, type: string, corp: string, parent: string | null = null) =>
    (await one<{ id: string }>(sql`insert into org_units (name, level, unit_type, parent_id, corporation_id) values (${name}, ${level}, ${type}, ${parent}, ${corp}) returning id`)).id;
  const devHq = await unit('개발본부', 2, 'DIVISION', soft);
  const backend = await unit('백엔드팀', 3, 'TEAM', soft, devHq);
  const frontend = await unit('프론트엔드팀', 3, 'TEAM', soft, devHq);
  const sales = await unit('영업팀', 3, 'TEAM', pharma);

  let serial = 0;
  /** Registers a person (the create path, so onboarding starts by the rules); answers the record. */
  async function hire(over: { name?: string; hire_date?: string | null; work_form?: string; team_id?: string; job_title?: string } = {}): Promise<Json> {
    serial += 1;
    const { name, ...rest } = over;
    const employee = { person_name: name ?? `신입${serial}`, employee_number: `N${1000 + serial}`, work_form: '정규직', job_title: '사원', team_id: backend, hire_date: daysAgo(10), ...rest };
    const res = await api('POST', '/api/mongo/employees', as['hr.manager']!, {
      employee,
      person: { email: `new${serial}@gmail.com`, contact: '010-1234-5678', zipcode: '06236', address: '서울 강남구 테헤란로 152' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return body(res);
  }

  /** A sign-in account linked to an employee record. */
  async function linkedUser(loginId: string, roles: string[], employeeId: string) {
    const user = await createTestUser(t, loginId, roles);
    await t.db.execute(sql`update users set employee_id = ${employeeId} where id = ${user.id}`);
    return bearer((await login(t, loginId)).token.access_token);
  }

  async function template(name: string, assignment: object = {}, list: object[] = Object.values(items)): Promise<Json> {
    const res = await api('POST', templateBase, as['hr.manager']!, { name, sections, items: list, assignment });
    expect(res.statusCode, res.body).toBe(201);
    return body(res);
  }

  async function upload(headers: Record<string, string>, fields: Record<string, string>, file?: { data: Buffer; filename: string; type?: string }) {
    const form = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...(file ? [{ name: 'file', ...file }] : [])]);
    return t.app.inject({ method: 'POST', url: verificationBase, payload: form.payload, headers: { ...headers, ...form.headers } });
  }

  const count = async (table: string, where = sql`true`) => (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)).n;
  const liveOf = async (employeeId: string): Promise<Json> =>
    body(await api('GET', `${instanceBase}?employee_id=${employeeId}`, as['hr.manager']!)).data[0];

  return { t, api, as, corp: { soft, pharma }, units: { devHq, backend, frontend, sales }, hire, linkedUser, template, upload, count, liveOf };
}
export type ChecklistWorld = Awaited<ReturnType<typeof checklistWorld>>;
