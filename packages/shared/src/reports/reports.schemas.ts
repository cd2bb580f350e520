import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { reportCenterRoutes, reportDataRoutes, reportExportRoutes, type ReportType } from './reports';
import { reportExportQuerySchema, reportFiltersSchema, reportResultSchema } from './report-result.schemas';
import { catalogueSchema, createSavedReportSchema, recipientSchema, reportRunSchema, savedReportSchema, setScheduleActiveSchema, setScheduleSchema, updateSavedReportSchema } from './saved-reports.schemas';

/** HR Control Tower (reports.ts): the endpoints, joined with their schemas. */

const params = z.object({ id: z.uuid({ error: '리포트 ID가 올바르지 않습니다.' }) });
const runParams = z.object({ id: z.uuid({ error: '실행 ID가 올바르지 않습니다.' }) });

const dataEndpoint = { query: reportFiltersSchema, response: reportResultSchema };
const exportEndpoint = { query: reportExportQuerySchema };

export const reportDataEndpoints = withSchemas(reportDataRoutes, {
  executiveSummary: dataEndpoint,
  departmentPerformance: dataEndpoint,
  individualProgress: dataEndpoint,
  talentAnalytics: dataEndpoint,
  successionPlanning: dataEndpoint,
  compensationAnalysis: dataEndpoint,
  retentionRisk: dataEndpoint,
  skillsGap: dataEndpoint,
  trainingEffectiveness: dataEndpoint,
  managerEffectiveness: dataEndpoint,
});

export const reportExportEndpoints = withSchemas(reportExportRoutes, {
  executiveSummary: exportEndpoint,
  departmentPerformance: exportEndpoint,
  individualProgress: exportEndpoint,
  talentAnalytics: exportEndpoint,
  successionPlanning: exportEndpoint,
  compensationAnalysis: exportEndpoint,
  retentionRisk: exportEndpoint,
  skillsGap: exportEndpoint,
  trainingEffectiveness: exportEndpoint,
  managerEffectiveness: exportEndpoint,
});

export const reportCenterEndpoints = withSchemas(reportCenterRoutes, {
  catalogue: { response: catalogueSchema },
  listSaved: { response: z.object({ data: z.array(savedReportSchema) }) },
  createSaved: { body: createSavedReportSchema, response: savedReportSchema },
  getSaved: { params, response: savedReportSchema },
  updateSaved: { params, body: updateSavedReportSchema, response: savedReportSchema },
  removeSaved: { params },
  setSchedule: { params, body: setScheduleSchema, response: savedReportSchema },
  setScheduleActive: { params, body: setScheduleActiveSchema, response: savedReportSchema },
  run: { params, response: reportRunSchema },
  listRuns: { query: z.object({ days: z.coerce.number().int().min(1).max(30).default(30) }), response: z.object({ data: z.array(reportRunSchema) }) },
  downloadRun: { params: runParams },
  recipients: {
    query: z.object({ q: z.string().trim().max(50).default('') }),
    response: z.object({ data: z.array(recipientSchema) }),
  },
});

export type { ReportType };
