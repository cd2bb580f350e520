import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxSealBytes } from '@saram/shared/corporate-structure/corporate-structure';
import { corporateStructureEndpoints as endpoints } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { validationError } from '../../lib/errors';
import { readUpload } from '../../lib/http/files';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import * as corporations from './corporate-structure.service';
import * as seals from './corporation-seal.service';
import * as migration from './insurance-corp-migration.service';

/** Spec 7.8: v1/corporate-structure. Reads need organization:read, changes organization:write. */
export const corporateStructureRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const tags = ['corporate-structure'];

  route(app, endpoints.list, { tags, summary: '법인 목록 (corporate_type, page, limit)' }, async (request) =>
    corporations.list(db, request.actor, request.query),
  );
  route(app, endpoints.hierarchy, { tags, summary: '지주회사별 사업회사 구조' }, async (request) => corporations.hierarchy(db, request.actor));
  route(app, endpoints.holdingCompanies, { tags, summary: '지주회사 목록' }, async (request) => ({
    data: await corporations.holdingCompanies(db, request.actor),
  }));
  route(
    app,
    endpoints.operatingCompanies,
    { tags, summary: '사업회사 목록 (holding_company_name: 지주회사명이 정확히 일치하는 사업회사만)' },
    async (request) => ({ data: await corporations.operatingCompanies(db, request.actor, request.query.holding_company_name) }),
  );
  route(app, endpoints.verifyConsistency, { tags, summary: '법인·직원 보험 법인 정합성 점검 (읽기 전용)' }, async (request) =>
    migration.verifyConsistency(db, request.actor),
  );
  route(app, endpoints.get, { tags, summary: '법인 조회' }, async (request) => corporations.get(db, request.actor, request.params.id));
  route(app, endpoints.create, { tags, summary: '법인 등록' }, async (request) => corporations.create(db, request.actor, request.body));
  route(app, endpoints.update, { tags, summary: '법인 수정 (version 필수, 오래된 version은 409)' }, async (request) =>
    corporations.update(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.remove, { tags, summary: '법인 삭제 (사업회사·직원·조직이 참조하면 409)' }, async (request) => {
    await corporations.remove(db, request.actor, request.params.id, request.query.version);
  });
  route(app, endpoints.validateRelationship, { tags, summary: '지주회사-사업회사 관계 검증' }, async (request) =>
    corporations.validateRelationship(db, request.actor, request.body),
  );
  route(
    app,
    endpoints.migrateInsuranceCorp,
    { tags, summary: '직원의 보험 법인(insuranceCorp)으로 법인 생성·연결 (dryRun: 변경 없이 결과만)' },
    async (request) => migration.migrateInsuranceCorp(db, request.actor, request.body ?? {}),
  );
  route(app, endpoints.rollbackMigration, { tags, summary: '마지막 보험 법인 마이그레이션 되돌리기' }, async (request) =>
    migration.rollbackMigration(db, request.actor),
  );

  // Its own context: multipart parsing for the seal upload stays there.
  await app.register(async (files) => {
    await files.register(multipart, { limits: { fileSize: maxSealBytes, files: 1, fields: 2, parts: 3 } });
    route(files, endpoints.seal, { tags, summary: '법인 직인 이미지' }, async (request, reply) => {
      const found = await seals.seal(db, request.params.id);
      return reply.header('content-type', found.contentType).header('cache-control', 'no-store').send(found.image);
    });
    route(
      files,
      endpoints.uploadSeal,
      { tags, summary: '법인 직인 등록·교체 (multipart: file, PNG·JPEG 512KB 이하)', bodyLimit: maxSealBytes + 16 * 1024 },
      async (request) => {
        if (!request.isMultipart()) throw validationError({ file: '직인 이미지를 multipart/form-data로 올려주세요.' });
        return seals.uploadSeal(db, request.actor, request.params.id, await readUpload(request, maxSealBytes));
      },
    );
    route(files, endpoints.removeSeal, { tags, summary: '법인 직인 삭제' }, async (request) => {
      await seals.removeSeal(db, request.actor, request.params.id);
    });
  });
};
