import { randomBytes } from 'node:crypto';
import type { Account, CreateAccount } from '@saram/shared/auth/accounts.schemas';
import type { ScopeType } from '@saram/shared/rbac/rbac';
import type { RoleName } from '@saram/shared/permissions';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import { checkPassword, hashPassword } from '../../lib/auth/passwords';
import * as repo from './accounts.repo';
import { clearCountersOf, findUserByEmployee, findUserById, insertUser, usersOfEmployee, type UserRow } from './auth.repo';
import { throttle } from './sign-in-throttle';
import { reapplyRulesFor } from '../role-rules/role-rules.service';
import { assertNotAbove, assertNotLastAdmin, setManualGrants } from '../rbac/rbac.writer';
import { unlinkIdentitiesOf } from '../sso/sso.service';
import { eraseTokenNamesOf, revokeTokensOf } from '../tokens/tokens.service';

/**
 * 관리자 ID 관리: accounts linked to employees. Every change is one transaction with its audit row;
 * disabling an account or resetting its password ends its sessions at once (authenticate checks the
 * session row and the account's is_active on every request).
 */

type Row = Awaited<ReturnType<typeof repo.listAccounts>>[number];

function toAccount(row: Row): Account {
  const { user, employee } = row;
  return {
    id: user.id,
    loginId: user.loginId,
    userName: user.userName,
    email: user.email,
    isActive: user.isActive,
    hasPassword: user.passwordHash !== null,
    mustChangePassword: user.mustChangePassword,
    ssoEmailLinkAllowed: user.ssoEmailLinkAllowed,
    locked: Boolean(row.locked),
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
    employee: employee
      ? { id: employee.id, nameKor: employee.nameKor, employeeNo: employee.employeeNo, department: employee.team ?? employee.headquarters ?? employee.division }
      : null,
    grants: row.grants.map((g) => ({ role: g.role, scopeType: g.scopeType as ScopeType, scopeUnitIds: g.scopeUnitIds ?? [] })),
    createdAt: user.createdAt.toISOString(),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => uuidPattern.test(id);

export async function list(db: Db, q: string | undefined): Promise<{ data: Account[] }> {
  return { data: (await repo.listAccounts(db, throttle, { q })).map(toAccount) };
}

async function one(db: Db, id: string): Promise<Account> {
  const [row] = isUuid(id) ? await repo.listAccounts(db, throttle, { id }) : [];
  if (!row) throw new AppError('NOT_FOUND', '계정을 찾을 수 없습니다.');
  return toAccount(row);
}

/** An account the caller may act on: none holding more than the caller does. */
async function userOrThrow(db: Db, actor: Actor, id: string) {
  const user = isUuid(id) ? await findUserById(db, id) : undefined;
  if (!user) throw new AppError('NOT_FOUND', '계정을 찾을 수 없습니다.');
  await assertNotAbove(db, actor, [user.id]);
  return user;
}

/** A new account for an employee: an initial password (changed at the next sign-in) or SSO only. */
export async function create(db: Db, actor: Actor, input: CreateAccount & { roles: RoleName[] }): Promise<Account> {
  const errors: Record<string, string> = {};
  const employee = await repo.findEmployee(db, input.employeeId);
  if (!employee) errors.employeeId = '존재하지 않는 직원입니다.';
  else if (await findUserByEmployee(db, employee.id)) {
    errors.employeeId = '이미 관리자 ID가 연결된 직원입니다.';
  }
  if (await repo.loginIdTaken(db, input.loginId)) errors.loginId = '이미 사용 중인 로그인 ID입니다.';
  if (input.mode === 'password') {
    const problem = checkPassword(input.password, { loginId: input.loginId });
    if (problem) errors.password = problem;
  }
  const email = employee?.email && !(await repo.emailTaken(db, employee.email)) ? employee.email : null;
  if (input.mode === 'sso' && employee && !email && !errors.employeeId) {
    errors.employeeId = employee.email
      ? '이 직원의 회사 이메일을 이미 다른 계정이 사용하고 있어 SSO 전용 계정을 만들 수 없습니다.'
      : '회사 이메일이 없는 직원은 SSO 전용 계정을 만들 수 없습니다.';
  }
  if (Object.keys(errors).length) throw validationError(errors);

  const user = await db.transaction(async (tx) => {
    const created = await createUser(tx, actor, {
      loginId: input.loginId,
      password: input.mode === 'password' ? input.password : undefined,
      userName: employee!.nameKor,
      email,
      employeeId: employee!.id,
      roles: input.roles,
      ssoEmailLinkAllowed: input.mode === 'sso',
      mustChangePassword: input.mode === 'password',
    });
    // The new account receives what the role-assignment rules give its employee: never more than its maker holds.
    await reapplyRulesFor(tx, actor, [employee!.id]);
    await assertNotAbove(tx, actor, [created.id], 'after');
    return created;
  });
  return one(db, user.id);
}

export async function setActive(db: Db, actor: Actor, id: string, isActive: boolean): Promise<Account> {
  const user = await userOrThrow(db, actor, id);
  if (!isActive && user.id === actor.userId) throw new AppError('CONFLICT', '자기 자신의 계정은 사용 중지할 수 없습니다.');
  if (user.isActive === isActive) return one(db, user.id);
  await db.transaction(async (tx) => {
    await applyActive(tx, actor, user, isActive);
    // Enabled, the account receives its rule grants again: never more than the caller holds.
    if (isActive) await assertNotAbove(tx, actor, [user.id], 'after');
  });
  return one(db, user.id);
}

/** Enables or disables an account inside `tx`: disabling ends its sessions; role grants follow; audited. */
async function applyActive(tx: Tx, actor: Actor, user: UserRow, isActive: boolean, reason = 'account_disabled'): Promise<void> {
  if (!isActive) await assertNotLastAdmin(tx, user.id, '마지막 시스템 관리자 계정은 사용 중지할 수 없습니다. 다른 관리자를 먼저 지정하세요.');
  await repo.updateUser(tx, user.id, { isActive });
  const endedSessions = isActive ? 0 : await repo.revokeSessionsOf(tx, user.id, reason);
  if (!isActive) await revokeTokensOf(tx, actor, user.id, reason);
  // Rules grant only to active accounts: enabling gains, disabling withdraws their grants.
  if (user.employeeId) await reapplyRulesFor(tx, actor, [user.employeeId]);
  await writeAudit(tx, actor, {
    action: isActive ? 'users.enable' : 'users.disable',
    targetCollection: 'users',
    targetId: user.id,
    before: { isActive: user.isActive },
    after: { isActive, endedSessions },
  });
}

/**
 * A retired employee's sign-in account (if any, and still active) is disabled and its sessions end,
 * inside the caller's transaction. Answers whether an account was disabled.
 */
export async function disableAccountOfEmployee(tx: Tx, actor: Actor, employeeId: string): Promise<boolean> {
  const user = await findUserByEmployee(tx, employeeId);
  if (!user?.isActive) return false;
  await applyActive(tx, actor, user, false, 'employee_retired');
  return true;
}

/** An account's values that identified its person, as they were before the retention purge. */
export type AnonymizedAccount = { id: string; former: { loginId: string; userName: string | null; email: string | null } };

/**
 * The retention purge, inside its transaction: every account linked to the employee keeps its row (audit
 * rows and grants name it) and its link, but loses what identifies the person: the login ID becomes a
 * random `purged-…`, name, e-mail and password are cleared. It is disabled, its sessions and API tokens
 * end (their names erased), its SSO identities are unlinked, its sign-in counters and screen settings cleared. Answers the former values, which
 * the purge then erases from the rows that outlive the account.
 */
export async function anonymizeAccountsOfEmployee(tx: Tx, actor: Actor, employeeId: string): Promise<AnonymizedAccount[]> {
  const anonymized: AnonymizedAccount[] = [];
  for (const user of await usersOfEmployee(tx, employeeId)) {
    if (user.isActive) await applyActive(tx, actor, user, false, 'retention_purge');
    const loginId = `purged-${randomBytes(4).toString('hex')}`;
    await repo.updateUser(tx, user.id, { loginId, userName: null, email: null, passwordHash: null, ssoEmailLinkAllowed: false, mustChangePassword: false });
    // Disabling ended them; an account disabled by an older version may still hold API tokens.
    await repo.revokeSessionsOf(tx, user.id, 'retention_purge');
    await revokeTokensOf(tx, actor, user.id, 'retention_purge');
    const tokenNames = await eraseTokenNamesOf(tx, user.id);
    // Screen settings may hold recent searches (names typed into the search box).
    const settings = await repo.deleteSettings(tx, user.id);
    const ssoIdentities = await unlinkIdentitiesOf(tx, user.id);
    await clearCountersOf(tx, user.id);
    await writeAudit(tx, actor, {
      action: 'users.anonymize',
      targetCollection: 'users',
      targetId: user.id,
      after: { loginId, cleared: ['loginId', 'userName', 'email', 'password'], ssoIdentities, tokenNames, settings },
    });
    anonymized.push({ id: user.id, former: { loginId: user.loginId, userName: user.userName, email: user.email } });
  }
  return anonymized;
}

/** An administrator sets a temporary password: policy-checked, changed at the next sign-in, sessions ended. */
export async function resetPassword(db: Db, actor: Actor, id: string, password: string): Promise<Account> {
  const user = await userOrThrow(db, actor, id);
  const problem = checkPassword(password, { loginId: user.loginId });
  if (problem) throw validationError({ password: problem }, problem);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Checked again where it is written: a grant committed while the password was hashed counts.
    await assertNotAbove(tx, actor, [user.id]);
    await repo.updateUser(tx, user.id, { passwordHash, mustChangePassword: true });
    const endedSessions = await repo.revokeSessionsOf(tx, user.id, 'password_reset', user.id === actor.userId ? (actor.sessionId ?? undefined) : undefined);
    await revokeTokensOf(tx, actor, user.id, 'password_reset');
    await writeAudit(tx, actor, {
      action: 'users.password_reset',
      targetCollection: 'users',
      targetId: user.id,
      after: { mustChangePassword: true, endedSessions },
    });
  });
  return one(db, user.id);
}

