import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { corporations } from '../../db/schema/corporate-structure';
import { bearer, createTestApp, createTestUser, login, type TestApp } from '../../test/app';

const base = '/api/v1/corporate-structure';
let t: TestApp;
let hr: Record<string, string>;
let exec: Record<string, string>;
let staff: Record<string, string>;
let existingId: string;

/** Everything the migration may touch, compared whole before and after. */
async function snapshot() {
  const corps = await queryRows(
    t.db,
    sql`select id, name, corporate_type, business_registration_number, corporate_registration_number, employer_type,
               hr_authority, holding_company_id, migration_batch_id, version from corporations order by name`,
  );
  const people = await queryRows(t.db, sql`select id, employee_no, insurance_corp, corporation_id from employees order by employee_no`);
  const batches = await queryRows(t.db, sql`select id, rolled_back_at from migration_batches order by created_at`);
  return { corps, people, batches };
}

const migrate = (payload?: object, headers = hr) =>
  t.app.inject({ method: 'POST', url: `${base}/migrate-insurance-corp`, headers, ...(payload ? { payload } : {}) });
const rollback = (headers = hr) => t.app.inject({ method: 'POST', url: `${base}/rollback-migration`, headers });
const verify = (headers = hr) => t.app.inject({ url: `${base}/verify-consistency`, headers });
const auditActions = async () =>
  (await queryRows<{ action: string }>(t.db, sql`select action from audit_log where target_collection = 'corporations' order by id`)).map((r) => r.action);

beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'hr.staff', ['hr_staff']);
  await createTestUser(t, 'exec', ['executive']);
  await createTestUser(t, 'staff', ['employee']);
  hr = bearer((await login(t, 'hr.staff')).token.access_token);
  exec = bearer((await login(t, 'exec')).token.access_token);
  staff = bearer((await login(t, 'staff')).token.access_token);

  const created = await t.app.inject({ method: 'POST', url: base, headers: hr, payload: { name: '한빛소프트', corporateType: 'OPERATING' } });
  existingId = created.json().id;
  await t.db.insert(employees).values([
    { employeeNo: 'E01', nameKor: '김민수', insuranceCorp: '한빛소프트' },
    { employeeNo: 'E02', nameKor: '이서연', insuranceCorp: '\t한빛제약  ' },
    { employeeNo: 'E03', nameKor: '박지훈', insuranceCorp: '한빛제약' },
    { employeeNo: 'E04', nameKor: '최유진', insuranceCorp: '새빛상사' },
    { employeeNo: 'E05', nameKor: '정하늘', insuranceCorp: null },
    { employeeNo: 'E06', nameKor: '남궁도윤', insuranceCorp: '  ' },
    { employeeNo: 'E07', nameKor: '선우진', insuranceCorp: '한빛물류', corporationId: existingId },
  ]);
});
afterAll(() => t.close());

const expectedPlan = {
  corporationsCreated: [
    { id: null, name: '새빛상사' },
    { id: null, name: '한빛제약' },
  ],
  links: [
    { corporationId: null, corporationName: '새빛상사', created: true, employeeCount: 1 },
    { corporationId: 'existing', corporationName: '한빛소프트', created: false, employeeCount: 1 },
    { corporationId: null, corporationName: '한빛제약', created: true, employeeCount: 2 },
  ],
  employeesLinked: 4,
  skipped: { alreadyLinked: 1, withoutInsuranceCorp: 2 },
};

