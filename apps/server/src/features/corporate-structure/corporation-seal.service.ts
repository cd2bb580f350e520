import type { CorporationSeal } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import type { Signatory } from '../../lib/documents/pdf';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { isPrintableImage } from '../../lib/documents/pdf';
import { AppError, validationError } from '../../lib/errors';
import type { Upload } from '../../lib/http/files';
import * as repo from './corporate-structure.repo';
import { auditTarget } from './corporate-structure.service';

/**
 * 법인 직인: the seal image printed on the corporation's certificates. Only PNG and JPEG, told by their
 * first bytes (not the name or the declared type), and opened by pdfkit once before it is kept, so a
 * broken image is refused here rather than failing every certificate later.
 */

const notFound = () => new AppError('NOT_FOUND', '법인을 찾을 수 없습니다.');
const noSeal = () => new AppError('NOT_FOUND', '등록된 직인이 없습니다.');
const badImage = () => validationError({ file: '직인은 PNG 또는 JPEG 이미지만 올릴 수 있습니다.' });

function sniff(data: Buffer): CorporationSeal['contentType'] | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

const dto = (row: repo.SealRow): CorporationSeal => ({
  corporationId: row.corporationId,
  contentType: row.contentType,
  size: row.image.length,
  updatedAt: row.updatedAt.toISOString(),
});

export async function uploadSeal(db: Db, actor: Actor, id: string, upload: Upload): Promise<CorporationSeal> {
  const unknown = Object.keys(upload.fields);
  if (unknown.length) throw validationError(Object.fromEntries(unknown.map((k) => [k, '허용되지 않는 항목입니다.'])));
  if (!upload.file || upload.file.data.length === 0) throw validationError({ file: '직인 이미지를 선택해주세요.' });
  const data = upload.file.data;
  const contentType = sniff(data);
  if (!contentType || !isPrintableImage(data)) throw badImage();
  return db.transaction(async (tx) => {
    if (!(await repo.lockCorporation(tx, id))) throw notFound();
    const before = await repo.findSeal(tx, id);
    const row = await repo.upsertSeal(tx, { corporationId: id, contentType, image: data, updatedBy: actor.userId, updatedAt: new Date() });
    await writeAudit(tx, actor, {
      action: 'corporation.seal',
      targetCollection: auditTarget,
      targetId: id,
      before: before ? { contentType: before.contentType, size: before.image.length } : null,
      after: { contentType, size: data.length },
    });
    return dto(row);
  });
}

export async function seal(db: Db, id: string): Promise<{ contentType: string; image: Buffer }> {
  const row = await repo.findSeal(db, id);
  if (!row) throw noSeal();
  return row;
}

/** Who signs the corporation's documents (certificates, the 인사발령 notice): its name, representative and seal image. */
export async function signatory(db: Db, corporationId: string | null): Promise<Signatory> {
  if (!corporationId) return { corporation: '', representative: '', seal: undefined };
  const [view, seal] = await Promise.all([repo.findView(db, corporationId), repo.findSeal(db, corporationId)]);
  return { corporation: view?.c.name ?? '', representative: view?.c.representative ?? '', seal: seal?.image };
}

export async function removeSeal(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteSeal(tx, id))) throw noSeal();
    await writeAudit(tx, actor, { action: 'corporation.seal.remove', targetCollection: auditTarget, targetId: id });
  });
}
