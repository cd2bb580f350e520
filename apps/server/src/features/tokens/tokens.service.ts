import type { ApiToken, CreateApiToken } from '@saram/shared/api-tokens';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, validationError } from '../../lib/errors';
import { apiTokenPrefix } from '../../lib/tokens';
import * as repo from './tokens.repo';

function dto(row: repo.ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    userId: row.userId,
    scopes: row.scopes,
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A token acts for its creator, never with more than the creator holds; shown once, stored hashed. */
export async function createApiToken(db: Db, actor: Actor, input: CreateApiToken) {
  if (!actor.userId || actor.via !== 'session') throw new AppError('FORBIDDEN', 'API 토큰은 로그인한 사용자만 발급할 수 있습니다.');
  const userId = actor.userId;
  const wider = input.scopes.filter((s) => !actor.permissions.has(s));
  if (wider.length) throw validationError({ scopes: `보유하지 않은 권한은 부여할 수 없습니다: ${wider.join(', ')}` });
  const token = `${apiTokenPrefix}${randomToken()}`;
  return db.transaction(async (tx) => {
    const row = await repo.insertApiToken(tx, {
      name: input.name,
      tokenHash: sha256(token),
      prefix: token.slice(0, 12),
      userId,
      scopes: [...new Set(input.scopes)],
      expiresAt: new Date(Date.now() + input.expiresInDays * 86_400_000),
    });
    await writeAudit(tx, actor, { action: 'api_tokens.create', targetCollection: 'api_tokens', targetId: row.id, after: dto(row) });
    return { apiToken: dto(row), token };
  });
}

export async function listApiTokens(db: Db, _actor: Actor): Promise<ApiToken[]> {
  return (await repo.listApiTokens(db)).map(dto);
}

export async function revokeApiToken(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findApiToken(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'API 토큰을 찾을 수 없습니다.');
    const after = await repo.revokeApiToken(tx, id);
    if (!after) throw new AppError('CONFLICT', '이미 폐기된 토큰입니다.');
    await writeAudit(tx, actor, {
      action: 'api_tokens.revoke',
      targetCollection: 'api_tokens',
      targetId: id,
      before: dto(before),
      after: dto(after),
    });
  });
}
