import type { z } from 'zod';
import { reportCatalogue, reportHistoryDays, reportTypes, type SavedReportType } from '@saram/shared/reports/reports';
import type { Catalogue, createSavedReportSchema, distributionSchema, Recipient, ReportRun, SavedReport, scheduleSchema, updateSavedReportSchema } from '@saram/shared/reports/saved-reports.schemas';
import { builderDefinitionSchema } from '@saram/shared/reports/report-builder.schemas';
import { nextRun } from '@saram/shared/reports/report-schedule';
import type { Db, Tx } from '../../../db/client';
import type { StoredDistribution } from '../../../db/schema/reports';
import type { Actor } from '../../../lib/auth/actor';
import { recordBulkAccess, writeAudit } from '../../../lib/data/audit';
import { AppError, validationError } from '../../../lib/errors';
import { seoulToday } from '../../../lib/seoul-time';
import { accountIds, mayRun, runDto, savedDto } from './report-center.dto';
import * as repo from './report-center.repo';

/** The Report Center's use cases: each caller works on their own saved reports, schedules and runs only. */

type CreateInput = z.output<typeof createSavedReportSchema>;
type UpdateInput = z.output<typeof updateSavedReportSchema>;
type ScheduleInput = z.output<typeof scheduleSchema>;
type DistributionInput = z.output<typeof distributionSchema>;

const target = 'saved_reports';
const notFound = () => new AppError('NOT_FOUND', '리포트를 찾을 수 없습니다.');
const forbiddenType = () => new AppError('FORBIDDEN', '이 리포트를 볼 권한이 없습니다.');
const owner = (actor: Actor): string => {
  if (!actor.userId) throw new AppError('FORBIDDEN');
  return actor.userId;
};

/** The first instant of this month in Seoul. */
export function seoulMonthStart(now: Date): Date {
  return new Date(`${seoulToday(now).slice(0, 8)}01T00:00:00+09:00`);
}

export async function catalogue(db: Db, actor: Actor, now: Date): Promise<Catalogue> {
  const types = reportTypes.map((type) => {
    const { title, description, color, permission, route, category } = reportCatalogue[type];
    return { type, title, description, color, permission, route, category, allowed: actor.permissions.has(permission) };
  });
  const counts = actor.userId ? await repo.summaryCounts(db, actor.userId, seoulMonthStart(now)) : { saved: 0, scheduled: 0, generated: 0 };
  return {
    types,
    summary: { available: types.filter((t) => t.allowed).length, saved: counts.saved, scheduled: counts.scheduled, generatedThisMonth: counts.generated },
  };
}

async function answer(db: Db | Tx, actor: Actor, rows: readonly repo.SavedRow[]): Promise<SavedReport[]> {
  const accounts = new Map((await repo.accountsByIds(db, accountIds(rows))).map((a) => [a.id, a]));
  return rows.map((row) => savedDto(row, actor, accounts));
}

export async function listSaved(db: Db, actor: Actor): Promise<{ data: SavedReport[] }> {
  return { data: await answer(db, actor, await repo.listSaved(db, owner(actor))) };
}

export async function getSaved(db: Db, actor: Actor, id: string): Promise<SavedReport> {
  const row = await repo.findSaved(db, id, owner(actor));
  if (!row) throw notFound();
  return (await answer(db, actor, [row]))[0]!;
}

/** Recipients must be active accounts with an e-mail; answers the distribution as stored. */
async function checkedDistribution(tx: Tx, input: DistributionInput, field: string): Promise<StoredDistribution> {
  const ids = [...new Set(input.recipients.map((r) => r.userId))];
  const found = new Map((await repo.accountsByIds(tx, ids)).map((a) => [a.id, a]));
  const fields: Record<string, string> = {};
  input.recipients.forEach(({ userId }, i) => {
    const a = found.get(userId);
    if (!a || !a.isActive) fields[`${field}.recipients.${i}.userId`] = '받는 사람을 찾을 수 없습니다.';
    else if (!a.email) fields[`${field}.recipients.${i}.userId`] = '이메일이 없는 계정에는 보낼 수 없습니다.';
  });
  if (Object.keys(fields).length) throw validationError(fields);
  return { recipients: ids.map((userId) => ({ userId })), format: input.format, deliveryMethod: 'EMAIL', includeRawData: input.includeRawData };
}

