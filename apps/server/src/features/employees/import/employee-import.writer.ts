import type { ImportReportRow } from '@saram/shared/employees/employee-import.schemas';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { recordAccesses, writeAudits } from '../../../lib/data/audit';
import { chunks } from '../../../lib/data/batches';
import { rowValues, type EmployeeRow, type Prepared } from '../employee-record';
import * as importRepo from './employee-import.repo';
import { creationRecords, type Store } from '../employees.service';
import { startOnboarding } from '../../checklists/checklists.service';

/**
 * The write half of the Excel import: the valid rows in multi-row inserts, each chunk under a
 * savepoint. A row the database refuses does not abort the others: a 사번 or e-mail taken since
 * validation is skipped by the insert itself, any other failure of a chunk is retried row by row,
 * and the rows not written are reported in the per-row result.
 */

/** Valid rows without warnings share these (frozen: the report rows are replaced, never changed). */
export const noErrors: Record<string, string> = Object.freeze({}) as Record<string, string>;
export const noWarnings: string[] = Object.freeze([]) as unknown as string[];

/** Every report row in one shape (one hidden class, the smallest objects): 50,000 of them stay in memory. */
export function reportRow(row: number, status: ImportReportRow['status'], employeeNo: string, nameKor: string, errors: Record<string, string>, warnings: string[]): ImportReportRow {
  return { row, status, employeeNo, nameKor, errors, warnings: warnings.length ? warnings : noWarnings };
}

export type AcceptedRow = { index: number; prepared: Prepared };
export type PrimaryPost = { employeeId: string; unitId: string };

const failedMessage = '데이터베이스에 저장하지 못했습니다. 값을 확인한 뒤 다시 시도해주세요.';

/** Inserts the chunk; null when the database refused it (the savepoint is rolled back). */
async function insertChunk(tx: Tx, chunk: readonly AcceptedRow[], key: Buffer): Promise<EmployeeRow[] | null> {
  try {
    return await tx.transaction((sp) => importRepo.insertEmployeesSkippingTaken(sp, chunk.map((a) => rowValues(a.prepared, key, null))));
  } catch {
    return null;
  }
}

/** A report row turned from valid into not written. */
function notWritten(results: ImportReportRow[], index: number, status: ImportReportRow['status'], errors: Record<string, string>): void {
  const r = results[index]!;
  results[index] = reportRow(r.row, status, r.employeeNo, r.nameKor, errors, []);
}

/**
 * Writes the accepted rows of a chunk with their audit and access rows and onboarding checklists;
 * marks the rows not written in `results`; adds the primary posts to `posts` (written last, by the caller).
 */
export async function writeRows(tx: Tx, store: Pick<Store, 'key'>, actor: Actor, accepted: readonly AcceptedRow[], results: ImportReportRow[], posts: PrimaryPost[]): Promise<void> {
  for (const chunk of chunks(accepted, importRepo.insertRows)) {
    let rows = await insertChunk(tx, chunk, store.key);
    if (!rows) {
      // One bad row spoils a multi-row insert: the chunk again, row by row, to find it.
      rows = [];
      for (const one of chunk) {
        const written = await insertChunk(tx, [one], store.key);
        if (written) rows.push(...written);
        else notWritten(results, one.index, 'invalid', { 행: failedMessage });
      }
    }
    const byNo = new Map(rows.map((r) => [r.employeeNo, r]));
    const skipped = chunk.filter((a) => !byNo.has(a.prepared.sections.personal.employeeNo) && results[a.index]!.status === 'valid');
    if (skipped.length) await reportTaken(tx, skipped, results);
    const records = rows.map((r) => creationRecords(r, store.key));
    await writeAudits(
      tx,
      actor,
      records.map((r) => r.audit),
    );
    await recordAccesses(
      tx,
      actor,
      records.map((r) => r.access),
    );
    // New hires in probation get their onboarding checklist, all in one insert.
    await startOnboarding(
      tx,
      actor,
      rows.map((r) => r.id),
    );
    for (const a of chunk) {
      const row = byNo.get(a.prepared.sections.personal.employeeNo);
      if (row && a.prepared.unitId) posts.push({ employeeId: row.id, unitId: a.prepared.unitId });
    }
  }
}

/** Rows skipped by the insert: another record took their 사번 or e-mail after validation. */
async function reportTaken(tx: Tx, skipped: readonly AcceptedRow[], results: ImportReportRow[]): Promise<void> {
  const takenNos = await importRepo.takenEmployeeNos(
    tx,
    skipped.map((a) => a.prepared.sections.personal.employeeNo),
  );
  for (const a of skipped) {
    const errors: Record<string, string> = takenNos.has(a.prepared.sections.personal.employeeNo) ? { 사번: '이미 사용 중인 사번입니다.' } : { 이메일: '이미 사용 중인 회사 이메일입니다.' };
    notWritten(results, a.index, 'duplicate', errors);
  }
}
