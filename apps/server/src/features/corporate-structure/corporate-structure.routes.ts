import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consistencyReportSchema,
  corporateHierarchySchema,
  corporationIdParamsSchema,
  corporationListQuerySchema,
  corporationListSchema,
  corporationPageSchema,
  corporationSchema,
  createCorporationSchema,
  deleteCorporationQuerySchema,
  emptyBodySchema,
  insuranceCorpMigrationSchema,
  migrateInsuranceCorpSchema,
  migrationRollbackSchema,
  operatingCompaniesQuerySchema,
  relationshipValidationSchema,
  updateCorporationSchema,
  validateRelationshipSchema,
} from '@saram/shared/corporate-structure';
import type { FeatureDeps } from '../../app';
import * as corporations from './corporate-structure.service';
import * as migration from './insurance-corp-migration.service';

/** Spec 7.8: v1/corporate-structure. Reads need organization:read, changes organization:write. */
export const corporateStructureRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const base = '/api/v1/corporate-structure';
  const read = { access: 'organization:read' } as const;
  const write = { access: 'organization:write' } as const;
  const tags = ['corporate-structure'];

  app.get(
    base,
    {
      config: read,
      schema: { tags, summary: '법인 목록 (corporate_type, page, limit)', querystring: corporationListQuerySchema, response: { 200: corporationPageSchema } },
    },
    async (request) => corporations.list(db, request.actor, request.query),
  );

  app.get(
    `${base}/hierarchy`,
    { config: read, schema: { tags, summary: '지주회사별 사업회사 구조', response: { 200: corporateHierarchySchema } } },
    async (request) => corporations.hierarchy(db, request.actor),
  );

  app.get(
    `${base}/holding-companies`,
    { config: read, schema: { tags, summary: '지주회사 목록', response: { 200: corporationListSchema } } },
    async (request) => ({ data: await corporations.holdingCompanies(db, request.actor) }),
  );

  app.get(
    `${base}/operating-companies`,
    {
      config: read,
      schema: {
        tags,
        summary: '사업회사 목록 (holding_company_name: 지주회사명이 정확히 일치하는 사업회사만)',
        querystring: operatingCompaniesQuerySchema,
        response: { 200: corporationListSchema },
      },
    },
    async (request) => ({ data: await corporations.operatingCompanies(db, request.actor, request.query.holding_company_name) }),
  );

  app.get(
    `${base}/verify-consistency`,
    {
      config: read,
      schema: { tags, summary: '법인·직원 보험 법인 정합성 점검 (읽기 전용)', response: { 200: consistencyReportSchema } },
    },
    async (request) => migration.verifyConsistency(db, request.actor),
  );

  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, summary: '법인 조회', params: corporationIdParamsSchema, response: { 200: corporationSchema } } },
    async (request) => corporations.get(db, request.actor, request.params.id),
  );

  app.post(
    base,
    { config: write, schema: { tags, summary: '법인 등록', body: createCorporationSchema, response: { 201: corporationSchema } } },
    async (request, reply) => reply.status(201).send(await corporations.create(db, request.actor, request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: '법인 수정 (version 필수, 오래된 version은 409)',
        params: corporationIdParamsSchema,
        body: updateCorporationSchema,
        response: { 200: corporationSchema },
      },
    },
    async (request) => corporations.update(db, request.actor, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: '법인 삭제 (사업회사·직원·조직이 참조하면 409)',
        params: corporationIdParamsSchema,
        querystring: deleteCorporationQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await corporations.remove(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/validate-relationship`,
    {
      config: read,
      schema: { tags, summary: '지주회사-사업회사 관계 검증', body: validateRelationshipSchema, response: { 200: relationshipValidationSchema } },
    },
    async (request) => corporations.validateRelationship(db, request.actor, request.body),
  );

  app.post(
    `${base}/migrate-insurance-corp`,
    {
      config: write,
      schema: {
        tags,
        summary: '직원의 보험 법인(insuranceCorp)으로 법인 생성·연결 (dryRun: 변경 없이 결과만)',
        body: migrateInsuranceCorpSchema,
        response: { 200: insuranceCorpMigrationSchema },
      },
    },
    async (request) => migration.migrateInsuranceCorp(db, request.actor, request.body ?? {}),
  );

  app.post(
    `${base}/rollback-migration`,
    {
      config: write,
      schema: { tags, summary: '마지막 보험 법인 마이그레이션 되돌리기', body: emptyBodySchema, response: { 200: migrationRollbackSchema } },
    },
    async (request) => migration.rollbackMigration(db, request.actor),
  );
};
