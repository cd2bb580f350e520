import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMappingSchema, mappingParamsSchema, mappingSchema, queryBooleanSchema, updateMappingSchema } from '@saram/shared/organization';
import {
  exportQuerySchema,
  hierarchyHealthSchema,
  importJsonSchema,
  importLimit,
  importOptionsSchema,
  importReportSchema,
  levelInfoSchema,
  levelParamsSchema,
  migrateExistingResultSchema,
  migrateExistingSchema,
  statisticsSchema,
  validationReportSchema,
} from '@saram/shared/organization-tools';
import type { FeatureDeps } from '../../app';
import { validationError } from '../../lib/errors';
import { attachment, readUpload } from '../../lib/files';
import { hierarchyBase, read, tags, write } from './access';
import * as diagnostics from './diagnostics.service';
import * as mappings from './mappings.service';
import { migrateExisting } from './migrate.service';
import { exportFile, importUnits, rowsOfFile, zodFields } from './transfer.service';

const importFileLimit = 5 * 1024 * 1024;

/** Import: a multipart form (file + validateOnly, skipDuplicates, updateExisting) or the same as JSON with `rows`. */
async function importInput(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const parsed = importJsonSchema.safeParse(request.body);
    if (!parsed.success) throw validationError(zodFields(parsed.error));
    const { rows, ...options } = parsed.data;
    return { rows, options };
  }
  const { file, fields } = await readUpload(request, importFileLimit);
  if (!file) throw validationError({ file: '가져올 파일을 선택해주세요.' });
  const flags = z
    .object({ validateOnly: queryBooleanSchema.optional(), skipDuplicates: queryBooleanSchema.optional(), updateExisting: queryBooleanSchema.optional() })
    .strict()
    .safeParse(fields);
  if (!flags.success) throw validationError(zodFields(flags.error));
  const rows = rowsOfFile(file.filename, file.data.toString('utf8'));
  if (!rows.length) throw validationError({ file: '파일에 가져올 행이 없습니다.' });
  if (rows.length > importLimit) throw validationError({ file: `한 번에 ${importLimit}행까지 가져올 수 있습니다.` });
  return { rows, options: importOptionsSchema.parse(flags.data) };
}

/** v1/organizational-hierarchy: mappings, migrate-existing, statistics, validate, health, export, import, levels. */
export const hierarchyToolRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: importFileLimit, files: 1, fields: 10, parts: 12 } });
  const mappingBase = `${hierarchyBase}/mappings`;

  app.get(
    mappingBase,
    { config: read, schema: { tags, summary: '레거시 유형 → 레벨 매핑 목록', response: { 200: z.object({ data: z.array(mappingSchema) }) } } },
    async () => mappings.list(db),
  );
  app.post(
    mappingBase,
    { config: write, schema: { tags, summary: '매핑 추가', body: createMappingSchema, response: { 201: mappingSchema } } },
    async (request, reply) => reply.status(201).send(await mappings.create(db, request.actor, request.body)),
  );
  app.get(
    `${mappingBase}/:legacyType`,
    { config: read, schema: { tags, summary: '매핑 조회', params: mappingParamsSchema, response: { 200: mappingSchema } } },
    async ({ params }) => mappings.get(db, params.legacyType),
  );
  app.put(
    `${mappingBase}/:legacyType`,
    {
      config: write,
      schema: { tags, summary: '매핑 수정 (version 필수)', params: mappingParamsSchema, body: updateMappingSchema, response: { 200: mappingSchema } },
    },
    async ({ actor, params, body }) => mappings.update(db, actor, params.legacyType, body),
  );
  app.delete(
    `${mappingBase}/:legacyType`,
    { config: write, schema: { tags, summary: '매핑 삭제', params: mappingParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await mappings.remove(db, request.actor, request.params.legacyType);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${hierarchyBase}/migrate-existing`,
    {
      config: write,
      schema: {
        tags,
        summary: '직원의 조직명으로 조직 단위를 만들고 연결 (dryRun 기본값 true)',
        body: migrateExistingSchema,
        response: { 200: migrateExistingResultSchema },
      },
    },
    async ({ actor, body }) => migrateExisting(db, actor, body),
  );

  app.get(
    `${hierarchyBase}/statistics`,
    { config: read, schema: { tags, summary: '조직 통계', response: { 200: statisticsSchema } } },
    async () => diagnostics.statistics(db),
  );
  app.get(
    `${hierarchyBase}/validate`,
    { config: read, schema: { tags, summary: '조직 구조 검증 (고아·순환·레벨 건너뜀·비활성 상위)', response: { 200: validationReportSchema } } },
    async () => diagnostics.validate(db),
  );
  app.get(
    `${hierarchyBase}/health`,
    { config: read, schema: { tags, summary: '조직 데이터 상태', response: { 200: hierarchyHealthSchema } } },
    async () => diagnostics.health(db),
  );
  app.get(
    `${hierarchyBase}/levels/:n`,
    { config: read, schema: { tags, summary: '레벨 정보 (1~5)', params: levelParamsSchema, response: { 200: levelInfoSchema } } },
    async ({ params }) => diagnostics.levelInfo(db, params.n),
  );

  app.get(
    `${hierarchyBase}/export`,
    { config: read, schema: { tags, summary: '조직 내보내기 (json 기본, csv는 UTF-8 BOM)', querystring: exportQuerySchema } },
    async ({ query }, reply) => {
      const file = await exportFile(db, query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.filename))
        .send(file.body);
    },
  );

  app.post(
    `${hierarchyBase}/import`,
    {
      config: write,
      bodyLimit: importFileLimit + 64 * 1024,
      schema: { tags, summary: '조직 가져오기 (multipart file 또는 JSON rows, 행별 결과)', response: { 200: importReportSchema } },
    },
    async (request) => {
      const { rows, options } = await importInput(request);
      return importUnits(db, request.actor, rows, options);
    },
  );
};
