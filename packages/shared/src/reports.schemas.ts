import { z } from 'zod';
import { withSchemas } from './endpoint';
import {
  reportCenterRoutes,
  reportDataRoutes,
  reportExportRoutes,
  reportFormats,
  reportRunStatuses,
  reportTypes,
  scheduleFrequencies,
  type ReportType,
} from './reports';

/** HR Control Tower (reports.ts): the one report shape, its filters, saved reports, schedules and runs. */

const day = z.iso.date('날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.uuid({ error: '조직 ID가 올바르지 않습니다.' })).max(200, '조직은 200개까지 고를 수 있습니다.'));

/**
 * What every report is filtered by: a period (default: the last 12 months to today, Asia/Seoul), units
 * (each with its sub-units; none = every unit in the caller's scope) and a corporation. The server
 * intersects them with the caller's record scope.
 */
export const reportFiltersSchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    unitIds: idList.optional(),
    corporationId: z.uuid({ error: '법인 ID가 올바르지 않습니다.' }).optional(),
    /** One person, for the individual progress report. */
    employeeId: z.uuid({ error: '직원 ID가 올바르지 않습니다.' }).optional(),
  })
  .strict()
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: '시작일은 종료일보다 앞서야 합니다.', path: ['from'] });
export type ReportFiltersInput = z.input<typeof reportFiltersSchema>;
export type ReportFilters = z.output<typeof reportFiltersSchema>;

export const reportExportQuerySchema = z.object({
  format: z.enum(reportFormats, { error: 'format은 PDF 또는 EXCEL입니다.' }).default('PDF'),
  from: day.optional(),
  to: day.optional(),
  unitIds: idList.optional(),
  corporationId: z.uuid().optional(),
  employeeId: z.uuid().optional(),
});

/** How a figure is written: 1,234명 · 12.5% · 3.2년 · 4,200만원 · 3.8점 · 14일. */
export const valueFormats = ['count', 'percent', 'years', 'months', 'days', 'won', 'manwon', 'score', 'text', 'date'] as const;
export type ValueFormat = (typeof valueFormats)[number];
const cell = z.union([z.string(), z.number(), z.null()]);

/**
 * One chart, as plain data: @saram/charts draws it on screen (visx) and into the PDF (the same React
 * components rendered to SVG on the server). `data` rows carry `category` and one value per series key;
 * the screen offers the same rows as a table (never colour alone).
 */
export const chartSpecSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['bar', 'horizontalBar', 'stackedBar', 'line', 'pie']),
  /** The key in each row that names its category (x axis, pie slice). */
  category: z.string(),
  categoryLabel: z.string(),
  series: z.array(z.object({ key: z.string(), label: z.string() })).min(1),
  data: z.array(z.record(z.string(), cell)),
  valueFormat: z.enum(valueFormats),
  /** One sentence for screen readers and the PDF: what the chart shows. */
  description: z.string(),
});
export type ChartSpec = z.infer<typeof chartSpecSchema>;

