import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  applicantStatusLabels,
  applicantTransitions,
  applyingNoticeStatuses,
  canMoveApplicant,
  noticeStatusLabels,
  processingNoticeStatuses,
  statusesOf,
  type ApplicantStatus,
} from '@saram/shared/recruitment/recruitment';
import { applicantDocumentFieldsSchema, applicantSummarySchema, type Applicant, type ApplicantDocument, type applicantListResponseSchema, type applicantListSchema, type ApplicantSummary, type createApplicantSchema, type evaluationInputSchema, type Integration } from '@saram/shared/recruitment/applicants.schemas';
import { pageResult } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordAccess, recordBulkAccess, writeAudit } from '../../lib/data/audit';
import { AppError, movedByOther, validationError } from '../../lib/errors';
import type { Upload } from '../../lib/http/files';
import { seoulToday } from '../../lib/seoul-time';
import { documentName, sniffDocument } from '../checklists/checklists.service';
import { findNoticeOrThrow } from './notices.service';
import * as repo from './recruitment.repo';

/**
 * Applicants along the pipeline of shared/recruitment.ts (applicantTransitions): every move is a
 * guarded update (`… WHERE status = :from`) with its event and audit row; personal data read in a
 * detail or a download leaves an access record (PIPA art. 8).
 */

const collection = 'applicants';
const subjectType = 'applicant';
export const applicantNotFound = () => new AppError('NOT_FOUND', '지원자를 찾을 수 없습니다.');
const anonymized = () => new AppError('CONFLICT', '보존 기간이 지나 개인정보가 파기된 지원자입니다.');
export const personalFields = ['name', 'email', 'phone', 'birth_date', 'wanted_id'];

export function integrationOf(a: repo.ApplicantRow): Integration {
  return {
    applicant_id: a.id,
    state: a.integratedAt ? 'integrated' : a.status === 'final_passed' && !a.anonymizedAt ? 'ready' : 'not_ready',
    employee_id: a.employeeId,
    employee_no: a.employeeNo,
    integrated_at: a.integratedAt?.toISOString() ?? null,
    integrated_by: a.integratedByLabel,
  };
}

/** The stages an applicant may move to now (none once anonymised; 입사 포기 not once integrated). */
export function nextStatuses(a: repo.ApplicantRow): ApplicantStatus[] {
  if (a.anonymizedAt) return [];
  return applicantTransitions[a.status].filter((s) => !(s === 'declined' && a.integratedAt));
}

