import { exportColumns, importColumns } from '@saram/shared/employees/employee-import';
import type { EmployeeExportQuery, ImportProgressLine, ImportReport, ImportReportRow } from '@saram/shared/employees/employee-import.schemas';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { recordAccess, recordBulkAccess, writeAudit } from '../../../lib/data/audit';
import { yieldToEventLoop } from '../../../lib/data/batches';
import { AppError } from '../../../lib/errors';
import { seoulDateStamp, seoulToday } from '../../../lib/seoul-time';
import { openSectionsOf, toEmployee } from '../employee-record';
import { buildExport } from '../files/employee-excel';
import type { ImportFile, ImportSheetRow } from './employee-excel-read';
import { prepare, type Lookups, type PrepareOptions } from '../employee-prepare';
import * as importRepo from './employee-import.repo';
import { noErrors, noWarnings, reportRow, writeRows, type AcceptedRow, type PrimaryPost } from './employee-import.writer';
import type { Prepared } from '../employee-record';
import { setPrimaryPosts } from '../../organization/organization.service';
import { all, notFoundMessage, type Store } from '../employees.service';
import * as repo from '../employees.repo';
import { renderHrCard } from '../files/hr-card.pdf';
import { hrMetrics } from '../hr-metrics';

/** The file calls: Excel import (per-row report, valid rows only, one transaction), export, HR card PDF. */

const collection = 'employees';
const headerOf = new Map<string, string>(importColumns.map((c) => [c.key, c.header]));
/** Paths `prepare` may name that are not template columns. */
const otherLabels: Record<string, string> = { _: '행', zipcode: '우편번호' };

/** Field errors of `prepare` (flat form keys) keyed by the template's Korean headers. */
function byHeader(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) out[headerOf.get(key) ?? otherLabels[key] ?? key] ??= message;
  return out;
}

function fieldsOf(err: AppError): Record<string, string> {
  const fields = (err.details as { fields?: Record<string, string> } | null)?.fields;
  return fields && Object.keys(fields).length ? fields : { _: err.message };
}

class Rollback extends Error {
  constructor(readonly report: ImportReport) {
    super('rollback');
  }
}

type Options = { validateOnly: boolean; filename: string; onProgress?: ((p: ImportProgressLine) => void) | undefined };

/**
 * The file is read, checked and written a chunk at a time (`importChunkRows`), in ONE transaction
 * with the summary audit row: only the per-row report and the file's 사번/e-mail sets grow with
 * the rows. Every row goes through `prepare` (the create path: loading rules and every check) with
 * the uniqueness questions answered from a query per chunk and the sets of the file's earlier valid
 * rows. Valid rows are written in multi-row inserts (employees, audit and access rows, onboarding);
 * primary posts at the end. validateOnly rolls back, as does any failure: nothing is half-written.
 *
 * Progress lines: `validate` lines (validateOnly) or `write` lines (rows checked and written) after
 * each chunk, out of the sheet's row count (`estimate`, blank rows included); the last line gives
 * the real count as both.
 */
export async function importEmployees(store: Store, actor: Actor, file: ImportFile, opts: Options): Promise<ImportReport> {
  const phase = opts.validateOnly ? 'validate' : 'write';
  const run = async (tx: Tx): Promise<ImportReport> => {
    const checker = await rowChecker(tx, actor);
    const results: ImportReportRow[] = [];
    const posts: PrimaryPost[] = [];
    let last = '';
    /** A line unless it repeats the one before (a file of one chunk, a right estimate). */
    const progress = (done: number, estimate: number) => {
      const total = Math.max(estimate, done);
      if (`${done}/${total}` !== last) opts.onProgress?.({ phase, done, total });
      last = `${done}/${total}`;
    };
    progress(0, file.estimate);
    for await (const rows of file.chunks) {
      const accepted = await checker.check(rows, results);
      if (!opts.validateOnly) await writeRows(tx, store, actor, accepted, results, posts);
      progress(results.length, file.estimate);
      await yieldToEventLoop();
    }
    progress(results.length, results.length);
    const count = (status: ImportReportRow['status']) => results.filter((r) => r.status === status).length;
    const valid = count('valid');
    const report: ImportReport = { total: results.length, valid, invalid: count('invalid'), duplicates: count('duplicate'), imported: opts.validateOnly ? 0 : valid, rows: results };
    if (opts.validateOnly) throw new Rollback(report);
    // Last: a post bumps the org-tree version row, which concurrent writers then wait for until commit.
    await setPrimaryPosts(tx, posts);
    const { total, invalid, duplicates, imported } = report;
    await writeAudit(tx, actor, { action: 'import', targetCollection: collection, after: { total, valid, invalid, duplicates, imported, filename: opts.filename } });
    return report;
  };
  try {
    return await store.db.transaction(run);
  } catch (err) {
    if (err instanceof Rollback) return err.report;
    throw err;
  }
}

/**
 * The checks of the import's rows, chunk by chunk. The uniqueness checks and numbering of `prepare`
 * are answered from one query per chunk (the 사번 and e-mails it holds; rows written by earlier
 * chunks are in the table by then) and the sets of the file's valid rows so far.
 */
