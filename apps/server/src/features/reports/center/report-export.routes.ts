import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportRouteKeys, reportTypes } from '@saram/shared/reports/reports';
import { reportExportEndpoints } from '@saram/shared/reports/reports.schemas';
import { reportFiltersSchema } from '@saram/shared/reports/report-result.schemas';
import { AppError } from '../../../lib/errors';
import { attachment } from '../../../lib/http/files';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { route } from '../../../lib/http/route';
import { exportReport } from './report-export.service';

/** `GET /api/reports/data/{slug}/export?format=PDF|EXCEL`: the report on screen as a file (Excel with the charts' data). */
export const reportExportRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, secrets, clock }) => {
  const now = () => clock?.() ?? new Date();
  for (const type of reportTypes) {
    const endpoint = reportExportEndpoints[reportRouteKeys[type]];
    route(app, endpoint, { tags: ['reports'], summary: '리포트 내보내기 (PDF 또는 Excel)' }, async (request, reply) => {
      const { format, ...rest } = request.query;
      // The data route's own checks (period order) on the export's filters.
      const parsed = reportFiltersSchema.safeParse(rest);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'query', i.message]));
        throw new AppError('VALIDATION_ERROR', undefined, { fields, location: 'querystring' });
      }
      const file = await exportReport(db, request.actor, type, format, parsed.data, now(), { encryptionKey: secrets.encryptionKey });
      return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename, file.ascii)).send(file.body);
    });
  }
};
