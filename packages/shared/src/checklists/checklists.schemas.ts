import { z } from 'zod';
import { automaticSources, checklistTemplateRoutes, uiItemRoutes, uiItemTypes, verificationMethods } from './checklists';
import { withSchemas } from '../endpoint';
import { pageOf } from '../pagination.schemas';

/** Checklist templates and the builder's palette (checklists.ts): the schemas of requests and answers, and the endpoints. */

const methodMessage = { error: `확인 방법은 ${verificationMethods.join(', ')} 중 하나여야 합니다.` };
export const verificationSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('document') }).strict(),
    z
      .object({
        method: z.literal('sign_off'),
        by: z.enum(['manager', 'role'], { error: '확인자는 manager 또는 role이어야 합니다.' }),
        role: z.string().trim().min(1).max(100).optional(),
      })
      .strict()
      .refine((v) => v.by !== 'role' || !!v.role, { message: '확인할 역할을 입력해주세요.', path: ['role'] }),
    z.object({ method: z.literal('automatic'), source: z.enum(automaticSources, { error: '알 수 없는 자동 확인 출처입니다.' }) }).strict(),
  ],
  methodMessage,
);

const idSchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, '영문, 숫자, -, _만 사용할 수 있습니다.');

export const checklistSectionSchema = z.object({ id: idSchema, title: z.string().trim().min(1).max(100), order: z.number().int().min(0) }).strict();
export const checklistItemSchema = z
  .object({
    id: idSchema,
    sectionId: idSchema.nullable().default(null),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).default(''),
    required: z.boolean().default(true),
    verification: verificationSchema,
    order: z.number().int().min(0),
  })
  .strict();

/**
 * Which new hires get this template on registration: empty lists match everyone. The most specific
 * match wins (corporation and employment type, then type, then corporation, then a template for all).
 */
export const assignmentSchema = z
  .object({
    corporationIds: z.array(z.uuid({ error: '법인 ID가 올바르지 않습니다.' })).max(50).default([]),
    employmentTypes: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  })
  .strict();
export type Assignment = z.infer<typeof assignmentSchema>;

export type ChecklistSection = z.infer<typeof checklistSectionSchema>;
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export type ChecklistItemInput = z.input<typeof checklistItemSchema>;

const nameSchema = z.string().trim().min(1).max(100);
const featureSchema = z.string().trim().min(1).max(50).default('onboarding');
const summarySchema = z.string().trim().max(500).default('');
/** A version number in a body (JSON number), and in a query string (text, coerced). */
const bodyVersion = z.number().int().min(1);
const versionNumber = z.coerce.number({ error: '버전 번호를 숫자로 입력해주세요.' }).int().min(1);

export const createTemplateSchema = z
  .object({
    feature_id: featureSchema,
    name: nameSchema,
    description: z.string().trim().max(2000).default(''),
    sections: z.array(checklistSectionSchema).max(50).default([]),
    items: z.array(checklistItemSchema).max(300).default([]),
    assignment: assignmentSchema.prefault({}),
    change_summary: summarySchema,
  })
  .strict();

/** PUT: the full content replaces the current one; `version` is the current version number (409 when stale). */
export const putTemplateSchema = createTemplateSchema.omit({ feature_id: true }).extend({ version: bodyVersion }).strict();

/** PATCH: only what is given changes; items are upserted by id and `remove_item_ids` are dropped. */
export const patchTemplateSchema = z
  .object({
    version: bodyVersion,
    name: nameSchema.optional(),
    description: z.string().trim().max(2000).optional(),
    sections: z.array(checklistSectionSchema).max(50).optional(),
    items: z.array(checklistItemSchema).max(300).optional(),
    assignment: assignmentSchema.optional(),
    remove_item_ids: z.array(idSchema).max(300).optional(),
    change_summary: summarySchema,
  })
  .strict();

export const addTemplateItemSchema = z.object({ version: bodyVersion, item: checklistItemSchema, change_summary: summarySchema }).strict();
export const versionQuerySchema = z.object({ version: versionNumber, change_summary: summarySchema });

export const templateContentSchema = z.object({
  name: z.string(),
  description: z.string(),
  sections: z.array(checklistSectionSchema),
  items: z.array(checklistItemSchema),
  assignment: assignmentSchema,
});
export type TemplateContent = z.infer<typeof templateContentSchema>;

