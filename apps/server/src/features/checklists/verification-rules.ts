import type { ChecklistItem } from '@saram/shared/checklists/checklists.schemas';
import { roleDisplayName } from '@saram/shared/permissions';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import type { InstanceRow } from './instance-state';
import { callerEmployee, type InstanceWithPerson, type PersonRow } from './instances.repo';
import { findLiveVerification, insertVerificationRow, updateLiveVerification, type VerificationRow } from './verifications.repo';

/**
 * Who may act on an item of someone's checklist, and the acts themselves (a verification row, a
 * decision on a document, a withdrawal), each with its audit row in the caller's transaction. The
 * verification calls and the instance PUT share them, so both follow the same rules.
 */

export type { VerificationRow } from './verifications.repo';
const collection = 'checklist_verifications';

export const instanceNotFound = () => new AppError('NOT_FOUND', '체크리스트를 찾을 수 없습니다.');

/** Completed, rejected or deleted checklists are read-only. */
export function requireOpen(row: InstanceRow): void {
  if (row.deletedAt) throw new AppError('CONFLICT', '삭제된 체크리스트는 바꿀 수 없습니다.');
  if (row.status !== 'in_progress') {
    throw new AppError('CONFLICT', `${row.status === 'completed' ? '수습 완료' : '수습 불합격'} 처리된 체크리스트는 바꿀 수 없습니다.`);
  }
}

export function itemOf(row: InstanceRow, itemId: string, field: string): ChecklistItem {
  const item = row.items.find((i) => i.id === itemId);
  if (!item) throw validationError({ [field]: '체크리스트에 없는 항목입니다.' });
  return item;
}

/** Titles that lead a unit: 팀장, 파트장, 실장, 본부장 … */
const leadsUnit = (jobTitle: string | null) => !!jobTitle && jobTitle.trim().endsWith('장');

export type Caller = Awaited<ReturnType<typeof callerEmployee>>;

/**
 * Why the caller may not verify the item, in Korean (null when they may): nobody verifies their own
 * checklist; a role sign-off needs that role (or admin); a manager sign-off needs an active unit lead
 * (…장) over one of the new hire's units, or hr_manager/admin. Handing in a document is not verifying
 * it: the new hire may do that on their own checklist (`submitting`).
 */
export function refusalOf(actor: Actor, me: Caller, person: PersonRow, item: ChecklistItem, submitting = false): string | null {
  if (me?.id === person.id && !submitting) return '본인의 체크리스트 항목은 확인할 수 없습니다.';
  const v = item.verification;
  if (v.method !== 'sign_off' || actor.roles.includes('admin')) return null;
  if (v.by === 'role') {
    return v.role && actor.roles.includes(v.role) ? null : `'${item.title}' 항목은 ${roleDisplayName(v.role ?? '')} 역할만 확인 서명할 수 있습니다.`;
  }
  if (actor.roles.includes('hr_manager')) return null;
  const units = [person.divisionId, person.headquartersId, person.teamId, person.partId].filter(Boolean);
  if (me && me.isActive && leadsUnit(me.jobTitle) && me.lowestUnitId && units.includes(me.lowestUnitId)) return null;
  return `'${item.title}' 항목은 소속 조직장이나 인사 책임자만 확인 서명할 수 있습니다.`;
}

/** Refuses (403) a caller who may not act on the item (refusalOf). */
export async function assertMayAct(db: Db | Tx, actor: Actor, person: PersonRow, item: ChecklistItem, submitting = false): Promise<void> {
  const refusal = refusalOf(actor, await callerEmployee(db, actor.userId), person, item, submitting);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}

/** Automatic items follow the record; nobody signs them. */
export function refuseAutomatic(item: ChecklistItem, field: string): void {
  if (item.verification.method === 'automatic') {
    throw validationError({ [field]: `'${item.title}' 항목은 직원 기록에서 자동으로 확인됩니다.` });
  }
}

export async function insertVerification(
  tx: Tx,
  actor: Actor,
  instanceId: string,
  item: ChecklistItem,
  act: { status: VerificationRow['status']; note: string; documentId?: string | null },
): Promise<VerificationRow> {
  const decided = item.verification.method === 'document' ? act.status !== 'submitted' : true;
  const now = new Date();
  const row = await insertVerificationRow(tx, {
    instanceId,
    itemId: item.id,
    method: item.verification.method,
    status: act.status,
    note: act.note,
    documentId: act.documentId ?? null,
    createdBy: actor.label,
    createdByUserId: actor.userId,
    createdAt: now,
    decidedBy: decided ? actor.label : null,
    decidedAt: decided ? now : null,
  });
  await writeAudit(tx, actor, {
    action: 'checklist_verifications.create',
    targetCollection: collection,
    targetId: row.id,
    after: { instance_id: instanceId, item_id: item.id, method: row.method, status: row.status, note: row.note, document_id: row.documentId },
  });
  return row;
}

/** Changes a verification that is still live (409 when withdrawn meanwhile), with its audit row. */
async function changeLive(
  tx: Tx,
  actor: Actor,
  row: VerificationRow,
  set: Partial<VerificationRow>,
  audit: { action: string; before: object; after?: object },
): Promise<VerificationRow> {
  const next = await updateLiveVerification(tx, row.id, set);
  if (!next) throw new AppError('CONFLICT', '이미 철회된 확인입니다.');
  await writeAudit(tx, actor, { targetCollection: collection, targetId: row.id, ...audit });
  return next;
}

/** HR's decision on a handed-in document (the same row: status, decided_by/at). */
export function decideVerification(tx: Tx, actor: Actor, row: VerificationRow, status: 'verified' | 'rejected', note: string): Promise<VerificationRow> {
  return changeLive(
    tx,
    actor,
    row,
    { status, note, decidedBy: actor.label, decidedAt: new Date() },
    { action: 'checklist_verifications.decide', before: { status: row.status, note: row.note }, after: { status, note } },
  );
}

/** Withdraws one act; the item falls back to the previous live one, or pending. */
export async function withdrawVerification(tx: Tx, actor: Actor, row: VerificationRow): Promise<void> {
  await changeLive(tx, actor, row, { withdrawnAt: new Date() }, { action: 'checklist_verifications.withdraw', before: { item_id: row.itemId, status: row.status } });
}

/** A live verification whose instance's person is in scope (404 otherwise), with that instance. */
export async function findVerification(
  db: Db | Tx,
  id: string,
  find: (instanceId: string) => Promise<InstanceWithPerson | undefined>,
): Promise<{ verification: VerificationRow; instance: InstanceWithPerson }> {
  const verification = await findLiveVerification(db, id);
  const instance = verification ? await find(verification.instanceId) : undefined;
  if (!verification || !instance) throw new AppError('NOT_FOUND', '확인 기록을 찾을 수 없습니다.');
  return { verification, instance };
}
