import { z } from 'zod';
import { withSchemas } from '../endpoint';
import {
  builderAggregates,
  builderChartKinds,
  builderDataSets,
  builderFilterOps,
  builderMaxColumns,
  builderMaxFilters,
  reportBuilderRoutes,
} from './report-builder';
import { reportFiltersSchema, reportResultSchema } from './report-result.schemas';

/** The builder's contract (report-builder.ts): the fields offered and a custom report's definition. */

export const builderFieldTypes = ['text', 'number', 'date'] as const;
export type BuilderFieldType = (typeof builderFieldTypes)[number];

export const builderFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(builderFieldTypes),
  /** May be the one grouping field. */
  groupable: z.boolean(),
  /** A number that an average may be taken of. */
  averageable: z.boolean(),
  /** The values to pick from in a filter, where the set is small and fixed. */
  options: z.array(z.string()).optional(),
});
export type BuilderField = z.infer<typeof builderFieldSchema>;

export const builderDataSetSchema = z.object({
  key: z.enum(builderDataSets),
  label: z.string(),
  description: z.string(),
  fields: z.array(builderFieldSchema),
});
export type BuilderDataSetFields = z.infer<typeof builderDataSetSchema>;

const fieldKey = z.string({ error: '필드를 고르세요.' }).regex(/^[a-zA-Z]{1,40}$/, '필드 이름이 올바르지 않습니다.');

export const builderFilterSchema = z
  .object({
    field: fieldKey,
    op: z.enum(builderFilterOps, { error: '조건을 고르세요.' }),
    value: z.string().trim().min(1, '값을 입력해주세요.').max(100, '값은 100자 이하로 입력해주세요.'),
  })
  .strict();
export type BuilderFilter = z.infer<typeof builderFilterSchema>;

export const builderDefinitionSchema = z
  .object({
    dataSet: z.enum(builderDataSets, { error: '데이터를 고르세요.' }),
    columns: z.array(fieldKey).min(1, '열을 하나 이상 고르세요.').max(builderMaxColumns, `열은 ${builderMaxColumns}개까지 고를 수 있습니다.`),
    filters: z.array(builderFilterSchema).max(builderMaxFilters, `조건은 ${builderMaxFilters}개까지입니다.`).default([]),
    groupBy: fieldKey.nullable().default(null),
    aggregate: z.enum(builderAggregates).default('count'),
    /** The number field averaged when `aggregate` is avg. */
    measure: fieldKey.nullable().default(null),
    chart: z.enum(builderChartKinds).default('bar'),
  })
  .strict()
  .refine((d) => d.aggregate !== 'avg' || d.measure !== null, { message: '평균을 낼 숫자 필드를 고르세요.', path: ['measure'] })
  .refine((d) => d.chart === 'none' || d.groupBy !== null, { message: '차트를 그리려면 묶을 필드를 고르세요.', path: ['groupBy'] });
export type BuilderDefinition = z.output<typeof builderDefinitionSchema>;
export type BuilderDefinitionInput = z.input<typeof builderDefinitionSchema>;

export const builderPreviewSchema = z
  .object({
    /** The report's name, printed as its title. */
    title: z.string().trim().max(100, '리포트 이름은 100자 이하로 입력해주세요.').default(''),
    definition: builderDefinitionSchema,
    filters: reportFiltersSchema.default({}),
  })
  .strict();
export type BuilderPreviewInput = z.input<typeof builderPreviewSchema>;

export const reportBuilderEndpoints = withSchemas(reportBuilderRoutes, {
  fields: { response: z.object({ dataSets: z.array(builderDataSetSchema) }) },
  preview: { body: builderPreviewSchema, response: reportResultSchema },
});
