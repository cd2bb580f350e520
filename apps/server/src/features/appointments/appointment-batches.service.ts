import type { z } from 'zod';
import {
  appointmentTypeLabels,
  appointmentTypes,
  batchColumns,
  batchMaxRows,
  batchNumber,
  typeOfLabel,
  type BatchColumnKey,
} from '@saram/shared/appointments/appointments';
import type { Appointment, AppointmentBatch, BatchRowError, createAppointmentSchema } from '@saram/shared/appointments/appointments.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordBulkAccess, writeAudit } from '../../lib/data/audit';
import { normaliseDate, readSheetTable, type SheetTable } from '../../lib/documents/spreadsheet';
import { AppError, validationError } from '../../lib/errors';
import { isCalendarDay, seoulToday, seoulYear } from '../../lib/seoul-time';
import { activeNames } from '../common-types/common-types.service';
import { signatory } from '../corporate-structure/corporation-seal.service';
import { resolveLine } from './approval-lines.service';
import * as repo from './appointments.repo';
import { renderNotice } from './appointment-documents';
import { changeErrors, fileIn, findVisible, toDtos } from './appointments.service';

/**
 * 일괄 발령 (the yearly promotion list): an uploaded sheet whose every row is checked first, with the
 * single appointment's rules (the person by 사번 in the caller's scope, the type, the date, the target
 * unit by code or name, 직급·직책·직무 among the active codes, and with submission the approval line).
 * Any bad row answers 400 with every row's errors and nothing is written; otherwise one transaction
 * numbers the batch (2026-발령-003), files every row as a draft or submitted, and writes its audit row.
 */

type CreateInput = z.output<typeof createAppointmentSchema>;
type Checked = { row: number; person: repo.PersonFacts; input: CreateInput };

const headerOf = Object.fromEntries(batchColumns.map((c) => [c.key, c.header])) as Record<BatchColumnKey, string>;
/** The sheet column a field error of the single-appointment checks belongs to. */
const columnOfField: Record<string, BatchColumnKey> = {
  employee_id: 'employeeNo',
  type: 'type',
  effectiveDate: 'effectiveDate',
  'change.unitId': 'unit',
  'change.jobGrade': 'jobGrade',
  'change.jobTitle': 'jobTitle',
  'change.jobFunction': 'jobFunction',
  reason: 'reason',
};

const text = (v: unknown) => (v === null || v === undefined ? '' : v instanceof Date ? normaliseDate(v) : String(v).trim());

/** The sheet's columns by key; a missing required header is a 400 on the file. */
function columnIndexes(table: SheetTable): Record<BatchColumnKey, number> {
  const found = {} as Record<BatchColumnKey, number>;
  const missing: string[] = [];
  for (const c of batchColumns) {
    const i = table.header.indexOf(c.header);
    if (i < 0 && 'required' in c) missing.push(c.header);
    found[c.key] = i;
  }
  if (missing.length) throw validationError({ file: `양식의 머리글이 없습니다: ${missing.join(', ')}. 일괄 발령 양식을 내려받아 작성해주세요.` }, '일괄 발령 양식이 아닙니다.');
  return found;
}

