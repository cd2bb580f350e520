import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { systemActor } from './lib/auth/actor';
import { randomToken } from './lib/auth/crypto';
import { checkPassword } from './lib/auth/passwords';
import { createUser } from './features/auth/accounts.service';
import { countUsers, hashStoredLoginKeys } from './features/auth/auth.service';
import { syncDefaultRoles } from './features/rbac/rbac.service';
import { sealProtectedFields } from './features/employees/employee-seal.writer';
import { syncDefaultCommonTypes } from './features/common-types/common-types.service';
import { seedDefaultUiItems } from './features/checklists/ui-items.service';
import { demoAccounts, seedDemo } from './demo/seed';

/**
 * Runs on every start after migrations: default roles follow the catalogue, code lists get their
 * defaults (common-types), plaintext left by older versions is sealed; an empty database
 * gets its first administrator (login ID `admin`) and, with SARAM_DEMO=1, the demo company (its
 * employees need the field encryption key).
 */
export async function bootstrap(db: Db, config: Config, log: FastifyBaseLogger, encryptionKey: Buffer): Promise<void> {
  const actor = systemActor('bootstrap');
  await syncDefaultRoles(db, actor);
  await sealProtectedFields(db, actor, encryptionKey);
  await syncDefaultCommonTypes(db, actor);
  await seedDefaultUiItems(db, actor);
  const rehashed = await hashStoredLoginKeys(db, { encryptionKey });
  if (rehashed) log.info({ rows: rehashed }, 'login_attempts: stored login IDs replaced by their keyed hashes');
  if ((await countUsers(db)) > 0) return;

  const generated = !config.adminPassword;
  const password = config.adminPassword ?? `${randomToken(12)}`;
  const problem = checkPassword(password, { loginId: 'admin' });
  if (problem) throw new Error(`SARAM_ADMIN_PASSWORD: ${problem}`);
  await createUser(db, actor, { loginId: 'admin', password, userName: '시스템 관리자', roles: ['admin'] });
  if (generated) {
    // Printed once, to the console only (never to the structured log).
    process.stdout.write(
      `\n  첫 관리자 계정이 만들어졌습니다 / first administrator created\n  로그인 ID: admin\n  비밀번호: ${password}\n  (이 비밀번호는 다시 표시되지 않습니다 / shown only once)\n\n`,
    );
  }
  log.info({ loginId: 'admin', generatedPassword: generated }, 'first administrator created');

  if (config.demo) {
    await seedDemo(db, actor, password, encryptionKey);
    log.info({ accounts: demoAccounts.map((a) => a.loginId) }, 'demo company created (accounts share the admin password)');
  }
}
