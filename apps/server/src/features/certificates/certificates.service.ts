import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { verificationAlphabet, verifyPagePath } from '@saram/shared/certificates/certificates';
import type {
  Certificate,
  CertificateContent,
  CertificateLogEntry,
  certificateLogQuerySchema,
  issueMineSchema,
  issueSchema,
  VerifyCertificate,
} from '@saram/shared/certificates/certificates.schemas';
import type { Page } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { decryptField, encryptField, safeEqual } from '../../lib/auth/crypto';
import { recordAccess, recordBulkAccess, writeAudit } from '../../lib/data/audit';
import { eraseJson, eraseText, valuesFor, type ErasedPerson } from '../../lib/data/erase';
import { AppError } from '../../lib/errors';
import { seoulToday, seoulYear } from '../../lib/seoul-time';
import { findUserById } from '../auth/auth.service';
import { signatory } from '../corporate-structure/corporation-seal.service';
import { certificateContent } from './certificate-content';
import { renderCertificate } from './certificate.pdf';
import * as repo from './certificates.repo';

/**
 * 재직·경력증명서 (근로기준법 제39조): the person asks for their own (certificates:request) or HR issues one for
 * anyone in its scope (certificates:issue). Each issue takes the year's next number and a random code, and
 * is written with its audit row and access record in one transaction. Anyone holding the number and the
 * code may check the certificate's content on the public page; a wrong code reads as an unknown number.
 */

export type Deps = { db: Db; key: Buffer; publicUrl: string };

const collection = 'certificates';
const notFound = () => new AppError('NOT_FOUND', '증명서를 찾을 수 없습니다.');
const unknownCertificate = () => new AppError('NOT_FOUND', '발급번호와 확인 코드가 일치하는 증명서가 없습니다. 증명서에 적힌 그대로 입력했는지 확인해주세요.');
const noRecord = () => new AppError('NOT_FOUND', '이 계정에 연결된 직원 정보가 없어 증명서를 발급할 수 없습니다. 인사 담당자에게 문의해주세요.');

type Choice = z.output<typeof issueMineSchema>;

/** The employee the caller's account is linked to, if any. */
async function ownEmployee(db: Db, actor: Actor): Promise<string | null> {
  return actor.userId ? ((await findUserById(db, actor.userId))?.employeeId ?? null) : null;
}

