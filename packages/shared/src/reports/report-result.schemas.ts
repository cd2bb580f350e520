import { z } from 'zod';
import { reportFormats, reportTypes } from './reports';

/** HR Control Tower (reports.ts): the one report shape and its filters. */

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
