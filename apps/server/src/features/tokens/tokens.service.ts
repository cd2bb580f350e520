import { apiTokenDefaultDays, apiTokenMaxDays } from '@saram/shared/tokens/api-tokens';
import type { ApiToken, CreateApiToken } from '@saram/shared/tokens/api-tokens.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { randomToken, sha256 } from '../../lib/auth/crypto';
import { AppError, validationError } from '../../lib/errors';
import { addDays, isCalendarDay, seoulToday } from '../../lib/seoul-time';
import { apiTokenPrefix } from '../../lib/auth/tokens';
import * as repo from './tokens.repo';

function dto(row: repo.ApiTokenRow, ownerLabel: string): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    userId: row.userId,
    scopes: row.scopes,
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    ownerLabel,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const dayMs = 86_400_000;

/** The end of the token's last day (midnight Asia/Seoul after `expiresOn`); 400 outside today … a year ahead. */
function expiryOf(input: CreateApiToken, now = new Date()): Date {
  const today = seoulToday(now);
  if (input.expiresOn === undefined) {
    if (input.expiresInDays !== undefined) return new Date(now.getTime() + input.expiresInDays * dayMs);
    return expiryOf({ ...input, expiresOn: addDays(today, apiTokenDefaultDays) }, now);
  }
  const last = addDays(today, apiTokenMaxDays);
  if (!isCalendarDay(input.expiresOn)) throw validationError({ expiresOn: '올바른 날짜가 아닙니다.' });
  if (input.expiresOn < today) throw validationError({ expiresOn: '만료일은 오늘 이후여야 합니다.' });
  if (input.expiresOn > last) throw validationError({ expiresOn: `만료일은 최대 1년 뒤(${last})까지 정할 수 있습니다.` });
  return new Date(`${addDays(input.expiresOn, 1)}T00:00:00+09:00`);
}

/** A token acts for its creator, never with more than the creator holds; shown once, stored hashed. */
export async function createApiToken(db: Db, actor: Actor, input: CreateApiToken) {
  if (!actor.userId || actor.via !== 'session') throw new AppError('FORBIDDEN', 'API 토큰은 로그인한 사용자만 발급할 수 있습니다.');
  const userId = actor.userId;
  const wider = input.scopes.filter((s) => !actor.permissions.has(s));
  if (wider.length) throw validationError({ scopes: `보유하지 않은 권한은 부여할 수 없습니다: ${wider.join(', ')}` });
  const expiresAt = expiryOf(input);
  const token = `${apiTokenPrefix}${randomToken()}`;
  return db.transaction(async (tx) => {
    const row = await repo.insertApiToken(tx, {
      name: input.name,
      tokenHash: sha256(token),
      prefix: token.slice(0, 12),
      userId,
      scopes: [...new Set(input.scopes)],
      expiresAt,
    });
    const created = dto(row, actor.label);
    await writeAudit(tx, actor, { action: 'api_tokens.create', targetCollection: 'api_tokens', targetId: row.id, after: created });
    return { apiToken: created, token };
  });
}

export async function listApiTokens(db: Db, _actor: Actor): Promise<ApiToken[]> {
  return (await repo.listApiTokens(db)).map((r) => dto(r.token, r.ownerLabel));
}

export async function revokeApiToken(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await repo.findApiToken(tx, id);
    if (!found) throw new AppError('NOT_FOUND', 'API 토큰을 찾을 수 없습니다.');
    const revoked = await repo.revokeApiToken(tx, id);
    if (!revoked) throw new AppError('CONFLICT', '이미 폐기된 토큰입니다.');
    const before = dto(found.token, found.ownerLabel);
    const after = dto(revoked, found.ownerLabel);
    await writeAudit(tx, actor, {
      action: 'api_tokens.revoke',
      targetCollection: 'api_tokens',
      targetId: id,
      before,
      after,
    });
  });
}

/**
 * Ends every token of an account whose credentials changed hands or were withdrawn (disabled, password
 * reset by an administrator, password changed by its owner), inside the caller's transaction: a token
 * minted by whoever held the old password must not outlive it. Re-enabling the account does not bring them back.
 */
/** The retention purge, in its transaction: the names of a person's tokens, revoked or not, say nothing of them. */
export async function eraseTokenNamesOf(tx: Tx, userId: string): Promise<number> {
  return repo.renameTokensOf(tx, userId, '(파기됨)');
}

export async function revokeTokensOf(tx: Tx, actor: Actor, userId: string, reason: string): Promise<number> {
  const revoked = await repo.revokeTokensOf(tx, userId);
  for (const row of revoked) {
    await writeAudit(tx, actor, { action: 'api_tokens.revoke', targetCollection: 'api_tokens', targetId: row.id, after: { revokedAt: row.revokedAt?.toISOString(), reason } });
  }
  return revoked.length;
}