export const checklistTemplateSchema = templateContentSchema
  .extend({
    id: z.string(),
    feature_id: z.string(),
    version: z.number().meta({ description: '현재 버전' }),
    change_summary: z.string(),
    created_by: z.string(),
    /** Who saved the current version (optional: added for the template list's 수정자). */
    updated_by: z.string().optional().meta({ description: '현재 버전을 저장한 사람' }),
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: z.string().nullable(),
  })
  .meta({ id: 'ChecklistTemplate' });
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

export const templateVersionSchema = templateContentSchema
  .extend({
    template_id: z.string(),
    version: z.number(),
    change_summary: z.string(),
    created_by: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ChecklistTemplateVersion' });
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

export const compareResultSchema = z.object({
  name: z.string(),
  v1: z.number(),
  v2: z.number(),
  added: z.array(checklistItemSchema),
  removed: z.array(checklistItemSchema),
  changed: z.array(z.object({ itemId: z.string(), field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type CompareResult = z.infer<typeof compareResultSchema>;

const idParams = z.object({ id: z.uuid() });
const exportQuery = z.object({ format: z.enum(['json', 'xlsx']).default('json') });
const byName = { name: nameSchema, feature_id: featureSchema };

export const checklistTemplateEndpoints = withSchemas(checklistTemplateRoutes, {
  list: {
    query: z.object({
      feature_id: z.string().optional(),
      template_id: z.uuid().optional(),
      show_deleted: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    }),
    response: z.object({ data: z.array(checklistTemplateSchema) }),
  },
  versions: {
    query: z.object({ ...byName, page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(10) }),
    response: pageOf(templateVersionSchema),
  },
  compare: { query: z.object({ ...byName, v1: versionNumber, v2: versionNumber }), response: compareResultSchema },
  restoreVersion: {
    body: z.object({ template_name: nameSchema, feature_id: featureSchema, version: bodyVersion, change_summary: summarySchema }).strict(),
    response: checklistTemplateSchema,
  },
  exportAll: { query: exportQuery.extend({ feature_id: z.string().optional() }) },
  get: { params: idParams, response: checklistTemplateSchema },
  create: { body: createTemplateSchema, response: checklistTemplateSchema },
  put: { params: idParams, body: putTemplateSchema, response: checklistTemplateSchema },
  patch: { params: idParams, body: patchTemplateSchema, response: checklistTemplateSchema },
  remove: { params: idParams },
  export: { params: idParams, query: exportQuery },
  addItem: { params: idParams, body: addTemplateItemSchema, response: checklistTemplateSchema },
  removeItem: { params: z.object({ id: z.uuid(), itemId: idSchema }), query: versionQuerySchema, response: checklistTemplateSchema },
});

// ---------------------------------------------------------------------------------------------
// UI items: the palette the builder draws from.

export const uiItemInputSchema = z
  .object({
    category: z.string().trim().min(1).max(50),
    type: z.enum(uiItemTypes, { error: `유형은 ${uiItemTypes.join(', ')} 중 하나여야 합니다.` }),
    label: z.string().trim().min(1).max(100),
    description: z.string().trim().max(500).default(''),
    default_config: z.record(z.string(), z.unknown()).default({}),
    is_active: z.boolean().default(true),
    sort_order: z.number().int().min(0).max(100000).default(0),
  })
  .strict();
export const uiItemSchema = uiItemInputSchema.extend({ id: z.string(), created_at: z.string(), updated_at: z.string() }).meta({ id: 'UiItem' });
export type UiItem = z.infer<typeof uiItemSchema>;
export type UiItemInput = z.input<typeof uiItemInputSchema>;

export const uiItemEndpoints = withSchemas(uiItemRoutes, {
  list: {
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(200).default(50),
      category: z.string().optional(),
      type: z.string().optional(),
      active_only: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    }),
    response: pageOf(uiItemSchema),
  },
  categories: { response: z.object({ data: z.array(z.string()) }) },
  types: { response: z.object({ data: z.array(z.object({ type: z.string(), label: z.string() })) }) },
  create: { body: uiItemInputSchema, response: uiItemSchema },
  update: { params: idParams, body: uiItemInputSchema.partial().strict(), response: uiItemSchema },
  remove: { params: idParams },
});
