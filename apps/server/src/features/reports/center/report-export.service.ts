import type { ReportFormat, ReportType } from '@saram/shared/reports/reports';
import type { ReportFilters } from '@saram/shared/reports/report-result.schemas';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { recordBulkAccess } from '../../../lib/data/audit';
import { xlsxContentType } from '../../../lib/documents/spreadsheet';
import { buildReport, type BuildOptions } from '../data/report-data.service';
import { reportExcel } from '../render/report-excel';
import { reportPdf } from '../render/report-pdf';
import { reportFilename } from '../render/report-text';

/**
 * A report as a file (the screen's export): PDF, or Excel with the charts' rows; the download is an access record.
 * `options.encryptionKey` as for the screen (the compensation report opens salaries).
 */
export async function exportReport(db: Db, actor: Actor, type: ReportType, format: ReportFormat, filters: ReportFilters, now: Date, options: BuildOptions = {}) {
  const result = await buildReport(db, actor, type, filters, now, options);
  const pdf = format === 'PDF';
  const body = pdf ? await reportPdf(result) : await reportExcel(result, { rawData: true });
  await recordBulkAccess(db, actor, {
    subjectType: 'employee',
    action: 'download',
    fields: [`report:${type}`],
    query: { report: type, format, ...filters },
    count: result.tables.reduce((n, t) => n + t.rows.length, 0),
    unit: '건',
  });
  return {
    filename: reportFilename(result.title, result.generatedAt, pdf ? 'pdf' : 'xlsx'),
    ascii: `report.${pdf ? 'pdf' : 'xlsx'}`,
    contentType: pdf ? 'application/pdf' : xlsxContentType,
    body,
  };
}
