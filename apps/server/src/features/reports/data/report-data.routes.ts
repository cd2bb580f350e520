import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCatalogue, reportRouteKeys, reportTypes } from '@saram/shared/reports/reports';
import { reportDataEndpoints as endpoints } from '@saram/shared/reports/reports.schemas';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { route } from '../../../lib/http/route';
import { buildReport } from './report-data.service';

/** The ten reports' data: GET /api/reports/data/{slug} with the period, units, corporation (and a person) as query. */
export const reportDataRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, clock, secrets }) => {
  const tags = ['reports'];
  const now = () => clock?.() ?? new Date();
  for (const type of reportTypes) {
    route(app, endpoints[reportRouteKeys[type]], { tags, summary: `${reportCatalogue[type].title} 리포트 데이터` }, async (request) =>
      buildReport(db, request.actor, type, request.query, now(), { encryptionKey: secrets.encryptionKey }),
    );
  }
};
