import { z } from 'zod';
import { reportFormats, reportRunStatuses, reportTypes, scheduleFrequencies } from './reports';
import { reportFiltersSchema } from './report-result.schemas';

/** HR Control Tower (reports.ts): saved reports, their schedules, distribution and runs, the catalogue. */

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
