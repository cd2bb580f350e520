import { reportCatalogue, reportHistoryDays } from '@saram/shared/reports/reports';
import { nextRun } from '@saram/shared/reports/report-schedule';
import type { ReportFilters } from '@saram/shared/reports/report-result.schemas';
import type { Db } from '../../../db/client';
import type { StoredDelivery } from '../../../db/schema/reports';
import { systemActor, type Actor } from '../../../lib/auth/actor';
import { writeAudit } from '../../../lib/data/audit';
import { AppError } from '../../../lib/errors';
import type { JobContext, JobRunner } from '../../../lib/jobs/jobs';
import type { Mailer, MailAttachment } from '../../../lib/jobs/mailer';
import { xlsxContentType } from '../../../lib/documents/spreadsheet';
import { holderOf, withinHolder, type Holder } from '../../rbac/rbac.writer';
import { reportExcel } from '../render/report-excel';
import { reportPdf } from '../render/report-pdf';
import { filtersLine, reportFilename, seoulDateTime } from '../render/report-text';
import { mayRun } from './report-center.dto';
import * as repo from './report-center.repo';
import { runValues } from './report-center.service';
import { buildSavedReport } from './report-source';

/**
 * Scheduled delivery. Every minute one instance (the runner claims each cron slot once) takes the
 * schedules that are due, moving each one's next run on in the same statement that takes it, and
 * queues one run each. A run builds the report as its owner, renders it (PDF, or Excel; raw data as an
 * extra workbook when asked), stores the file and mails it to each recipient who holds the report's
 * permission now and whose record scope holds the owner's (the report shows the owner's scope); the
 * others get nothing and the run says why. A failing run is retried by the
 * runner; after the last try it shows as failed with a Korean error.
 */

export const REPORT_SCHEDULE_JOB = 'report-schedules';
export const REPORT_RUN_JOB = 'report-run';
export const REPORT_FILES_JOB = 'report-files-purge';

/** `encryptionKey`: the field key, for the compensation report (it opens salaries). */
export type DeliveryDeps = { db: Db; jobs: JobRunner; mailer: Mailer; publicUrl: string; clock: () => Date; encryptionKey?: Buffer };

const scheduler = systemActor('리포트 예약 실행');

export function defineReportJobs(deps: DeliveryDeps) {
  deps.jobs.defineJob(REPORT_SCHEDULE_JOB, async (_data, ctx) => void (await queueDueReports(deps, ctx.now)), { schedule: '* * * * *', retryLimit: 1 });
  // Files past the 30 days of history are of no use on screen, and they hold people's data.
  deps.jobs.defineJob(REPORT_FILES_JOB, async (_data, ctx) => void (await repo.dropOldFiles(deps.db, new Date(ctx.now.getTime() - reportHistoryDays * 86_400_000))), {
    schedule: '30 3 * * *',
  });
  deps.jobs.defineJob<{ runId: string }>(REPORT_RUN_JOB, async ({ runId }, ctx) => executeRun(deps, runId, ctx), {
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
  });
}

/** Queues a run's job; without a job runner (jobs off) the run goes ahead in this process. */
export async function queueRun(deps: DeliveryDeps, runId: string): Promise<void> {
  if (await deps.jobs.enqueue(REPORT_RUN_JOB, { runId })) return;
  void executeRun(deps, runId, { jobId: 'inline', now: deps.clock(), retryCount: 0, lastAttempt: true }).catch(() => {});
}

/** Takes every due schedule (each once, whoever else asks at the same time) and queues a run for each. Returns the run ids. */
export async function queueDueReports(deps: DeliveryDeps, now: Date): Promise<string[]> {
  const queued: string[] = [];
  for (const due of await repo.dueSchedules(deps.db, now)) {
    const timing = { frequency: due.frequency!, dayOfMonth: due.dayOfMonth ?? 1, dayOfWeek: due.dayOfWeek ?? 1, month: due.month ?? 1, time: due.time ?? '09:00' };
    const run = await deps.db.transaction(async (tx) => {
      const claimed = await repo.claimSchedule(tx, due.id, due.nextRunAt!, nextRun(timing, now), now);
      if (!claimed) return undefined;
      const row = await repo.insertRun(tx, runValues(claimed, 'schedule', now));
      await writeAudit(tx, scheduler, { action: 'reports.run', targetCollection: 'report_runs', targetId: row.id, after: { savedReportId: due.id, trigger: 'schedule' } });
      return row;
    });
    if (!run) continue;
    await queueRun(deps, run.id);
    queued.push(run.id);
  }
  return queued;
}

/** The owner as the report sees them: their permissions and record scope today, nothing when disabled. */
async function ownerActor(db: Db, userId: string, label: string): Promise<Actor> {
  const holder = await holderOf(db, userId);
  return { ...systemActor(`${label} (리포트 실행)`), userId, permissions: holder.permissions as Actor['permissions'], employeeScope: holder.employeeScope };
}

const koreanError = (err: unknown) => (err instanceof AppError ? err.message : '리포트를 만드는 중 오류가 발생했습니다.');
/** Failures that a retry cannot mend. */
const final = (err: unknown) => err instanceof AppError && err.status < 500;