async function checkRows(db: Db, actor: Actor, table: SheetTable, submit: boolean): Promise<{ checked: Checked[]; errors: BatchRowError[] }> {
  const at = columnIndexes(table);
  const cell = (cells: SheetTable['rows'][number]['cells'], key: BatchColumnKey) => (at[key] < 0 ? '' : text(cells[at[key]]));
  const raw = table.rows.map((r) => ({ row: r.row, ...Object.fromEntries(batchColumns.map((c) => [c.key, cell(r.cells, c.key)])) }) as { row: number } & Record<BatchColumnKey, string>);
  const [people, units, grades, titles, functions] = await Promise.all([
    repo.personFactsByNumbers(db, [...new Set(raw.map((r) => r.employeeNo).filter(Boolean))], actor.employeeScope),
    repo.unitsByNameOrCode(db, [...new Set(raw.map((r) => r.unit).filter(Boolean))]),
    activeNames(db, 'job_grade'),
    activeNames(db, 'job_title'),
    activeNames(db, 'job_function'),
  ]);
  const lines = new Map<string, string | null>();
  const errors: BatchRowError[] = [];
  const checked: Checked[] = [];
  for (const r of raw) {
    const mine: BatchRowError[] = [];
    const fail = (key: BatchColumnKey, message: string) => mine.push({ row: r.row, field: headerOf[key], message });
    const person = r.employeeNo ? people.get(r.employeeNo) : undefined;
    if (!r.employeeNo) fail('employeeNo', '사번을 입력해주세요.');
    else if (!person) fail('employeeNo', `사번 ${r.employeeNo}인 직원이 없습니다.`);
    const type = r.type ? typeOfLabel(r.type) : undefined;
    if (!r.type) fail('type', '발령 유형을 입력해주세요.');
    else if (!type) fail('type', `발령 유형은 ${appointmentTypes.map((t) => appointmentTypeLabels[t]).join(', ')} 중 하나입니다.`);
    const effectiveDate = normaliseDate(r.effectiveDate);
    if (!r.effectiveDate) fail('effectiveDate', '발령일을 입력해주세요.');
    else if (!isCalendarDay(effectiveDate)) fail('effectiveDate', '발령일을 YYYY-MM-DD 형식으로 입력해주세요.');
    let unitId: string | undefined;
    if (r.unit) {
      const byCode = units.filter((u) => u.code === r.unit && u.unitType !== 'TASK_FORCE');
      const byName = units.filter((u) => u.name === r.unit && u.unitType !== 'TASK_FORCE');
      const match = byCode.length ? byCode : byName;
      if (!match.length) fail('unit', `'${r.unit}' 조직을 찾을 수 없습니다. 조직명이나 조직 코드를 확인해주세요.`);
      else if (match.length > 1) fail('unit', `'${r.unit}' 이름의 조직이 ${match.length}개입니다. 조직 코드로 입력해주세요.`);
      else unitId = match[0]!.id;
    }
    const listed = (key: 'jobGrade' | 'jobTitle' | 'jobFunction', values: string[], label: string) => {
      const v = r[key];
      if (v.length > 50) fail(key, `${label}은(는) 50자 이하로 입력해주세요.`);
      else if (v && values.length && !values.includes(v)) fail(key, `'${v}'은(는) 등록된 ${label}이 아닙니다. 공통 코드의 ${label} 중에서 입력해주세요.`);
    };
    listed('jobGrade', grades, '직급');
    listed('jobTitle', titles, '직책');
    listed('jobFunction', functions, '직무');
    if (r.reason.length > 1000) fail('reason', '사유는 1000자 이하로 입력해주세요.');
    if (person && type && !mine.length) {
      const input: CreateInput = {
        employee_id: person.id,
        type,
        effectiveDate,
        reason: r.reason,
        change: {
          ...(unitId ? { unitId } : {}),
          ...(r.jobGrade ? { jobGrade: r.jobGrade } : {}),
          // 직책 임면 with an empty 직책 is 해임.
          ...(r.jobTitle || type === 'title' ? { jobTitle: r.jobTitle } : {}),
          ...(r.jobFunction ? { jobFunction: r.jobFunction } : {}),
        },
        submit,
      };
      for (const [field, message] of Object.entries(await changeErrors(db, input, person))) fail(columnOfField[field] ?? 'type', message);
      if (submit && !mine.length) {
        const key = `${person.corporationId ?? ''}|${type}`;
        if (!lines.has(key)) {
          lines.set(
            key,
            await resolveLine(db, actor, person.corporationId, type).then(
              () => null,
              (err: unknown) => {
                if (err instanceof AppError) return err.message;
                throw err;
              },
            ),
          );
        }
        const problem = lines.get(key);
        if (problem) fail('type', problem);
      }
      if (!mine.length) checked.push({ row: r.row, person, input });
    }
    errors.push(...mine);
  }
  return { checked, errors };
}

function batchDto(b: repo.BatchRow, count: number, submitted: boolean): AppointmentBatch {
  return { id: b.id, number: b.number, filename: b.filename, count, submitted, created_by_label: b.createdByLabel, created_at: b.createdAt.toISOString() };
}

