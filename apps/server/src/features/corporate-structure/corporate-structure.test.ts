import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBusinessNumber, isValidCorporateNumber } from '@saram/shared/korea';
import { queryRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { corporations } from '../../db/schema/corporate-structure';
import { systemActor } from '../../lib/auth/actor';
import { bearer, createTestApp, createTestUser, login, type TestApp } from '../../test/app';
import { seedCorporations } from '../../demo/corporations';
import { withUniqueMessages } from './corporate-structure.service';

const base = '/api/v1/corporate-structure';
let t: TestApp;
let hr: Record<string, string>;
let exec: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'hr.staff', ['hr_staff']);
  await createTestUser(t, 'exec', ['executive']);
  await createTestUser(t, 'staff', ['employee']);
  hr = bearer((await login(t, 'hr.staff')).token.access_token);
  exec = bearer((await login(t, 'exec')).token.access_token);
  staff = bearer((await login(t, 'staff')).token.access_token);
});
afterAll(() => t.close());

type Corp = { id: string; name: string; version: number; [key: string]: unknown };
const post = (payload: unknown, headers = hr) => t.app.inject({ method: 'POST', url: base, payload: payload as object, headers });
const put = (id: string, payload: unknown, headers = hr) => t.app.inject({ method: 'PUT', url: `${base}/${id}`, payload: payload as object, headers });
const get = (url: string, headers = hr) => t.app.inject({ url: `${base}${url}`, headers });
const countRows = async (table: string) => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
const audits = (id: string) =>
  queryRows<{ action: string; before: unknown; after: unknown }>(
    t.db,
    sql`select action, before, after from audit_log where target_collection = 'corporations' and target_id = ${id} order by id`,
  );

let holding: Corp;
let software: Corp;