async function rowChecker(tx: Tx, actor: Actor) {
  /** 사번 → the row that first gave it (in-file duplicates name that row). */
  const seen = new Map<string, number>();
  const heldNos = new Set<string>();
  const heldEmails = new Set<string>();
  const placements: PrepareOptions['placements'] = new Map();
  const dbNext = new Map<number, number>();
  const held = new Map<number, number>();

  async function lookupsFor(rows: readonly ImportSheetRow[]) {
    const given = (key: 'employee_number' | 'email') => rows.map((r) => String(r.values[key] ?? '')).filter(Boolean);
    const candidateNos = new Set(given('employee_number'));
    const candidateEmails = new Set(given('email').map((e) => e.toLowerCase()));
    const takenNos = await importRepo.takenEmployeeNos(tx, [...candidateNos]);
    const takenEmails = await importRepo.takenEmails(tx, [...candidateEmails]);
    const lookups: Lookups = {
      // A value the chunk did not hold as typed (the form may have normalised it) is asked for.
      taken: async (no, email) => {
        const known = (value: string | null, held: Set<string>, candidates: Set<string>, stored: Set<string>) =>
          value === null ? false : held.has(value) || (candidates.has(value) ? stored.has(value) : null);
        const lower = email?.toLowerCase() ?? null;
        const byNo = known(no, heldNos, candidateNos, takenNos);
        const byEmail = known(lower, heldEmails, candidateEmails, takenEmails);
        if (byNo !== null && byEmail !== null) return { employeeNo: byNo, email: byEmail };
        const asked = await repo.taken(tx, byNo === null ? no : null, byEmail === null ? email : null);
        return { employeeNo: byNo ?? asked.employeeNo, email: byEmail ?? asked.email };
      },
      // The year's series continues after the stored numbers and the file's valid ones.
      nextEmployeeNo: async (year) => {
        if (!dbNext.has(year)) dbNext.set(year, Number(await repo.nextEmployeeNo(tx, year)));
        return String(Math.max(dbNext.get(year)!, (held.get(year) ?? 0) + 1));
      },
    };
    return { lookups, taken: (no: string) => heldNos.has(no) || takenNos.has(no) };
  }

  /** A valid row holds its number and e-mail for the rows after it. */
  const hold = (p: Prepared) => {
    const no = p.sections.personal.employeeNo;
    heldNos.add(no);
    if (/^\d{8}$/.test(no)) held.set(Number(no.slice(0, 4)), Math.max(held.get(Number(no.slice(0, 4))) ?? 0, Number(no)));
    const email = p.sections.accounts.email.toLowerCase();
    if (email) heldEmails.add(email);
  };

  /** Appends the chunk's report rows to `results`; the valid rows, to be written. */
  async function check(rows: readonly ImportSheetRow[], results: ImportReportRow[]): Promise<AcceptedRow[]> {
    const { lookups, taken } = await lookupsFor(rows);
    const accepted: AcceptedRow[] = [];
    for (const { row, values } of rows) {
      const employeeNo = String(values.employee_number ?? '');
      const nameKor = String(values.person_name ?? '');
      const earlier = employeeNo ? seen.get(employeeNo) : undefined;
      if (earlier !== undefined) {
        results.push(reportRow(row, 'duplicate', employeeNo, nameKor, { 사번: `${earlier}행과 사번이 같습니다.` }, noWarnings));
        continue;
      }
      if (employeeNo) seen.set(employeeNo, row);
      try {
        // person_name present (even empty) marks the flat registration form.
        const prepared = await prepare(tx, actor, { person_name: undefined, ...values }, { placements, lookups });
        hold(prepared);
        accepted.push({ index: results.length, prepared });
        results.push(reportRow(row, 'valid', prepared.sections.personal.employeeNo, nameKor, noErrors, prepared.warnings));
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        results.push(reportRow(row, employeeNo !== '' && taken(employeeNo) ? 'duplicate' : 'invalid', employeeNo, nameKor, byHeader(fieldsOf(err)), noWarnings));
      }
    }
    return accepted;
  }

  return { check };
}

/**
 * The flattened view of every employee in the caller's scope matching the list filters; never RRN
 * or salary. The download is an access record (PIPA art. 8) with its reason and head count.
 */
export async function exportEmployees(db: Db, actor: Actor, query: EmployeeExportQuery): Promise<{ filename: string; body: Buffer }> {
  const { reason, ...filters } = query;
  const items = await all(db, actor, filters);
  const body = await buildExport(items);
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...conditions } = filters;
  await recordBulkAccess(db, actor, {
    subjectType: 'employee_list',
    query: conditions,
    count: items.length,
    action: 'download',
    fields: exportColumns.map((c) => c.key),
    reason,
  });
  return { filename: `직원목록_${seoulDateStamp()}.xlsx`, body };
}

/** GET {id}/hr-card.pdf: in the caller's scope, masked for the caller, with a 'print' access record. */
export async function hrCardPdf(store: Store, actor: Actor, id: string): Promise<{ filename: string; body: Buffer }> {
  const row = await repo.findEmployee(store.db, id, actor.employeeScope);
  if (!row) throw new AppError('NOT_FOUND', notFoundMessage);
  const today = seoulToday();
  const employee = toEmployee(row, actor, store.key, null);
  const body = await renderHrCard(employee, hrMetrics(row.id, openSectionsOf(row), today), today);
  await recordAccess(store.db, actor, { subjectType: 'employee', subjectId: id, action: 'print', fields: ['record'] });
  return { filename: `인사기록카드_${employee.personal.nameKor}_${employee.personal.employeeNo}.pdf`, body };
}