function summaryDto(a: repo.ApplicantRow, facts: { documents: number; average: number | null }): ApplicantSummary {
  return {
    id: a.id,
    recruitment_id: a.noticeId,
    name: a.name,
    email: a.email,
    phone: a.phone,
    birth_date: a.birthDate,
    apply_channel: a.applyChannel,
    wanted_id: a.wantedId,
    applied_job_function: a.appliedJobFunction,
    applied_at: a.appliedAt,
    status: a.status,
    next_statuses: nextStatuses(a),
    document_count: facts.documents,
    average_score: facts.average,
    integration: integrationOf(a),
    anonymized_at: a.anonymizedAt?.toISOString() ?? null,
    version: a.version,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

function documentDto(d: repo.DocumentMeta): ApplicantDocument {
  return { id: d.id, kind: d.kind, filename: d.filename, content_type: d.contentType, size: d.size, uploaded_by: d.uploadedBy, created_at: d.createdAt.toISOString() };
}

async function detailDto(db: Db | Tx, actor: Actor, a: repo.ApplicantRow): Promise<Applicant> {
  const [notice, facts, events, documents, evaluations] = await Promise.all([
    findNoticeOrThrow(db, a.noticeId),
    repo.applicantFacts(db, [a.id]),
    repo.applicantEventsOf(db, a.id),
    repo.documentsOf(db, a.id),
    repo.evaluationsOf(db, a.id),
  ]);
  return {
    ...summaryDto(a, facts.get(a.id)!),
    notice: { id: notice.id, title: notice.title, status: notice.status, unit_name: notice.unitName, job_function: notice.jobFunction },
    events: events.map((e) => ({ id: e.id, action: e.action, from: e.fromStatus, to: e.toStatus, actor_id: e.actorId, actor: e.actorLabel, comment: e.comment, at: e.at.toISOString() })),
    documents: documents.map(documentDto),
    evaluations: evaluations.map((e) => ({
      id: e.id,
      stage: e.stage,
      interviewer_id: e.interviewerId,
      interviewer: e.interviewerLabel,
      score: e.score,
      note: e.note,
      mine: !!actor.userId && e.interviewerId === actor.userId,
      created_at: e.createdAt.toISOString(),
      updated_at: e.updatedAt.toISOString(),
    })),
  };
}

export async function findApplicantOrThrow(db: Db | Tx, id: string, lock = false): Promise<repo.ApplicantRow> {
  const a = await repo.findApplicant(db, id, lock);
  if (!a) throw applicantNotFound();
  return a;
}

export async function applicantEvent(
  tx: Tx,
  actor: Actor,
  applicantId: string,
  action: repo.ApplicantEventRow['action'],
  from: ApplicantStatus | null,
  to: ApplicantStatus,
  comment: string | null,
  at: Date,
) {
  await repo.insertApplicantEvent(tx, { applicantId, action, fromStatus: from, toStatus: to, actorId: actor.userId, actorLabel: actor.label, comment: comment || null, at });
}

// ---------------------------------------------------------------------------------------------
// Calls

/** POST applicant: a new application to a running notice (서류 접수), one per e-mail per notice. */
export async function createApplicant(db: Db, actor: Actor, input: z.output<typeof createApplicantSchema>, now: Date): Promise<Applicant> {
  const notice = await findNoticeOrThrow(db, input.recruitment_id);
  if (!applyingNoticeStatuses.includes(notice.status)) {
    throw new AppError('CONFLICT', `${noticeStatusLabels[notice.status]} 상태의 공고에는 지원자를 등록할 수 없습니다.`, { status: notice.status });
  }
  const row = await db.transaction(async (tx) => {
    await findNoticeOrThrow(tx, notice.id, true);
    if (await repo.emailApplied(tx, notice.id, input.email)) throw new AppError('CONFLICT', '같은 이메일로 이미 이 공고에 지원했습니다.', { fields: { email: '같은 이메일로 이미 지원했습니다.' } });
    return insertApplicantIn(tx, actor, notice, input, now);
  });
  return detailDto(db, actor, row);
}

/** A new applicant (서류 접수) with its first event, audit row and access record (inside `tx`; the demo uses it too). */
export async function insertApplicantIn(tx: Tx, actor: Actor, notice: repo.NoticeRow, input: Omit<z.output<typeof createApplicantSchema>, 'recruitment_id'>, now: Date): Promise<repo.ApplicantRow> {
  const a = await repo.insertApplicant(tx, {
    noticeId: notice.id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    birthDate: input.birth_date,
    applyChannel: input.apply_channel,
    wantedId: input.wanted_id,
    appliedJobFunction: input.applied_job_function || notice.jobFunction,
    appliedAt: input.applied_at ?? seoulToday(now),
    status: 'received',
    createdAt: now,
    updatedAt: now,
  });
  await applicantEvent(tx, actor, a.id, 'apply', null, 'received', null, now);
  await writeAudit(tx, actor, { action: 'applicants.create', targetCollection: collection, targetId: a.id, after: { recruitment_id: notice.id, apply_channel: a.applyChannel, status: a.status } });
  await recordAccess(tx, actor, { subjectType, subjectId: a.id, action: 'input', fields: personalFields });
  return a;
}

const summaryFields = Object.keys(applicantSummarySchema.shape);

/** A notice's applicants, a page at a time, with one access record for the page (query and head count). */
export async function listApplicants(db: Db, actor: Actor, q: z.output<typeof applicantListSchema>): Promise<z.input<typeof applicantListResponseSchema>> {
  const notice = await findNoticeOrThrow(db, q.recruitment_id);
  const [{ rows, total }, counts] = await Promise.all([
    repo.listApplicants(db, { noticeId: notice.id, statuses: statusesOf(q.status), search: q.search }, q),
    repo.stageCounts(db, [notice.id]),
  ]);
  const facts = await repo.applicantFacts(db, rows.map((r) => r.id));
  await recordBulkAccess(db, actor, { subjectType: 'applicant_list', query: q, count: rows.length, fields: summaryFields });
  return {
    ...pageResult(rows.map((r) => summaryDto(r, facts.get(r.id)!)), total, q),
    notice: { id: notice.id, title: notice.title, status: notice.status },
    stage_counts: counts.get(notice.id)!,
  };
}

/** GET applicant/{id} (and under its notice): the whole record, with an access record. */
export async function getApplicant(db: Db, actor: Actor, id: string, noticeId?: string): Promise<Applicant> {
  const a = await findApplicantOrThrow(db, id);
  if (noticeId && a.noticeId !== noticeId) throw applicantNotFound();
  if (!a.anonymizedAt) await recordAccess(db, actor, { subjectType, subjectId: a.id, action: 'view', fields: personalFields });
  return detailDto(db, actor, a);
}

/** PUT applicant/{id}/status: a move of the documented pipeline while the notice runs or after it closed. */
export async function setStatus(db: Db, actor: Actor, id: string, to: ApplicantStatus, comment: string, now: Date): Promise<Applicant> {
  const a = await findApplicantOrThrow(db, id);
  if (a.anonymizedAt) throw anonymized();
  const notice = await findNoticeOrThrow(db, a.noticeId);
  if (!processingNoticeStatuses.includes(notice.status)) {
    throw new AppError('CONFLICT', `${noticeStatusLabels[notice.status]} 상태 공고의 지원자는 단계를 바꿀 수 없습니다.`, { notice_status: notice.status });
  }
  const refuse = (message: string) => new AppError('CONFLICT', message, { from: a.status, to, allowed: nextStatuses(a) });
  if (!canMoveApplicant(a.status, to)) throw refuse(`${applicantStatusLabels[a.status]}에서 ${applicantStatusLabels[to]}(으)로 옮길 수 없습니다.`);
  if (to === 'declined' && a.integratedAt) throw refuse('이미 직원으로 등록된 지원자는 입사 포기로 옮길 수 없습니다.');
  const row = await db.transaction((tx) => moveApplicantIn(tx, actor, a, to, comment, now));
  return detailDto(db, actor, row);
}

/** The guarded move (`… WHERE status = :from`) with its event and audit row (inside `tx`); 409 when someone moved it first. */
export async function moveApplicantIn(tx: Tx, actor: Actor, a: repo.ApplicantRow, to: ApplicantStatus, comment: string, now: Date): Promise<repo.ApplicantRow> {
  const updated = await repo.updateApplicantIf(tx, a.id, repo.applicantGuards.status(a.status), { status: to, updatedAt: now });
  if (!updated || (to === 'declined' && updated.integratedAt)) throw movedByOther();
  await applicantEvent(tx, actor, a.id, 'move', a.status, to, comment, now);
  await writeAudit(tx, actor, { action: 'applicants.status', targetCollection: collection, targetId: a.id, before: { status: a.status }, after: { status: to, comment } });
  return updated;
}

/** POST applicant/{id}/documents (multipart `file`, `kind`): a PDF, PNG or JPEG by its bytes, at most 10MB (413 above). */
export async function uploadDocument(db: Db, actor: Actor, id: string, upload: Upload): Promise<ApplicantDocument> {
  const parsed = applicantDocumentFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const { fieldErrors, formErrors } = z.flattenError(parsed.error);
    const fields = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, (v as string[])[0]!]));
    throw validationError(formErrors.length ? { ...fields, _: formErrors[0]! } : fields, '입력값을 확인해주세요.');
  }
  if (!upload.file || !upload.file.data.length) throw validationError({ file: '올릴 파일을 선택해주세요.' });
  const type = sniffDocument(upload.file.data);
  if (!type) throw validationError({ file: 'PDF, PNG, JPEG 파일만 올릴 수 있습니다.' });
  const file = upload.file;
  return db.transaction(async (tx) => {
    const a = await findApplicantOrThrow(tx, id, true);
    if (a.anonymizedAt) throw anonymized();
    const doc = await repo.insertDocument(tx, {
      applicantId: id,
      kind: parsed.data.kind,
      filename: documentName(file.filename, type),
      contentType: type,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      data: file.data,
      uploadedBy: actor.label,
    });
    await writeAudit(tx, actor, { action: 'applicants.document_upload', targetCollection: collection, targetId: id, after: { document_id: doc.id, kind: doc.kind, filename: doc.filename, size: doc.size } });
    await recordAccess(tx, actor, { subjectType, subjectId: id, action: 'input', fields: [`documents.${doc.kind}`] });
    return documentDto(doc);
  });
}

