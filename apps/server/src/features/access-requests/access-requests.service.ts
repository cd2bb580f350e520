import type { AccessRequest } from '@saram/shared/access-requests/access-requests.schemas';
import type { RoleName } from '@saram/shared/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError } from '../../lib/errors';
import { createUser } from '../auth/accounts.service';
import * as repo from './access-requests.repo';

function dto(row: repo.AccessRequestRow): AccessRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    department: row.department,
    reason: row.reason,
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionComment: row.decisionComment,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function submit(
  db: Db,
  actor: Actor,
  input: { name: string; email: string; department?: string | undefined; reason?: string | undefined },
): Promise<AccessRequest> {
  return db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, {
      name: input.name,
      email: input.email.toLowerCase(),
      department: input.department || null,
      reason: input.reason || null,
      ip: actor.ip,
    });
    await writeAudit(tx, actor, { action: 'access_requests.create', targetCollection: 'access_requests', targetId: row.id, after: dto(row) });
    return dto(row);
  });
}

export async function list(db: Db, status: AccessRequest['status'] | 'ALL'): Promise<AccessRequest[]> {
  return (await repo.listRequests(db, status)).map(dto);
}

async function pending(db: Db, id: string) {
  const row = await repo.findRequest(db, id);
  if (!row) throw new AppError('NOT_FOUND', '계정 신청을 찾을 수 없습니다.');
  if (row.status !== 'pending') throw new AppError('CONFLICT', '이미 처리된 계정 신청입니다.');
  return row;
}

/** Creates the account without a password: the person signs in with SSO by the verified e-mail. */
export async function approve(
  db: Db,
  actor: Actor,
  id: string,
  input: { loginId: string; roles: RoleName[]; comment?: string | undefined },
): Promise<AccessRequest> {
  const request = await pending(db, id);
  return db.transaction(async (tx) => {
    const user = await createUser(tx, actor, {
      loginId: input.loginId,
      userName: request.name,
      email: request.email,
      roles: input.roles,
      ssoEmailLinkAllowed: true,
    });
    const row = await repo.decide(tx, id, { status: 'approved', decidedBy: actor.userId, decisionComment: input.comment ?? null, userId: user.id });
    if (!row) throw new AppError('CONFLICT', '이미 처리된 계정 신청입니다.');
    await writeAudit(tx, actor, {
      action: 'access_requests.approve',
      targetCollection: 'access_requests',
      targetId: id,
      before: dto(request),
      after: dto(row),
    });
    return dto(row);
  });
}

export async function reject(db: Db, actor: Actor, id: string, comment: string): Promise<AccessRequest> {
  const request = await pending(db, id);
  return db.transaction(async (tx) => {
    const row = await repo.decide(tx, id, { status: 'rejected', decidedBy: actor.userId, decisionComment: comment, userId: null });
    if (!row) throw new AppError('CONFLICT', '이미 처리된 계정 신청입니다.');
    await writeAudit(tx, actor, {
      action: 'access_requests.reject',
      targetCollection: 'access_requests',
      targetId: id,
      before: dto(request),
      after: dto(row),
    });
    return dto(row);
  });
}
