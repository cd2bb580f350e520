import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryBooleanSchema } from '@saram/shared/organization/organization.schemas';
import { importLimit } from '@saram/shared/organization/organization-tools';
import { hierarchyToolEndpoints as endpoints, importJsonSchema, importOptionsSchema } from '@saram/shared/organization/organization-tools.schemas';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { validationError } from '../../../lib/errors';
import { attachment, readUpload } from '../../../lib/http/files';
import { route } from '../../../lib/http/route';
import { tags } from '../access';
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

  route(app, endpoints.listMappings, { tags, summary: '레거시 유형 → 레벨 매핑 목록' }, async () => mappings.list(db));
  route(app, endpoints.createMapping, { tags, summary: '매핑 추가' }, async (request) => mappings.create(db, request.actor, request.body));
  route(app, endpoints.getMapping, { tags, summary: '매핑 조회' }, async ({ params }) => mappings.get(db, params.legacyType));
  route(app, endpoints.updateMapping, { tags, summary: '매핑 수정 (version 필수)' }, async ({ actor, params, body }) =>
    mappings.update(db, actor, params.legacyType, body),
  );
  route(app, endpoints.deleteMapping, { tags, summary: '매핑 삭제' }, async (request) => {
    await mappings.remove(db, request.actor, request.params.legacyType);
  });

  route(app, endpoints.migrateExisting, { tags, summary: '직원의 조직명으로 조직 단위를 만들고 연결 (dryRun 기본값 true)' }, async ({ actor, body }) =>
    migrateExisting(db, actor, body),
  );

  route(app, endpoints.statistics, { tags, summary: '조직 통계' }, async () => diagnostics.statistics(db));
  route(app, endpoints.validate, { tags, summary: '조직 구조 검증 (고아·순환·레벨 건너뜀·비활성 상위)' }, async () => diagnostics.validate(db));
  route(app, endpoints.health, { tags, summary: '조직 데이터 상태' }, async () => diagnostics.health(db));
  route(app, endpoints.level, { tags, summary: '레벨 정보 (1~5)' }, async ({ params }) => diagnostics.levelInfo(db, params.n));

  route(app, endpoints.export, { tags, summary: '조직 내보내기 (json 기본, csv는 UTF-8 BOM)' }, async ({ query }, reply) => {
    const file = await exportFile(db, query.format);
    return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(file.body);
  });

  route(
    app,
    endpoints.import,
    { tags, summary: '조직 가져오기 (multipart file 또는 JSON rows, 행별 결과)', bodyLimit: importFileLimit + 64 * 1024 },
    async (request) => {
      const { rows, options } = await importInput(request);
      return importUnits(db, request.actor, rows, options);
    },
  );
};
