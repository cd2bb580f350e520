import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, login, requester, signedInUsers, testPassword, type Json, type Requester, type TestApp } from '../../test/app';
import { waitFor } from '../../test/wait-for';
import { MAIL_SEND_JOB } from '../../lib/jobs/mailer';
import { PURGE_JOB } from './retention.job';
import { cutoffOf, fullYears, shiftYears } from './retention.service';

/**
 * The retention purge (근로기준법 art. 42, PIPA art. 21) against a controllable clock: today is
 * 2026-11-24 in Seoul, so whoever left (퇴직일) before 2023-11-24 is past the 3 years.
 */

const base = '/api/mongo/retention';
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
let current = new Date('2026-11-24T05:00:00Z'); // 14:00 in Seoul
const people: Record<string, string> = {};
/** The first one's login account, its session's access token, and the checklist verification on another person's checklist. */
let account = '';
let accountToken = '';
let otherVerification = '';

type Person = { name: string; no: string; rrn: string; phone: string; email: string; lastWorkingDate: string | null };

/** Registers a person with RRN, salary, contact, address and emergency contact, then retires them (퇴직일 = the day after lastWorkingDate). */
async function person(p: Person): Promise<string> {
  const created = await api('POST', '/api/mongo/employees', as.admin!, {
    employee: { person_name: p.name, employee_number: p.no, hire_date: '2015-03-02', work_form: '정규직', job_title: '매니저' },
    person: { email: p.email, contact: p.phone, rrn: p.rrn, zipcode: '06236', address: '서울 강남구 테헤란로 152' },
    emergencyContact: { name: '이영희', relationship: '배우자', phone: '010-2222-3333' },
    salary: { base_salary: '3,200,000', allowances: '200,000' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const e = body(created);
  const retire = await api('PUT', `/api/mongo/employees/${e._id}`, as.admin!, {
    version: e.version,
    personal: { bankAccount: { bankName: '국민은행', accountNumber: '123-456-789012', accountHolder: p.name } },
    ...(p.lastWorkingDate
      ? {
          organization: { employmentStatus: '퇴직' },
          resignation: { status: 'approved', resignationDate: p.lastWorkingDate, lastWorkingDate: p.lastWorkingDate, resignationType: '자진퇴사', resignationReason: '가족 돌봄' },
        }
      : {}),
  });
  expect(retire.statusCode, retire.body).toBe(200);
  return e._id;
}

const row = async (id: string) =>
  (
    await queryRows<Json>(
      t.db,
      sql`select name_kor, name_eng, email, email_personal, phone, search_tokens, rrn_enc, salary_enc, anonymized_at, version, employee_no,
        termination_date::text, hire_date::text, employment_type, job_title, record from employees where id = ${id}`,
    )
  )[0];
const auditOf = (id: string, action: string) =>
  queryRows<Json>(t.db, sql`select action, actor_label, before, after from audit_log where target_id = ${id} and action = ${action} order by id`);
/** The rows that say who did what to the person and when: erasing values removes none of them. */
const rowsOf = async (id: string) =>
  (
    await queryRows<typeof rowsBeforePurge>(
      t.db,
      sql`select (select count(*) from audit_log where target_id = ${id})::int as audit, (select count(*) from access_log)::int as access,
        (select max(id) from access_log)::int as "lastAccess",
        (select count(*) from mail_outbox)::int as mail, (select count(*) from pgboss.job where name = ${MAIL_SEND_JOB})::int as jobs`,
    )
  )[0]!;
let rowsBeforePurge = { audit: 0, access: 0, mail: 0, jobs: 0, lastAccess: 0 };
let rowsAfterPurge = rowsBeforePurge;
const count = async (table: string) => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
const preview = async () => {
  const res = await api('GET', `${base}/purge/preview`, as.admin!);
  expect(res.statusCode, res.body).toBe(200);
  return body(res);
};

/** What the first one's 경력증명서 printed. */
const certificateContent = {
  kind: 'career',
  number: '2022-000007',
  issuedOn: '2022-04-20',
  name: '김민수',
  corporation: '한빛테크',
  representative: '이대표',
  lines: [
    { item: 'placement', label: '소속', value: '영업팀' },
    { item: 'period', label: '재직기간', value: '2019.03.04 ~ 2022.04.30' },
  ],
  purpose: '김민수 이직 서류 (연락처 010-1234-5678)',
};

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: '1', JOBS_POLL_SECONDS: '0.5' }, undefined, { clock: () => current });
  api = requester(t);
  as = await signedInUsers(t, [
    ['admin', 'admin'],
    ['hr.manager', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['emp', 'employee'],
  ]);
  // 퇴직일 2022-05-01: past the 3 years.
  people.old = await person({ name: '김민수', no: 'R001', rrn: '900101-1234568', phone: '010-1234-5678', email: 'minsu@gmail.com', lastWorkingDate: '2022-04-30' });
  // 퇴직일 2023-07-01: past the 3 years; held below.
  people.held = await person({ name: '남궁지연', no: 'R002', rrn: '880505-2345678', phone: '010-5555-6666', email: 'jiyeon@gmail.com', lastWorkingDate: '2023-06-30' });
  // 퇴직일 2023-11-24: the 3 years end today, so kept until tomorrow.
  people.edge = await person({ name: '박서준', no: 'R003', rrn: '910707-1456789', phone: '010-7777-8888', email: 'seojun@gmail.com', lastWorkingDate: '2023-11-23' });
  // 퇴직일 2024-12-01: two years ago.
  people.recent = await person({ name: '이하늘', no: 'R004', rrn: '950303-2567890', phone: '010-9999-0000', email: 'haneul@gmail.com', lastWorkingDate: '2024-11-30' });
  // A document the first one handed in on their onboarding checklist (seeded as the checklist routes leave it).
  const [template] = await queryRows<{ id: string }>(t.db, sql`insert into checklist_templates (feature_id, name, current_version, created_by) values ('onboarding', '온보딩', 1, 'test') returning id`);
  const [instance] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, created_by)
      values ('onboarding', ${people.old}, ${template!.id}, 1, '온보딩', '[]'::jsonb, '[]'::jsonb, 'test') returning id`,
  );
  const [doc] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into checklist_documents (instance_id, filename, content_type, size, sha256, data, uploaded_by)
      values (${instance!.id}, '신분증 사본.pdf', 'application/pdf', 4, 'x', '\\x25504446'::bytea, 'test') returning id`,
  );
  const [verification] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into checklist_verifications (instance_id, item_id, method, status, note, document_id, created_by)
      values (${instance!.id}, 'id-card', 'document', 'submitted', '김민수 신분증 사본, 연락처 010-1234-5678', ${doc!.id}, 'test') returning id`,
  );
  await t.db.execute(sql`update checklist_instances set status_reason = '김민수 본인 요청으로 보류 (minsu@gmail.com)' where id = ${instance!.id}`);
  // The verification's audit row, as the checklist routes write it (it names neither the person nor their checklist).
  await t.db.execute(sql`insert into audit_log (actor_label, action, target_collection, target_id, after)
    values ('hr', 'checklist_verifications.decide', 'checklist_verifications', ${verification!.id}, '{"status":"verified","note":"김민수 신분증 사본, 연락처 010-1234-5678"}'::jsonb)`);
  // Their login account, made after they left (so still active), signed in, with an API token, an SSO identity and a failed sign-in.
  const created = await api('POST', '/api/mongo/admin/accounts', as.admin!, { mode: 'password', employeeId: people.old, loginId: 'minsu.kim', password: testPassword, roles: ['employee'] });
  expect(created.statusCode, created.body).toBe(201);
  account = body(created).id;
  expect((await t.app.inject({ method: 'POST', url: '/api/mongo/admin/login', payload: { loginId: 'minsu.kim', password: 'not-the-password-at-all' } })).statusCode).toBe(401);
  accountToken = (await login(t, 'minsu.kim')).token.access_token;
  await t.db.execute(sql`insert into api_tokens (name, token_hash, prefix, user_id, scopes, expires_at)
    values ('김민수 급여 연동', 'hash-of-minsu-token', 'sk_test', ${account}, '{employees:read}', now() + interval '30 days')`);
  await t.db.execute(sql`insert into user_settings (user_id, settings) values (${account}, '{"recentSearches":["김민수"]}'::jsonb)`);
  await t.db.execute(sql`insert into oidc_identities (issuer, subject, user_id, email) values ('https://sso.example.com', 'minsu-subject', ${account}, 'minsu@gmail.com')`);
  // Where the first one's values travel beyond the record: the history (audit rows), access records
  // (a reveal's reason, a search by name), a mail about them, a queued job's payload.
  expect((await api('GET', `/api/mongo/employees/${people.old}`, as.admin!)).statusCode).toBe(200);
  expect((await api('GET', `/api/mongo/employees/list?searchTerm=${encodeURIComponent('김민수')}`, as.admin!)).statusCode).toBe(200);
  const reveal = await api('POST', `/api/mongo/employees/${people.old}/reveal`, as.admin!, { field: 'rrn', reason: '김민수 본인 요청 (010-1234-5678)' });
  expect(reveal.statusCode, reveal.body).toBe(200);
  await t.db.execute(sql`insert into mail_outbox ("to", subject, text, status) values
    ('minsu@gmail.com', '[사람] 사직 신청 승인: 김민수', '김민수님 (R001, 인사팀)의 사직 신청이 승인되었습니다.', 'logged'),
    ('hr@example.co.kr', '[사람] 사직 신청 접수: 김민수', '김민수님 (R001)의 사직 신청이 접수되었습니다. 연락처 010-1234-5678', 'logged'),
    ('hr@example.co.kr', '[사람] 사직 신청 접수: 김민수', '김민수님 (R777)의 사직 신청이 접수되었습니다.', 'logged')`);
  expect(await t.app.jobs.enqueue(MAIL_SEND_JOB, { id: '00000000-0000-4000-8000-000000000000', to: 'minsu@gmail.com' }, { startAfter: new Date('2099-01-01') })).toBeTruthy();
  // Still working.
  people.active = await person({ name: '최유리', no: 'R005', rrn: '970909-2678901', phone: '010-3333-4444', email: 'yuri@gmail.com', lastWorkingDate: null });
  // Another person's checklist whose note names the first one: it keeps the name, not the phone number.
  const [other] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, created_by)
      values ('onboarding', ${people.active}, ${template!.id}, 1, '온보딩', '[]'::jsonb, '[]'::jsonb, 'test') returning id`,
  );
  [{ id: otherVerification }] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into checklist_verifications (instance_id, item_id, method, status, note, created_by)
      values (${other!.id}, 'referee', 'sign_off', 'verified', '추천인 김민수 (010-1234-5678)', 'test') returning id`,
  );
  // A 경력증명서 the first one had issued (as the certificates feature writes it).
  await t.db.execute(
    sql`insert into certificates (number, issue_year, sequence, code_enc, kind, employee_id, items, purpose, content, requested_by, issued_by_label)
      values ('2022-000007', 2022, 7, 'enc', 'career', ${people.old}, array['placement', 'period'], ${certificateContent.purpose}, ${JSON.stringify(certificateContent)}::jsonb, 'self', '김민수 (employee)')`,
  );
}, 60_000);
afterAll(() => t.close());

describe('retention: access and input', () => {
  it('is for administrators only: 403 for the HR manager, HR staff and employees', async () => {
    for (const who of ['hr.manager', 'hr.staff', 'emp']) {
      const calls = [
        await api('GET', `${base}/purge/preview`, as[who]!),
        await api('POST', `${base}/purge`, as[who]!),
        await api('GET', `${base}/holds`, as[who]!),
        await api('POST', `${base}/holds`, as[who]!, { employee_id: people.held, reason: '소송 진행 중' }),
        await api('DELETE', `${base}/holds/${people.held}`, as[who]!, { reason: '소송 종결' }),
      ];
      expect({ who, statuses: calls.map((c) => c.statusCode) }).toEqual({ who, statuses: [403, 403, 403, 403, 403] });
    }
    expect(await count('retention_holds')).toBe(0);
    expect((await row(people.old!)).anonymized_at).toBeNull();
  });

  it('refuses a hold without a reason (400, Korean field message, nothing written)', async () => {
    const audits = await count('audit_log');
    for (const payload of [{ employee_id: people.held }, { employee_id: people.held, reason: ' ' }]) {
      const res = await api('POST', `${base}/holds`, as.admin!, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).details.fields.reason).toMatch(/사유/);
    }
    expect((await api('POST', `${base}/holds`, as.admin!, { reason: '소송 진행 중' })).statusCode).toBe(400);
    expect((await api('POST', `${base}/holds`, as.admin!, { employee_id: '00000000-0000-4000-8000-000000000000', reason: '소송 진행 중' })).statusCode).toBe(404);
    expect(await count('retention_holds')).toBe(0);
    expect(await count('audit_log')).toBe(audits);
  });
});

describe('retention: dry run, holds and the run', () => {
  it('the preview lists exactly the people who left more than 3 years ago, names masked', async () => {
    const p = await preview();
    expect(p.today).toBe('2026-11-24');
    expect(p.cutoff).toBe('2023-11-24');
    expect(p.data).toEqual([
      { employee_id: people.old, employee_no: 'R001', name_masked: '김*수', termination_date: '2022-05-01', retention_end_date: '2025-05-01', years_since: 4 },
      { employee_id: people.held, employee_no: 'R002', name_masked: '남**연', termination_date: '2023-07-01', retention_end_date: '2026-07-01', years_since: 3 },
    ]);
    expect(p.counts).toEqual({ eligible: 2, held: 0, retained: 2, anonymized: 0 });
    expect(JSON.stringify(p)).not.toContain('김민수');
  });

  it('a legal hold takes a person out of the purge; the hold is audited and listed', async () => {
    const res = await api('POST', `${base}/holds`, as.admin!, { employee_id: people.held, reason: '임금 체불 소송 진행 중' });
    expect(res.statusCode, res.body).toBe(201);
    expect(body(res)).toMatchObject({ employee_id: people.held, employee_no: 'R002', name: '남궁지연', termination_date: '2023-07-01', reason: '임금 체불 소송 진행 중' });
    expect(body(res).held_by).toContain('admin');
    expect((await api('POST', `${base}/holds`, as.admin!, { employee_id: people.held, reason: '중복' })).statusCode).toBe(409);

    const holds = body(await api('GET', `${base}/holds`, as.admin!)).data;
    expect(holds.map((h: Json) => h.employee_id)).toEqual([people.held]);
    expect(await auditOf(people.held!, 'retention_hold_placed')).toEqual([
      expect.objectContaining({ before: null, after: { 'retentionHold.reason': '임금 체불 소송 진행 중' } }),
    ]);

    const p = await preview();
    expect(p.data.map((c: Json) => c.employee_id)).toEqual([people.old]);
    expect(p.counts).toEqual({ eligible: 1, held: 1, retained: 2, anonymized: 0 });
  });

  it('the run anonymises exactly what the preview listed: RRN, salary, name and contacts gone, the employment record kept', async () => {
    const listed = (await preview()).data;
    const before = { recent: await row(people.recent!), edge: await row(people.edge!), held: await row(people.held!), active: await row(people.active!) };
    const oldBefore = await row(people.old!);
    rowsBeforePurge = await rowsOf(people.old!);
    const res = await api('POST', `${base}/purge`, as.admin!);
    rowsAfterPurge = await rowsOf(people.old!);
    expect(res.statusCode, res.body).toBe(200);
    const result = body(res);
    expect(result.anonymized).toEqual(listed);
    expect(result.destroyed_fields).toContain('personal.rrn');
    expect(result.documents_deleted).toBe(1);
    expect(await count('checklist_documents')).toBe(0);
    expect(await queryRows(t.db, sql`select item_id, document_id from checklist_verifications where item_id = 'id-card'`)).toEqual([{ item_id: 'id-card', document_id: null }]);

    const r = await row(people.old!);
    expect(r).toMatchObject({
      name_kor: '퇴직자-R001',
      name_eng: null,
      email: null,
      email_personal: null,
      phone: null,
      search_tokens: [],
      rrn_enc: null,
      salary_enc: null,
      version: oldBefore.version + 1,
      employee_no: 'R001',
      termination_date: '2022-05-01',
      hire_date: '2015-03-02',
      employment_type: '정규직',
      job_title: '매니저',
    });
    expect(r.anonymized_at).not.toBeNull();
    // No personal value is left anywhere in the stored record.
    const stored = JSON.stringify(r.record);
    for (const value of ['김민수', '01012345678', 'minsu@gmail.com', '테헤란로', '이영희', '123-456-789012', '국민은행', '가족 돌봄', '1990-01-01']) {
      expect(stored, value).not.toContain(value);
    }
    expect(r.record.resignation).toMatchObject({ lastWorkingDate: '2022-04-30', resignationType: '자진퇴사', resignationReason: '' });
    expect(r.record.employmentHistory[0]).toMatchObject({ startDate: '2015-03-02' });

    // Through the API: the reveal call has no RRN or salary left to show.
    const reveal = await api('POST', `/api/mongo/employees/${people.old}/reveal`, as.admin!, { field: 'rrn', reason: '파기 확인' });
    expect(reveal.statusCode).toBe(200);
    expect(body(reveal).rrn).toBe('');
    const salary = await api('POST', `/api/mongo/employees/${people.old}/reveal`, as.admin!, { field: 'salary', reason: '파기 확인' });
    expect(body(salary).salary).toEqual({ baseSalary: null, allowances: null });
    const record = body(await api('GET', `/api/mongo/employees/${people.old}`, as.admin!));
    expect(record.personal).toMatchObject({ nameKor: '퇴직자-R001', rrn: '', phone: '', emailPersonal: '', birthDate: '', emergencyContact: { name: '', phone: '' } });
    expect(record.salary).toBeNull();
    // Nothing writes the destroyed data back.
    const put = await api('PUT', `/api/mongo/employees/${people.old}`, as.admin!, { version: record.version, personal: { phone: '010-1234-5678' } });
    expect(put.statusCode).toBe(409);
    expect(body(put).message).toContain('익명화');
    // Not found by the old name.
    const found = body(await api('GET', '/api/mongo/employees/list?searchTerm=김민수', as.admin!));
    expect(found.data.map((e: Json) => e.id)).not.toContain(people.old);

    // One audit row, naming the destroyed fields, holding no personal value.
    const audits = await auditOf(people.old!, 'retention_purge');
    expect(audits).toHaveLength(1);
    expect(audits[0].after.destroyedFields).toEqual(expect.arrayContaining(['personal.rrn', 'salary', 'personal.phone', 'personal.bankAccount', 'personal.nameKor']));
    expect(audits[0].actor_label).toContain('admin');
    expect(audits[0].after.documentsDeleted).toBe(1);
    const auditText = JSON.stringify(audits[0]);
    for (const value of ['김민수', '900101', '01012345678', 'minsu', '3200000']) expect(auditText, value).not.toContain(value);

    // The held, the 2-years-ago, the ends-today and the working people are untouched.
    expect({ recent: await row(people.recent!), edge: await row(people.edge!), held: await row(people.held!), active: await row(people.active!) }).toEqual(before);
    expect(before.recent.rrn_enc).not.toBeNull();
    expect(before.recent.name_kor).toBe('이하늘');
    expect((await preview()).counts).toEqual({ eligible: 0, held: 1, retained: 2, anonymized: 1 });
  });

  it("the run also erased the person's values from audit rows, history, access records, mail and job payloads; the rows stay", async () => {
    const values = ['김민수', '01012345678', '010-1234-5678', 'minsu@gmail.com', 'minsu.kim', '테헤란로', '이영희', '010-2222-3333', '123-456-789012', '가족 돌봄', '1990-01-01'];
    const holding = (column: string) => sql.raw(`(${values.map((v) => `${column} like '%${v}%'`).join(' or ')})`);
    // Rows about the people not purged yet keep their values, and so does a mail about another 김민수 (R777).
    const kept = sql.raw(`'${people.held}', '${people.edge}', '${people.recent}', '${people.active}'`);
    expect(
      (
        await queryRows<Json>(
          t.db,
          sql`select
            (select count(*) from audit_log where (${holding('before::text')} or ${holding('after::text')}) and target_id not in (${kept}))::int as audit,
            (select count(*) from access_log where (${holding('subject_id')} or ${holding('reason')}) and id <= ${rowsAfterPurge.lastAccess})::int as access,
            (select count(*) from mail_outbox where (${holding('"to"')} or ${holding('subject')} or ${holding('text')}) and text not like '%R777%')::int as mail,
            (select count(*) from pgboss.job where ${holding('data::text')} or ${holding('coalesce(output::text, \'\')')})::int as jobs`,
        )
      )[0],
    ).toEqual({ audit: 0, access: 0, mail: 0, jobs: 0 });    // Every row is still there: the purge added its own audit row and removed nothing.
    expect(rowsAfterPurge).toEqual({ ...rowsBeforePurge, audit: rowsBeforePurge.audit + 1 });
    const [other] = await queryRows<Json>(t.db, sql`select subject, text from mail_outbox where text like '%R777%'`);
    expect(other).toEqual({ subject: '[사람] 사직 신청 접수: 김민수', text: '김민수님 (R777)의 사직 신청이 접수되었습니다.' });

    const history = await api('GET', `/api/mongo/employees/${people.old}/history`, as.admin!);
    expect(history.statusCode).toBe(200);
    const changes = body(history).data as Json[];
    expect(changes.map((c) => c.action)).toContain('retention_purge');
    expect(changes.every((c) => c.actorLabel && c.at)).toBe(true);
    for (const value of values) expect(history.body, value).not.toContain(value);
  });

  it("the run anonymised their login account (kept for the audit rows naming it): no sign-in, session, token or SSO identity left", async () => {
    const [user] = await queryRows<Json>(t.db, sql`select login_id, user_name, email, password_hash, is_active, employee_id from users where id = ${account}`);
    expect(user).toEqual({ login_id: expect.stringMatching(/^purged-[0-9a-f]{8}$/), user_name: null, email: null, password_hash: null, is_active: false, employee_id: people.old });
    const [left] = await queryRows<Json>(
      t.db,
      sql`select (select count(*) from sessions where user_id = ${account} and revoked_at is null)::int as sessions,
        (select count(*) from api_tokens where user_id = ${account} and revoked_at is null)::int as tokens,
        (select count(*) from oidc_identities where user_id = ${account})::int as identities,
        (select count(*) from user_settings where user_id = ${account})::int as settings,
        (select string_agg(name, ',') from api_tokens where user_id = ${account}) as token_names`,
    );
    expect(left).toEqual({ sessions: 0, tokens: 0, identities: 0, settings: 0, token_names: '(파기됨)' });
    // The sign-in attempts stay (who tried when, from where), holding only a keyed hash of what was typed.
    const attempts = await queryRows<Json>(t.db, sql`select login_key, outcome from login_attempts where user_id = ${account} order by at`);
    expect(attempts.map((a) => a.outcome)).toEqual(['failure', 'success']);
    for (const a of attempts) expect(a.login_key).toMatch(/^h:/);
    expect(JSON.stringify(attempts)).not.toContain('minsu');
    // Neither the old login ID nor the old session signs in.
    expect((await t.app.inject({ method: 'POST', url: '/api/mongo/admin/login', payload: { loginId: 'minsu.kim', password: testPassword } })).statusCode).toBe(401);
    expect((await api('GET', '/api/mongo/admin/me', bearer(accountToken))).statusCode).toBe(401);
    const [audit] = await queryRows<Json>(t.db, sql`select actor_label, before, after from audit_log where target_id = ${account} and action = 'users.anonymize'`);
    expect(audit).toEqual({ actor_label: expect.stringContaining('admin'), before: null, after: { loginId: user.login_id, cleared: ['loginId', 'userName', 'email', 'password'], ssoIdentities: 1, tokenNames: 1, settings: 1 } });
  });

  it("the run erased the person's values from checklist notes: all of them on their own checklist, distinctive ones on others'", async () => {
    const notes = await queryRows<Json>(
      t.db,
      sql`select v.id, v.note, i.status_reason from checklist_verifications v join checklist_instances i on i.id = v.instance_id order by i.employee_id = ${people.old} desc`,
    );
    expect(notes).toEqual([
      { id: expect.any(String), note: '(파기됨) 신분증 사본, 연락처 (파기됨)', status_reason: '(파기됨) 본인 요청으로 보류 ((파기됨))' },
      { id: otherVerification, note: '추천인 김민수 ((파기됨))', status_reason: null },
    ]);
  });

  it("the run erased the person's values from what their certificates printed; the issue log row stays", async () => {
    const [certificate] = await queryRows<Json>(t.db, sql`select number, kind, purpose, content from certificates where employee_id = ${people.old}`);
    expect(certificate).toMatchObject({ number: '2022-000007', kind: 'career', purpose: '(파기됨) 이직 서류 (연락처 (파기됨))' });
    // Only the person's values changed: the unit, the period and the corporation stay as printed.
    expect(certificate!.content).toEqual({ ...certificateContent, name: '(파기됨)', purpose: '(파기됨) 이직 서류 (연락처 (파기됨))' });
  });

  it('audit rows and access records stay append-only outside the erasure, and within it who, when and what cannot change', async () => {
    const [audit] = await queryRows<{ id: number }>(t.db, sql`select id from audit_log order by id limit 1`);
    const [access] = await queryRows<{ id: number }>(t.db, sql`select id from access_log order by id limit 1`);
    const refused = async (statement: ReturnType<typeof sql>, erasure: boolean) => {
      const rollback = new Error('rollback');
      const outcome = await t.db
        .transaction(async (tx) => {
          if (erasure) await tx.execute(sql`select set_config('saram.erasure', 'on', true)`);
          await tx.execute(statement);
          throw rollback;
        })
        .catch((err: unknown) => err);
      return outcome !== rollback && String((outcome as { cause?: unknown }).cause ?? outcome).includes('append-only');
    };
    expect(await refused(sql`update audit_log set after = '{}'::jsonb where id = ${audit!.id}`, false)).toBe(true);
    expect(await refused(sql`update access_log set reason = 'x' where id = ${access!.id}`, false)).toBe(true);
    expect(await refused(sql`update audit_log set actor_label = 'someone else' where id = ${audit!.id}`, true)).toBe(true);
    expect(await refused(sql`update audit_log set at = now() where id = ${audit!.id}`, true)).toBe(true);
    expect(await refused(sql`update access_log set actor_id = null where id = ${access!.id}`, true)).toBe(true);
    expect(await refused(sql`delete from audit_log where id = ${audit!.id}`, true)).toBe(true);
    expect(await refused(sql`delete from access_log where id = ${access!.id}`, true)).toBe(true);
    // The erasure's own kind of change goes through (rolled back here).
    expect(await refused(sql`update audit_log set after = '{}'::jsonb where id = ${audit!.id}`, true)).toBe(false);
    expect(await refused(sql`update access_log set reason = 'x' where id = ${access!.id}`, true)).toBe(false);
  });

  it('a rerun does nothing', async () => {
    const audits = await count('audit_log');
    const version = (await row(people.old!)).version;
    const res = await api('POST', `${base}/purge`, as.admin!);
    expect(body(res).anonymized).toEqual([]);
    expect(await count('audit_log')).toBe(audits);
    expect((await row(people.old!)).version).toBe(version);
  });

  it('an anonymised record cannot be held', async () => {
    const res = await api('POST', `${base}/holds`, as.admin!, { employee_id: people.old, reason: '소송 진행 중' });
    expect(res.statusCode).toBe(409);
  });

  it('removing a hold needs a reason, is audited, and makes the person eligible again', async () => {
    const bad = await api('DELETE', `${base}/holds/${people.held}`, as.admin!, {});
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields.reason).toMatch(/사유/);
    expect(await count('retention_holds')).toBe(1);

    expect((await api('DELETE', `${base}/holds/${people.held}`, as.admin!, { reason: '소송 종결 (2026.11.20 판결 확정)' })).statusCode).toBe(204);
    expect((await api('DELETE', `${base}/holds/${people.held}`, as.admin!, { reason: '다시' })).statusCode).toBe(404);
    const [removed] = await auditOf(people.held!, 'retention_hold_removed');
    expect(removed.before).toMatchObject({ 'retentionHold.reason': '임금 체불 소송 진행 중' });
    expect(removed.after).toEqual({ 'retentionHold.removalReason': '소송 종결 (2026.11.20 판결 확정)' });

    const p = await preview();
    expect(p.data.map((c: Json) => c.employee_id)).toEqual([people.held]);
    expect(p.counts).toEqual({ eligible: 1, held: 0, retained: 2, anonymized: 1 });
  });
});

describe('retention: the daily job', () => {
  it('runs at 03:00 in Seoul and anonymises what the preview of that day listed, once', async () => {
    // 2026-11-26 03:00 KST: 퇴직일 2023-11-24 is now past the 3 years too.
    current = new Date('2026-11-25T18:00:00Z');
    const listed = await preview();
    expect(listed.today).toBe('2026-11-26');
    expect(listed.data.map((c: Json) => c.employee_id)).toEqual([people.held, people.edge]);

    await t.app.jobs.runDue(current);
    await waitFor(async () => ((await t.app.jobs.counts(PURGE_JOB)).completed ?? 0) === 1);
    const anonymized = await queryRows<{ id: string }>(t.db, sql`select id from employees where anonymized_at is not null order by termination_date`);
    expect(anonymized.map((r) => r.id)).toEqual([people.old, people.held, people.edge]);
    const [audit] = await auditOf(people.edge!, 'retention_purge');
    expect(audit.actor_label).toBe('retention-purge');
    expect((await row(people.recent!)).name_kor).toBe('이하늘');

    // The same slot again is not run twice, and a later run finds nobody.
    expect(await t.app.jobs.runDue(current)).toEqual([]);
    expect((await preview()).data).toEqual([]);
  }, 30_000);
});

describe('retention dates', () => {
  it('counts 3 years back from today in Seoul, 29 February falling back to the 28th as PostgreSQL does', () => {
    expect(cutoffOf('2026-11-24')).toBe('2023-11-24');
    expect(cutoffOf('2028-02-29')).toBe('2025-02-28');
    expect(shiftYears('2024-02-29', 3)).toBe('2027-02-28');
    expect(shiftYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('counts full years since 퇴직일', () => {
    expect(fullYears('2022-05-01', '2026-11-24')).toBe(4);
    expect(fullYears('2023-11-25', '2026-11-24')).toBe(2);
    expect(fullYears('2023-11-24', '2026-11-24')).toBe(3);
  });

  it('agrees with PostgreSQL date arithmetic', async () => {
    const [row] = await queryRows<{ a: string; b: string }>(t.db, sql`select ('2024-02-29'::date + interval '3 years')::date::text as a, ('2028-02-29'::date - interval '3 years')::date::text as b`);
    expect(row).toEqual({ a: shiftYears('2024-02-29', 3), b: cutoffOf('2028-02-29') });
  });
});
