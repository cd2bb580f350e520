import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeePageSchema } from '@saram/shared/employees/employees.schemas';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';

const base = '/api/mongo/employees';
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};

const registration = (over: { employee?: object; person?: object } & Record<string, unknown> = {}) => ({
  employee: { person_name: '김민수', employee_number: 'E1001', hire_date: '2024-03-04', work_form: '정규직', job_title: '매니저', ...over.employee },
  person: { email: 'minsu@gmail.com', contact: '010-1234-5678', rrn: '900101-1234568', zipcode: '06236', address: '서울 강남구 테헤란로 152', ...over.person },
  emergencyContact: { name: '이영희', relationship: '배우자', phone: '010-2222-3333' },
  salary: { base_salary: '3,200,000원', allowances: '200,000' },
  ...Object.fromEntries(Object.entries(over).filter(([k]) => k !== 'employee' && k !== 'person')),
});

async function count(table: 'employees' | 'audit_log' | 'access_log', where = sql`true`) {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return row!.n;
}

async function create(payload: object, who = 'hr.manager'): Promise<Json> {
  const res = await api('POST', base, as[who]!, payload);
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
}

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['hr.manager', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['emp', 'employee'],
    ['admin', 'admin'],
  ]);
});
afterAll(() => t.close());

describe('create: the four input forms of spec 5', () => {
  it('registration structure: nested record with defaults, salary digits, emergency line, warnings', async () => {
    const e = await create(registration({ person: { company_email: 'minsu@hanbit.co.kr' } }));
    expect(e._id).toMatch(/[0-9a-f-]{36}/);
    expect(e.isActive).toBe(true);
    expect(e.organization.employmentStatus).toBe('재직');
    expect(e.personal.nationality).toBe('대한민국');
    expect(e.newbieChecklist).toEqual({ isCompleted: false, completedAt: null });
    expect(e.personal.birthDate).toBe('1990-01-01');
    expect(e.personal.gender).toBe('남');
    expect(e.personal.rrn).toBe('900101-1******');
    expect(e.personal.phone).toBe('010-1234-5678');
    expect(e.salary).toEqual({ baseSalary: 3200000, allowances: 200000 });
    expect(e.notes).toContain('비상연락처: 이영희 (배우자) 010-2222-3333');
    expect(e.employmentHistory[0].startDate).toBe('2024-03-04');
    expect(e.warnings).toEqual(['법인이 비어 있습니다.', '사업부가 비어 있습니다.', '팀이 비어 있습니다.']);
    // 개인 이메일 and 회사 이메일 each in its own place (issue 29).
    expect(e.personal.emailPersonal).toBe('minsu@gmail.com');
    expect(e.accounts.email).toBe('minsu@hanbit.co.kr');
    expect(e.version).toBe(1);
  });

  it('no emergency line unless name, relationship and phone are all there', async () => {
    const e = await create({ ...registration({ employee: { employee_number: 'E1002' }, person: { rrn: undefined, email: 'x2@gmail.com' } }), emergencyContact: { name: '이영희', relationship: '배우자' } });
    expect(e.notes).not.toContain('비상연락처');
  });

  it('flat registration form data', async () => {
    const e = await create({ person_name: '박서연', employee_number: 'E1003', email: 'seoyeon@gmail.com', contact: '01098765432', base_salary: '4,100,000' });
    expect(e.personal.nameKor).toBe('박서연');
    expect(e.personal.phone).toBe('010-9876-5432');
    expect(e.salary.baseSalary).toBe(4100000);
  });

  it('an employee view with a string id; a flat termination date becomes an approved resignation', async () => {
    const e = await create({ id: 'legacy-77', nameKor: '최지우', employee_number: 'E1004', team_name: '없는팀', hire_date: '2019-02-01', termination_date: '2025-06-30', termination_reason: '개인 사유' });
    expect(e._id).not.toBe('legacy-77');
    // 퇴직일 2025-06-30 is the day after the last working day.
    expect(e.resignation).toMatchObject({ status: 'approved', lastWorkingDate: '2025-06-29', resignationReason: '개인 사유' });
    expect(e.organization.employmentStatus).toBe('퇴직');
    expect(e.isActive).toBe(false);
    expect(e.warnings.join()).toContain('조직도에 없는 소속');
  });

  it('plain nested payload with legacy top-level fields merged where the nested value is empty', async () => {
    const e = await create({ nameKor: '정하늘', employeeNo: 'E1005', department: '경영지원본부', email: 'haneul@hanbit.co.kr', personal: { nameKor: '', nameEng: 'Haneul Jung' } });
    expect(e.personal.nameKor).toBe('정하늘');
    expect(e.personal.employeeNo).toBe('E1005');
    expect(e.organization.headquarters).toBe('경영지원본부');
    expect(e.accounts.email).toBe('haneul@hanbit.co.kr');
    expect(e.personal.nameEng).toBe('Haneul Jung');
  });

  it('gives a number from the year series when none is sent, with a warning', async () => {
    const e = await create({ personal: { nameKor: '윤도현' } });
    expect(e.personal.employeeNo).toMatch(/^\d{8}$/);
    expect(e.warnings.join()).toContain('사번이 비어 있어');
  });

  it('places the employee by unit id: names filled from the tree, primary post set', async () => {
    const [{ id: corp }] = (await queryRows<{ id: string }>(t.db, sql`insert into corporations (name, corporate_type) values ('한빛소프트', 'OPERATING') returning id`)) as [{ id: string }];
    const [hq] = await queryRows<{ id: string }>(t.db, sql`insert into org_units (name, level, unit_type, corporation_id) values ('개발본부', 2, 'DIVISION', ${corp}) returning id`);
    const [team] = await queryRows<{ id: string }>(t.db, sql`insert into org_units (name, level, unit_type, parent_id, corporation_id) values ('플랫폼팀', 3, 'TEAM', ${hq!.id}, ${corp}) returning id`);
    const e = await create(registration({ employee: { employee_number: 'E1006', team_id: team!.id }, person: { email: 'p6@gmail.com' } }));
    expect(e.organization).toMatchObject({ insuranceCorp: '한빛소프트', headquarters: '개발본부', team: '플랫폼팀', teamId: team!.id });
    const [post] = await queryRows<{ unit_id: string }>(t.db, sql`select unit_id from unit_members where employee_id = ${e._id} and is_primary`);
    expect(post!.unit_id).toBe(team!.id);
    // Warnings describe the stored record: placement filled 법인 and 팀.
    expect(e.warnings.join()).not.toMatch(/법인이|팀이/);
    expect(e.warnings).toEqual(['사업부가 비어 있습니다.', '회사 이메일이 비어 있습니다.']);

    // Renaming the unit and the corporation carries over to the employee's organisation fields.
    const unit = body(await api('GET', `/api/v1/organizational-hierarchy/units/${hq!.id}`, as['hr.manager']!));
    const renamed = await api('PUT', `/api/v1/organizational-hierarchy/units/${hq!.id}`, as['hr.manager']!, { unitName: '기술본부', version: unit.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const corpBody = body(await api('GET', `/api/v1/corporate-structure/${corp}`, as['hr.manager']!));
    const corpRenamed = await api('PUT', `/api/v1/corporate-structure/${corp}`, as['hr.manager']!, { name: '한빛테크', version: corpBody.version });
    expect(corpRenamed.statusCode, corpRenamed.body).toBe(200);
    const after = body(await api('GET', `${base}/${e._id}`, as['hr.manager']!));
    expect(after.organization).toMatchObject({ insuranceCorp: '한빛테크', headquarters: '기술본부', team: '플랫폼팀' });
    const row = body(await api('GET', `${base}/list?searchTerm=E1006`, as['hr.manager']!)).data[0];
    expect(row.departmentPath).toBe('기술본부 > 플랫폼팀');

    // Retiring keeps the placement on record but ends the post, so headcounts leave the person out.
    const retired = await api('PUT', `${base}/${e._id}`, as['hr.manager']!, {
      version: after.version,
      organization: { employmentStatus: '퇴직' },
      resignation: { status: 'approved', resignationDate: '2026-10-31', lastWorkingDate: '2026-10-31', resignationType: '자진퇴사', resignationReason: '이직' },
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(body(retired).organization.team).toBe('플랫폼팀');
    expect(await queryRows(t.db, sql`select 1 from unit_members where employee_id = ${e._id}`)).toEqual([]);
  });
});

describe('bad input: 400 with Korean field details and nothing written', () => {
  it.each([
    ['an impossible RRN date', { person: { rrn: '901301-1234567' } }, 'person.rrn', '생년월일'],
    ['a malformed e-mail', { person: { email: 'not-an-email' } }, 'person.email', '이메일'],
    ['a malformed phone', { person: { contact: '12-34' } }, 'person.contact', '전화번호'],
    ['a probation end before the hire date', { employee: { probation_end_date: '2024-01-01' } }, 'employee.probation_end_date', '수습'],
    ['a non-date hire date', { employee: { hire_date: '2024-02-30' } }, 'employee.hire_date', '날짜'],
  ])('%s', async (_name, over, field, words) => {
    const before = { employees: await count('employees'), audit: await count('audit_log') };
    const res = await api('POST', `${base}/register`, as['hr.manager']!, registration({ employee: { employee_number: 'BAD1' }, ...over }));
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe('VALIDATION_ERROR');
    expect(body(res).details.fields[field]).toContain(words);
    expect({ employees: await count('employees'), audit: await count('audit_log') }).toEqual(before);
  });

  it('refuses a used employee number and unknown keys', async () => {
    const dup = await api('POST', `${base}/register`, as['hr.manager']!, registration());
    expect(dup.statusCode).toBe(400);
    expect(body(dup).details.fields['employee.employee_number']).toBe('이미 사용 중인 사번입니다.');
    const smuggled = await api('POST', base, as['hr.manager']!, { personal: { nameKor: '가' }, isAdmin: true });
    expect(smuggled.statusCode).toBe(400);
    const nested = await api('POST', base, as['hr.manager']!, { personal: { nameKor: '가', salaryGrade: 1 } });
    expect(nested.statusCode).toBe(400);
  });

  it('check-duplicate reports employee numbers and e-mails', async () => {
    const res = await api('GET', `${base}/check-duplicate?employeeId=E1001&email=none@x.kr`, as['hr.staff']!);
    expect(body(res)).toMatchObject({ duplicate: true, employeeIdExists: true, emailExists: false, message: '이미 사용 중인 사번입니다.' });
    const free = await api('GET', `${base}/check-duplicate?employeeId=Z9`, as['hr.staff']!);
    expect(body(free).duplicate).toBe(false);
  });
});

describe('sensitive data', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(registration({ employee: { employee_number: 'S2001' }, person: { email: 's1@gmail.com', rrn: '850315-2345678' } })))._id;
  });

  it('is encrypted at rest: no plaintext RRN or salary in the table', async () => {
    const [row] = await queryRows<{ dump: string }>(t.db, sql`select e::text as dump from employees e where id = ${id}`);
    expect(row!.dump).not.toContain('8503152345678');
    expect(row!.dump).not.toContain('850315-2345678');
    expect(row!.dump).not.toContain('3200000');
  });

  it('is masked or withheld per permission', async () => {
    const staff = body(await api('GET', `${base}/${id}`, as['hr.staff']!));
    expect(staff.personal.rrn).toBe('850315-2******');
    expect(staff.salary).toBeNull();
    expect(staff.restricted).toEqual(['rrn', 'salary', 'disability', 'bank']);
    const manager = body(await api('GET', `${base}/${id}`, as['hr.manager']!));
    expect(manager.personal.rrn).toBe('850315-2******');
    expect(manager.salary.baseSalary).toBe(3200000);
    expect(manager.restricted).toEqual([]);
  });

  it('unmasks only with the permission and a reason, writing an access record', async () => {
    expect((await api('POST', `${base}/${id}/reveal`, as['hr.staff']!, { field: 'rrn', reason: '4대보험 신고' })).statusCode).toBe(403);
    const noReason = await api('POST', `${base}/${id}/reveal`, as['hr.manager']!, { field: 'rrn', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).details.fields.reason).toBeTruthy();
    const res = await api('POST', `${base}/${id}/reveal`, as['hr.manager']!, { field: 'rrn', reason: '4대보험 신고' });
    expect(body(res)).toEqual({ field: 'rrn', rrn: '850315-2345678' });
    const [rec] = await queryRows<{ reason: string; fields: string[]; actor_label: string }>(
      t.db,
      sql`select reason, fields, actor_label from access_log where subject_id = ${id} and reason is not null order by id desc limit 1`,
    );
    expect(rec).toMatchObject({ reason: '4대보험 신고', fields: ['rrn'] });
  });

  it('keeps disability data from callers without the permission, even when they send it back', async () => {
    const manager = body(await api('GET', `${base}/${id}`, as['hr.manager']!));
    await api('PUT', `${base}/${id}`, as['hr.manager']!, { version: manager.version, personal: { disability: { isDisabled: true, degree: '경증' } } });
    const staff = body(await api('GET', `${base}/${id}`, as['hr.staff']!));
    expect(staff.personal.disability).toEqual({ isDisabled: false, degree: '' });
    const put = await api('PUT', `${base}/${id}`, as['hr.staff']!, { version: staff.version, personal: staff.personal });
    expect(put.statusCode).toBe(200);
    const after = body(await api('POST', `${base}/${id}/reveal`, as['hr.manager']!, { field: 'disability', reason: '장애인 고용 신고' }));
    expect(after.disability).toEqual({ isDisabled: true, degree: '경증' });
    // The masked RRN sent back did not overwrite the stored one.
    expect(body(await api('POST', `${base}/${id}/reveal`, as['hr.manager']!, { field: 'rrn', reason: '확인' })).rrn).toBe('850315-2345678');
  });
});

