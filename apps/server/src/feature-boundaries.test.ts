import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The `saram/feature-boundaries` rule of eslint.config.js, run on fixture code through ESLint's
 * Node API: features meet only through services and writers (server) and api modules (web), and a server
 * feature imports only its own schema files plus the ones it may read, which it never writes. lib/ and
 * demo/ follow the same map; table names in SQL text are checked as imports are; queries are built
 * only in repositories (`*.repo.ts`, `*.writer.ts`), which services never re-export.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'saram/feature-boundaries').map((m) => m.message);
}

describe('saram/feature-boundaries', () => {
  it("refuses a repo importing another feature's schema file, in any sub-folder", async () => {
    const code = `import { employees } from '../../../db/schema/employees';\nexport const table = employees;\n`;
    expect(await boundaryErrors('apps/server/src/features/telemetry/reports/reports.repo.ts', code)).toEqual([
      "기능 'telemetry': 스키마 'employees'의 테이블은 기능 'employees' 소유입니다. eslint.config.js의 schemaReads에 선언된 것만 읽을 수 있습니다.",
    ]);
    const flat = `import { users } from '../../db/schema/auth';\nexport const table = users;\n`;
    expect(await boundaryErrors('apps/server/src/features/access-requests/access-requests.repo.ts', flat)).toHaveLength(1);
  });

  it('allows its own schema and a declared read, and refuses writing what it only reads', async () => {
    const own = `import { employees } from '../../db/schema/employees';\nexport const table = employees;\n`;
    expect(await boundaryErrors('apps/server/src/features/employees/employees.repo.ts', own)).toEqual([]);
    const read = [
      `import { eq } from 'drizzle-orm';`,
      `import type { Db } from '../../db/client';`,
      `import { users } from '../../db/schema/auth';`,
      `export const accountOf = (db: Db, id: string) => db.select().from(users).where(eq(users.employeeId, id));`,
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/features/employees/employees.repo.ts', read)).toEqual([]);
    const write = `${read}\nexport const unlink = (db: Db, id: string) => db.update(users).set({ employeeId: null }).where(eq(users.employeeId, id));\n`;
    expect(await boundaryErrors('apps/server/src/features/employees/employees.repo.ts', write)).toEqual([
      "기능 'employees': 테이블 'users'(스키마 'auth')에는 쓸 수 없습니다(읽기 전용). 쓰기는 소유 기능 'auth'의 service를 거칩니다.",
    ]);
  });

  it("refuses another feature's repo or component, allows its service, writer or api module", async () => {
    const repo = `import { findUserById } from '../auth/auth.repo';\nvoid findUserById;\n`;
    expect(await boundaryErrors('apps/server/src/features/employees/employees.service.ts', repo)).toEqual([
      "기능 'employees': 기능 'auth'의 것은 service·writer(서버) 또는 api(웹)로만 가져올 수 있습니다.",
    ]);
    const service = `import { findUserByEmail } from '../auth/auth.service';\nexport const f = findUserByEmail;\n`;
    expect(await boundaryErrors('apps/server/src/features/employees/employees.service.ts', service)).toEqual([]);
    const rootService = `import { createUser } from '../auth/accounts.service';\nexport const f = createUser;\n`;
    expect(await boundaryErrors('apps/server/src/features/employees/employees.service.ts', rootService)).toEqual([]);
    const nestedService = `import { assign } from '../organization/units/members.service';\nexport const f = assign;\n`;
    expect(await boundaryErrors('apps/server/src/features/employees/employees.service.ts', nestedService)).toHaveLength(1);
    const writer = `import { placeEmployees } from '../../employees/employees.writer';\nexport const f = placeEmployees;\n`;
    expect(await boundaryErrors('apps/server/src/features/organization/units/members.service.ts', writer)).toEqual([]);
    const otherModule = `import { prepare } from '../../employees/employee-prepare';\nexport const f = prepare;\n`;
    expect(await boundaryErrors('apps/server/src/features/organization/units/members.service.ts', otherModule)).toHaveLength(1);
    const component = `import { LoginForm } from '../auth/components/login-form';\nexport const C = LoginForm;\n`;
    expect(await boundaryErrors('apps/web/src/features/search/search-page.tsx', component)).toHaveLength(1);
    const api = `import { logout } from '../auth/api';\nexport const f = logout;\n`;
    expect(await boundaryErrors('apps/web/src/features/search/search-page.tsx', api)).toEqual([]);
  });

  it('holds lib/ and demo/ to the map: lib modules to their own tables, demo to services, writers and its own reads', async () => {
    const audit = `import { auditLog } from '../../db/schema/audit';\nexport const table = auditLog;\n`;
    expect(await boundaryErrors('apps/server/src/lib/data/audit.repo.ts', audit)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/lib/data/search-source.ts', audit)).toEqual([
      "기능 'lib': 스키마 'audit'의 테이블은 기능 'lib/audit' 소유입니다. eslint.config.js의 schemaReads에 선언된 것만 읽을 수 있습니다.",
    ]);
    const forge = `import type { Db } from '../../db/client';\nimport { auditLog } from '../../db/schema/audit';\nexport const forge = (db: Db) => db.insert(auditLog).values([]);\n`;
    expect(await boundaryErrors('apps/server/src/features/audit/audit.repo.ts', forge)).toEqual([
      "기능 'audit': 테이블 'auditLog'(스키마 'audit')에는 쓸 수 없습니다(읽기 전용). 쓰기는 소유 기능 'lib/audit'의 service를 거칩니다.",
    ]);
    const write = [
      `import type { Tx } from '../db/client';`,
      `import { employees } from '../db/schema/employees';`,
      `export const retire = (tx: Tx) => tx.update(employees).set({ isActive: false });`,
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/demo/demo.repo.ts', write)).toEqual([
      "기능 'demo': 테이블 'employees'(스키마 'employees')에는 쓸 수 없습니다(읽기 전용). 쓰기는 소유 기능 'employees'의 service를 거칩니다.",
    ]);
    const repo = `import { findUnit } from '../features/organization/units/units.repo';\nvoid findUnit;\n`;
    expect(await boundaryErrors('apps/server/src/demo/organization.ts', repo)).toEqual([
      "demo/: 기능 'organization'의 것은 service·writer 모듈로만 가져올 수 있습니다.",
    ]);
    const service = `import { storeDocument } from '../features/checklists/verifications.service';\nexport const f = storeDocument;\n`;
    expect(await boundaryErrors('apps/server/src/demo/new-hires.ts', service)).toEqual([]);
    const credentials = `import { touchSession } from '../../features/auth/credentials.repo';\nvoid touchSession;\n`;
    expect(await boundaryErrors('apps/server/src/lib/auth/authenticate.ts', credentials)).toEqual([]);
  });

  it('checks the tables named in SQL text as it checks imports', async () => {
    const read = [
      `import { sql } from 'drizzle-orm';`,
      `import { queryRows, type Db } from '../../db/client';`,
      `export const names = (db: Db) => queryRows(db, sql\`select e.name_kor from employees e join users u on u.employee_id = e.id::text\`);`,
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/features/employees/employees.repo.ts', read)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/features/telemetry/telemetry.repo.ts', read)).toEqual([
      "telemetry: SQL의 테이블 'employees'(스키마 'employees')은 기능 'employees' 소유입니다. eslint.config.js의 schemaReads에 선언된 것만 읽을 수 있습니다.",
      "telemetry: SQL의 테이블 'users'(스키마 'auth')은 기능 'auth' 소유입니다. eslint.config.js의 schemaReads에 선언된 것만 읽을 수 있습니다.",
    ]);
    const write = [
      `import { sql } from 'drizzle-orm';`,
      `import type { Db } from '../../db/client';`,
      `export const unlink = (db: Db) => db.execute(sql\`update users set employee_id = null\`);`,
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/features/employees/employees.repo.ts', write)).toEqual([
      "employees: SQL로 테이블 'users'(스키마 'auth')에 쓸 수 없습니다(읽기 전용). 쓰기는 소유 기능 'auth'를 거칩니다.",
    ]);
    const text = `export const query = \`insert into audit_log (action) values ($1)\`;\n`;
    expect(await boundaryErrors('apps/server/src/features/auth/credentials.repo.ts', text)).toHaveLength(1);
  });

  it('refuses building a query outside a repository', async () => {
    const queries = [
      `import { sql } from 'drizzle-orm';`,
      `import { preparedRows, type Db } from '../../db/client';`,
      `import { employees } from '../../db/schema/employees';`,
      `export const all = (db: Db) => db.select().from(employees);`,
      `export const one = (db: Db) => db.query.employees.findFirst();`,
      `export const raw = (db: Db) => preparedRows(db, 'n', 'select 1', []);`,
      `export const cond = sql\`true\`;`,
    ].join('\n');
    const outside = '쿼리는 리포지토리(*.repo.ts, *.writer.ts)에서만 만듭니다. 이 모듈은 리포지토리의 함수를 부릅니다.';
    expect(await boundaryErrors('apps/server/src/features/employees/employees.repo.ts', queries)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/features/employees/employees.writer.ts', queries)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/features/employees/employees.service.ts', queries)).toEqual([outside, outside, outside, outside]);
    expect(await boundaryErrors('apps/server/src/lib/data/search-text.ts', `import { sql } from 'drizzle-orm';\nexport const t = sql\`true\`;\n`)).toEqual([outside]);
    const lookalikes = [
      `import { createHash } from 'node:crypto';`,
      `export const hash = createHash('sha256').update('x').digest('hex');`,
      `export const forget = (cache: Map<string, number>) => cache.delete('x');`,
      `export const save = (repo: { update: (id: string) => Promise<void> }) => repo.update('x');`,
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/features/employees/employees.service.ts', lookalikes)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/features/employees/employees.test.ts', queries)).toEqual([]);
  });

  it("refuses a service re-exporting a repository's functions", async () => {
    const reExport = `export { findUserById } from './auth.repo';\n`;
    const message = '서비스는 리포지토리 함수를 다시 내보내지 않습니다. 감싸는 함수를 두거나 호출하는 쪽이 서비스의 유스케이스를 부릅니다.';
    expect(await boundaryErrors('apps/server/src/features/auth/auth.service.ts', reExport)).toEqual([message]);
    expect(await boundaryErrors('apps/server/src/features/auth/auth.service.ts', `export * from './auth.repo';\n`)).toEqual([message]);
    const alias = `import { findUserById } from './auth.repo';\nexport { findUserById };\nexport const byId = findUserById;\n`;
    expect(await boundaryErrors('apps/server/src/features/auth/auth.service.ts', alias)).toEqual([message, message]);
    const wrapper = [
      `import type { Db } from '../../db/client';`,
      `import * as repo from './auth.repo';`,
      `export type { UserRow } from './auth.repo';`,
      `export function findUserById(db: Db, id: string) {`,
      `  return repo.findUserById(db, id);`,
      `}`,
      `export { findUserByLogin } from './users.service';`,
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/features/auth/auth.service.ts', wrapper)).toEqual([]);
  });
});
