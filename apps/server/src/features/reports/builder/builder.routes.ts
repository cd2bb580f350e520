import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportBuilderEndpoints as endpoints } from '@saram/shared/reports/report-builder.schemas';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { route } from '../../../lib/http/route';
import { buildCustomReport, fieldsFor } from './builder.service';

/** /api/reports/builder: the fields a caller may use and a custom report's preview. */
export const reportBuilderRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, clock }) => {
  const tags = ['reports'];
  const now = () => clock?.() ?? new Date();
  route(app, endpoints.fields, { tags, summary: '맞춤 리포트: 고를 수 있는 데이터와 필드 (열람 권한이 있는 것만)' }, async (request) => fieldsFor(request.actor));
  route(app, endpoints.preview, { tags, summary: '맞춤 리포트 미리보기 (ReportResult, type CUSTOM)' }, async (request) =>
    buildCustomReport(db, request.actor, request.body.definition, request.body.filters, now(), request.body.title),
  );
};
