import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { evaluationRoutes } from './evaluations';
import { pageOf } from '../pagination.schemas';
import { bulkSaveResultSchema, bulkSaveSchema, confirmSchema, evaluationSchema, myTasksQuerySchema, myTasksSchema, returnSchema, saveDraftResultSchema, saveDraftSchema, submitSchema } from './answers.schemas';
import { codeHistorySchema, codeListQuerySchema, codeSchema, createCodeSchema, updateCodeSchema } from './codes.schemas';
import { assignmentsSchema, createCycleSchema, cycleActionSchema, cycleListQuerySchema, cycleSchema, cycleStatusReportSchema, overrideEvaluatorsSchema, remindResultSchema, remindSchema, updateCycleSchema } from './cycles.schemas';
import { idSchema } from './fields.schemas';
import { calibrateSchema, cycleResultsSchema, resultRowSchema } from './results.schemas';
import { templateInputSchema, templateSchema, templateSummarySchema, templateWriteResultSchema, updateTemplateSchema } from './templates.schemas';

/** Performance evaluations (evaluations.ts): the endpoints, joined with their schemas. */

// Endpoints

const params = z.object({ id: idSchema });

export const evaluationEndpoints = withSchemas(evaluationRoutes, {
  // Codes
  listCodes: { query: codeListQuerySchema, response: z.object({ data: z.array(codeSchema) }) },
  createCode: { body: createCodeSchema, response: codeSchema },
  updateCode: { params, body: updateCodeSchema, response: codeSchema },
  codeHistory: { params, response: codeHistorySchema },

  // Templates
  listTemplates: { response: z.object({ data: z.array(templateSummarySchema) }) },
  createTemplate: { body: templateInputSchema, response: templateSchema },
  getTemplate: { params, response: templateSchema },
  updateTemplate: { params, body: updateTemplateSchema, response: templateWriteResultSchema },
  deleteTemplate: { params },

  // Cycles
  listCycles: { query: cycleListQuerySchema, response: pageOf(cycleSchema) },
  createCycle: { body: createCycleSchema, response: cycleSchema },
  getCycle: { params, response: cycleSchema },
  updateCycle: { params, body: updateCycleSchema, response: cycleSchema },
  deleteCycle: { params },
  buildPopulation: { params, response: assignmentsSchema },
  assignments: { params, response: assignmentsSchema },
  overrideEvaluators: { params, body: overrideEvaluatorsSchema, response: assignmentsSchema },
  openCycle: { params, body: cycleActionSchema, response: cycleSchema },
  closeCycle: { params, body: cycleActionSchema, response: cycleSchema },
  releaseCycle: { params, body: cycleActionSchema, response: cycleSchema },
  cycleStatus: { params, response: cycleStatusReportSchema },
  remind: { params, body: remindSchema, response: remindResultSchema },
  cycleResults: { params, response: cycleResultsSchema },
  calibrate: { params, body: calibrateSchema, response: resultRowSchema },
  cycleReport: { params },
  cycleResultsExport: { params },

  // Evaluations (spec 7.11's paths)
  myTasks: { query: myTasksQuerySchema, response: myTasksSchema },
  getEvaluation: { params, response: evaluationSchema },
  saveDraft: { params, body: saveDraftSchema, response: saveDraftResultSchema },
  submit: { params, body: submitSchema, response: evaluationSchema },
  returnEvaluation: { params, body: returnSchema, response: evaluationSchema },
  confirm: { params, body: confirmSchema, response: evaluationSchema },
  bulkSave: { body: bulkSaveSchema, response: bulkSaveResultSchema },
  evaluationReport: { params },
});
