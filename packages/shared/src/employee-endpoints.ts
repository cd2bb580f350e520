import { z } from 'zod';
import { endpoint } from './endpoint';
import { employeeExportQuerySchema, importReportSchema } from './employee-import';
import { registrationStructureSchema } from './employee-input';
import {
  adminAccountSchema,
  checkDuplicateQuerySchema,
  checkDuplicateResultSchema,
  employeeCreateSchema,
  employeeHistorySchema,
  employeeIdParamsSchema,
  employeeListItemSchema,
  employeeListQuerySchema,
  employeeNoParamsSchema,
  employeePageSchema,
  employeeSchema,
  employeeUpdateSchema,
  employeeWriteResultSchema,
  evaluatorCheckBodySchema,
  evaluatorCheckResultSchema,
  hrMetricsSchema,
  linkAdminBodySchema,
  quickSearchQuerySchema,
  quickSearchResultSchema,
  rehireBodySchema,
  retiredListQuerySchema,
  revealBodySchema,
  revealResultSchema,
} from './employees';

/**
 * Spec 7.2: mongo/employees, mongo/evaluators/check-or-create and the quick lookup employees/search
 * (here, not in employees.ts: the registration schema of employee-input.ts builds on employees.ts).
 */
const base = '/api/mongo/employees';
const read = 'employees:read';
const write = 'employees:write';
const params = employeeIdParamsSchema;

export const employeeEndpoints = {
  list: endpoint({ method: 'GET', path: `${base}/list`, access: read, query: employeeListQuerySchema, response: employeePageSchema }),
  all: endpoint({ method: 'GET', path: `${base}/all`, access: read, response: z.object({ data: z.array(employeeListItemSchema) }) }),
  retired: endpoint({ method: 'GET', path: `${base}/retired`, access: read, query: retiredListQuerySchema, response: employeePageSchema }),
  checkDuplicate: endpoint({ method: 'GET', path: `${base}/check-duplicate`, access: read, query: checkDuplicateQuerySchema, response: checkDuplicateResultSchema }),
  admins: endpoint({ method: 'GET', path: `${base}/admins`, access: 'admin:users', response: z.object({ data: z.array(adminAccountSchema) }) }),
  admin: endpoint({ method: 'GET', path: `${base}/admins/:id`, access: 'admin:users', params, response: adminAccountSchema }),
  byEmployeeNo: endpoint({ method: 'GET', path: `${base}/id/:id`, access: read, params: employeeNoParamsSchema, response: employeeSchema }),
  create: endpoint({ method: 'POST', path: base, access: write, body: employeeCreateSchema, response: employeeWriteResultSchema, status: 201 }),
  register: endpoint({ method: 'POST', path: `${base}/register`, access: write, body: registrationStructureSchema, response: employeeWriteResultSchema, status: 201 }),
  get: endpoint({ method: 'GET', path: `${base}/:id`, access: read, params, response: employeeSchema }),
  update: endpoint({ method: 'PUT', path: `${base}/:id`, access: write, params, body: employeeUpdateSchema, response: employeeSchema }),
  remove: endpoint({ method: 'DELETE', path: `${base}/:id`, access: 'employees:delete', params, status: 204 }),
  rehire: endpoint({ method: 'POST', path: `${base}/:id/rehire`, access: write, params, body: rehireBodySchema, response: employeeSchema }),
  hrMetrics: endpoint({ method: 'GET', path: `${base}/:id/hr-metrics`, access: read, params, response: hrMetricsSchema }),
  history: endpoint({ method: 'GET', path: `${base}/:id/history`, access: read, params, response: employeeHistorySchema }),
  reveal: endpoint({ method: 'POST', path: `${base}/:id/reveal`, access: read, params, body: revealBodySchema, response: revealResultSchema }),
  linkAdmin: endpoint({ method: 'PUT', path: `${base}/:id/admin`, access: 'admin:users', params, body: linkAdminBodySchema, response: employeeSchema }),
  unlinkAdmin: endpoint({ method: 'DELETE', path: `${base}/:id/admin`, access: 'admin:users', params, response: employeeSchema }),
  evaluatorCheckOrCreate: endpoint({
    method: 'POST',
    path: '/api/mongo/evaluators/check-or-create',
    access: 'evaluations:manage',
    body: evaluatorCheckBodySchema,
    response: evaluatorCheckResultSchema,
  }),
  quickSearch: endpoint({ method: 'GET', path: '/api/employees/search', access: read, query: quickSearchQuerySchema, response: quickSearchResultSchema }),
};

/** The Excel files and the HR card PDF. */
export const employeeFileEndpoints = {
  importTemplate: endpoint({ method: 'GET', path: `${base}/import/template`, access: write, file: true }),
  /** The report; with `Accept: application/x-ndjson` progress lines and the report as the last line (importStreamLineSchema). */
  import: endpoint({ method: 'POST', path: `${base}/import`, access: write, multipart: true, response: importReportSchema }),
  export: endpoint({ method: 'GET', path: `${base}/export`, access: 'employees:export', query: employeeExportQuerySchema, file: true }),
  hrCard: endpoint({ method: 'GET', path: `${base}/:id/hr-card.pdf`, access: read, params, file: true }),
};
