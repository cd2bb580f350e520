import { settingsLimits } from '@saram/shared/auth/accounts';
import type { UserLabel } from '@saram/shared/auth/accounts.schemas';
import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import { checkPassword, hashPassword, verifyPassword } from '../../lib/auth/passwords';
import * as repo from './accounts.repo';
import { isUuid } from './accounts.service';
import { findUserById } from './auth.repo';
import { userDto } from './auth.service';
import { revokeTokensOf } from '../tokens/tokens.service';

/** Spec 7.10 user lookups, the signed-in user's own password and UI settings. */

/** GET mongo/admin/users/{id}: the AdminUser shape of spec 3.4. */
export async function getUser(db: Db, id: string): Promise<AdminUser> {
  const user = isUuid(id) ? await findUserById(db, id) : undefined;
  if (!user) throw new AppError('NOT_FOUND', '사용자를 찾을 수 없습니다.');
  return userDto(db, user);
}

/**
 * POST mongo/users/batch: labels for the ids found (unknown ids are left out; the web shows
 * '알 수 없음'). Open to every session because it answers only id, login ID, name and e-mail.
 */
export async function batch(db: Db, ids: string[]): Promise<{ data: UserLabel[] }> {
  return { data: await repo.usersByIds(db, [...new Set(ids.filter(isUuid))]) };
}

/** PUT mongo/users/me/password: the current password, then a new one by the policy; other sessions end. */
export async function changeMyPassword(db: Db, actor: Actor, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const user = actor.userId ? await findUserById(db, actor.userId) : undefined;
  if (!user || actor.via !== 'session') throw new AppError('UNAUTHORIZED');
  if (!user.passwordHash) throw validationError({ currentPassword: 'SSO 전용 계정은 비밀번호를 사용하지 않습니다.' });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw validationError({ currentPassword: '현재 비밀번호가 올바르지 않습니다.' });
  }
  const problem =
    input.newPassword === input.currentPassword
      ? '현재 비밀번호와 다른 비밀번호를 입력하세요.'
      : checkPassword(input.newPassword, { loginId: user.loginId });
  if (problem) throw validationError({ newPassword: problem }, problem);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
    const endedSessions = await repo.revokeSessionsOf(tx, user.id, 'password_change', actor.sessionId ?? undefined);
    await revokeTokensOf(tx, actor, user.id, 'password_change');
    await writeAudit(tx, actor, { action: 'users.password_change', targetCollection: 'users', targetId: user.id, after: { endedSessions } });
  });
}

function signedIn(actor: Actor): string {
  if (!actor.userId) throw new AppError('UNAUTHORIZED');
  return actor.userId;
}

export async function getSettings(db: Db, actor: Actor) {
  const row = await repo.settingsOf(db, signedIn(actor));
  return { settings: (row?.settings ?? {}) as Record<string, unknown>, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Merges the sent top-level keys into the stored object (null removes a key); the result keeps the limits. */
export async function putSettings(db: Db, actor: Actor, patch: Record<string, unknown>) {
  const userId = signedIn(actor);
  return db.transaction(async (tx) => {
    const stored = ((await repo.settingsOf(tx, userId))?.settings ?? {}) as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...stored };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    if (Object.keys(merged).length > settingsLimits.maxKeys) {
      throw validationError({ settings: `설정은 ${settingsLimits.maxKeys}개 항목까지 저장할 수 있습니다.` });
    }
    if (JSON.stringify(merged).length > settingsLimits.maxBytes) throw validationError({ settings: '설정이 너무 큽니다 (16KB 이하).' });
    const row = await repo.saveSettings(tx, userId, merged);
    await writeAudit(tx, actor, { action: 'users.settings', targetCollection: 'user_settings', targetId: userId, after: { keys: Object.keys(patch) } });
    return { settings: row.settings as Record<string, unknown>, updatedAt: row.updatedAt.toISOString() };
  });
}
