import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { entityIdSchema } from './organization.schemas';
import { managerSources, reportingLineRoutes } from './organization-reporting';

/** Reporting lines (organization-reporting.ts): the schemas of requests and answers, and the endpoints. */

const personParams = z.object({ employeeId: entityIdSchema }).strict();
const placementParams = personParams.extend({ unitId: entityIdSchema }).strict();

export const reportingPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  employeeNo: z.string(),
  unit: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type ReportingPerson = z.infer<typeof reportingPersonSchema>;

export const placementLinesSchema = z.object({
  unitId: z.string(),
  unitName: z.string(),
  isPrimary: z.boolean(),
  /** Null when nobody above leads a unit and none is set. */
  manager: reportingPersonSchema.extend({ source: z.enum(managerSources) }).nullable(),
  dottedLines: z.array(reportingPersonSchema),
});
export type PlacementLines = z.infer<typeof placementLinesSchema>;

export const reportingLinesSchema = z
  .object({ employeeId: z.string(), placements: z.array(placementLinesSchema) })
  .meta({ id: 'ReportingLines' });
export type ReportingLines = z.infer<typeof reportingLinesSchema>;

export const setManagerSchema = z.object({ managerId: entityIdSchema.nullable() }).strict();
export const addDottedLineSchema = z.object({ managerId: entityIdSchema }).strict();

export const reportingLineEndpoints = withSchemas(reportingLineRoutes, {
  get: { params: personParams, response: reportingLinesSchema },
  setManager: { params: placementParams, body: setManagerSchema, response: reportingLinesSchema },
  addDottedLine: { params: placementParams, body: addDottedLineSchema, response: reportingLinesSchema },
  removeDottedLine: { params: placementParams.extend({ managerId: entityIdSchema }).strict(), response: reportingLinesSchema },
});
