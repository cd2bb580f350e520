import type { ImportReportRow } from '@saram/shared/employee-import';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAccesses, writeAudits } from '../../lib/audit';
import { chunks, yieldToEventLoop } from '../../lib/batches';
import { rowValues, type EmployeeRow, type Prepared } from './employee-record';
import * as importRepo from './employee-import.repo';
import { creationRecords, type Store } from './employees.service';
import { setPrimaryPosts } from '../organization/organization.service';

/**
 * The write half of the Excel import: the valid rows in multi-row inserts, each chunk under a
 * savepoint. A row the database refuses does not abort the others: a 사번 or e-mail taken since
 * validation is skipped by the insert itself, any other failure of a chunk is retried row by row,
 * and the rows not written are reported in the per-row result.
 */

export type AcceptedRow = { index: number; prepared: Prepared };
type Progress = ((p: { phase: 'write'; done: number; total: number }) => void) | undefined;

const failedMessage = '데이터베이스에 저장하지 못했습니다. 값을 확인한 뒤 다시 시도해주세요.';

/** Inserts the chunk; null when the database refused it (the savepoint is rolled back). */
async function insertChunk(tx: Tx, chunk: readonly AcceptedRow[], key: Buffer): Promise<EmployeeRow[] | null> {
  try {
    return await tx.transaction((sp) => importRepo.insertEmployeesSkippingTaken(sp, chunk.map((a) => rowValues(a.prepared, key, null))));
  } catch {
    return null;
  }
}

/** Writes the accepted rows; marks the rows not written in `results`; the ids of the new records. */
export async function writeRows(tx: Tx, store: Pick<Store, 'key'>, actor: Actor, accepted: readonly AcceptedRow[], results: ImportReportRow[], onProgress: Progress): Promise<string[]> {
  const created: string[] = [];
  const posts: { employeeId: string; unitId: string }[] = [];
  let done = 0;
  for (const chunk of chunks(accepted, importRepo.insertRows)) {
    onProgress?.({ phase: 'write', done, total: accepted.length });
    await yieldToEventLoop();
    let rows = await insertChunk(tx, chunk, store.key);
    if (!rows) {
      // One bad row spoils a multi-row insert: the chunk again, row by row, to find it.
      rows = [];
      for (const one of chunk) {
        const written = await insertChunk(tx, [one], store.key);
        if (written) rows.push(...written);
        else results[one.index] = { ...results[one.index]!, status: 'invalid', errors: { 행: failedMessage }, warnings: [] };
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
    posts.push(
      ...chunk.flatMap((a) => {
        const row = byNo.get(a.prepared.sections.personal.employeeNo);
        return row && a.prepared.unitId ? [{ employeeId: row.id, unitId: a.prepared.unitId }] : [];
      }),
    );
    created.push(...rows.map((r) => r.id));
    done += chunk.length;
  }
  // Last: a post bumps the org-tree version row, which concurrent writers then wait for until commit.
  await setPrimaryPosts(tx, posts);
  onProgress?.({ phase: 'write', done, total: accepted.length });
  return created;
}

/** Rows skipped by the insert: another record took their 사번 or e-mail after validation. */
async function reportTaken(tx: Tx, skipped: readonly AcceptedRow[], results: ImportReportRow[]): Promise<void> {
  const takenNos = await importRepo.takenEmployeeNos(
    tx,
    skipped.map((a) => a.prepared.sections.personal.employeeNo),
  );
  for (const a of skipped) {
    const errors: Record<string, string> = takenNos.has(a.prepared.sections.personal.employeeNo) ? { 사번: '이미 사용 중인 사번입니다.' } : { 이메일: '이미 사용 중인 회사 이메일입니다.' };
    results[a.index] = { ...results[a.index]!, status: 'duplicate', errors, warnings: [] };
  }
}