function newCode(): string {
  const chars = Array.from({ length: 8 }, () => verificationAlphabet[randomInt(verificationAlphabet.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
const normalizedCode = (code: string) => code.toUpperCase().replace('-', '');

function toCertificate(row: repo.CertificateRow, employeeNo: string, code: string): Certificate {
  return {
    ...row.content,
    id: row.id,
    employeeId: row.employeeId,
    employeeNo,
    code,
    requestedBy: row.requestedBy,
    issuedBy: row.issuedByLabel,
    issuedAt: row.issuedAt.toISOString(),
  };
}

async function issueFor(deps: Deps, actor: Actor, employeeId: string, choice: Choice, requestedBy: 'self' | 'hr', now: Date): Promise<Certificate> {
  return deps.db.transaction(async (tx) => {
    const p = await repo.person(tx, employeeId, requestedBy === 'self' ? null : actor.employeeScope);
    if (!p) throw new AppError('NOT_FOUND', '직원을 찾을 수 없습니다.');
    if (p.anonymizedAt) throw new AppError('CONFLICT', '보존 기간이 지나 익명화된 퇴직자 기록으로는 증명서를 발급할 수 없습니다.');
    if (choice.kind === 'employment' && p.employmentStatus === '퇴직') {
      throw new AppError('CONFLICT', '퇴직한 직원에게는 재직증명서를 발급할 수 없습니다. 경력증명서를 발급해주세요.', { kind: '퇴직자는 경력증명서만 발급됩니다.' });
    }
    const year = seoulYear(now);
    const sequence = await repo.nextSequence(tx, year);
    const number = `${year}-${String(sequence).padStart(6, '0')}`;
    const code = newCode();
    const content = certificateContent(p, choice, { number, issuedOn: seoulToday(now) });
    const row = await repo.insertCertificate(tx, {
      number,
      issueYear: year,
      sequence,
      codeEnc: encryptField(deps.key, code),
      kind: choice.kind,
      employeeId,
      corporationId: p.corporationId,
      items: content.lines.map((l) => l.item),
      purpose: choice.purpose,
      content,
      requestedBy,
      issuedBy: actor.userId,
      issuedByLabel: actor.label,
      issuedAt: now,
    });
    const after = { number, kind: choice.kind, employee_id: employeeId, items: row.items, purpose: choice.purpose, requested_by: requestedBy };
    await writeAudit(tx, actor, { action: 'certificate.issue', targetCollection: collection, targetId: row.id, after });
    await recordAccess(tx, actor, { subjectType: 'employee', subjectId: employeeId, action: 'print', fields: row.items.map((i) => `certificate.${i}`) });
    return toCertificate(row, p.employeeNo, code);
  });
}

/** The caller's own certificate (내 정보). */
export async function issueMine(deps: Deps, actor: Actor, choice: Choice, now: Date): Promise<Certificate> {
  const employeeId = await ownEmployee(deps.db, actor);
  if (!employeeId) throw noRecord();
  return issueFor(deps, actor, employeeId, choice, 'self', now);
}

/** HR issuing for someone in its scope (from the record). */
export async function issue(deps: Deps, actor: Actor, input: z.output<typeof issueSchema>, now: Date): Promise<Certificate> {
  const { employeeId, ...choice } = input;
  return issueFor(deps, actor, employeeId, choice, 'hr', now);
}

export async function listMine(deps: Deps, actor: Actor): Promise<{ data: Certificate[] }> {
  const employeeId = await ownEmployee(deps.db, actor);
  if (!employeeId) return { data: [] };
  const rows = await repo.ofEmployee(deps.db, employeeId);
  return { data: rows.map((r) => toCertificate(r.certificate, r.employeeNo, decryptField(deps.key, r.certificate.codeEnc))) };
}

/** The issue log (HR): no item values and no codes. */
export async function log(deps: Deps, actor: Actor, q: z.output<typeof certificateLogQuerySchema>): Promise<Page<CertificateLogEntry>> {
  const { rows, total } = await repo.log(deps.db, q, actor.employeeScope);
  await recordBulkAccess(deps.db, actor, { subjectType: 'employee', fields: ['certificates'], query: q, count: rows.length, unit: '건' });
  const data = rows.map(({ certificate: c, employeeNo }) => {
    const { code: _code, lines: _lines, ...entry } = toCertificate(c, employeeNo, '');
    return { ...entry, items: c.items };
  });
  return { data, total, page: q.page, limit: q.limit, hasNext: q.page * q.limit < total };
}

/** The PDF, for the person themself or HR over the person; printed again as issued. */
export async function file(deps: Deps, actor: Actor, id: string): Promise<{ filename: string; body: Buffer }> {
  const own = await ownEmployee(deps.db, actor);
  const scope = actor.permissions.has('certificates:issue') ? actor.employeeScope : undefined;
  const found = await repo.findVisible(deps.db, id, { own, scope });
  if (!found) throw notFound();
  const c = found.certificate;
  const body = await renderCertificate({
    content: c.content,
    code: decryptField(deps.key, c.codeEnc),
    verifyUrl: `${deps.publicUrl}${verifyPagePath}`,
    seal: (await signatory(deps.db, c.corporationId)).seal,
  });
  await recordAccess(deps.db, actor, { subjectType: 'employee', subjectId: c.employeeId, action: 'download', fields: c.items.map((i) => `certificate.${i}`) });
  return { filename: `${c.content.number}_${c.content.name}.pdf`, body };
}

/** The public check: the certificate's own content for the right number and code, else the same 404. */
export async function verify(deps: Deps, actor: Actor, input: VerifyCertificate): Promise<CertificateContent> {
  const row = await repo.findByNumber(deps.db, input.number.trim());
  if (!row || !safeEqual(normalizedCode(decryptField(deps.key, row.codeEnc)), normalizedCode(input.code))) throw unknownCertificate();
  await recordAccess(deps.db, actor, { subjectType: 'employee', subjectId: row.employeeId, action: 'view', fields: ['certificate.verify'] });
  return row.content;
}

/**
 * Retention: a purged person's certificates keep their log row (number, kind, who issued, when), but
 * what was printed about them loses their values, as the record did.
 */
export async function eraseFromCertificates(tx: Tx, people: readonly ErasedPerson[]): Promise<void> {
  if (people.length === 0) return;
  for (const row of await repo.contentsOf(tx, people.map((p) => p.id))) {
    const values = valuesFor(people, (p) => p.id === row.employeeId);
    await repo.setContent(tx, row.id, { content: eraseJson(row.content, values) as CertificateContent, purpose: eraseText(row.purpose, values) });
  }
}