describe('insurance corporation migration', () => {
  let original: Awaited<ReturnType<typeof snapshot>>;
  let dryReport: Record<string, unknown>;

  it('reports the inconsistencies before migrating', async () => {
    const res = await verify(exec);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      consistent: false,
      totals: { unmatchedEmployees: 4, unlinkedEmployees: 1, mismatchedEmployees: 1, operatingWithoutHolding: 1 },
      unmatchedInsuranceCorps: [
        { insuranceCorp: '새빛상사', employeeCount: 1 },
        { insuranceCorp: '한빛물류', employeeCount: 1 },
        { insuranceCorp: '한빛제약', employeeCount: 2 },
      ],
      unlinkedInsuranceCorps: [{ insuranceCorp: '한빛소프트', corporationId: existingId, employeeCount: 1 }],
      mismatchedEmployees: [
        { employeeNo: 'E07', nameKor: '선우진', insuranceCorp: '한빛물류', corporationId: existingId, corporationName: '한빛소프트' },
      ],
      operatingWithoutHolding: [{ id: existingId, name: '한빛소프트' }],
    });
  });

  it('dry run reports exactly what it would do and changes nothing', async () => {
    original = await snapshot();
    const audits = await auditActions();
    const res = await migrate({ dryRun: true });
    expect(res.statusCode).toBe(200);
    dryReport = res.json();
    expect(dryReport).toEqual({
      ...expectedPlan,
      dryRun: true,
      batchId: null,
      links: expectedPlan.links.map((l) => (l.corporationId ? { ...l, corporationId: existingId } : l)),
    });
    expect(await snapshot()).toEqual(original);
    expect(await auditActions()).toEqual(audits);
  });

  it('creates the missing corporations, links the employees, all in one recorded batch', async () => {
    const res = await migrate();
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.batchId).toEqual(expect.any(String));
    // The real run did what the dry run announced.
    const withoutIds = (r: typeof report) => ({
      ...r,
      dryRun: null,
      batchId: null,
      corporationsCreated: r.corporationsCreated.map((c: { name: string }) => c.name),
      links: r.links.map((l: { corporationName: string; created: boolean; employeeCount: number }) => [l.corporationName, l.created, l.employeeCount]),
    });
    expect(withoutIds(report)).toEqual(withoutIds(dryReport));

    const created = await queryRows<{ name: string; corporate_type: string; business_registration_number: string | null; migration_batch_id: string }>(
      t.db,
      sql`select name, corporate_type, business_registration_number, migration_batch_id from corporations where migration_batch_id is not null order by name`,
    );
    expect(created).toEqual([
      { name: '새빛상사', corporate_type: 'OPERATING', business_registration_number: null, migration_batch_id: report.batchId },
      { name: '한빛제약', corporate_type: 'OPERATING', business_registration_number: null, migration_batch_id: report.batchId },
    ]);
    const linked = await queryRows<{ employee_no: string; corporation: string | null }>(
      t.db,
      sql`select e.employee_no, c.name as corporation from employees e left join corporations c on c.id = e.corporation_id order by e.employee_no`,
    );
    expect(linked).toEqual([
      { employee_no: 'E01', corporation: '한빛소프트' },
      { employee_no: 'E02', corporation: '한빛제약' },
      { employee_no: 'E03', corporation: '한빛제약' },
      { employee_no: 'E04', corporation: '새빛상사' },
      { employee_no: 'E05', corporation: null },
      { employee_no: 'E06', corporation: null },
      { employee_no: 'E07', corporation: '한빛소프트' },
    ]);
    const [batch] = await queryRows<{ kind: string; rolled_back_at: string | null }>(t.db, sql`select kind, rolled_back_at from migration_batches`);
    expect(batch).toEqual({ kind: 'insurance-corp', rolled_back_at: null });
    expect((await auditActions()).at(-1)).toBe('corporations.migrate-insurance-corp');

    const after = (await verify()).json();
    expect(after.totals).toMatchObject({ unmatchedEmployees: 1, unlinkedEmployees: 0, mismatchedEmployees: 1 });

    // Nothing left to do: no empty batch.
    const again = (await migrate({})).json();
    expect(again).toMatchObject({ batchId: null, dryRun: false, corporationsCreated: [], links: [], employeesLinked: 0 });
    expect(await queryRows(t.db, sql`select id from migration_batches`)).toHaveLength(1);
  });

  it('rollback restores the exact prior state, once', async () => {
    const res = await rollback();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ employeesUnlinked: 4, corporationsDeleted: [{ name: '새빛상사' }, { name: '한빛제약' }] });
    const now = await snapshot();
    expect(now.corps).toEqual(original.corps);
    expect(now.people).toEqual(original.people);
    expect(now.batches).toEqual([{ id: res.json().batchId, rolled_back_at: expect.anything() }]);
    expect((await auditActions()).at(-1)).toBe('corporations.rollback-migration');

    const nothing = await rollback();
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'CONFLICT', message: '되돌릴 보험 법인 마이그레이션이 없습니다.' });
  });

  it('refuses to roll back what was changed since, and changes nothing', async () => {
    const report = (await migrate()).json();
    expect(report.employeesLinked).toBe(4);
    const pharma = report.corporationsCreated.find((c: { name: string }) => c.name === '한빛제약');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/${pharma.id}`,
      headers: hr,
      payload: { version: 1, businessRegistrationNumber: '134-86-72683' },
    });
    expect(edited.statusCode).toBe(200);
    await t.db.insert(employees).values({ employeeNo: 'E08', nameKor: '황보민', insuranceCorp: '새빛상사', corporationId: report.corporationsCreated[0].id });
    await t.db.update(employees).set({ corporationId: null }).where(eq(employees.employeeNo, 'E01'));
    const before = await snapshot();
    const refused = await rollback();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('되돌릴 수 없습니다');
    expect(refused.json().details.conflicts).toEqual([
      "법인 '한빛제약'이 마이그레이션 이후 수정되었습니다.",
      '마이그레이션이 연결한 직원 1명의 소속 법인이 이후 변경되었습니다 (사번 E01).',
      '마이그레이션으로 만든 법인에 이후 연결된 직원이 1명 있습니다.',
    ]);
    expect(await snapshot()).toEqual(before);

    // Undo the later changes and the rollback goes through, back to the state before the migration.
    const reverted = await t.app.inject({ method: 'PUT', url: `${base}/${pharma.id}`, headers: hr, payload: { version: 2, businessRegistrationNumber: null } });
    expect(reverted.statusCode).toBe(200);
    await t.db.delete(employees).where(eq(employees.employeeNo, 'E08'));
    await t.db.update(employees).set({ corporationId: existingId }).where(eq(employees.employeeNo, 'E01'));
    const done = await rollback();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ batchId: report.batchId, employeesUnlinked: 4 });
    const now = await snapshot();
    expect(now.corps).toEqual(original.corps);
    expect(now.people).toEqual(original.people);
  });

  it('refuses bad input and callers without organization:write', async () => {
    const before = await snapshot();
    const bad = await migrate({ dryRun: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.dryRun).toEqual(expect.any(String));
    expect((await migrate({ dryRun: true, batchSize: 10 })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${base}/rollback-migration`, headers: hr, payload: { force: true } })).statusCode).toBe(400);
    for (const headers of [staff, exec]) {
      expect((await migrate({ dryRun: true }, headers)).statusCode).toBe(403);
      expect((await rollback(headers)).statusCode).toBe(403);
    }
    expect((await verify(staff)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('consistency of the corporations themselves', () => {
  it('finds invalid check digits, duplicate numbers and broken relationships', async () => {
    // Rows written around the API (an old import): the report is where they surface.
    const [hq] = await t.db
      .insert(corporations)
      .values({ name: '옛지주', corporateType: 'HQ_HOLDINGS', businessRegistrationNumber: '124-81-00999', corporateRegistrationNumber: '1301110006246' })
      .returning();
    await t.db.insert(corporations).values([
      { name: '옛지주2', corporateType: 'HQ_HOLDINGS', holdingCompanyId: hq!.id, corporateRegistrationNumber: '130111-0006246' },
      { name: '옛사업', corporateType: 'OPERATING', businessRegistrationNumber: '1248100999', holdingCompanyId: hq!.id },
    ]);
    const report = (await verify()).json();
    expect(report.invalidNumbers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: '옛지주', field: 'businessRegistrationNumber', problem: '사업자등록번호 검증 숫자가 올바르지 않습니다.' }),
        expect.objectContaining({ name: '옛지주', field: 'corporateRegistrationNumber', problem: '법인등록번호 형식(000000-0000000)이 올바르지 않습니다.' }),
        expect.objectContaining({ name: '옛사업', field: 'businessRegistrationNumber', problem: '사업자등록번호 형식(000-00-00000)이 올바르지 않습니다.' }),
      ]),
    );
    expect(report.duplicateNumbers).toEqual(
      expect.arrayContaining([
        { field: 'businessRegistrationNumber', number: '124-81-00999', corporations: [expect.objectContaining({ name: '옛지주' }), expect.objectContaining({ name: '옛사업' })] },
        { field: 'corporateRegistrationNumber', number: '1301110006246', corporations: [expect.objectContaining({ name: '옛지주' }), expect.objectContaining({ name: '옛지주2' })] },
      ]),
    );
    expect(report.invalidRelationships).toEqual([expect.objectContaining({ name: '옛지주2', reason: '지주회사에 상위 지주회사가 지정되어 있습니다.' })]);
    expect(report.consistent).toBe(false);
  });
});
