import type { z } from 'zod';
import {
  applicantRetentionDays,
  applyingNoticeStatuses,
  canMoveNotice,
  editableNoticeStatuses,
  noticeActionLabels,
  noticeStatuses,
  noticeStatusLabels,
  noticeTransitions,
  type NoticeMove,
  type NoticeStatus,
  defaultNoticeListStatuses,
} from '@saram/shared/recruitment/recruitment';
import type { createNoticeSchema, Approver, Notice, NoticeGroups, noticeGroupsQuerySchema, noticeListResponseSchema, noticeListSchema, NoticeSummary, StageCounts, updateNoticeSchema } from '@saram/shared/recruitment/notices.schemas';
import { pageResult } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, movedByOther, validationError } from '../../lib/errors';
import { findUserById, usersWithPermission } from '../auth/auth.service';
import { unitPath } from '../organization/organization.service';
import { hasText, sanitizeDescription } from './notice-html';
import * as repo from './recruitment.repo';

/**
 * Job notices: create (waiting for approval), edit, the approver's decision (approve, or return to
 * the author with a comment), resubmit, close, disable. Every move is the transition table's guarded
 * update (`… WHERE status IN (:from)`; none updated → 409) with its event and audit row in one transaction.
 */

const collection = 'recruitment_notices';
export const noticeNotFound = () => new AppError('NOT_FOUND', '채용 공고를 찾을 수 없습니다.');

const iso = (d: Date | null) => d?.toISOString() ?? null;
const dayMs = 86_400_000;

/** May decide on the notice: holds recruitment:approve, is not its author, and is its named approver when it has one. */
function mayDecide(actor: Actor, n: repo.NoticeRow): boolean {
  if (!actor.permissions.has('recruitment:approve')) return false;
  if (n.authorId && n.authorId === actor.userId) return false;
  return !n.approverId || n.approverId === actor.userId;
}

export function summaryDto(n: repo.NoticeRow, counts: StageCounts): NoticeSummary {
  return {
    id: n.id,
    title: n.title,
    unit: { id: n.unitId, name: n.unitName, path: n.unitPath },
    job_function: n.jobFunction,
    employment_type: n.employmentType as NoticeSummary['employment_type'],
    headcount: n.headcount,
    start_date: n.startDate,
    end_date: n.endDate,
    status: n.status,
    author: { id: n.authorId, label: n.authorLabel },
    approver: n.approverLabel ? { id: n.approverId, label: n.approverLabel } : null,
    applicant_count: Object.values(counts).reduce((a, b) => a + b, 0),
    stage_counts: counts,
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt.toISOString(),
  };
}

async function noticeDto(db: Db | Tx, actor: Actor, n: repo.NoticeRow): Promise<Notice> {
  const [counts, events] = await Promise.all([repo.stageCounts(db, [n.id]), repo.noticeEvents(db, n.id)]);
  const write = actor.permissions.has('recruitment:write');
  const decide = mayDecide(actor, n);
  return {
    ...summaryDto(n, counts.get(n.id)!),
    description: n.description,
    required_documents: n.requiredDocuments,
    return_comment: n.status === 'returned' ? n.returnComment : null,
    approved_at: iso(n.approvedAt),
    closed_at: iso(n.closedAt),
    retention_until: n.closedAt ? new Date(n.closedAt.getTime() + applicantRetentionDays * dayMs).toISOString() : null,
    version: n.version,
    events: events.map((e) => ({ id: e.id, action: e.action, from: e.fromStatus, to: e.toStatus, actor_id: e.actorId, actor: e.actorLabel, comment: e.comment, at: e.at.toISOString() })),
    can: {
      edit: write && editableNoticeStatuses.includes(n.status),
      submit: write && canMoveNotice(n.status, 'submit'),
      approve: decide && canMoveNotice(n.status, 'approve'),
      return: decide && canMoveNotice(n.status, 'return'),
      close: write && canMoveNotice(n.status, 'close'),
      disable: write && canMoveNotice(n.status, 'disable'),
      add_applicant: write && applyingNoticeStatuses.includes(n.status),
    },
  };
}