export const reportTableSchema = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string(), format: z.enum(valueFormats) })),
  rows: z.array(z.record(z.string(), cell)),
  /** Rows left out (e.g. past the first 500), so that the screen can say so. */
  omitted: z.number().int().default(0),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportFigureSchema = z.object({
  label: z.string(),
  value: z.number().nullable(),
  format: z.enum(valueFormats),
  /** A short note under the figure, e.g. '전년 동기 대비 +3명'. */
  hint: z.string().optional(),
  /** The list behind the figure, when there is one (e.g. /employees?status=재직). */
  href: z.string().optional(),
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

export const reportResultSchema = z.object({
  type: z.union([z.enum(reportTypes), z.literal('CUSTOM')]),
  title: z.string(),
  generatedAt: z.string(),
  /** The filters as applied (period filled in), with the names to print. */
  filters: z.object({
    from: z.string(),
    to: z.string(),
    unitIds: z.array(z.string()),
    unitNames: z.array(z.string()),
    corporationId: z.string().nullable(),
    corporationName: z.string().nullable(),
    employeeId: z.string().nullable(),
    employeeName: z.string().nullable(),
  }),
  figures: z.array(reportFigureSchema),
  charts: z.array(chartSpecSchema),
  tables: z.array(reportTableSchema),
  /** What Saram does not record yet that this report needs, and how to record it. Nothing is invented. */
  missing: z.array(z.object({ title: z.string(), description: z.string(), how: z.string() })),
  /** Notes printed under the report (e.g. groups under 3 people left out). */
  notes: z.array(z.string()),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

// Saved reports, schedules, distribution (spec 3.5).

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '시간은 HH:MM 형식(00:00~23:59)으로 입력해주세요.');

export const scheduleSchema = z
  .object({
    frequency: z.enum(scheduleFrequencies, { error: '주기를 선택해주세요.' }).default('MONTHLY'),
    /** MONTHLY, QUARTERLY (the quarter's first month), YEARLY: 1-31; a day past the month's end runs on its last day. */
    dayOfMonth: z.number().int().min(1, '1~31일 중에서 고르세요.').max(31, '1~31일 중에서 고르세요.').default(1),
    /** WEEKLY: 0 (일) - 6 (토). */
    dayOfWeek: z.number().int().min(0).max(6).default(1),
    /** YEARLY: 1-12. */
    month: z.number().int().min(1).max(12).default(1),
    time: hhmm.default('09:00'),
    timezone: z.literal('Asia/Seoul').default('Asia/Seoul'),
    active: z.boolean().default(true),
  })
  .strict();
export type Schedule = z.output<typeof scheduleSchema>;
export type ScheduleInput = z.input<typeof scheduleSchema>;

export const recipientSchema = z.object({
  userId: z.uuid({ error: '받는 사람이 올바르지 않습니다.' }),
  userName: z.string(),
  email: z.string(),
  role: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const distributionSchema = z
  .object({
    recipients: z.array(recipientSchema.pick({ userId: true })).min(1, '받는 사람을 한 명 이상 고르세요.').max(50, '받는 사람은 50명까지입니다.'),
    format: z.enum(reportFormats).default('PDF'),
    deliveryMethod: z.literal('EMAIL').default('EMAIL'),
    includeRawData: z.boolean().default(false),
  })
  .strict();
export type DistributionInput = z.input<typeof distributionSchema>;

/** A custom report's definition (/reports/builder): report-builder.schemas.ts validates it in full. */
export const customDefinitionSchema = z.record(z.string(), z.unknown());

const name = z.string({ error: '리포트 이름을 입력해주세요.' }).trim().min(1, '리포트 이름을 입력해주세요.').max(100, '리포트 이름은 100자 이하로 입력해주세요.');
const description = z.string().trim().max(500, '설명은 500자 이하로 입력해주세요.').default('');

export const createSavedReportSchema = z
  .object({
    name,
    description,
    reportType: z.union([z.enum(reportTypes), z.literal('CUSTOM')], { error: '리포트 종류가 올바르지 않습니다.' }),
    filters: reportFiltersSchema.default({}),
    definition: customDefinitionSchema.optional(),
    schedule: scheduleSchema.optional(),
    distribution: distributionSchema.optional(),
  })
  .strict();
export type CreateSavedReport = z.input<typeof createSavedReportSchema>;

export const updateSavedReportSchema = z
  .object({ name: name.optional(), description: description.optional(), filters: reportFiltersSchema.optional(), definition: customDefinitionSchema.optional() })
  .strict();
export type UpdateSavedReport = z.input<typeof updateSavedReportSchema>;

export const setScheduleSchema = z.object({ schedule: scheduleSchema, distribution: distributionSchema }).strict();
export type SetSchedule = z.input<typeof setScheduleSchema>;
export const setScheduleActiveSchema = z.object({ active: z.boolean({ error: 'active는 true 또는 false입니다.' }) }).strict();

export const savedReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  reportType: z.union([z.enum(reportTypes), z.literal('CUSTOM')]),
  filters: z.object({
    from: z.string().optional(),
    to: z.string().optional(),
    unitIds: z.array(z.string()).optional(),
    corporationId: z.string().optional(),
    employeeId: z.string().optional(),
  }),
  definition: customDefinitionSchema.nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  updatedAt: z.string(),
  lastRunAt: z.string().nullable(),
  schedule: z
    .object({
      frequency: z.enum(scheduleFrequencies),
      dayOfMonth: z.number(),
      dayOfWeek: z.number(),
      month: z.number(),
      time: z.string(),
      timezone: z.string(),
      active: z.boolean(),
    })
    .nullable(),
  distribution: z
    .object({
      recipients: z.array(recipientSchema),
      format: z.enum(reportFormats),
      deliveryMethod: z.literal('EMAIL'),
      includeRawData: z.boolean(),
    })
    .nullable(),
  /** Next run (ISO) of an active schedule, else null. */
  nextRunAt: z.string().nullable(),
  /** Whether the caller may run it now (holds the report's permission). */
  allowed: z.boolean(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

export const reportRunSchema = z.object({
  id: z.string(),
  savedReportId: z.string().nullable(),
  name: z.string(),
  reportType: z.union([z.enum(reportTypes), z.literal('CUSTOM')]),
  trigger: z.enum(['manual', 'schedule']),
  status: z.enum(reportRunStatuses),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  format: z.enum(reportFormats),
  /** Whether a file is stored to download. */
  hasFile: z.boolean(),
  /** Who got the mail, and who did not and why (e.g. lost the permission). */
  deliveries: z.array(z.object({ userName: z.string(), email: z.string(), status: z.enum(['sent', 'skipped', 'failed']), reason: z.string().nullable() })),
  error: z.string().nullable(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

export const catalogueEntrySchema = z.object({
  type: z.enum(reportTypes),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  permission: z.string(),
  route: z.string(),
  category: z.enum(['executive', 'operational', 'analytics']),
  allowed: z.boolean(),
});
export const catalogueSchema = z.object({
  types: z.array(catalogueEntrySchema),
  summary: z.object({ available: z.number(), saved: z.number(), scheduled: z.number(), generatedThisMonth: z.number() }),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

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