/** The file of a document, with a download access record. */
export async function documentFile(db: Db, actor: Actor, id: string, documentId: string): Promise<{ filename: string; contentType: string; data: Buffer }> {
  await findApplicantOrThrow(db, id);
  const doc = await repo.findDocument(db, id, documentId);
  if (!doc) throw new AppError('NOT_FOUND', '서류를 찾을 수 없습니다.');
  await recordAccess(db, actor, { subjectType, subjectId: id, action: 'download', fields: [`documents.${doc.kind}`] });
  return { filename: doc.filename, contentType: doc.contentType, data: doc.data };
}

/** PUT applicant/{id}/evaluations: the caller's own score and note for one stage (replaced when given again). */
export async function evaluate(db: Db, actor: Actor, id: string, input: z.output<typeof evaluationInputSchema>, now: Date): Promise<Applicant> {
  if (!actor.userId) throw new AppError('FORBIDDEN', '면접 평가는 로그인한 사용자만 입력할 수 있습니다.');
  const row = await db.transaction(async (tx) => {
    const a = await findApplicantOrThrow(tx, id, true);
    if (a.anonymizedAt) throw anonymized();
    await evaluateIn(tx, actor, a.id, input, now);
    return a;
  });
  return detailDto(db, actor, row);
}

/** The actor's own evaluation of one stage, created or replaced, with its audit row (inside `tx`). */
export async function evaluateIn(tx: Tx, actor: Actor, applicantId: string, input: z.output<typeof evaluationInputSchema>, now: Date): Promise<void> {
  const { before, after } = await repo.upsertEvaluation(tx, {
    applicantId,
    stage: input.stage,
    interviewerId: actor.userId,
    interviewerLabel: actor.label,
    score: input.score,
    note: input.note,
    createdAt: now,
    updatedAt: now,
  });
  await writeAudit(tx, actor, {
    action: 'applicants.evaluate',
    targetCollection: collection,
    targetId: applicantId,
    before: before ? { stage: before.stage, score: before.score, note: before.note } : null,
    after: { stage: after.stage, score: after.score, note: after.note },
  });
}