export async function findNoticeOrThrow(db: Db | Tx, id: string, lock = false): Promise<repo.NoticeRow> {
  const n = await repo.findNotice(db, id, lock);
  if (!n) throw noticeNotFound();
  return n;
}

async function event(tx: Tx, actor: Actor, noticeId: string, action: repo.NoticeEventRow['action'], from: NoticeStatus | null, to: NoticeStatus, comment: string | null, at: Date) {
  await repo.insertNoticeEvent(tx, { noticeId, action, fromStatus: from, toStatus: to, actorId: actor.userId, actorLabel: actor.label, comment: comment || null, at });
}

const userLabel = (u: { loginId: string; userName: string | null }) => (u.userName ? `${u.userName} (${u.loginId})` : u.loginId);

/** The fields checked against the database: the unit (an active unit of the tree, not a TF), the approver. */
async function resolveRefs(db: Db, actor: Actor, input: { unit_id?: string; approver_id?: string | null }) {
  const errors: Record<string, string> = {};
  let unit: { unitName: string; unitPath: string } | undefined;
  let approver: { approverId: string | null; approverLabel: string | null } | undefined;
  if (input.unit_id) {
    const found = await unitPath(db, input.unit_id).catch((e: unknown) => {
      if (e instanceof AppError && e.code === 'NOT_FOUND') return null;
      throw e;
    });
    const last = found?.data.at(-1);
    if (!found || !last || last.unitType === 'TASK_FORCE') errors.unit_id = '조직도에 있는 조직을 선택해주세요.';
    else unit = { unitName: last.unitName, unitPath: found.path };
  }
  if (input.approver_id === null) approver = { approverId: null, approverLabel: null };
  else if (input.approver_id) {
    const user = await findUserById(db, input.approver_id);
    const holders = user ? await usersWithPermission(db, 'recruitment:approve', user.loginId, 50) : [];
    if (!user || !user.isActive || !holders.some((h) => h.id === user.id)) errors.approver_id = '채용 공고 승인 권한이 있는 사용자를 선택해주세요.';
    else if (user.id === actor.userId) errors.approver_id = '본인을 승인자로 지정할 수 없습니다.';
    else approver = { approverId: user.id, approverLabel: userLabel(user) };
  }
  return { errors, unit, approver };
}

function cleanDescription(html: string, errors: Record<string, string>): string {
  const clean = sanitizeDescription(html);
  if (!hasText(clean)) errors.description = '공고 내용을 입력해주세요.';
  return clean;
}

// ---------------------------------------------------------------------------------------------
// Calls

/** Who may be named approver: active accounts holding recruitment:approve (name, login ID, e-mail or 초성 search), not the caller. */
export async function approvers(db: Db, actor: Actor, search: string, limit: number): Promise<{ data: Approver[] }> {
  const users = await usersWithPermission(db, 'recruitment:approve', search, limit + 1);
  return {
    data: users
      .filter((u) => u.id !== actor.userId)
      .slice(0, limit)
      .map((u) => ({ id: u.id, label: userLabel(u), loginId: u.loginId, email: u.email })),
  };
}

export type NoticeDraft = Pick<
  repo.NoticeValues,
  'title' | 'unitId' | 'unitName' | 'unitPath' | 'jobFunction' | 'employmentType' | 'headcount' | 'startDate' | 'endDate' | 'requiredDocuments' | 'approverId' | 'approverLabel'
> & { description: string };

