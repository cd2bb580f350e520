import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportRouteKeys, reportTypes } from '@saram/shared/reports';
import { reportExportEndpoints, reportFiltersSchema } from '@saram/shared/reports.schemas';
import { attachment } from '../../../lib/files';
import type { FeatureDeps } from '../../../lib/feature-deps';
import { route } from '../../../lib/route';
import { xlsxContentType } from '../../../lib/spreadsheet';
import { buildReport } from '../data/report-data.service';
import { reportExcel } from '../render/report-excel';
import { reportPdf } from '../render/report-pdf';
import { reportFilename } from '../render/report-text';
import { AppError } from '../../../lib/errors';

/** `GET /api/reports/data/{slug}/export?format=PDF|EXCEL`: the report on screen as a file (Excel with the charts' data). */
export const reportExportRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, clock }) => {
  const now = () => clock?.() ?? new Date();
  for (const type of reportTypes) {
    const endpoint = reportExportEndpoints[reportRouteKeys[type]];
    route(app, endpoint, { tags: ['reports'], summary: '리포트 내보내기 (PDF 또는 Excel)' }, async (request, reply) => {
      const { format, ...rest } = request.query;
      const parsed = reportFiltersSchema.safeParse(rest);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'query', i.message]));
        throw new AppError('VALIDATION_ERROR', undefined, { fields, location: 'querystring' });
      }
      const result = await buildReport(db, request.actor, type, parsed.data, now());
      const pdf = format === 'PDF';
      const body = pdf ? await reportPdf(result) : await reportExcel(result, { rawData: true });
      const filename = reportFilename(result.title, result.generatedAt, pdf ? 'pdf' : 'xlsx');
      return reply
        .header('content-type', pdf ? 'application/pdf' : xlsxContentType)
        .header('content-disposition', attachment(filename, `report.${pdf ? 'pdf' : 'xlsx'}`))
        .send(body);
    });
  }
};
