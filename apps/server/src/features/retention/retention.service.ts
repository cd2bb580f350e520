import { maskName, retentionYears, destroyedFields } from '@saram/shared/retention/retention';
import type { LegalHold, PurgeCandidate, PurgePreview, PurgeResult } from '@saram/shared/retention/retention.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { eraseFromRecords, writeAudit } from '../../lib/data/audit';
import { destroyedValues, type ErasedPerson } from '../../lib/data/erase';
import { eraseFromJobPayloads } from '../../lib/jobs/jobs.repo';
import { eraseFromOutbox } from '../../lib/jobs/mailer';
import { AppError } from '../../lib/errors';
import { seoulToday } from '../../lib/seoul-time';
import { anonymizeAccountsOfEmployee } from '../auth/accounts.service';
import { eraseFromCertificates } from '../certificates/certificates.service';
import { checklistIdsOf, deletePersonDocuments, eraseFromChecklists } from '../checklists/checklists.service';
import { anonymizeEmployee } from '../employees/employees.writer';
import * as repo from './retention.repo';

/**
 * The retention purge (근로기준법 art. 42: records kept 3 years after leaving; PIPA art. 21: then
 * destroyed without delay) and the legal holds that keep a record from it. The dry run and the real
 * run select with the same function (`repo.eligible`) at the same cutoff.
 */

/** People per transaction of a run. */
const batchSize = 50;

/** A date `years` years before or after a YYYY-MM-DD date (29 February falls back to the 28th, as PostgreSQL does). */
export function shiftYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whoever left before this day (today - 3 years) is past the retention period. */
export function cutoffOf(today: string): string {
  return shiftYears(today, -retentionYears);
}

/** Full years from `from` to `to` (both YYYY-MM-DD). */
export function fullYears(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

function candidateOf(row: repo.CandidateRow, today: string): PurgeCandidate {
  return {
    employee_id: row.id,
    employee_no: row.employeeNo,
    name_masked: maskName(row.nameKor),
    termination_date: row.terminationDate,
    retention_end_date: shiftYears(row.terminationDate, retentionYears),
    years_since: fullYears(row.terminationDate, today),
  };
}

/** The dry run: whom the purge would anonymise today, and the counts around it. */
export async function preview(db: Db, now: Date): Promise<PurgePreview> {
  const today = seoulToday(now);
  const cutoff = cutoffOf(today);
  const [rows, counts] = await Promise.all([repo.eligible(db, cutoff), repo.counts(db, cutoff)]);
  return { today, cutoff, data: rows.map((r) => candidateOf(r, today)), counts: { eligible: rows.length, ...counts } };
}

/**
 * The real run: anonymises everyone the dry run lists, in transactions of up to 50 people. Each batch
 * locks its rows and selects again, so a hold placed or a record anonymised meanwhile is respected.
 */
export async function purge(db: Db, actor: Actor, now: Date): Promise<PurgeResult> {
  const today = seoulToday(now);
  const cutoff = cutoffOf(today);
  const candidates = await repo.eligible(db, cutoff);
  const anonymized: PurgeCandidate[] = [];
  let documents = 0;
  for (let i = 0; i < candidates.length; i += batchSize) {
    const ids = candidates.slice(i, i + batchSize).map((c) => c.id);
    const done = await db.transaction(async (tx) => {
      await repo.lockEmployees(tx, ids);
      const out: { row: repo.CandidateRow; documents: number }[] = [];
      const erased: ErasedPerson[] = [];
      for (const row of await repo.eligible(tx, cutoff, ids)) {
        const before = await repo.personalSnapshot(tx, row.id);
        const deleted = await deletePersonDocuments(tx, row.id);
        if (!(await anonymizeEmployee(tx, actor, row.id, deleted))) continue;
        const accounts = await anonymizeAccountsOfEmployee(tx, actor, row.id);
        out.push({ row, documents: deleted });
        erased.push({
          id: row.id,
          rowIds: [...accounts.map((a) => a.id), ...(await checklistIdsOf(tx, row.id))],
          employeeNo: row.employeeNo,
          name: row.nameKor,
          ...destroyedValues([before, accounts.map((a) => a.former)], await repo.personalSnapshot(tx, row.id)),
        });
      }
      // The values also leave the rows that outlive the record; those rows stay (who, what, when).
      await eraseFromRecords(tx, erased);
      await eraseFromOutbox(tx, erased);
      await eraseFromJobPayloads(tx, erased);
      await eraseFromChecklists(tx, erased);
      await eraseFromCertificates(tx, erased);
      return out;
    });
    for (const d of done) {
      anonymized.push(candidateOf(d.row, today));
      documents += d.documents;
    }
  }
  return { today, anonymized, documents_deleted: documents, destroyed_fields: [...destroyedFields] };
}

// ---------------------------------------------------------------------------------------------
// Legal holds

export const holdActions = { place: 'retention_hold_placed', remove: 'retention_hold_removed' } as const;

function holdDto(r: repo.HoldRow): LegalHold {
  return {
    employee_id: r.employeeId,
    employee_no: r.employeeNo,
    name: r.name,
    employment_status: r.employmentStatus,
    termination_date: r.terminationDate,
    reason: r.reason,
    held_by: r.heldBy,
    held_at: r.heldAt.toISOString(),
  };
}

export async function listHolds(db: Db): Promise<{ data: LegalHold[] }> {
  return { data: (await repo.listHolds(db)).map(holdDto) };
}

export async function placeHold(db: Db, actor: Actor, input: { employee_id: string; reason: string }): Promise<LegalHold> {
  return db.transaction(async (tx) => {
    const person = await repo.findEmployee(tx, input.employee_id);
    if (!person) throw new AppError('NOT_FOUND', '직원을 찾을 수 없습니다.');
    if (person.anonymizedAt) throw new AppError('CONFLICT', '이미 익명화된 기록입니다. 보존할 개인정보가 없습니다.');
    const placed = await repo.insertHold(tx, { employeeId: input.employee_id, reason: input.reason, heldBy: actor.label, heldByUserId: actor.userId });
    if (!placed) throw new AppError('DUPLICATE', '이미 법적 보존 중인 직원입니다.');
    await writeAudit(tx, actor, { action: holdActions.place, targetCollection: 'employees', targetId: input.employee_id, after: { 'retentionHold.reason': input.reason } });
    return holdDto((await repo.listHolds(tx, input.employee_id))[0]!);
  });
}

export async function removeHold(db: Db, actor: Actor, employeeId: string, input: { reason: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await repo.deleteHold(tx, employeeId);
    if (!removed) throw new AppError('NOT_FOUND', '법적 보존 중인 직원이 아닙니다.');
    await writeAudit(tx, actor, {
      action: holdActions.remove,
      targetCollection: 'employees',
      targetId: employeeId,
      before: { 'retentionHold.reason': removed.reason, 'retentionHold.heldBy': removed.heldBy, 'retentionHold.heldAt': removed.heldAt.toISOString() },
      after: { 'retentionHold.removalReason': input.reason },
    });
  });
}