/** A new notice waiting for approval, its description sanitised, with its first event and audit row (inside `tx`; the demo uses it too). */
export async function insertNoticeIn(tx: Tx, actor: Actor, draft: NoticeDraft, now: Date): Promise<repo.NoticeRow> {
  const description = sanitizeDescription(draft.description);
  const n = await repo.insertNotice(tx, { ...draft, description, status: 'waiting_approval', authorId: actor.userId, authorLabel: actor.label, createdAt: now, updatedAt: now });
  await event(tx, actor, n.id, 'create', null, 'waiting_approval', null, now);
  const { description: _html, ...fields } = draft;
  await writeAudit(tx, actor, { action: 'recruitment_notices.create', targetCollection: collection, targetId: n.id, after: { ...fields, description: `${description.length}자` } });
  return n;
}

export async function createNotice(db: Db, actor: Actor, input: z.output<typeof createNoticeSchema>, now: Date): Promise<Notice> {
  const { errors, unit, approver } = await resolveRefs(db, actor, input);
  const description = cleanDescription(input.description, errors);
  if (Object.keys(errors).length) throw validationError(errors);
  const draft: NoticeDraft = {
    title: input.title,
    unitId: input.unit_id,
    ...unit!,
    jobFunction: input.job_function,
    employmentType: input.employment_type,
    headcount: input.headcount,
    startDate: input.start_date,
    endDate: input.end_date,
    description,
    requiredDocuments: input.required_documents,
    ...approver!,
  };
  const row = await db.transaction((tx) => insertNoticeIn(tx, actor, draft, now));
  return noticeDto(db, actor, row);
}

export async function getNotice(db: Db, actor: Actor, id: string): Promise<Notice> {
  return noticeDto(db, actor, await findNoticeOrThrow(db, id));
}

const editable = ['title', 'job_function', 'employment_type', 'headcount', 'start_date', 'end_date', 'required_documents'] as const;
const columnOf = {
  title: 'title',
  job_function: 'jobFunction',
  employment_type: 'employmentType',
  headcount: 'headcount',
  start_date: 'startDate',
  end_date: 'endDate',
  required_documents: 'requiredDocuments',
} as const satisfies Record<(typeof editable)[number], keyof repo.NoticeRow>;

/** PUT: the given fields while waiting for approval, returned or running; guarded by the version and the status. */
export async function updateNotice(db: Db, actor: Actor, id: string, input: z.output<typeof updateNoticeSchema>, now: Date): Promise<Notice> {
  const n = await findNoticeOrThrow(db, id);
  if (!editableNoticeStatuses.includes(n.status)) throw new AppError('CONFLICT', `${noticeStatusLabels[n.status]} 상태의 공고는 수정할 수 없습니다.`, { status: n.status });
  if (n.version !== input.version) throw movedByOther();
  const start = input.start_date ?? n.startDate;
  const end = input.end_date ?? n.endDate;
  const { errors, unit, approver } = await resolveRefs(db, actor, input);
  if (start > end) errors.end_date = '모집 마감일은 시작일 이후여야 합니다.';
  const description = input.description === undefined ? undefined : cleanDescription(input.description, errors);
  if (Object.keys(errors).length) throw validationError(errors);

  const values: Partial<repo.NoticeValues> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of editable) {
    const value = input[key];
    const column = columnOf[key];
    if (value === undefined || JSON.stringify(value) === JSON.stringify(n[column])) continue;
    Object.assign(values, { [column]: value });
    before[key] = n[column];
    after[key] = value;
  }
  if (input.unit_id !== undefined && input.unit_id !== n.unitId) {
    Object.assign(values, { unitId: input.unit_id, ...unit });
    before.unit_id = n.unitId;
    after.unit_id = input.unit_id;
  }
  if (approver && approver.approverId !== n.approverId) {
    Object.assign(values, approver);
    before.approver_id = n.approverId;
    after.approver_id = approver.approverId;
  }
  if (description !== undefined && description !== n.description) {
    values.description = description;
    before.description = `${n.description.length}자`;
    after.description = `${description.length}자`;
  }
  if (!Object.keys(values).length) return noticeDto(db, actor, n);
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateNoticeIf(tx, id, { from: editableNoticeStatuses, version: input.version }, { ...values, updatedAt: now });
    if (!updated) throw movedByOther();
    await event(tx, actor, id, 'edit', n.status, n.status, Object.keys(after).join(', '), now);
    await writeAudit(tx, actor, { action: 'recruitment_notices.update', targetCollection: collection, targetId: id, before, after });
    return updated;
  });
  return noticeDto(db, actor, row);
}

