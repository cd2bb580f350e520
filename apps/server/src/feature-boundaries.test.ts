import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The `saram/feature-boundaries` rule of eslint.config.js, run on fixture code through ESLint's
 * Node API: features meet only through services and writers (server) and api modules (web), and a server
 * feature imports only its own schema files plus the ones it may read, which it never writes.
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
    const repo = `import { findUserById } from '../auth/auth.repo';\nexport const f = findUserById;\n`;
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
});
