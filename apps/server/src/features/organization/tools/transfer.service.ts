import type { z } from 'zod';
import type { CreateUnit } from '@saram/shared/organization/organization.schemas';
import { exportColumns } from '@saram/shared/organization/organization-tools';
import { exportFileSchema, importRowSchema, type ExportRow, type ImportReport, type ImportRow } from '@saram/shared/organization/organization-tools.schemas';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { writeAudit } from '../../../lib/data/audit';
import { AppError } from '../../../lib/errors';
import { seoulDateStamp } from '../../../lib/seoul-time';
import { csvRecords, toCsv } from '../../../lib/documents/spreadsheet';
import { nest } from '../tree/tree.service';
import { createUnitIn, fieldsOf, unitCollection, updateUnitIn, type FieldErrors } from '../units/units.core';
import * as units from '../units/units.repo';
import { requireWholeCompany } from '../../../lib/auth/employee-scope';

/** Export (json or csv download) and import (per-row report, all or nothing) of the unit tree. */

export async function exportRows(db: Db): Promise<ExportRow[]> {
  const [rows, corporations] = await Promise.all([units.listUnits(db, {}, { page: 1, limit: 1_000_000 }), units.allCorporations(db)]);
  const byId = new Map(rows.rows.map((u) => [u.id, u]));
  const corpName = new Map(corporations.map((c) => [c.id, c.name]));
  type Node = { row: units.UnitRow; children: Node[] };
  const roots = nest(
    rows.rows.map((r) => ({ ...r, parentId: r.parentId })),
    (r): Node => ({ row: r, children: [] }),
  );
  const out: ExportRow[] = [];
  const walk = (node: Node, trail: string[]) => {
    const u = node.row;
    const parent = u.parentId ? byId.get(u.parentId) : undefined;
    const path = [...trail, u.name];
    out.push({
      id: u.id,
      code: u.code,
      unitName: u.name,
      unitType: u.unitType,
      level: u.level,
      parentId: u.parentId,
      parentCode: parent?.code ?? null,
      parentName: parent?.name ?? null,
      corporationId: u.corporationId,
      corporationName: u.corporationId ? (corpName.get(u.corporationId) ?? null) : null,
      isActive: u.isActive,
      isTemporary: u.isTemporary,
      sortOrder: u.sortOrder,
      description: u.description,
      path: path.join(' > '),
    });
    for (const child of node.children) walk(child, path);
  };
  for (const root of roots) walk(root, root.row.corporationId ? [corpName.get(root.row.corporationId) ?? ''] : []);
  return out;
}

export async function exportFile(db: Db, format: 'json' | 'csv'): Promise<{ filename: string; contentType: string; body: string }> {
  const rows = await exportRows(db);
  const stamp = seoulDateStamp();
  if (format === 'csv') {
    return { filename: `organizational-hierarchy-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(exportColumns, rows) };
  }
  const file = exportFileSchema.parse({ exportedAt: new Date().toISOString(), count: rows.length, units: rows });
  return { filename: `organizational-hierarchy-${stamp}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(file, null, 2) };
}

/** The rows of an uploaded file: a csv as produced by export, or json (an array, or an export file's `units`). */
export function rowsOfFile(filename: string, text: string): Record<string, unknown>[] {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (filename.toLowerCase().endsWith('.json') || trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new AppError('VALIDATION_ERROR', '파일의 JSON 형식이 올바르지 않습니다.', { fields: { file: '파일의 JSON 형식이 올바르지 않습니다.' } });
    }
    const list = Array.isArray(parsed) ? parsed : (parsed as { units?: unknown }).units;
    if (!Array.isArray(list) || !list.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
      throw new AppError('VALIDATION_ERROR', '파일에 가져올 조직 목록이 없습니다.', { fields: { file: '파일에 가져올 조직 목록이 없습니다.' } });
    }
    return list as Record<string, unknown>[];
  }
  return csvRecords(trimmed);
}