export async function executeRun(deps: DeliveryDeps, runId: string, ctx: JobContext): Promise<void> {
  const { db } = deps;
  const run = await repo.findRun(db, runId);
  if (!run || run.status !== 'running') return;
  const started = Date.now();
  try {
    const [ownerAccount] = await repo.accountsByIds(db, [run.ownerId]);
    const actor = await ownerActor(db, run.ownerId, ownerAccount?.userName ?? '알 수 없음');
    if (!mayRun(actor, run.reportType)) throw new AppError('FORBIDDEN', '리포트 소유자에게 이 리포트를 볼 권한이 없습니다.');
    const result = await buildSavedReport(db, actor, run.reportType, run.filters as ReportFilters, run.definition, ctx.now, run.name, { encryptionKey: deps.encryptionKey });
    const excel = run.format === 'EXCEL' || run.includeRawData ? await reportExcel(result, { rawData: run.includeRawData }) : null;
    const primary: MailAttachment =
      run.format === 'EXCEL'
        ? { filename: reportFilename(run.name, result.generatedAt, 'xlsx'), contentType: xlsxContentType, content: excel! }
        : { filename: reportFilename(run.name, result.generatedAt, 'pdf'), contentType: 'application/pdf', content: await reportPdf(result) };
    const attachments = [primary, ...(run.format === 'PDF' && excel ? [{ filename: reportFilename(`${run.name}_원자료`, result.generatedAt, 'xlsx'), contentType: xlsxContentType, content: excel }] : [])];

    const deliveries = await deliver(deps, run, attachments, {
      subject: `[Saram] ${run.name} 리포트`,
      text: [
        `${run.name} 리포트를 첨부합니다.`,
        filtersLine(result.filters),
        `생성 ${seoulDateTime(result.generatedAt)}`,
        '',
        `리포트 센터: ${deps.publicUrl.replace(/\/$/, '')}/reports`,
      ].join('\n'),
    });
    const status = deliveries.some((d) => d.status === 'failed') ? 'partial' : 'success';
    await db.transaction(async (tx) => {
      const done = await repo.finishRun(tx, run.id, {
        status,
        finishedAt: ctx.now,
        durationMs: Date.now() - started,
        filename: primary.filename,
        contentType: primary.contentType,
        file: primary.content,
        deliveries,
        error: null,
      });
      if (done) await writeAudit(tx, scheduler, { action: 'reports.run.finish', targetCollection: 'report_runs', targetId: run.id, after: { status, deliveries: deliveries.length } });
    });
  } catch (err) {
    if (!ctx.lastAttempt && !final(err)) {
      await repo.finishRun(db, run.id, { status: 'running', error: koreanError(err) }).catch(() => {});
      throw err;
    }
    await db.transaction(async (tx) => {
      const done = await repo.finishRun(tx, run.id, { status: 'failed', finishedAt: ctx.now, durationMs: Date.now() - started, error: koreanError(err) });
      if (done) await writeAudit(tx, scheduler, { action: 'reports.run.finish', targetCollection: 'report_runs', targetId: run.id, after: { status: 'failed', error: koreanError(err) } });
    });
  }
}

/** One mail per recipient who may see the report now; the others are listed as skipped with the reason. */
async function deliver(deps: DeliveryDeps, run: repo.RunRow, attachments: MailAttachment[], mail: { subject: string; text: string }): Promise<StoredDelivery[]> {
  const accounts = await repo.accountsByIds(deps.db, run.recipientIds);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const permission = run.reportType === 'CUSTOM' ? null : reportCatalogue[run.reportType].permission;
  const owner = await holderOf(deps.db, run.ownerId);
  const deliveries: StoredDelivery[] = [];
  for (const userId of run.recipientIds) {
    const a = byId.get(userId);
    const base = { userId, userName: a?.userName ?? '알 수 없음', email: a?.email ?? '' };
    if (!a || !a.isActive) {
      deliveries.push({ ...base, status: 'skipped', reason: '비활성 계정' });
      continue;
    }
    if (!a.email) {
      deliveries.push({ ...base, status: 'skipped', reason: '이메일 없음' });
      continue;
    }
    const holder = await holderOf(deps.db, userId);
    if (permission && !holder.permissions.has(permission)) {
      deliveries.push({ ...base, status: 'skipped', reason: '권한 없음' });
      continue;
    }
    if (!(await reaches(deps.db, holder, owner))) {
      deliveries.push({ ...base, status: 'skipped', reason: '조회 범위 밖' });
      continue;
    }
    try {
      await deps.mailer.send({ to: a.email, ...mail, attachments });
      deliveries.push({ ...base, status: 'sent', reason: null });
    } catch {
      deliveries.push({ ...base, status: 'failed', reason: '메일 발송 실패' });
    }
  }
  return deliveries;
}

/** Whether the recipient may see every employee the owner's report covers (their record scope holds the owner's). */
async function reaches(db: Db, recipient: Holder, owner: Holder): Promise<boolean> {
  if (recipient.employeeScope === null) return true;
  if (owner.employeeScope === null) return false;
  return withinHolder(db, recipient, ['employees:read'], [...owner.employeeScope]);
}
