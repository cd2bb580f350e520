import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRoles } from '@saram/shared/permissions';
import { queryRows } from '../../db/client';
import { rolePermissions, roles } from '../../db/schema/rbac';
import { systemActor } from '../../lib/auth/actor';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';
import { sealProtectedFields } from './employee-seal.writer';

/**
 * Issue 28 item 4: the bank account, like disability and veteran data, is a protected field —
 * its own permission to see and write it, masked otherwise, revealed only with a reason (access
 * record), encrypted at rest, and never in plaintext in the history or the audit rows.
 */

const base = '/api/mongo/employees';
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};

const account = { bankName: '국민은행', accountNumber: '123-456-789012', accountHolder: '김계좌' };
const emptyAccount = { bankName: '', accountNumber: '', accountHolder: '' };

async function count(table: 'employees' | 'audit_log' | 'access_log', where = sql`true`) {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return row!.n;
}

async function dump(table: 'employees' | 'audit_log', where: ReturnType<typeof sql>): Promise<string> {
  const rows = await queryRows<{ dump: string }>(t.db, sql`select x::text as dump from ${sql.raw(table)} x where ${where}`);
  return rows.map((r) => r.dump).join('\n');
}

async function createEmployee(employeeNo: string): Promise<Json> {
  const res = await api('POST', base, as['hr.manager']!, {
    personal: {
      nameKor: '김계좌',
      employeeNo,
      bankAccount: account,
      disability: { isDisabled: true, degree: '심하지 않은 장애' },
      veteran: { isVeteran: true, number: '77-654321' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
}

const get = async (id: string, who: string) => body(await api('GET', `${base}/${id}`, as[who]!));

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['hr.manager', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['exec', 'executive'],
    ['admin', 'admin'],
  ]);
  // A custom role that may read employees, nothing more.
  await t.db.insert(roles).values({ name: 'custom_readers', label: '조회 전용' });
  await t.db.insert(rolePermissions).values({ role: 'custom_readers', permission: 'employees:read' });
  await createTestUser(t, 'reader', ['custom_readers']);
  as.reader = bearer((await login(t, 'reader')).token.access_token);
});
afterAll(() => t.close());

describe('the bank account is a protected field (issue 28 item 4)', () => {
  it('has its own permission, held by hr_manager and admin, not by hr_staff or executive', () => {
    expect(defaultRoles.admin.permissions).toContain('employees:bank:view');
    expect(defaultRoles.hr_manager.permissions).toContain('employees:bank:view');
    expect(defaultRoles.hr_staff.permissions).not.toContain('employees:bank:view');
    expect(defaultRoles.executive.permissions).not.toContain('employees:bank:view');
  });

  it('is encrypted at rest, and so are disability and veteran data', async () => {
    const e = await createEmployee('BK001');
    const row = await dump('employees', sql`id = ${e._id}`);
    for (const plain of ['123-456-789012', '123456789012', '국민은행', '심하지 않은 장애', '77-654321']) expect(row).not.toContain(plain);
  });

  it('is masked for whoever lacks the permission (hr.staff, executive, a custom employees:read role)', async () => {
    const e = await createEmployee('BK002');
    for (const who of ['hr.staff', 'exec', 'reader']) {
      const seen = await get(e._id, who);
      expect({ who, bank: seen.personal.bankAccount }).toEqual({ who, bank: emptyAccount });
      expect(seen.restricted).toContain('bank');
      expect(seen.personal.disability).toEqual({ isDisabled: false, degree: '' });
      expect(seen.personal.veteran).toEqual({ isVeteran: false, number: '' });
    }
    const manager = await get(e._id, 'hr.manager');
    expect(manager.personal.bankAccount).toEqual(account);
    expect(manager.personal.veteran).toEqual({ isVeteran: true, number: '77-654321' });
    expect(manager.restricted).toEqual([]);
  });

  it('is revealed only with the permission and a reason, with an access record', async () => {
    const e = await createEmployee('BK003');
    const records = await count('access_log', sql`subject_id = ${e._id} and reason is not null`);
    const refused = await api('POST', `${base}/${e._id}/reveal`, as['hr.staff']!, { field: 'bank', reason: '급여 이체 확인' });
    expect(refused.statusCode).toBe(403);
    expect(await count('access_log', sql`subject_id = ${e._id} and reason is not null`)).toBe(records);
    const res = await api('POST', `${base}/${e._id}/reveal`, as['hr.manager']!, { field: 'bank', reason: '급여 이체 확인' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ field: 'bank', bankAccount: account });
    const [rec] = await queryRows<{ reason: string; fields: string[] }>(
      t.db,
      sql`select reason, fields from access_log where subject_id = ${e._id} and reason is not null order by id desc limit 1`,
    );
    expect(rec).toEqual({ reason: '급여 이체 확인', fields: ['bank'] });
  });

  it('is written only with the permission: 403 and nothing written; the masked value sent back is no write', async () => {
    const e = await createEmployee('BK004');
    const audits = await count('audit_log', sql`target_id = ${e._id}`);
    const staff = await get(e._id, 'hr.staff');
    for (const bankAccount of [{ accountNumber: '999-999-999999' }, { ...account, bankName: '신한은행' }]) {
      const res = await api('PUT', `${base}/${e._id}`, as['hr.staff']!, { version: staff.version, personal: { bankAccount } });
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ code: 'FORBIDDEN', details: { fields: { 'personal.bankAccount': '급여 계좌를 수정할 권한이 없습니다.' } } });
    }
    expect(await count('audit_log', sql`target_id = ${e._id}`)).toBe(audits);
    const created = await api('POST', base, as['hr.staff']!, { personal: { nameKor: '신규', bankAccount: account } });
    expect(created.statusCode).toBe(403);
    expect(await count('employees', sql`name_kor = '신규'`)).toBe(0);
    // Sending back what hr.staff was shown changes nothing.
    const same = await api('PUT', `${base}/${e._id}`, as['hr.staff']!, { version: staff.version, personal: { bankAccount: staff.personal.bankAccount, phone: '010-1111-2222' } });
    expect(same.statusCode, same.body).toBe(200);
    expect((await get(e._id, 'hr.manager')).personal.bankAccount).toEqual(account);
  });

  it('leaves no plaintext in the history or the audit rows', async () => {
    const e = await createEmployee('BK005');
    const res = await api('PUT', `${base}/${e._id}`, as['hr.manager']!, {
      version: e.version,
      personal: { bankAccount: { ...account, accountNumber: '555-666-777777' }, veteran: { isVeteran: false, number: '' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await dump('audit_log', sql`target_id = ${e._id}`);
    for (const plain of ['123-456-789012', '555-666-777777', '국민은행', '77-654321', '심하지 않은 장애']) expect(audit).not.toContain(plain);
    const history = body(await api('GET', `${base}/${e._id}/history`, as['hr.staff']!)).data;
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'personal.bankAccount', before: '(변경됨)', after: '(변경됨)' },
        { field: 'personal.veteran', before: '(변경됨)', after: '(변경됨)' },
      ]),
    );
    expect(JSON.stringify(history)).not.toContain('555-666-777777');
  });

  it('masks the values older history rows hold in plaintext', async () => {
    const e = await createEmployee('BK006');
    await t.db.execute(sql`insert into audit_log (actor_id, actor_label, action, target_collection, target_id, before, after)
      values (null, 'hr', 'update', 'employees', ${e._id}, '{"personal.bankAccount.accountNumber":"111-222-333333"}'::jsonb,
      '{"personal.bankAccount.accountNumber":"444-555-666666","personal.disability.degree":"중증","notes":"메모"}'::jsonb)`);
    const history = body(await api('GET', `${base}/${e._id}/history`, as['hr.staff']!)).data;
    expect(history[0].changes).toHaveLength(3);
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'personal.bankAccount.accountNumber', before: '(변경됨)', after: '(변경됨)' },
        { field: 'personal.disability.degree', before: null, after: '(변경됨)' },
        { field: 'notes', before: null, after: '메모' },
      ]),
    );
  });

  // Before any other call of sealProtectedFields: the scrub of old audit rows runs once per database.
  it('on start, the plaintext protected values older audit rows hold become the marker, once, with one audit row', async () => {
    const e = await createEmployee('BK009');
    await t.db.execute(sql`insert into audit_log (actor_id, actor_label, action, target_collection, target_id, before, after) values
      (null, 'hr', 'update', 'employees', ${e._id}, '{"personal.bankAccount.accountNumber":"111-222-333333","personal.veteran.number":null}'::jsonb,
        '{"personal.bankAccount.accountNumber":"444-555-666666","personal.disability.degree":"중증","personal.veteran.number":"99-112233","notes":"메모"}'::jsonb),
      (null, 'hr', 'create', 'employees', ${e._id}, null, ${JSON.stringify({ 'personal.nameKor': '김계좌', 'personal.bankAccount': account, 'personal.disability': { isDisabled: true, degree: '중증' } })}::jsonb)`);
    const changed = sql`target_id = ${e._id} and actor_label = 'hr'`;
    const ids = await queryRows<{ id: string; at: string; actor_label: string }>(t.db, sql`select id::text, at::text, actor_label from audit_log where ${changed} order by id`);
    const audits = await count('audit_log');
    await sealProtectedFields(t.db, systemActor('bootstrap'), t.secrets.encryptionKey);
    const rows = await queryRows<Json>(t.db, sql`select id::text, at::text, actor_label, before, after from audit_log where ${changed} order by id`);
    expect(rows).toEqual([
      {
        ...ids[0],
        before: { 'personal.bankAccount.accountNumber': '(변경됨)', 'personal.veteran.number': null },
        after: { 'personal.bankAccount.accountNumber': '(변경됨)', 'personal.disability.degree': '(변경됨)', 'personal.veteran.number': '(변경됨)', notes: '메모' },
      },
      { ...ids[1], before: null, after: { 'personal.nameKor': '김계좌', 'personal.bankAccount': '(변경됨)', 'personal.disability': '(변경됨)' } },
    ]);
    for (const value of ['111-222-333333', '444-555-666666', '99-112233', '123-456-789012', '중증']) expect(await dump('audit_log', sql`true`), value).not.toContain(value);
    const [own] = await queryRows<Json>(t.db, sql`select actor_label, target_id, after from audit_log where action = 'employees.mask-history'`);
    // Three rows: these two and the one of the test above.
    expect(own).toEqual({ actor_label: 'bootstrap', target_id: null, after: { rows: 3, fields: ['personal.rrn', 'salary', 'personal.disability', 'personal.veteran', 'personal.bankAccount'] } });
    expect(await count('audit_log')).toBe(audits + 1);
    // Once: a later start neither scans again nor writes another row.
    await sealProtectedFields(t.db, systemActor('bootstrap'), t.secrets.encryptionKey);
    expect(await count('audit_log')).toBe(audits + 1);
  });

  it('existing plaintext rows are sealed on start, once, without a new version', async () => {
    const e = await createEmployee('BK007');
    // A row as it was stored before this change: the protected parts in the record, in plaintext.
    await t.db.execute(sql`update employees set bank_enc = null, disability_enc = null,
      record = jsonb_set(record, '{personal}', record->'personal' || ${JSON.stringify({
        bankAccount: account,
        disability: { isDisabled: true, degree: '심하지 않은 장애' },
        veteran: { isVeteran: true, number: '88-123456' },
      })}::jsonb) where id = ${e._id}`);
    expect(await dump('employees', sql`id = ${e._id}`)).toContain('123-456-789012');
    await sealProtectedFields(t.db, systemActor('bootstrap'), t.secrets.encryptionKey);
    const row = await dump('employees', sql`id = ${e._id}`);
    expect(row).not.toContain('123-456-789012');
    expect(row).not.toContain('88-123456');
    const manager = await get(e._id, 'hr.manager');
    expect(manager.personal.bankAccount).toEqual(account);
    expect(manager.personal.veteran).toEqual({ isVeteran: true, number: '88-123456' });
    expect(manager.personal.disability).toEqual({ isDisabled: true, degree: '심하지 않은 장애' });
    expect(manager.version).toBe(e.version);
    const audits = await count('audit_log');
    await sealProtectedFields(t.db, systemActor('bootstrap'), t.secrets.encryptionKey);
    expect(await count('audit_log')).toBe(audits);
  });

  it('내 정보 still shows the person their own bank account, and lets them change it', async () => {
    const e = await createEmployee('BK008');
    const user = await createTestUser(t, 'bk.self', ['employee']);
    await t.db.execute(sql`update users set employee_id = ${e._id} where id = ${user.id}`);
    const me = bearer((await login(t, 'bk.self')).token.access_token);
    const { employee } = body(await api('GET', '/api/mongo/profile', me));
    expect(employee.personal.bankAccount).toEqual(account);
    const res = await api('PUT', '/api/mongo/users/me', me, { version: employee.version, personal: { bankAccount: { ...account, bankName: '신한은행' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).employee.personal.bankAccount.bankName).toBe('신한은행');
  });
});