function scheduleColumns(schedule: ScheduleInput, now: Date) {
  return {
    frequency: schedule.frequency,
    dayOfMonth: schedule.dayOfMonth,
    dayOfWeek: schedule.dayOfWeek,
    month: schedule.month,
    time: schedule.time,
    timezone: schedule.timezone,
    active: schedule.active,
    nextRunAt: schedule.active ? nextRun(schedule, now) : null,
  };
}

function checkType(actor: Actor, type: SavedReportType, definition: unknown) {
  if (!mayRun(actor, type)) throw forbiddenType();
  if (type !== 'CUSTOM') return;
  if (!definition) throw validationError({ definition: '사용자 정의 리포트에는 정의가 필요합니다.' });
  // The shape here; which fields the owner may read is checked each time it runs (the builder).
  const parsed = builderDefinitionSchema.safeParse(definition);
  if (!parsed.success) throw validationError(Object.fromEntries(parsed.error.issues.map((i) => [['definition', ...i.path].join('.'), i.message])));
}

export async function createSaved(db: Db, actor: Actor, input: CreateInput, now: Date): Promise<SavedReport> {
  const ownerId = owner(actor);
  checkType(actor, input.reportType, input.definition);
  if (input.schedule && !input.distribution) throw validationError({ distribution: '받는 사람을 한 명 이상 고르세요.' });
  return db.transaction(async (tx) => {
    const distribution = input.distribution ? await checkedDistribution(tx, input.distribution, 'distribution') : null;
    const row = await repo.insertSaved(tx, {
      ownerId,
      name: input.name,
      description: input.description,
      reportType: input.reportType,
      filters: input.filters,
      definition: input.reportType === 'CUSTOM' ? (input.definition ?? null) : null,
      ...(input.schedule ? scheduleColumns(input.schedule, now) : {}),
      distribution,
      createdAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, actor, { action: 'reports.saved.create', targetCollection: target, targetId: row.id, after: auditView(row) });
    return (await answer(tx, actor, [row]))[0]!;
  });
}

/** Changes one of the caller's saved reports inside a transaction, with its audit row. */
async function change(db: Db, actor: Actor, id: string, action: string, build: (tx: Tx, row: repo.SavedRow) => Promise<Partial<repo.NewSaved>>, now: Date) {
  const ownerId = owner(actor);
  return db.transaction(async (tx) => {
    const before = await repo.findSaved(tx, id, ownerId);
    if (!before) throw notFound();
    const updated = await repo.updateSaved(tx, id, ownerId, { ...(await build(tx, before)), updatedAt: now });
    if (!updated) throw notFound();
    await writeAudit(tx, actor, { action, targetCollection: target, targetId: id, before: auditView(before), after: auditView(updated) });
    return (await answer(tx, actor, [updated]))[0]!;
  });
}

export async function updateSaved(db: Db, actor: Actor, id: string, input: UpdateInput, now: Date): Promise<SavedReport> {
  return change(
    db,
    actor,
    id,
    'reports.saved.update',
    async (_tx, row) => {
      checkType(actor, row.reportType, input.definition ?? row.definition);
      return {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.filters !== undefined ? { filters: input.filters } : {}),
        ...(input.definition !== undefined && row.reportType === 'CUSTOM' ? { definition: input.definition } : {}),
      };
    },
    now,
  );
}

export async function setSchedule(db: Db, actor: Actor, id: string, input: { schedule: ScheduleInput; distribution: DistributionInput }, now: Date) {
  return change(
    db,
    actor,
    id,
    'reports.schedule.set',
    async (tx, row) => {
      if (!mayRun(actor, row.reportType)) throw forbiddenType();
      return { ...scheduleColumns(input.schedule, now), distribution: await checkedDistribution(tx, input.distribution, 'distribution') };
    },
    now,
  );
}

