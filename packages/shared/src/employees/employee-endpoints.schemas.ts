import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { employeeExportQuerySchema, importReportSchema } from './employee-import.schemas';
import { registrationStructureSchema } from './employee-input.schemas';
import { employeeFileRoutes, employeeRoutes } from './employees';
import { adminAccountSchema, checkDuplicateQuerySchema, checkDuplicateResultSchema, employeeCreateSchema, employeeHistorySchema, employeeIdParamsSchema, employeeListItemSchema, employeeListQuerySchema, employeeNoParamsSchema, employeePageSchema, employeeUpdateSchema, evaluatorCheckBodySchema, evaluatorCheckResultSchema, hrMetricsSchema, linkAdminBodySchema, quickSearchQuerySchema, quickSearchResultSchema, rehireBodySchema, retiredListQuerySchema, revealBodySchema, revealResultSchema } from './employees.schemas';
import { employeeSchema, employeeWriteResultSchema } from './employee-record.schemas';

/**
 * Spec 7.2: mongo/employees, mongo/evaluators/check-or-create and the quick lookup employees/search
 * (the routes: employees.ts). Joined here, not in employees.schemas.ts: the registration schema of
 * employee-input.schemas.ts builds on employees.schemas.ts.
 */
const params = employeeIdParamsSchema;

export const employeeEndpoints = withSchemas(employeeRoutes, {
  list: { query: employeeListQuerySchema, response: employeePageSchema },
  all: { response: z.object({ data: z.array(employeeListItemSchema) }) },
  retired: { query: retiredListQuerySchema, response: employeePageSchema },
  checkDuplicate: { query: checkDuplicateQuerySchema, response: checkDuplicateResultSchema },
  admins: { response: z.object({ data: z.array(adminAccountSchema) }) },
  admin: { params, response: adminAccountSchema },
  byEmployeeNo: { params: employeeNoParamsSchema, response: employeeSchema },
  create: { body: employeeCreateSchema, response: employeeWriteResultSchema },
  register: { body: registrationStructureSchema, response: employeeWriteResultSchema },
  get: { params, response: employeeSchema },
  update: { params, body: employeeUpdateSchema, response: employeeSchema },
  remove: { params },
  rehire: { params, body: rehireBodySchema, response: employeeSchema },
  hrMetrics: { params, response: hrMetricsSchema },
  history: { params, response: employeeHistorySchema },
  reveal: { params, body: revealBodySchema, response: revealResultSchema },
  linkAdmin: { params, body: linkAdminBodySchema, response: employeeSchema },
  unlinkAdmin: { params, response: employeeSchema },
  evaluatorCheckOrCreate: { body: evaluatorCheckBodySchema, response: evaluatorCheckResultSchema },
  quickSearch: { query: quickSearchQuerySchema, response: quickSearchResultSchema },
});

/** The Excel files and the HR card PDF. */
export const employeeFileEndpoints = withSchemas(employeeFileRoutes, {
  // An entry without schemas: withSchemas types a route left out as never (S[never] extends Schemas).
  importTemplate: {},
  /** The report; with `Accept: application/x-ndjson` progress lines and the report as the last line (importStreamLineSchema). */
  import: { response: importReportSchema },
  export: { query: employeeExportQuerySchema },
  hrCard: { params },
});
