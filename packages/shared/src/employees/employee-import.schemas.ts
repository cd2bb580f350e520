import { z } from 'zod';
import { importPhases, importRowStatuses } from './employee-import';
import { employeeListQuerySchema } from './employees.schemas';
import { errorBodySchema } from '../errors.schemas';

/** Excel import and export of employees (employee-import.ts): the report, the progress lines and the export query. */

export const importReportRowSchema = z.object({
  /** The worksheet row number (the header is row 1). */
  row: z.number().int(),
  status: z.enum(importRowStatuses),
  employeeNo: z.string(),
  nameKor: z.string(),
  /** Korean message per Korean column header (or '파일' for row-wide problems). */
  errors: z.record(z.string(), z.string()),
  warnings: z.array(z.string()),
});
export type ImportReportRow = z.infer<typeof importReportRowSchema>;

export const importReportSchema = z
  .object({
    total: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
    duplicates: z.number().int(),
    imported: z.number().int(),
    rows: z.array(importReportRowSchema),
  })
  .meta({ id: 'EmployeeImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

/** The lines of an import answered as progress (employee-import.ts: importProgressMediaType). */
export const importProgressSchema = z.object({ phase: z.enum(importPhases), done: z.number().int(), total: z.number().int() });
export type ImportProgressLine = z.infer<typeof importProgressSchema>;
export const importStreamLineSchema = z.union([importProgressSchema, z.object({ report: importReportSchema }), z.object({ error: errorBodySchema })]);
export type ImportStreamLine = z.infer<typeof importStreamLineSchema>;

/** Multipart text field validateOnly: 'true' (default) or 'false'. */
export const validateOnlySchema = z
  .enum(['true', 'false'], { error: "validateOnly는 'true' 또는 'false'입니다." })
  .default('true')
  .transform((v) => v === 'true');

/** Export: the list filters (no paging) and the reason for the download (PIPA access record). */
export const employeeExportQuerySchema = employeeListQuerySchema.omit({ page: true, limit: true }).extend({
  reason: z.string({ error: '다운로드 사유를 입력해주세요.' }).trim().min(2, '다운로드 사유를 2자 이상 입력해주세요.').max(500, '다운로드 사유는 500자 이내로 입력해주세요.'),
});
export type EmployeeExportQuery = z.infer<typeof employeeExportQuerySchema>;
