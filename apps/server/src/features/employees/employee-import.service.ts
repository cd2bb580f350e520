import { exportColumns, importColumns, type EmployeeExportQuery, type ImportReport, type ImportReportRow } from '@saram/shared/employee-import';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAccess, writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { seoulDateStamp, seoulToday } from '../../lib/seoul-time';
import { sectionsOf, toEmployee } from './employee-record';
import { buildExport, type ImportSheetRow } from './employee-excel';
import { prepare, type PrepareOptions } from './employee-prepare';
import { startOnboarding } from '../checklists/checklists.service';
import { all, insertPrepared, notFoundMessage, type Store } from './employees.service';
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

/**
 * Each row goes through `prepare` (the create path: loading rules and every check) and, when valid,
 * `insertPrepared` (audit and access records) in ONE transaction, so later rows see earlier ones
 * (repeated numbers, assigned numbers). validateOnly rolls everything back: an exact dry run.
 */
export async function importEmployees(store: Store, actor: Actor, rows: readonly ImportSheetRow[], opts: { validateOnly: boolean; filename: string }): Promise<ImportReport> {
  const run = async (tx: Tx): Promise<ImportReport> => {
    const seen = new Map<string, number>();
    const placements: PrepareOptions['placements'] = new Map();
    const results: ImportReportRow[] = [];
    const created: string[] = [];
    for (const { row, values } of rows) {
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
        const prepared = await prepare(tx, actor, { person_name: undefined, ...values }, { placements });
        created.push((await insertPrepared(tx, store, actor, prepared)).id);
        results.push({ ...base, employeeNo: prepared.sections.personal.employeeNo, status: 'valid', errors: {}, warnings: prepared.warnings });
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        const taken = employeeNo !== '' && (await repo.employeeNoTaken(tx, employeeNo));
        results.push({ ...base, status: taken ? 'duplicate' : 'invalid', errors: byHeader(fieldsOf(err)) });
      }
    }
    const count = (status: ImportReportRow['status']) => results.filter((r) => r.status === status).length;
    const report: ImportReport = {
      total: results.length,
      valid: count('valid'),
      invalid: count('invalid'),
      duplicates: count('duplicate'),
      imported: opts.validateOnly ? 0 : count('valid'),
      rows: results,
    };
    if (opts.validateOnly) throw new Rollback(report);
    // New hires in probation get their onboarding checklist, all in one insert.
    await startOnboarding(tx, actor, created);
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