describe('update: sections merged, versions guarded, history kept', () => {
  it('merges a section, answers 409 on a stale version, and lists the change', async () => {
    const e = await create(registration({ employee: { employee_number: 'U3001' }, person: { email: 'u1@gmail.com' } }));
    const res = await api('PUT', `${base}/${e._id}`, as['hr.staff']!, { version: e.version, organization: { jobTitle: '팀장' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).organization.jobTitle).toBe('팀장');
    expect(body(res).organization.employmentType).toBe('정규직');
    expect(body(res).version).toBe(2);
    const stale = await api('PUT', `${base}/${e._id}`, as['hr.staff']!, { version: 1, organization: { jobTitle: '본부장' } });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).code).toBe('CONFLICT');
    expect(body(await api('GET', `${base}/${e._id}`, as['hr.staff']!)).organization.jobTitle).toBe('팀장');
    const noVersion = await api('PUT', `${base}/${e._id}`, as['hr.staff']!, { organization: { jobTitle: 'x' } });
    expect(body(noVersion).details.fields.version).toBeTruthy();
    const history = body(await api('GET', `${base}/${e._id}/history`, as['hr.staff']!)).data;
    expect(history[0]).toMatchObject({ action: 'update', actorLabel: expect.stringContaining('hr.staff') });
    expect(history[0].changes).toEqual([{ field: 'organization.jobTitle', before: '매니저', after: '팀장' }]);
    expect(history.at(-1).action).toBe('create');
    expect(JSON.stringify(history)).not.toContain('900101-1234568');
  });

  it('deletes a visa by emptying it', async () => {
    const e = await create({ personal: { nameKor: '응우옌 반 안', employeeNo: 'V4001', nationality: '베트남', visa: { type: 'E-7', expiryDate: '2027-05-31', memo: '' } } });
    const res = await api('PUT', `${base}/${e._id}`, as['hr.staff']!, { version: e.version, personal: { visa: { type: '', expiryDate: '', memo: '' } } });
    expect(body(res).personal.visa).toEqual({ type: '', expiryDate: '', memo: '' });
    expect(body(res).personal.nationality).toBe('베트남');
  });

  it('refuses bad input on update without writing', async () => {
    const e = await create({ personal: { nameKor: '한지민', employeeNo: 'U3002' } });
    const res = await api('PUT', `${base}/${e._id}`, as['hr.staff']!, { version: e.version, personal: { emailPersonal: 'bad' } });
    expect(res.statusCode).toBe(400);
    expect(body(res).details.fields['personal.emailPersonal']).toBe('올바른 이메일 형식이 아닙니다.');
    expect(body(await api('GET', `${base}/${e._id}`, as['hr.staff']!)).version).toBe(1);
  });
});