/** The guarded move of the transition table with its event and audit row (inside `tx`); 409 when someone moved it first. */
export async function moveNoticeIn(tx: Tx, actor: Actor, n: repo.NoticeRow, move: NoticeMove, comment: string, now: Date): Promise<repo.NoticeRow> {
  const rule = noticeTransitions[move];
  const values: Partial<repo.NoticeValues> = { status: rule.to, updatedAt: now };
  if (move === 'approve') Object.assign(values, { approvedAt: now, returnComment: null });
  if (move === 'return') values.returnComment = comment;
  if (move === 'close' || move === 'disable') values.closedAt = n.closedAt ?? now;
  const updated = await repo.updateNoticeIf(tx, n.id, { from: rule.from }, values);
  if (!updated) throw movedByOther();
  await event(tx, actor, n.id, move, n.status, rule.to, comment, now);
  await writeAudit(tx, actor, { action: `recruitment_notices.${move}`, targetCollection: collection, targetId: n.id, before: { status: n.status }, after: { status: rule.to, comment } });
  return updated;
}

/** Approve, return, resubmit, close, disable: checked against the table and the approver rule, then moved. */
export async function moveNotice(db: Db, actor: Actor, id: string, move: NoticeMove, comment: string, now: Date): Promise<Notice> {
  const n = await findNoticeOrThrow(db, id);
  if (noticeTransitions[move].by === 'approver' && !mayDecide(actor, n)) {
    const message = n.authorId === actor.userId ? '본인이 작성한 공고는 승인하거나 반려할 수 없습니다.' : '이 공고의 승인자만 승인하거나 반려할 수 있습니다.';
    throw new AppError('FORBIDDEN', message);
  }
  if (!canMoveNotice(n.status, move)) {
    throw new AppError('CONFLICT', `${noticeStatusLabels[n.status]} 상태의 공고는 ${noticeActionLabels[move]}할 수 없습니다.`, { status: n.status, action: move });
  }
  const row = await db.transaction((tx) => moveNoticeIn(tx, actor, n, move, comment, now));
  return noticeDto(db, actor, row);
}

export async function listNotices(db: Db, q: z.output<typeof noticeListSchema>): Promise<z.input<typeof noticeListResponseSchema>> {
  const filter = { search: q.search, unitId: q.unit_id, jobFunction: q.job_function };
  const [{ rows, total }, byStatus] = await Promise.all([repo.listNotices(db, { ...filter, statuses: q.status }, q), repo.noticeStatusCounts(db, filter)]);
  const counts = await repo.stageCounts(db, rows.map((r) => r.id));
  return {
    ...pageResult(rows.map((r) => summaryDto(r, counts.get(r.id)!)), total, q),
    status_counts: Object.fromEntries(noticeStatuses.map((s) => [s, byStatus.get(s) ?? 0])) as Record<NoticeStatus, number>,
  };
}

export async function noticeGroups(db: Db, q: z.output<typeof noticeGroupsQuerySchema>): Promise<NoticeGroups> {
  const statuses = q.status ? [q.status] : defaultNoticeListStatuses;
  const [units, functions] = await Promise.all([repo.noticeGroups(db, 'unit', statuses), repo.noticeGroups(db, 'job_function', statuses)]);
  const counts = (g: repo.GroupRow) => ({ count: g.count, in_progress: g.in_progress, headcount: g.headcount, applicants: g.applicants });
  return {
    by_unit: units.map((g) => ({ unit_id: g.key, unit_name: g.name, ...counts(g) })),
    by_job_function: functions.map((g) => ({ job_function: g.name, ...counts(g) })),
  };
}
