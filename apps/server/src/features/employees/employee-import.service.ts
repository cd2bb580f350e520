import { exportColumns, importColumns, type EmployeeExportQuery, type ImportProgressLine, type ImportReport, type ImportReportRow } from '@saram/shared/employee-import';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAccess, writeAudit } from '../../lib/audit';
import { yieldToEventLoop } from '../../lib/batches';
import { AppError } from '../../lib/errors';
import { seoulDateStamp, seoulToday } from '../../lib/seoul-time';
import { sectionsOf, toEmployee } from './employee-record';
import { buildExport } from './employee-excel';
import type { ImportSheetRow } from './employee-excel-read';
import { prepare, type Lookups, type PrepareOptions } from './employee-prepare';
import * as importRepo from './employee-import.repo';
import { writeRows, type AcceptedRow } from './employee-import.writer';
import type { Prepared } from './employee-record';
import { startOnboarding } from '../checklists/checklists.service';
import { all, notFoundMessage, type Store } from './employees.service';
import * as repo from './employees.repo';
import { renderHrCard } from './hr-card.pdf';
import { hrMetrics } from './hr-metrics';

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

/** Rows between two progress reports; the loop also lets the server flush what it wrote. */
const progressEvery = 500;

/**
 * Every row goes through `prepare` (the create path: loading rules and every check) with the
 * uniqueness questions answered from sets loaded once for the file's values, so validating
 * 10,000 rows runs a handful of queries; later rows see the numbers and e-mails of earlier valid
 * ones. The valid rows are then written in multi-row inserts (employees, primary posts, audit and
 * access rows), all in ONE transaction with the summary audit row. validateOnly rolls back.
 */
export async function importEmployees(store: Store, actor: Actor, rows: readonly ImportSheetRow[], opts: Options): Promise<ImportReport> {
  const run = async (tx: Tx): Promise<ImportReport> => {
    const { results, accepted } = await validateRows(tx, actor, rows, opts.onProgress);
    const summary = (): ImportReport => {
      const count = (status: ImportReportRow['status']) => results.filter((r) => r.status === status).length;
      const valid = count('valid');
      return { total: results.length, valid, invalid: count('invalid'), duplicates: count('duplicate'), imported: opts.validateOnly ? 0 : valid, rows: results };
    };
    if (opts.validateOnly) throw new Rollback(summary());
    const created = await writeRows(tx, store, actor, accepted, results, opts.onProgress);
    // New hires in probation get their onboarding checklist, all in one insert.
    await startOnboarding(tx, actor, created);
    const report = summary();
    const { total, valid, invalid, duplicates, imported } = report;
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

/** The uniqueness checks and numbering of `prepare`, answered from the file's preloaded values. */
async function fileLookups(tx: Tx, rows: readonly ImportSheetRow[]) {
  const given = (key: 'employee_number' | 'email') => rows.map((r) => String(r.values[key] ?? '')).filter(Boolean);
  const candidateNos = new Set(given('employee_number'));
  const candidateEmails = new Set(given('email').map((e) => e.toLowerCase()));
  const takenNos = await importRepo.takenEmployeeNos(tx, [...candidateNos]);
  const takenEmails = await importRepo.takenEmails(tx, [...candidateEmails]);
  const dbNext = new Map<number, number>();
  const held = new Map<number, number>();
  const lookups: Lookups = {
    // A value the file did not hold as typed (the form may have normalised it) is asked for.
    employeeNoTaken: (no) => (candidateNos.has(no) ? takenNos.has(no) : repo.employeeNoTaken(tx, no)),
    emailTaken: (email) => (candidateEmails.has(email.toLowerCase()) ? takenEmails.has(email.toLowerCase()) : repo.emailTaken(tx, email)),
    // The year's series continues after the stored numbers and the file's valid ones.
    nextEmployeeNo: async (year) => {
      if (!dbNext.has(year)) dbNext.set(year, Number(await repo.nextEmployeeNo(tx, year)));
      return String(Math.max(dbNext.get(year)!, (held.get(year) ?? 0) + 1));
    },
  };
  /** A valid row holds its number and e-mail for the rows after it. */
  const hold = (p: Prepared) => {
    const no = p.sections.personal.employeeNo;
    candidateNos.add(no);
    takenNos.add(no);
    if (/^\d{8}$/.test(no)) held.set(Number(no.slice(0, 4)), Math.max(held.get(Number(no.slice(0, 4))) ?? 0, Number(no)));
    const email = p.sections.accounts.email.toLowerCase();
    if (!email) return;
    candidateEmails.add(email);
    takenEmails.add(email);
  };
  return { lookups, hold, takenNos };
}

async function validateRows(tx: Tx, actor: Actor, rows: readonly ImportSheetRow[], onProgress: Options['onProgress']) {
  const { lookups, hold, takenNos } = await fileLookups(tx, rows);
  const seen = new Map<string, number>();
  const placements: PrepareOptions['placements'] = new Map();
  const results: ImportReportRow[] = [];
  const accepted: AcceptedRow[] = [];
  for (const [i, { row, values }] of rows.entries()) {
    if (i % progressEvery === 0) {
      onProgress?.({ phase: 'validate', done: i, total: rows.length });
      await yieldToEventLoop();
    }
    const employeeNo = String(values.employee_number ?? '');
    const base = { row, employeeNo, nameKor: String(values.person_name ?? ''), warnings: [] as string[] };
    const earlier = employeeNo ? seen.get(employeeNo) : undefined;
    if (earlier !== undefined) {
      results.push({ ...base, status: 'duplicate', errors: { 사번: `${earlier}행과 사번이 같습니다.` } });
      continue;
    }
    if (employeeNo) seen.set(employeeNo, row);
    try {
      // person_name present (even empty) marks the flat registration form.
      const prepared = await prepare(tx, actor, { person_name: undefined, ...values }, { placements, lookups });
      hold(prepared);
      accepted.push({ index: results.length, prepared });
      results.push({ ...base, employeeNo: prepared.sections.personal.employeeNo, status: 'valid', errors: {}, warnings: prepared.warnings });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      const taken = employeeNo !== '' && takenNos.has(employeeNo);
      results.push({ ...base, status: taken ? 'duplicate' : 'invalid', errors: byHeader(fieldsOf(err)) });
    }
  }
  onProgress?.({ phase: 'validate', done: rows.length, total: rows.length });
  return { results, accepted };
}

/**
 * The flattened view of every employee in the caller's scope matching the list filters; never RRN
 * or salary. The download is an access record (PIPA art. 8) with its reason and head count.
 */
export async function exportEmployees(db: Db, actor: Actor, query: EmployeeExportQuery): Promise<{ filename: string; body: Buffer }> {
  const { reason, ...filters } = query;
  const items = await all(db, actor, filters);
  const body = await buildExport(items);
  const given = Object.entries(filters).filter(([key, value]) => value !== undefined && key !== 'sortBy' && key !== 'sortOrder');
  await recordAccess(db, actor, {
    subjectType: 'employee_list',
    subjectId: `${items.length}명 (${given.length ? given.map(([k, v]) => `${k}=${String(v)}`).join(', ') : '전체'})`,
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
  const body = await renderHrCard(employee, hrMetrics(row.id, sectionsOf(row), today), today);
  await recordAccess(store.db, actor, { subjectType: 'employee', subjectId: id, action: 'print', fields: ['record'] });
  return { filename: `인사기록카드_${employee.personal.nameKor}_${employee.personal.employeeNo}.pdf`, body };
}
