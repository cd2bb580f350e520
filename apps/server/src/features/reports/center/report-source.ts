import type { SavedReportType } from '@saram/shared/reports';
import type { ReportFilters, ReportResult } from '@saram/shared/reports.schemas';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';
import { buildReport } from '../data/report-data.service';

/**
 * A saved report's data, built as `actor` (its owner when a schedule runs it): one of the ten reports
 * through report-data (which checks the report's permission and applies the actor's record scope), or
 * a custom report.
 */
export async function buildSavedReport(
  db: Db,
  actor: Actor,
  type: SavedReportType,
  filters: ReportFilters,
  definition: Record<string, unknown> | null,
  now: Date,
): Promise<ReportResult> {
  if (type === 'CUSTOM') {
    // DISPATCH POINT (custom reports): the builder's function (branch center-web, features/reports/builder)
    // goes here once it is merged: buildCustomReport(db, actor, definition, now).
    void definition;
    throw new AppError('VALIDATION_ERROR', '사용자 정의 리포트는 아직 예약 실행할 수 없습니다.');
  }
  return buildReport(db, actor, type, filters, now);
}
