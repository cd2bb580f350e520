import { z } from 'zod';
import { commonTypeRoutes, isCommonTypeGroup } from './common-types';
import { withSchemas } from '../endpoint';

/** 공통 코드 (common-types.ts): the schemas of the codes and of their calls, and the endpoints. */

const groupSchema = z.string().refine(isCommonTypeGroup, { error: '알 수 없는 코드 그룹입니다.' });
const name = z.string({ error: '코드 이름을 입력해주세요.' }).trim().min(1, '코드 이름을 입력해주세요.').max(50, '코드 이름은 50자 이내로 입력해주세요.');
const description = z.string().trim().max(200, '설명은 200자 이내로 입력해주세요.');
const sortOrder = z.number({ error: '순서는 숫자로 입력해주세요.' }).int('순서는 정수로 입력해주세요.').min(0, '순서는 0 이상입니다.').max(9999, '순서는 9999 이하입니다.');

export const commonTypeSchema = z
  .object({
    id: z.string(),
    group_type: z.string(),
    type_name: z.string(),
    sort_order: z.number(),
    is_active: z.boolean(),
    is_system: z.boolean().meta({ description: '고정 코드: 이름 변경·비활성화·삭제 불가' }),
    description: z.string(),
    version: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CommonType' });
export type CommonType = z.infer<typeof commonTypeSchema>;

/** What the start-up fetch answers per code (spec 7.5). */
export const activeCommonTypeSchema = z.object({ group_type: z.string(), type_name: z.string(), is_active: z.boolean() });
export type ActiveCommonType = z.infer<typeof activeCommonTypeSchema>;

export const commonTypeListQuerySchema = z.object({
  group_type: groupSchema.optional(),
  active: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  search: z.string().trim().max(50).optional(),
});
export type CommonTypeListQuery = z.infer<typeof commonTypeListQuerySchema>;
/** The list's query as a client sends it (`active` as 'true' / 'false'). */
export type CommonTypeListParams = z.input<typeof commonTypeListQuerySchema>;

export const createCommonTypeSchema = z.strictObject({
  group_type: z.string({ error: '코드 그룹을 선택해주세요.' }).refine(isCommonTypeGroup, { error: '알 수 없는 코드 그룹입니다.' }),
  type_name: name,
  sort_order: sortOrder.optional(),
  description: description.default(''),
});
export type CreateCommonType = z.infer<typeof createCommonTypeSchema>;

export const updateCommonTypeSchema = z.strictObject({
  version: z.number().int(),
  type_name: name.optional(),
  sort_order: sortOrder.optional(),
  description: description.optional(),
  is_active: z.boolean().optional(),
});
export type UpdateCommonType = z.infer<typeof updateCommonTypeSchema>;

const byId = z.object({ id: z.uuid() });

export const commonTypeEndpoints = withSchemas(commonTypeRoutes, {
  list: { query: commonTypeListQuerySchema, response: z.object({ data: z.array(commonTypeSchema) }) },
  active: { response: z.object({ data: z.array(activeCommonTypeSchema) }) },
  create: { body: createCommonTypeSchema, response: commonTypeSchema },
  update: { params: byId, body: updateCommonTypeSchema, response: commonTypeSchema },
  deactivate: { params: byId, response: commonTypeSchema },
  hardDelete: { params: byId },
});
