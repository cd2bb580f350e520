import type { SavedReportType } from '@saram/shared/reports/reports';
import type { ReportFilters, ReportResult } from '@saram/shared/reports/report-result.schemas';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { buildCustomReport } from '../builder/builder.service';
import { buildReport, type BuildOptions } from '../data/report-data.service';

/**
 * A saved report's data, built as `actor` (its owner when a schedule runs it): one of the ten reports
 * through report-data (which checks the report's permission and applies the actor's record scope), or
 * a custom report through the builder (which lets the actor read only the fields they may read today).
 */
export async function buildSavedReport(
  db: Db,
  actor: Actor,
  type: SavedReportType,
  filters: ReportFilters,
  definition: Record<string, unknown> | null,
  now: Date,
  title = '',
  options: BuildOptions = {},
): Promise<ReportResult> {
  if (type === 'CUSTOM') return buildCustomReport(db, actor, definition, filters, now, title);
  return buildReport(db, actor, type, filters, now, options);
}