/** POST batches: the whole sheet checked, then one batch in one transaction (or a 400 listing every bad row). */
export async function upload(
  db: Db,
  actor: Actor,
  file: { filename: string; data: Buffer },
  submit: boolean,
  now: Date,
): Promise<{ batch: AppointmentBatch; data: Appointment[] }> {
  const table = await readSheetTable(file.data, { maxRows: batchMaxRows });
  if (table === 'unreadable') throw validationError({ file: '올바른 Excel(.xlsx) 파일이 아닙니다.' }, '올바른 Excel(.xlsx) 파일이 아닙니다.');
  if (table === 'too-many') throw validationError({ file: `한 번에 ${batchMaxRows.toLocaleString('ko-KR')}행까지 올릴 수 있습니다.` });
  if (!table.rows.length) throw validationError({ file: '발령 행이 없습니다. 양식의 2행부터 입력해주세요.' });
  const { checked, errors } = await checkRows(db, actor, table, submit);
  if (errors.length) {
    const rows = new Set(errors.map((e) => e.row)).size;
    throw new AppError('VALIDATION_ERROR', `${rows}개 행에 오류가 있어 아무것도 등록하지 않았습니다. 오류를 고친 뒤 다시 올려주세요.`, { rows: errors });
  }
  const batch = await db.transaction(async (tx) => {
    const year = seoulYear(now);
    const seq = await repo.nextBatchSeq(tx, year);
    const row = await repo.insertBatch(tx, { year, seq, number: batchNumber(year, seq), filename: file.filename, createdBy: actor.userId, createdByLabel: actor.label, createdAt: now });
    for (const c of checked) await fileIn(tx, actor, c.person, c.input, now, { id: row.id, row: c.row });
    await writeAudit(tx, actor, {
      action: 'appointments.batch',
      targetCollection: 'appointment_batches',
      targetId: row.id,
      before: null,
      after: { number: row.number, filename: file.filename, count: checked.length, submitted: submit, rows: checked.map((c) => ({ row: c.row, employee_id: c.person.id, type: c.input.type })) },
    });
    return row;
  });
  const rows = await repo.batchAppointments(db, batch.id, null);
  return { batch: batchDto(batch, rows.length, submit), data: await toDtos(db, rows, actor) };
}

// ---------------------------------------------------------------------------------------------
// The 인사발령 notice

const noticeFields = ['employee', 'type', 'effectiveDate', 'change'];
const printable = (r: repo.JoinedRow) => r.a.status !== 'cancelled' && r.a.status !== 'rejected';

/** The corporation most of the rows belong to signs the notice. */
function signingCorporation(rows: repo.JoinedRow[]): string | null {
  const counts = new Map<string, number>();
  for (const r of rows) if (r.a.corporationId) counts.set(r.a.corporationId, (counts.get(r.a.corporationId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

async function noticeOf(db: Db, actor: Actor, rows: repo.JoinedRow[], number: string | null, at: Date, filename: string): Promise<{ filename: string; body: Buffer }> {
  const shown = rows.filter(printable);
  if (!shown.length) throw new AppError('NOT_FOUND', '인사발령 공고에 실을 발령이 없습니다. 취소·반려된 발령은 실리지 않습니다.');
  const dtos = await toDtos(db, shown, actor);
  const body = await renderNotice({
    number,
    date: seoulToday(at),
    signatory: await signatory(db, signingCorporation(shown)),
    rows: shown.map((r, i) => ({
      name: r.employee.name,
      employeeNo: r.employee.employeeNo,
      type: r.a.type,
      effectiveDate: r.a.effectiveDate,
      content: { type: r.a.type, change: r.a.change, unit_path: dtos[i]!.unit_path, previous: r.a.previous },
    })),
  });
  await recordBulkAccess(db, actor, { subjectType: 'appointment_list', action: 'download', query: { notice: number ?? shown[0]!.a.id }, count: shown.length, fields: noticeFields });
  return { filename, body };
}

/** GET batches/:id/notice.pdf: the batch's appointments (not cancelled or rejected) in the sheet's order. */
export async function batchNotice(db: Db, actor: Actor, id: string): Promise<{ filename: string; body: Buffer }> {
  const batch = await repo.findBatch(db, id);
  const rows = batch ? await repo.batchAppointments(db, id, actor.employeeScope) : [];
  // A batch of nobody the caller may see answers like a missing one.
  if (!batch || !rows.length) throw new AppError('NOT_FOUND', '일괄 발령을 찾을 수 없습니다.');
  return noticeOf(db, actor, rows, batch.number, batch.createdAt, `인사발령_${batch.number}.pdf`);
}

/** GET :id/notice.pdf: one appointment's notice (filed alone, or one row of a batch). */
export async function appointmentNotice(db: Db, actor: Actor, id: string): Promise<{ filename: string; body: Buffer }> {
  const row = await findVisible(db, actor, id);
  const batch = row.a.batchId ? await repo.findBatch(db, row.a.batchId) : undefined;
  return noticeOf(db, actor, [row], batch?.number ?? null, row.a.createdAt, `인사발령_${row.employee.name}_${row.a.effectiveDate}.pdf`);
}