describe('issue 9: every field checked, merged, guarded; no empty saves; one 퇴직일', () => {
  const put = (id: string, payload: object, who = 'hr.manager') => api('PUT', `${base}/${id}`, as[who]!, payload);
  const get = async (id: string, who = 'hr.manager') => body(await api('GET', `${base}/${id}`, as[who]!));
  const auditRows = (id: string) => count('audit_log', sql`target_id = ${id}`);

  it.each([
    ['a phone with letters', { personal: { phone: 'abc-전화' } }, 'personal.phone', '전화번호'],
    ['a phone of letters only', { personal: { phone: 'abc' } }, 'personal.phone', '전화번호'],
    ['a personal e-mail', { personal: { emailPersonal: 'x@' } }, 'personal.emailPersonal', '이메일'],
    ['a company e-mail', { accounts: { email: 'nope' } }, 'accounts.email', '이메일'],
    ['a zipcode', { personal: { addressInfo: { zipcode: '12' } } }, 'personal.addressInfo.zipcode', '우편번호'],
    ['a birth date', { personal: { birthDate: '1990-02-31' } }, 'personal.birthDate', '날짜'],
    ['a dependent birth date', { personal: { dependentDetails: [{ name: '가', relationship: '자녀', birthDate: '어제' }] } }, 'personal.dependentDetails.0.birthDate', '날짜'],
    ['an emergency phone', { personal: { emergencyContact: { name: '가', relationship: '부', phone: '119번' } } }, 'personal.emergencyContact.phone', '전화번호'],
    ['a bank account number', { personal: { bankAccount: { bankName: '국민', accountNumber: '계좌', accountHolder: '가' } } }, 'personal.bankAccount.accountNumber', '계좌번호'],
    ['a career date', { career: { previousCompanies: [{ companyName: '가', startDate: '2020/01/01' }] } }, 'career.previousCompanies.0.startDate', '날짜'],
    ['an education date', { educationRecords: [{ schoolName: '가', endDate: '2020-13-01' }] }, 'educationRecords.0.endDate', '날짜'],
    ['a certification date', { certifications: [{ name: '가', acquiredDate: 'x' }] }, 'certifications.0.acquiredDate', '날짜'],
    ['a language test date', { languageSkills: [{ language: '영어', acquiredDate: '2024' }] }, 'languageSkills.0.acquiredDate', '날짜'],
    ['a transfer date', { organization: { transferDate: '2024-1-1' } }, 'organization.transferDate', '날짜'],
    ['an employment status', { organization: { employmentStatus: '출장' } }, 'organization.employmentStatus', '재직 상태'],
    ['a resignation date', { resignation: { status: 'approved', lastWorkingDate: '2024-02-30' } }, 'resignation.lastWorkingDate', '날짜'],
    ['a salary word', { salary: { baseSalary: '많이' } }, 'salary.baseSalary', '금액'],
    ['a salary with units and letters', { salary: { allowances: '10만abc' } }, 'salary.allowances', '금액'],
  ])('PUT with %s: 400 at the field, nothing written', async (_name, change, field, words) => {
    const e = await create({ personal: { nameKor: '검사대상', phone: '010-1111-2222' } });
    const audits = await auditRows(e._id);
    const res = await put(e._id, { version: e.version, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res).details.fields[field]).toContain(words);
    const after = await get(e._id);
    expect(after.version).toBe(e.version);
    expect(after.personal.phone).toBe('010-1111-2222');
    expect(await auditRows(e._id)).toBe(audits);
  });

  it('create refuses the same bad input (nested and registration forms)', async () => {
    const before = await count('employees');
    const nested = await api('POST', base, as['hr.manager']!, { personal: { nameKor: '가', phone: 'abc' } });
    expect(body(nested).details.fields['personal.phone']).toContain('전화번호');
    const reg = await api('POST', `${base}/register`, as['hr.manager']!, registration({ employee: { employee_number: 'BAD9' }, salary: { base_salary: '3억abc' } }));
    expect(reg.statusCode).toBe(400);
    expect(body(reg).details.fields['salary.base_salary']).toContain('금액');
    expect(await count('employees')).toBe(before);
  });

  it('merges every section field by field; only an explicit null clears a field', async () => {
    const e = await create(registration({ employee: { employee_number: 'MG001' }, person: { email: 'mg1@gmail.com' } }));
    const salary = await put(e._id, { version: e.version, salary: { allowances: 600000 } });
    expect(body(salary).salary).toEqual({ baseSalary: 3200000, allowances: 600000 });
    const address = await put(e._id, { version: body(salary).version, personal: { addressInfo: { addressDetail: '3층' } } });
    expect(body(address).personal.addressInfo).toMatchObject({ zipcode: '06236', address: '서울 강남구 테헤란로 152', addressDetail: '3층' });
    expect(body(address).personal.phone).toBe('010-1234-5678');
    const cleared = await put(e._id, { version: body(address).version, salary: { baseSalary: null }, personal: { addressInfo: { addressDetail: null } } });
    expect(body(cleared).salary).toEqual({ baseSalary: null, allowances: 600000 });
    expect(body(cleared).personal.addressInfo.addressDetail).toBe('');
    expect(body(cleared).personal.addressInfo.zipcode).toBe('06236');
  });

  it('reads Korean unit words in amounts, keeps the digit rule, never stores another number', async () => {
    const e = await create({ personal: { nameKor: '금액' } });
    const res = await put(e._id, { version: e.version, salary: { baseSalary: '3억 5천만', allowances: '10만' } });
    expect(body(res).salary).toEqual({ baseSalary: 350000000, allowances: 100000 });
    const digits = await put(e._id, { version: body(res).version, salary: { baseSalary: '₩3,200,000원' } });
    expect(body(digits).salary.baseSalary).toBe(3200000);
  });

  it('writing a protected field needs the permission that reading it needs: 403, nothing written', async () => {
    const e = await create(registration({ employee: { employee_number: 'PR001' }, person: { email: 'pr1@gmail.com' } }));
    const staff = await get(e._id, 'hr.staff');
    const audits = await auditRows(e._id);
    for (const [change, field, message] of [
      [{ salary: { baseSalary: 1 } }, 'salary.baseSalary', '급여를 수정할 권한이 없습니다.'],
      [{ salary: { allowances: null } }, 'salary.allowances', '급여를 수정할 권한이 없습니다.'],
      [{ personal: { rrn: '850315-2345678' } }, 'personal.rrn', '주민등록번호를 수정할 권한이 없습니다.'],
      [{ personal: { disability: { isDisabled: true, degree: '중증' } } }, 'personal.disability', '장애·보훈 정보를 수정할 권한이 없습니다.'],
      [{ personal: { veteran: { isVeteran: true, number: '12-345' } } }, 'personal.veteran', '장애·보훈 정보를 수정할 권한이 없습니다.'],
    ] as const) {
      const res = await put(e._id, { version: staff.version, ...change }, 'hr.staff');
      expect({ field, status: res.statusCode }).toEqual({ field, status: 403 });
      expect(body(res)).toMatchObject({ code: 'FORBIDDEN', message, details: { fields: { [field]: message } } });
    }
    expect(await auditRows(e._id)).toBe(audits);
    const manager = await get(e._id);
    expect(manager.version).toBe(e.version);
    expect(manager.salary).toEqual({ baseSalary: 3200000, allowances: 200000 });
    // What the caller was shown, sent back, is no write.
    const same = await put(e._id, { version: staff.version, personal: staff.personal, salary: null }, 'hr.staff');
    expect(same.statusCode, same.body).toBe(200);
    // Creating with them needs the permissions too.
    const created = await api('POST', `${base}/register`, as['hr.staff']!, registration({ employee: { employee_number: 'PR002' }, person: { email: 'pr2@gmail.com' } }));
    expect(created.statusCode).toBe(403);
    expect(body(created).details.fields).toMatchObject({ 'person.rrn': '주민등록번호를 수정할 권한이 없습니다.', 'salary.base_salary': '급여를 수정할 권한이 없습니다.' });
  });

  it('a save with no change writes nothing: no audit row, no history entry, no new version', async () => {
    const e = await create(registration({ employee: { employee_number: 'NC001' }, person: { email: 'nc1@gmail.com' } }));
    const audits = await auditRows(e._id);
    const res = await put(e._id, { version: e.version, personal: { phone: '010-1234-5678', addressInfo: e.personal.addressInfo }, organization: { jobTitle: '매니저' }, salary: { baseSalary: '320만' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).version).toBe(e.version);
    expect(await auditRows(e._id)).toBe(audits);
    expect(body(await api('GET', `${base}/${e._id}/history`, as['hr.manager']!)).data).toHaveLength(1);
  });

  it('퇴직일 is the day after the last working day in the list, the detail and the export', async () => {
    const e = await create({ personal: { nameKor: '김나영', employeeNo: 'RT001' }, employmentHistory: [{ startDate: '2019-03-02' }] });
    const res = await put(e._id, {
      version: e.version,
      organization: { employmentStatus: '퇴직' },
      resignation: { status: 'approved', resignationDate: '2023-05-17', lastWorkingDate: '2023-06-02', resignationType: '자진퇴사', resignationReason: '이직' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const retired = body(await api('GET', `${base}/retired?searchTerm=RT001`, as['hr.manager']!)).data[0];
    expect(retired.termination_date).toBe('2023-06-03');
    const inRange = body(await api('GET', `${base}/retired?terminationFrom=2023-06-03&terminationTo=2023-06-03`, as['hr.manager']!)).data;
    expect(inRange.map((r: Json) => r.employee_number)).toEqual(['RT001']);
  });

  it('history shows the server itself as 시스템, never an English system label', async () => {
    const e = await create({ personal: { nameKor: '시스템작성' } });
    await t.db.execute(
      sql`insert into audit_log (actor_id, actor_label, action, target_collection, target_id, after) values (null, 'bootstrap', 'update', 'employees', ${e._id}, '{"notes":"x"}'::jsonb)`,
    );
    const history = body(await api('GET', `${base}/${e._id}/history`, as['hr.manager']!)).data;
    expect(history[0].actorLabel).toBe('시스템');
    expect(history[1].actorLabel).toContain('hr.manager');
  });
});

describe('lists and lookups', () => {
  beforeAll(async () => {
    for (const [name, no, status] of [
      ['김민준', 'L5001', '재직'],
      ['김미숙', 'L5002', '휴직'],
      ['남궁민', 'L5003', '재직'],
    ]) {
      await create({ personal: { nameKor: name, employeeNo: no }, organization: { employmentStatus: status, jobTitle: '사원' } });
    }
    await create({ personal: { nameKor: '한지우', employeeNo: 'L5004' }, organization: { employmentStatus: '재직', jobTitle: '사원' }, accounts: { email: '지우.한@hanbit.kr' } });
  });

  it('pages with {total, hasNext, page, limit, data}; 전체 and blank search are no filter', async () => {
    const res = body(await api('GET', `${base}/list?page=1&limit=2&status=전체&searchTerm=%20`, as['hr.staff']!));
    expect(res).toMatchObject({ page: 1, limit: 2, hasNext: true });
    expect(res.total).toBe(await count('employees'));
    expect(res.total).toBeGreaterThan(5);
    expect(res.data).toHaveLength(2);
    expect(res.data[0]).not.toHaveProperty('rrn');
    // Sent without the response serializer: exactly the contract's fields and types.
    expect(employeePageSchema.parse(res)).toEqual(res);
    const retired = body(await api('GET', `${base}/retired?limit=5`, as['hr.staff']!));
    expect(employeePageSchema.parse(retired)).toEqual(retired);
  });

  it('finds by 초성, name part, employee-number prefix; filters by status', async () => {
    const names = async (q: string) => body(await api('GET', `${base}/list?limit=100&${q}`, as['hr.staff']!)).data.map((e: Json) => e.nameKor);
    expect(await names(`searchTerm=${encodeURIComponent('ㄱㅁ')}`)).toEqual(expect.arrayContaining(['김민준', '김미숙', '김민수']));
    expect(await names(`searchTerm=${encodeURIComponent('ㄱㅁㅈ')}`)).toEqual(['김민준']);
    expect(await names(`searchTerm=${encodeURIComponent('궁민')}`)).toEqual(['남궁민']);
    expect(await names('searchTerm=L500')).toHaveLength(4);
    expect(await names(`searchTerm=L500&status=${encodeURIComponent('휴직')}`)).toEqual(['김미숙']);
    expect(await names(`searchTerm=L500&sortBy=name&sortOrder=desc`)).toEqual(['한지우', '남궁민', '김민준', '김미숙']);
  });

  it('finds by e-mail prefix, also one no 사번 could start (Hangul, a dot)', async () => {
    const names = async (q: string) => body(await api('GET', `${base}/list?limit=100&searchTerm=${encodeURIComponent(q)}`, as['hr.staff']!)).data.map((e: Json) => e.nameKor);
    expect(await names('지우.한@')).toEqual(['한지우']);
    expect(await names('지우.')).toEqual(['한지우']);
    expect(await names('L5004')).toEqual(['한지우']);
    // The prefix is literal: no LIKE wildcards.
    expect(await names('L5_0')).toEqual([]);
    expect(await names('지%')).toEqual([]);
  });

  it('matches a query with an unfinished last character as a prefix (Korean typing)', async () => {
    const names = async (q: string) => body(await api('GET', `${base}/list?limit=100&searchTerm=${encodeURIComponent(q)}`, as['hr.staff']!)).data.map((e: Json) => e.nameKor);
    expect(await names('김ㅁ')).toEqual(expect.arrayContaining(['김민준', '김미숙', '김민수']));
    expect(await names('김ㅁ')).not.toContain('남궁민');
    expect(await names('민ㅅ')).toEqual(expect.arrayContaining(['김민수']));
    expect(await names('민ㅅ')).not.toContain('김민준');
    expect(await names('김미')).toEqual(expect.arrayContaining(['김민준', '김미숙', '김민수']));
    expect(await names('김민ㅈ')).toEqual(['김민준']);
    // The keyboard shows '김밋' between '김미' and '김미수' on the way to 김미숙 (ㅅ is a final, then moves on).
    expect(await names('김밋')).toEqual(['김미숙']);
    expect(await names('ㄱㅁㅅ')).toEqual(expect.arrayContaining(['김민수', '김미숙']));
    const quick = async (q: string) => body(await api('GET', `/api/employees/search?q=${encodeURIComponent(q)}&limit=50`, as['hr.staff']!)).data.map((e: Json) => e.nameKor);
    expect(await quick('김ㅁ')).toEqual(expect.arrayContaining(['김민준', '김미숙', '김민수']));
    expect(await quick('민ㅅ')).toEqual(expect.arrayContaining(['김민수']));
  });

  it('answers the quick search, all, and lookup by employee number', async () => {
    const quick = body(await api('GET', `/api/employees/search?q=${encodeURIComponent('남궁')}`, as['hr.staff']!));
    expect(quick.data[0]).toMatchObject({ nameKor: '남궁민', employee_number: 'L5003' });
    const all = body(await api('GET', `${base}/all`, as['hr.staff']!));
    expect(all.data.length).toBeGreaterThan(5);
    const byNo = await api('GET', `${base}/id/L5003`, as['hr.staff']!);
    expect(body(byNo).personal.nameKor).toBe('남궁민');
    expect((await api('GET', `${base}/id/NOPE`, as['hr.staff']!)).statusCode).toBe(404);
  });

  it('lists retired employees with termination date and reason', async () => {
    const res = body(await api('GET', `${base}/retired?terminationFrom=2025-01-01&terminationTo=2025-12-31`, as['hr.staff']!));
    expect(res.data.map((e: Json) => e.nameKor)).toEqual(['최지우']);
    expect(res.data[0]).toMatchObject({ termination_date: '2025-06-30', termination_reason: '개인 사유' });
  });

  it('computes HR metrics', async () => {
    const e = await create({ personal: { nameKor: '오세훈', employeeNo: 'M6001' }, employmentHistory: [{ startDate: '2020-01-15' }], career: { previousCompanies: [{ companyName: '네이버', startDate: '2015-01-01', endDate: '2019-12-31' }] } });
    const m = body(await api('GET', `${base}/${e._id}/hr-metrics`, as['hr.staff']!));
    expect(m.hireDate).toBe('2020-01-15');
    expect(m.tenure.years).toBeGreaterThanOrEqual(6);
    expect(m.career.previousMonths).toBe(59);
    expect(m.career.totalMonths).toBe(m.career.previousMonths + m.career.companyMonths);
    expect(m.onboarding.isCompleted).toBe(false);
  });
});

describe('permissions and scope', () => {
  it('refuses writes and deletes without the permission', async () => {
    expect((await api('POST', base, as.emp!, { personal: { nameKor: '가나' } })).statusCode).toBe(403);
    expect((await api('GET', `${base}/list`, as.emp!)).statusCode).toBe(403);
    const e = await create({ personal: { nameKor: '삭제대상', employeeNo: 'D7001' } });
    expect((await api('DELETE', `${base}/${e._id}`, as['hr.staff']!)).statusCode).toBe(403);
    const del = await api('DELETE', `${base}/${e._id}`, as['hr.manager']!);
    expect(del.statusCode).toBe(204);
    expect((await api('GET', `${base}/${e._id}`, as['hr.manager']!)).statusCode).toBe(404);
    expect(await count('access_log', sql`subject_id = ${e._id} and action = 'delete'`)).toBe(1);
    // The unfiltered total (kept by triggers) follows inserts and deletes.
    expect(body(await api('GET', `${base}/list?limit=1`, as['hr.manager']!)).total).toBe(await count('employees'));
  });

  it('confines a unit-scoped role to its units, totals included, and hides the rest as missing', async () => {
    const [unit] = await queryRows<{ id: string }>(t.db, sql`insert into org_units (name, level, unit_type) values ('영업본부', 2, 'DIVISION') returning id`);
    const inside = await create({ personal: { nameKor: '영업맨', employeeNo: 'SC001' }, organization: { headquarterId: unit!.id } });
    const outside = await create({ personal: { nameKor: '개발자', employeeNo: 'SC002' } });
    const user = await createTestUser(t, 'scoped', ['hr_staff']);
    await t.db.execute(sql`update user_roles set scope_type = 'unit', scope_unit_ids = array[${unit!.id}]::uuid[] where user_id = ${user.id}`);
    const h = bearer((await login(t, 'scoped')).token.access_token);
    const list = body(await api('GET', `${base}/list?limit=100`, h));
    expect(list.total).toBe(1);
    expect(list.data.map((e: Json) => e.employee_number)).toEqual(['SC001']);
    expect((await api('GET', `${base}/${inside._id}`, h)).statusCode).toBe(200);
    const hidden = await api('GET', `${base}/${outside._id}`, h);
    expect(hidden.statusCode).toBe(404);
    expect((await api('PUT', `${base}/${outside._id}`, h, { version: 1, notes: 'x' })).statusCode).toBe(404);
  });
});

describe('admin accounts and evaluators', () => {
  it('links and unlinks an admin account', async () => {
    const e = await create({ personal: { nameKor: '관리자연결', employeeNo: 'A8001' } });
    const admins = body(await api('GET', `${base}/admins`, as.admin!)).data;
    const staff = admins.find((a: Json) => a.loginId === 'hr.staff');
    expect((await api('GET', `${base}/admins/${staff.id}`, as.admin!)).statusCode).toBe(200);
    const linked = await api('PUT', `${base}/${e._id}/admin`, as.admin!, { userId: staff.id });
    expect(body(linked).admin).toMatchObject({ userId: staff.id, loginId: 'hr.staff' });
    const unlinked = await api('DELETE', `${base}/${e._id}/admin`, as.admin!);
    expect(body(unlinked).admin).toBeNull();
    expect((await api('PUT', `${base}/${e._id}/admin`, as['hr.staff']!, { userId: staff.id })).statusCode).toBe(403);
  });

  it('finds or creates an evaluator account', async () => {
    const e = await create({ personal: { nameKor: '평가자', employeeNo: 'EV001' }, accounts: { email: 'evaluator1@hanbit.co.kr' } });
    const first = body(await api('POST', '/api/mongo/evaluators/check-or-create', as['hr.manager']!, { employeeId: e._id }));
    expect(first).toMatchObject({ created: true, user: { email: 'evaluator1@hanbit.co.kr', employeeId: e._id, roles: [{ name: 'evaluator' }] } });
    const second = body(await api('POST', '/api/mongo/evaluators/check-or-create', as['hr.manager']!, { employeeId: e._id }));
    expect(second).toMatchObject({ created: false, user: { id: first.user.id } });
  });
});

describe('내 정보 (GET mongo/profile, PUT mongo/users/me)', () => {
  let me: Record<string, string>;
  let id: string;
  beforeAll(async () => {
    const e = await create(registration({ employee: { employee_number: 'ME001' }, person: { email: 'me1@gmail.com' } }));
    id = e._id;
    const user = await createTestUser(t, 'self.person', ['employee']);
    await t.db.execute(sql`update users set employee_id = ${id} where id = ${user.id}`);
    me = bearer((await login(t, 'self.person')).token.access_token);
  });

  it('answers the account and the linked record: RRN masked, own salary shown', async () => {
    const res = await api('GET', '/api/mongo/profile', me);
    expect(res.statusCode, res.body).toBe(200);
    const p = body(res);
    expect(p.user.loginId).toBe('self.person');
    expect(p.employee).toMatchObject({ _id: id, personal: { nameKor: '김민수', rrn: '900101-1******' }, salary: { baseSalary: 3200000 } });
  });

  it('lets the person change their phone, emergency contact and bank account, with history', async () => {
    const { employee } = body(await api('GET', '/api/mongo/profile', me));
    const res = await api('PUT', '/api/mongo/users/me', me, {
      version: employee.version,
      personal: {
        phone: '010-5555-6666',
        emergencyContact: { name: '김영희', relationship: '모', phone: '010-7777-8888' },
        bankAccount: { bankName: '국민은행', accountNumber: '123-456-789012', accountHolder: '김민수' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).employee.personal).toMatchObject({ phone: '010-5555-6666', emergencyContact: { name: '김영희' }, bankAccount: { bankName: '국민은행' } });
    expect(body(res).employee.personal.addressInfo.zipcode).toBe('06236');
    const history = body(await api('GET', `${base}/${id}/history`, as['hr.manager']!)).data;
    expect(history[0]).toMatchObject({ action: 'update', actorLabel: expect.stringContaining('self.person') });
    const stale = await api('PUT', '/api/mongo/users/me', me, { version: employee.version, personal: { phone: '010-1111-0000' } });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses anything else (400 for unknown keys) and bad values, writing nothing', async () => {
    const { employee } = body(await api('GET', '/api/mongo/profile', me));
    const audits = await count('audit_log', sql`target_id = ${id}`);
    for (const payload of [
      { version: employee.version, salary: { baseSalary: 9_999_999 } },
      { version: employee.version, organization: { jobTitle: '사장' } },
      { version: employee.version, personal: { nameKor: '다른이름' } },
      { version: employee.version, personal: { rrn: '900101-1234568' } },
      { version: employee.version, personal: { phone: 'abc' } },
    ]) {
      const res = await api('PUT', '/api/mongo/users/me', me, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    expect(await count('audit_log', sql`target_id = ${id}`)).toBe(audits);
  });

  it('shows an account without a linked record no employee, and refuses its changes with a clear 404', async () => {
    const res = await api('GET', '/api/mongo/profile', as.emp!);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ user: { id: expect.any(String) }, employee: null });
    const put = await api('PUT', '/api/mongo/users/me', as.emp!, { version: 1, personal: { phone: '010-1234-5678' } });
    expect(put.statusCode).toBe(404);
    expect(body(put).message).toContain('연결된 직원 정보가 없습니다');
  });
});