describe('corporations CRUD', () => {
  it('creates a holding company and operating companies under it, each with an audit row', async () => {
    const res = await post({
      name: '  가온홀딩스 ',
      corporateType: 'HQ_HOLDINGS',
      businessRegistrationNumber: '124-81-00998',
      corporateRegistrationNumber: '130111-0006246',
      representative: '이가온',
    });
    expect(res.statusCode).toBe(201);
    holding = res.json();
    expect(holding).toMatchObject({
      name: '가온홀딩스',
      corporateType: 'HQ_HOLDINGS',
      employerType: 'LEGAL',
      hrAuthority: 'FULL',
      holdingCompanyId: null,
      isActive: true,
      employeeCount: 0,
      version: 1,
    });

    const op = await post({
      name: '가온소프트',
      corporateType: 'OPERATING',
      businessRegistrationNumber: '116-82-00276',
      corporateRegistrationNumber: '',
      employerType: 'BOTH',
      hrAuthority: 'PARTIAL',
      holdingCompanyId: holding.id,
    });
    expect(op.statusCode).toBe(201);
    software = op.json();
    expect(software).toMatchObject({ holdingCompanyId: holding.id, holdingCompanyName: '가온홀딩스', corporateRegistrationNumber: null });
    expect((await post({ name: '가온물산', corporateType: 'OPERATING', businessRegistrationNumber: '134-86-72683' })).statusCode).toBe(201);

    const trail = await audits(holding.id);
    expect(trail).toEqual([{ action: 'corporations.create', before: null, after: expect.objectContaining({ name: '가온홀딩스' }) }]);
  });

  it('lists with corporate_type, page and limit', async () => {
    const all = await get('?limit=2');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, limit: 2, hasNext: true });
    expect(all.json().data.map((c: Corp) => c.name)).toEqual(['가온홀딩스', '가온물산']);
    const page2 = await get('?limit=2&page=2');
    expect(page2.json()).toMatchObject({ total: 3, page: 2, hasNext: false });
    const operating = await get('?corporate_type=OPERATING');
    expect(operating.json().data.map((c: Corp) => c.name)).toEqual(['가온물산', '가온소프트']);
    const one = await get(`/${software.id}`, exec);
    expect(one.json()).toMatchObject({ id: software.id, holdingCompanyName: '가온홀딩스' });
  });

  it('answers hierarchy, holding companies and operating companies by holding name', async () => {
    const h = (await get('/hierarchy')).json();
    expect(h.data).toHaveLength(1);
    expect(h.data[0]).toMatchObject({ id: holding.id, operatingCompanies: [expect.objectContaining({ id: software.id })] });
    expect(h.unassigned.map((c: Corp) => c.name)).toEqual(['가온물산']);
    expect((await get('/holding-companies')).json().data.map((c: Corp) => c.id)).toEqual([holding.id]);
    const byHolding = await get(`/operating-companies?holding_company_name=${encodeURIComponent('가온홀딩스')}`);
    expect(byHolding.json().data.map((c: Corp) => c.name)).toEqual(['가온소프트']);
    expect((await get('/operating-companies')).json().data).toHaveLength(2);
    expect((await get(`/operating-companies?holding_company_name=${encodeURIComponent('없는회사')}`)).json().data).toEqual([]);
  });

  it('validates holding → operating relationships with Korean reasons', async () => {
    const check = (holdingCompanyId: string, operatingCompanyId: string) =>
      t.app.inject({ method: 'POST', url: `${base}/validate-relationship`, payload: { holdingCompanyId, operatingCompanyId }, headers: exec });
    expect((await check(holding.id, software.id)).json()).toEqual({ valid: true, reasons: [] });
    const wrong = (await check(software.id, holding.id)).json();
    expect(wrong.valid).toBe(false);
    expect(wrong.reasons).toEqual([
      "'가온소프트'는 지주회사(HQ_HOLDINGS)가 아닙니다.",
      "'가온홀딩스'는 사업회사(OPERATING)가 아닙니다.",
      "'가온홀딩스'가 '가온소프트'의 상위 법인이므로 순환 관계가 됩니다.",
    ]);
    const self = (await check(holding.id, holding.id)).json();
    expect(self.reasons[0]).toContain('자기 자신');
    const missing = (await check('00000000-0000-4000-8000-000000000000', software.id)).json();
    expect(missing).toEqual({ valid: false, reasons: ['지주회사를 찾을 수 없습니다.'] });
    const bad = await t.app.inject({ method: 'POST', url: `${base}/validate-relationship`, payload: { holdingCompanyId: 'x' }, headers: hr });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toMatchObject({ holdingCompanyId: '지주회사 ID 형식이 올바르지 않습니다.', operatingCompanyId: '필수 입력 항목입니다.' });
  });

  it('refuses bad input with Korean field messages and writes nothing', async () => {
    const before = await countRows('corporations');
    const audit = await countRows('audit_log');
    const bad = await post({
      name: '',
      corporateType: 'HOLDING',
      businessRegistrationNumber: '1248100998',
      corporateRegistrationNumber: '130111-0006245',
      hrAuthority: 'ALL',
      salary: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: '입력값이 올바르지 않습니다.' });
    expect(bad.json().details.fields).toMatchObject({
      name: '법인명을 입력해주세요.',
      corporateType: '법인 유형은 HQ_HOLDINGS, OPERATING 중 하나여야 합니다.',
      businessRegistrationNumber: '사업자등록번호 형식(000-00-00000)이 올바르지 않습니다.',
      corporateRegistrationNumber: '법인등록번호 검증 숫자가 올바르지 않습니다.',
      hrAuthority: '인사 권한은 FULL, PARTIAL, NONE 중 하나여야 합니다.',
    });
    const checkDigit = await post({ name: '오타상사', corporateType: 'OPERATING', businessRegistrationNumber: '124-81-00999' });
    expect(checkDigit.statusCode).toBe(400);
    expect(checkDigit.json().details.fields).toEqual({ businessRegistrationNumber: '사업자등록번호 검증 숫자가 올바르지 않습니다.' });
    const crnFormat = await post({ name: '오타상사', corporateType: 'OPERATING', corporateRegistrationNumber: '1301110006246' });
    expect(crnFormat.json().details.fields).toEqual({ corporateRegistrationNumber: '법인등록번호 형식(000000-0000000)이 올바르지 않습니다.' });

    const hqUnderHq = await post({ name: '중간지주', corporateType: 'HQ_HOLDINGS', holdingCompanyId: holding.id });
    expect(hqUnderHq.statusCode).toBe(400);
    expect(hqUnderHq.json().details.fields.holdingCompanyId).toContain('상위 지주회사를 지정할 수 없습니다');
    const underOperating = await post({ name: '손자회사', corporateType: 'OPERATING', holdingCompanyId: software.id });
    expect(underOperating.json().details.fields.holdingCompanyId).toBe('지주회사(HQ_HOLDINGS)만 상위 법인으로 지정할 수 있습니다.');
    const unknownHolding = await post({ name: '고아회사', corporateType: 'OPERATING', holdingCompanyId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownHolding.json().details.fields.holdingCompanyId).toBe('지정한 지주회사를 찾을 수 없습니다.');

    expect(await countRows('corporations')).toBe(before);
    expect(await countRows('audit_log')).toBe(audit);
  });

  it('answers 409 naming the field when a name or number is taken', async () => {
    const before = await countRows('corporations');
    const name = await post({ name: '가온홀딩스', corporateType: 'OPERATING' });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({ code: 'DUPLICATE', message: '이미 등록된 법인명입니다: 가온홀딩스', details: { fields: { name: expect.any(String) } } });
    const brn = await post({ name: '새회사', corporateType: 'OPERATING', businessRegistrationNumber: '116-82-00276' });
    expect(brn.statusCode).toBe(409);
    expect(brn.json().details.fields).toEqual({ businessRegistrationNumber: '이미 등록된 사업자등록번호입니다 (가온소프트).' });
    const crn = await put(software.id, { version: software.version, corporateRegistrationNumber: '130111-0006246' });
    expect(crn.statusCode).toBe(409);
    expect(crn.json().details.fields).toEqual({ corporateRegistrationNumber: '이미 등록된 법인등록번호입니다 (가온홀딩스).' });
    expect(await countRows('corporations')).toBe(before);
  });

  it('names the field when the unique index of the database catches a race', async () => {
    const raced = withUniqueMessages(() => t.db.insert(corporations).values({ name: '가온홀딩스', corporateType: 'OPERATING' }));
    await expect(raced).rejects.toMatchObject({ code: 'DUPLICATE', status: 409, details: { fields: { name: '이미 등록된 법인명입니다.' } } });
  });

  it('updates with the version read; a stale version gets 409 and changes nothing', async () => {
    const res = await put(software.id, { version: 1, hrAuthority: 'NONE', representative: '박가온', corporateRegistrationNumber: '191211-0006639' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, hrAuthority: 'NONE', representative: '박가온', employerType: 'BOTH', corporateRegistrationNumber: '191211-0006639' });

    const stale = await put(software.id, { version: 1, hrAuthority: 'FULL' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: '다른 사용자가 먼저 변경했습니다. 새로고침 후 다시 시도해주세요.' });
    expect((await get(`/${software.id}`)).json()).toMatchObject({ version: 2, hrAuthority: 'NONE' });

    const noVersion = await put(software.id, { hrAuthority: 'FULL' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().details.fields).toEqual({ version: '필수 입력 항목입니다.' });
    const badNumber = await put(software.id, { version: 2, businessRegistrationNumber: '116-82-0027' });
    expect(badNumber.json().details.fields).toEqual({ businessRegistrationNumber: '사업자등록번호 형식(000-00-00000)이 올바르지 않습니다.' });

    const trail = await audits(software.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'corporations.update',
      before: expect.objectContaining({ version: 1, hrAuthority: 'PARTIAL' }),
      after: expect.objectContaining({ version: 2, hrAuthority: 'NONE' }),
    });
    software = (await get(`/${software.id}`)).json();
  });

  it('keeps a holding company with operating companies a holding company', async () => {
    const res = await put(holding.id, { version: holding.version, corporateType: 'OPERATING' });
    expect(res.statusCode).toBe(409);
    expect(res.json().details.fields.corporateType).toContain('소속 사업회사 1곳');
    const cycle = await put(software.id, { version: software.version, corporateType: 'HQ_HOLDINGS' });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().details.fields.holdingCompanyId).toContain('상위 지주회사를 지정할 수 없습니다');
    expect((await get(`/${holding.id}`)).json().version).toBe(holding.version);
  });

  it('lets exactly one of two concurrent updates of the same version through', async () => {
    const { version } = (await get(`/${software.id}`)).json();
    const [a, b] = await Promise.all([put(software.id, { version, representative: '갑' }), put(software.id, { version, representative: '을' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await get(`/${software.id}`)).json().version).toBe(version + 1);
  });

  it('refuses to delete while operating companies or employees point to it', async () => {
    const blocked = await t.app.inject({ method: 'DELETE', url: `${base}/${holding.id}`, headers: hr });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe("'가온홀딩스' 법인을 삭제할 수 없습니다. 이 법인을 지주회사로 둔 사업회사가 1곳 있습니다.");

    await t.db.insert(employees).values({ employeeNo: 'E-1', nameKor: '김가온', insuranceCorp: '가온소프트', corporationId: software.id });
    const withStaff = await t.app.inject({ method: 'DELETE', url: `${base}/${software.id}`, headers: hr });
    expect(withStaff.statusCode).toBe(409);
    expect(withStaff.json().message).toContain('소속된 직원이 1명');
    expect((await get(`/${software.id}`)).json().employeeCount).toBe(1);

    const stale = await t.app.inject({ method: 'DELETE', url: `${base}/${holding.id}?version=99`, headers: hr });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');

    const other = (await get('?corporate_type=OPERATING')).json().data.find((c: Corp) => c.name === '가온물산') as Corp;
    const gone = await t.app.inject({ method: 'DELETE', url: `${base}/${other.id}?version=1`, headers: hr });
    expect(gone.statusCode).toBe(204);
    expect((await get(`/${other.id}`)).statusCode).toBe(404);
    expect((await get(`/${other.id}`)).json().message).toBe('법인을 찾을 수 없습니다.');
    expect((await audits(other.id)).map((a) => a.action)).toEqual(['corporations.create', 'corporations.delete']);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${other.id}`, headers: hr })).statusCode).toBe(404);
    expect((await put(other.id, { version: 1, name: '부활' })).statusCode).toBe(404);
  });

  it('lets readers read and only writers write', async () => {
    expect((await get('', staff)).statusCode).toBe(403);
    expect((await get('/hierarchy', staff)).statusCode).toBe(403);
    expect((await get(`/${holding.id}`, staff)).statusCode).toBe(403);
    expect((await get('/verify-consistency', staff)).statusCode).toBe(403);
    expect((await get('', exec)).statusCode).toBe(200);
    const before = await countRows('corporations');
    for (const headers of [staff, exec]) {
      const created = await post({ name: '권한없음', corporateType: 'OPERATING' }, headers);
      expect(created.statusCode).toBe(403);
      expect(created.json().message).toBe('이 작업을 수행할 권한이 없습니다.');
      expect((await put(software.id, { version: software.version, name: 'x' }, headers)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `${base}/${software.id}`, headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
    expect(await countRows('corporations')).toBe(before);
  });

  it('rejects unknown query keys and malformed ids', async () => {
    expect((await get('?corporate_type=HOLDING')).json().details.fields).toEqual({
      corporate_type: '법인 유형은 HQ_HOLDINGS, OPERATING 중 하나여야 합니다.',
    });
    expect((await get('?foo=1')).statusCode).toBe(400);
    expect((await get('/not-a-uuid')).json().details.fields).toEqual({ id: '법인 ID 형식이 올바르지 않습니다.' });
  });
});

describe('demo corporations', () => {
  it('seeds the 한빛 group with valid registration numbers', async () => {
    const seeded = await t.db.transaction((tx) => seedCorporations(tx, systemActor('seed')));
    expect(seeded.map((c) => c.name)).toEqual(['한빛홀딩스', '한빛소프트', '한빛제약', '한빛물류']);
    for (const c of seeded) {
      expect(isValidBusinessNumber(c.businessRegistrationNumber!), c.name).toBe(true);
      expect(isValidCorporateNumber(c.corporateRegistrationNumber!), c.name).toBe(true);
    }
    expect(new Set(seeded.map((c) => c.employerType))).toEqual(new Set(['LEGAL', 'BOTH', 'ACTUAL']));
    expect(new Set(seeded.map((c) => c.hrAuthority))).toEqual(new Set(['FULL', 'PARTIAL', 'NONE']));
    const h = (await get('/hierarchy')).json();
    const group = h.data.find((d: Corp) => d.name === '한빛홀딩스');
    expect(group.operatingCompanies.map((c: Corp) => c.name).sort()).toEqual(['한빛물류', '한빛소프트', '한빛제약']);
  });
});