export async function setScheduleActive(db: Db, actor: Actor, id: string, active: boolean, now: Date): Promise<SavedReport> {
  return change(
    db,
    actor,
    id,
    active ? 'reports.schedule.resume' : 'reports.schedule.pause',
    async (_tx, row) => {
      if (!row.frequency) throw new AppError('CONFLICT', '예약이 설정되지 않은 리포트입니다. 먼저 예약을 설정하세요.');
      if (active && !mayRun(actor, row.reportType)) throw forbiddenType();
      const timing = { frequency: row.frequency, dayOfMonth: row.dayOfMonth ?? 1, dayOfWeek: row.dayOfWeek ?? 1, month: row.month ?? 1, time: row.time ?? '09:00' };
      return { active, nextRunAt: active ? nextRun(timing, now) : null };
    },
    now,
  );
}

export async function removeSaved(db: Db, actor: Actor, id: string): Promise<void> {
  const ownerId = owner(actor);
  await db.transaction(async (tx) => {
    const row = await repo.findSaved(tx, id, ownerId);
    if (!row || !(await repo.deleteSaved(tx, id, ownerId))) throw notFound();
    await writeAudit(tx, actor, { action: 'reports.saved.delete', targetCollection: target, targetId: id, before: auditView(row) });
  });
}

/** A run of a saved report now (manual): the run row, still 'running'; the caller queues its job. */
export async function startRun(db: Db, actor: Actor, id: string, now: Date): Promise<ReportRun> {
  const ownerId = owner(actor);
  return db.transaction(async (tx) => {
    const saved = await repo.findSaved(tx, id, ownerId);
    if (!saved) throw notFound();
    if (!mayRun(actor, saved.reportType)) throw forbiddenType();
    const run = await repo.insertRun(tx, runValues(saved, 'manual', now));
    await repo.updateSaved(tx, id, ownerId, { lastRunAt: now });
    await writeAudit(tx, actor, { action: 'reports.run', targetCollection: 'report_runs', targetId: run.id, after: { savedReportId: id, trigger: 'manual' } });
    return runDto({ ...run, hasFile: false });
  });
}

/** The run row for a saved report: its filters and recipients as they are at this moment. */
export function runValues(saved: repo.SavedRow, trigger: 'manual' | 'schedule', now: Date): repo.NewRun {
  return {
    savedReportId: saved.id,
    ownerId: saved.ownerId,
    name: saved.name,
    reportType: saved.reportType,
    trigger,
    status: 'running',
    format: saved.distribution?.format ?? 'PDF',
    includeRawData: saved.distribution?.includeRawData ?? false,
    filters: saved.filters,
    definition: saved.definition,
    recipientIds: saved.distribution?.recipients.map((r) => r.userId) ?? [],
    startedAt: now,
  };
}

export async function listRuns(db: Db, actor: Actor, days: number, now: Date): Promise<{ data: ReportRun[] }> {
  const since = new Date(now.getTime() - Math.min(days, reportHistoryDays) * 86_400_000);
  return { data: (await repo.listRuns(db, owner(actor), since)).map(runDto) };
}

export async function runFile(db: Db, actor: Actor, id: string): Promise<{ filename: string; contentType: string; body: Buffer }> {
  const run = await repo.findRun(db, id);
  if (!run || run.ownerId !== owner(actor)) throw new AppError('NOT_FOUND', '실행 기록을 찾을 수 없습니다.');
  if (!run.file || !run.filename || !run.contentType) throw new AppError('NOT_FOUND', '내려받을 파일이 없습니다.');
  await recordBulkAccess(db, actor, { subjectType: 'employee', action: 'download', fields: [`report:${run.reportType}`], query: { run: run.id, report: run.reportType }, count: 1, unit: '건' });
  return { filename: run.filename, contentType: run.contentType, body: run.file };
}

export async function recipients(db: Db, q: string): Promise<{ data: Recipient[] }> {
  const rows = await repo.searchRecipients(db, q);
  return { data: rows.map((a) => ({ userId: a.id, userName: a.userName, email: a.email ?? '', role: a.role })) };
}

/** What an audit row keeps of a saved report (not the custom definition's bulk). */
function auditView(row: repo.SavedRow) {
  return {
    name: row.name,
    reportType: row.reportType,
    filters: row.filters,
    schedule: row.frequency ? { frequency: row.frequency, dayOfMonth: row.dayOfMonth, dayOfWeek: row.dayOfWeek, month: row.month, time: row.time, active: row.active } : null,
    recipients: row.distribution?.recipients.map((r) => r.userId) ?? [],
    format: row.distribution?.format ?? null,
  };
}
