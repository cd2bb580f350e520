import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { documentTypes } from '@saram/shared/onboarding/onboarding';
import { createVerificationFieldsSchema, type Verification, type updateVerificationSchema } from '@saram/shared/onboarding/onboarding.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordAccess } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import type { Upload } from '../../lib/http/files';
import { verificationDto } from './instance-state';
import * as repo from './instances.repo';
import { documentMeta, findDocument, insertDocument } from './verifications.repo';
import {
  assertMayAct,
  decideVerification,
  findVerification,
  insertVerification,
  instanceNotFound,
  itemOf,
  refuseAutomatic,
  requireOpen,
  withdrawVerification,
  type VerificationRow,
} from './verification-rules';

/** Verifications (spec 7.3): documents handed in and decided, sign-offs, withdrawals, and document downloads. */

type DocumentType = keyof typeof documentTypes;
const extensions: Record<DocumentType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The document's type from its first bytes (the declared name and type are not trusted). */
export function sniffDocument(data: Buffer): DocumentType | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

/** The stored name: the given one without path or control characters, with the extension of the real type. */
export function documentName(given: string, type: DocumentType): string {
  const base = (given.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 150);
  return `${base || '서류'}.${extensions[type]}`;
}

async function dtoOf(db: Db | Tx, row: VerificationRow): Promise<Verification> {
  const doc = row.documentId ? await documentMeta(db, row.documentId) : undefined;
  return verificationDto({ ...row, document: doc ?? null });
}

const inScope = (db: Db | Tx, actor: Actor, lock = false) => (instanceId: string) => repo.findInstance(db, instanceId, actor.employeeScope, lock);

/** Stores a document (bytes, type found in them, sha256) for an instance. */
export async function storeDocument(tx: Tx, actor: Actor, instanceId: string, filename: string, data: Buffer, type: DocumentType): Promise<string> {
  return insertDocument(tx, {
    instanceId,
    filename: documentName(filename, type),
    contentType: type,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
    uploadedBy: actor.label,
  });
}

/**
 * POST (multipart): a document item takes a PDF, PNG or JPEG (`submitted`, HR decides it later);
 * a sign-off item takes no file and is `verified` at once; automatic items are refused.
 */
export async function createVerification(db: Db, actor: Actor, upload: Upload): Promise<Verification> {
  const parsed = createVerificationFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const { formErrors, fieldErrors } = z.flattenError(parsed.error);
    const fields = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, (v as string[])[0]!]));
    throw validationError(formErrors.length ? { ...fields, _: formErrors[0]! } : fields, '입력값을 확인해주세요.');
  }
  const { instance_id, item_id, note } = parsed.data;
  return db.transaction(async (tx) => {
    const found = await inScope(tx, actor, true)(instance_id);
    if (!found) throw instanceNotFound();
    requireOpen(found.row);
    const item = itemOf(found.row, item_id, 'item_id');
    refuseAutomatic(item, 'item_id');
    const method = item.verification.method;
    let documentId: string | null = null;
    if (method === 'document') {
      if (!upload.file) throw validationError({ file: '제출할 서류 파일을 선택해주세요.' });
      const type = sniffDocument(upload.file.data);
      if (!type) throw validationError({ file: `PDF, PNG, JPEG 파일만 올릴 수 있습니다.` });
      await assertMayAct(tx, actor, found.person, item, true);
      documentId = await storeDocument(tx, actor, instance_id, upload.file.filename, upload.file.data, type);
    } else {
      if (upload.file) throw validationError({ file: `'${item.title}' 항목은 파일 없이 확인합니다.` });
      await assertMayAct(tx, actor, found.person, item);
    }
    const row = await insertVerification(tx, actor, instance_id, item, { status: method === 'document' ? 'submitted' : 'verified', note, documentId });
    await repo.touchInstance(tx, instance_id);
    return dtoOf(tx, row);
  });
}

export async function getVerification(db: Db, actor: Actor, id: string): Promise<Verification> {
  const { verification } = await findVerification(db, id, inScope(db, actor));
  return dtoOf(db, verification);
}

/** PUT: HR's decision on a handed-in document (verified, or rejected with a reason). */
export async function updateVerification(db: Db, actor: Actor, id: string, input: z.output<typeof updateVerificationSchema>): Promise<Verification> {
  return db.transaction(async (tx) => {
    const { verification, instance } = await findVerification(tx, id, inScope(tx, actor, true));
    requireOpen(instance.row);
    if (verification.method !== 'document') throw validationError({ status: '서류 제출 항목의 확인만 결정할 수 있습니다.' });
    const item = itemOf(instance.row, verification.itemId, 'item_id');
    await assertMayAct(tx, actor, instance.person, item);
    const row = await decideVerification(tx, actor, verification, input.status, input.note);
    await repo.touchInstance(tx, instance.row.id);
    return dtoOf(tx, row);
  });
}

/** DELETE: withdraws one verification; the item falls back to the previous one, or pending. */
export async function removeVerification(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { verification, instance } = await findVerification(tx, id, inScope(tx, actor, true));
    requireOpen(instance.row);
    const item = instance.row.items.find((i) => i.id === verification.itemId);
    // The new hire may take back a document they handed in; anything else follows the signing rules.
    if (item) await assertMayAct(tx, actor, instance.person, item, verification.status === 'submitted');
    await withdrawVerification(tx, actor, verification);
    await repo.touchInstance(tx, instance.row.id);
  });
}

/** GET :id/document: the bytes with their stored type, within the caller's scope, with an access record. */
export async function verificationDocument(db: Db, actor: Actor, id: string): Promise<{ filename: string; contentType: string; data: Buffer }> {
  const { verification, instance } = await findVerification(db, id, inScope(db, actor));
  const doc = verification.documentId ? await findDocument(db, verification.documentId) : undefined;
  if (!doc) throw new AppError('NOT_FOUND', '제출된 서류가 없습니다.');
  await recordAccess(db, actor, {
    subjectType: 'employee',
    subjectId: instance.row.employeeId,
    action: 'download',
    fields: [`checklist.${verification.itemId}.document`],
  });
  return { filename: doc.filename, contentType: doc.contentType, data: doc.data };
}