export function zodFields(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

class Rollback extends Error {
  constructor(readonly report: ImportReport) {
    super('rollback');
  }
}

type Options = { validateOnly: boolean; skipDuplicates: boolean; updateExisting: boolean };
type Parsed = { row: number; data?: ImportRow; errors?: FieldErrors };

/** Parents before children: a row whose parentCode names another row of the file waits for it. */
function parentsFirst(parsed: Parsed[]): Parsed[] {
  const byCode = new Map(parsed.filter((p) => p.data?.code).map((p) => [p.data!.code!, p]));
  const done = new Set<Parsed>();
  const out: Parsed[] = [];
  const visit = (p: Parsed, depth: number) => {
    if (done.has(p)) return;
    done.add(p);
    const parent = p.data?.parentCode ? byCode.get(p.data.parentCode) : undefined;
    if (parent && depth < 10) visit(parent, depth + 1);
    out.push(p);
  };
  for (const p of parsed) visit(p, 0);
  return out;
}

async function importRow(tx: Tx, actor: Actor, row: ImportRow, opts: Options): Promise<{ status: 'create' | 'update' | 'skip'; unitId: string | null; note?: FieldErrors }> {
  if (row.unitType === 'TASK_FORCE' || row.level === 5) {
    return { status: 'skip', unitId: null, note: { unitType: '태스크포스는 가져오지 않습니다 (tf/ API로 관리합니다).' } };
  }
  const match = (row.id ? await units.findUnit(tx, row.id) : undefined) ?? (row.code ? await units.findUnitByCode(tx, row.code) : undefined);
  if (match && !opts.updateExisting) {
    if (opts.skipDuplicates) return { status: 'skip', unitId: match.id };
    throw new AppError('VALIDATION_ERROR', undefined, {
      fields: { [row.code ? 'code' : 'id']: '이미 있는 조직입니다. 건너뛰기(skipDuplicates) 또는 덮어쓰기(updateExisting)를 선택하세요.' },
    });
  }
  let parentId: string | null | undefined;
  if (row.parentCode) {
    const parent = await units.findUnitByCode(tx, row.parentCode);
    if (!parent) throw new AppError('VALIDATION_ERROR', undefined, { fields: { parentCode: '상위 조직 코드를 찾을 수 없습니다.' } });
    parentId = parent.id;
  } else if (row.parentId) parentId = row.parentId;
  else parentId = null;
  let corporationId: string | null | undefined = row.corporationId;
  if (!parentId && !corporationId && row.corporationName) {
    const [corp] = await units.findCorporationsByName(tx, [row.corporationName]);
    if (!corp) throw new AppError('VALIDATION_ERROR', undefined, { fields: { corporationName: '법인을 찾을 수 없습니다.' } });
    corporationId = corp.id;
  }
  if (parentId) corporationId = undefined;
  const unit: CreateUnit = {
    unitName: row.unitName,
    unitType: row.unitType,
    level: row.level,
    parentId,
    corporationId,
    code: row.code,
    isActive: row.isActive,
    isTemporary: row.isTemporary,
    sortOrder: row.sortOrder,
    description: row.description,
  };
  if (match) {
    const updated = await updateUnitIn(tx, actor, match.id, unit, { action: 'organizations.import_update' });
    return { status: 'update', unitId: updated.id };
  }
  const created = await createUnitIn(tx, actor, unit, { action: 'organizations.import_create' });
  return { status: 'create', unitId: created.id };
}

export async function importUnits(db: Db, actor: Actor, raw: Record<string, unknown>[], opts: Options): Promise<ImportReport> {
  requireWholeCompany(actor.employeeScope);
  const parsed: Parsed[] = raw.map((r, i) => {
    const result = importRowSchema.safeParse(r);
    return result.success ? { row: i + 1, data: result.data } : { row: i + 1, errors: zodFields(result.error) };
  });
  const run = async (tx: Tx): Promise<ImportReport> => {
    const results: ImportReport['rows'] = [];
    for (const p of parentsFirst(parsed)) {
      const unitName = p.data?.unitName ?? (typeof raw[p.row - 1]?.unitName === 'string' ? (raw[p.row - 1]!.unitName as string) : null);
      if (!p.data) {
        results.push({ row: p.row, status: 'error', unitId: null, unitName, errors: p.errors ?? null });
        continue;
      }
      try {
        const r = await importRow(tx, actor, p.data, opts);
        results.push({ row: p.row, status: r.status, unitId: r.unitId, unitName, errors: r.note ?? null });
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        results.push({ row: p.row, status: 'error', unitId: null, unitName, errors: fieldsOf(err, '_') });
      }
    }
    results.sort((a, b) => a.row - b.row);
    const countOf = (s: string) => results.filter((r) => r.status === s).length;
    const summary = { total: results.length, created: countOf('create'), updated: countOf('update'), skipped: countOf('skip'), failed: countOf('error') };
    const report: ImportReport = { validateOnly: opts.validateOnly, imported: false, summary, rows: results };
    if (opts.validateOnly || summary.failed) throw new Rollback(report);
    await writeAudit(tx, actor, { action: 'organizations.import', targetCollection: unitCollection, after: { ...opts, summary } });
    return { ...report, imported: true };
  };
  try {
    return await db.transaction(run);
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    if (opts.validateOnly) return err.report;
    throw new AppError('VALIDATION_ERROR', `${err.report.summary.failed}개 행에 오류가 있어 아무것도 가져오지 않았습니다.`, {
      fields: Object.fromEntries(
        err.report.rows.filter((r) => r.status === 'error').flatMap((r) => Object.entries(r.errors ?? {}).map(([k, v]) => [`rows.${r.row}.${k}`, v])),
      ),
      report: err.report,
    });
  }
}