/** Clears the sign-in throttle of the account, from every address: earlier failures stop counting. */
export async function unlock(db: Db, actor: Actor, id: string): Promise<Account> {
  const user = await userOrThrow(db, actor, id);
  await db.transaction(async (tx) => {
    const clearedCounters = await clearCountersOf(tx, user.id);
    await writeAudit(tx, actor, { action: 'users.unlock', targetCollection: 'users', targetId: user.id, after: { clearedCounters } });
  });
  return one(db, user.id);
}

export type NewUser = {
  loginId: string;
  password?: string | undefined;
  userName?: string | null;
  email?: string | null;
  roles: RoleName[];
  employeeId?: string | null;
  ssoEmailLinkAllowed?: boolean;
  /** An administrator chose the password: it must be changed at the next sign-in. */
  mustChangePassword?: boolean;
};

export async function createUser(db: Db | Tx, actor: Actor, input: NewUser): Promise<UserRow> {
  if (input.password !== undefined) {
    const problem = checkPassword(input.password, { loginId: input.loginId });
    if (problem) throw validationError({ password: problem }, problem);
  }
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const run = async (tx: Tx) => {
    const user = await insertUser(tx, {
      loginId: input.loginId,
      passwordHash,
      userName: input.userName ?? null,
      email: input.email ?? null,
      employeeId: input.employeeId ?? null,
      ssoEmailLinkAllowed: input.ssoEmailLinkAllowed ?? false,
      mustChangePassword: input.mustChangePassword ?? false,
    });
    await setManualGrants(tx, actor, user.id, input.roles.map((role) => ({ role, scopeType: 'all', scopeUnitIds: [] })));
    await writeAudit(tx, actor, {
      action: 'users.create',
      targetCollection: 'users',
      targetId: user.id,
      after: { loginId: user.loginId, userName: user.userName, email: user.email, roles: input.roles },
    });
    return user;
  };
  return db.transaction(run);
}
