import { reportCatalogue, type SavedReportType } from '@saram/shared/reports/reports';
import type { ReportRun, SavedReport } from '@saram/shared/reports/saved-reports.schemas';
import type { Actor } from '../../../lib/auth/actor';
import type { Account, RunSummary, SavedRow } from './report-center.repo';

/** The answers' shapes (reports.schemas.ts) from the rows. */

/** Whether the actor may run a report of this type now: its report permission (a custom report: the builder checks its fields). */
export function mayRun(actor: Pick<Actor, 'permissions'>, type: SavedReportType): boolean {
  return type === 'CUSTOM' || actor.permissions.has(reportCatalogue[type].permission);
}

export function savedDto(row: SavedRow, actor: Actor, accounts: ReadonlyMap<string, Account>): SavedReport {
  const owner = accounts.get(row.ownerId);
  const dist = row.distribution;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    reportType: row.reportType,
    filters: row.filters as SavedReport['filters'],
    definition: row.definition ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: { id: row.ownerId, name: owner?.userName ?? '알 수 없음' },
    updatedAt: row.updatedAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    schedule: row.frequency
      ? {
          frequency: row.frequency,
          dayOfMonth: row.dayOfMonth ?? 1,
          dayOfWeek: row.dayOfWeek ?? 1,
          month: row.month ?? 1,
          time: row.time ?? '09:00',
          timezone: row.timezone ?? 'Asia/Seoul',
          active: row.active,
        }
      : null,
    distribution: dist
      ? {
          recipients: dist.recipients.map(({ userId }) => {
            const a = accounts.get(userId);
            return { userId, userName: a?.userName ?? '알 수 없음', email: a?.email ?? '', role: a?.role ?? '' };
          }),
          format: dist.format,
          deliveryMethod: dist.deliveryMethod,
          includeRawData: dist.includeRawData,
        }
      : null,
    nextRunAt: row.active && row.nextRunAt ? row.nextRunAt.toISOString() : null,
    allowed: mayRun(actor, row.reportType),
  };
}

/** Every account a list of saved reports names: owners and recipients. */
export function accountIds(rows: readonly SavedRow[]): string[] {
  return [...new Set(rows.flatMap((r) => [r.ownerId, ...(r.distribution?.recipients.map((x) => x.userId) ?? [])]))];
}

export function runDto(row: RunSummary): ReportRun {
  return {
    id: row.id,
    savedReportId: row.savedReportId,
    name: row.name,
    reportType: row.reportType,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    format: row.format,
    hasFile: row.hasFile,
    deliveries: row.deliveries.map(({ userName, email, status, reason }) => ({ userName, email, status, reason })),
    error: row.error,
  };
}
