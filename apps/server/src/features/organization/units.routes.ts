import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkCreateUnitsSchema,
  bulkDeleteResultSchema,
  bulkDeleteUnitsSchema,
  bulkUnitsResultSchema,
  bulkUpdateUnitsSchema,
  childrenQuerySchema,
  createUnitSchema,
  headcountAnalysisSchema,
  headcountQuerySchema,
  idParamsSchema,
  moveUnitSchema,
  orgUnitDetailSchema,
  orgUnitSchema,
  treeQuerySchema,
  unitListQuerySchema,
  unitListSchema,
  unitPathSchema,
  unitTreeSchema,
  updateUnitSchema,
} from '@saram/shared/organization';
import { pageOf } from '@saram/shared/pagination';
import type { FeatureDeps } from '../../app';
import { hierarchyBase, read, tags, write } from './access';
import * as tree from './tree.service';
import * as units from './units.service';


/** v1/organizational-hierarchy: units, bulk, move, tree, path, children, ancestors, headcount. */
export const unitRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const base = `${hierarchyBase}/units`;

  app.get(
    base,
    { config: read, schema: { tags, summary: '조직 단위 목록 (필터)', querystring: unitListQuerySchema, response: { 200: pageOf(orgUnitSchema) } } },
    async ({ query }) => units.listUnits(db, query),
  );

  app.post(
    base,
    { config: write, schema: { tags, summary: '조직 단위 생성', body: createUnitSchema, response: { 201: orgUnitSchema } } },
    async (request, reply) => reply.status(201).send(await units.createUnit(db, request.actor, request.body)),
  );

  app.post(
    `${base}/bulk`,
    {
      config: write,
      schema: { tags, summary: '조직 단위 일괄 생성 (전부 성공 또는 전부 취소)', body: bulkCreateUnitsSchema, response: { 201: bulkUnitsResultSchema } },
    },
    async (request, reply) => reply.status(201).send(await units.bulkCreate(db, request.actor, request.body.units)),
  );

  app.put(
    `${base}/bulk`,
    {
      config: write,
      schema: { tags, summary: '조직 단위 일괄 수정 (전부 성공 또는 전부 취소)', body: bulkUpdateUnitsSchema, response: { 200: bulkUnitsResultSchema } },
    },
    async (request) => units.bulkUpdate(db, request.actor, request.body.units),
  );

  app.delete(
    `${base}/bulk`,
    {
      config: write,
      schema: { tags, summary: '조직 단위 일괄 삭제 (전부 성공 또는 전부 취소)', body: bulkDeleteUnitsSchema, response: { 200: bulkDeleteResultSchema } },
    },
    async (request) => units.bulkDelete(db, request.actor, request.body.ids),
  );

  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, summary: '조직 단위 상세', params: idParamsSchema, response: { 200: orgUnitDetailSchema } } },
    async ({ params }) => units.getUnit(db, params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, summary: '조직 단위 수정 (version 필수)', params: idParamsSchema, body: updateUnitSchema, response: { 200: orgUnitSchema } },
    },
    async (request) => units.updateUnit(db, request.actor, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, summary: '조직 단위 삭제 (하위 조직·소속 직원이 없을 때만)', params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await units.deleteUnit(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/move`,
    {
      config: write,
      schema: { tags, summary: '조직 이동 (순환·레벨 위반 거부)', params: idParamsSchema, body: moveUnitSchema, response: { 200: orgUnitSchema } },
    },
    async (request) => units.moveUnit(db, request.actor, request.params.id, request.body),
  );

  app.get(
    `${base}/:id/path`,
    { config: read, schema: { tags, summary: '최상위부터 이 조직까지의 경로', params: idParamsSchema, response: { 200: unitPathSchema } } },
    async ({ params }) => tree.unitPath(db, params.id),
  );

  app.get(
    `${base}/:id/children`,
    {
      config: read,
      schema: { tags, summary: '하위 조직', params: idParamsSchema, querystring: childrenQuerySchema, response: { 200: unitListSchema } },
    },
    async ({ params, query }) => tree.unitChildren(db, params.id, query.includeInactive),
  );

  app.get(
    `${base}/:id/ancestors`,
    { config: read, schema: { tags, summary: '상위 조직 (최상위부터)', params: idParamsSchema, response: { 200: unitListSchema } } },
    async ({ params }) => tree.unitAncestors(db, params.id),
  );

  app.get(
    `${hierarchyBase}/tree`,
    { config: read, schema: { tags, summary: '조직도 트리 (인원 포함 가능)', querystring: treeQuerySchema, response: { 200: unitTreeSchema } } },
    async (request, typedReply) => {
      // The answer comes serialised (and schema-checked) from the tree cache.
      const reply = typedReply as FastifyReply;
      const answer = await tree.unitTreeJson(db, request.query);
      void reply.header('etag', answer.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
      void reply.header('content-type', 'application/json; charset=utf-8');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(answer.gzipped());
      }
      return reply.send(answer.body);
    },
  );

  app.get(
    `${hierarchyBase}/analysis/headcount`,
    {
      config: read,
      schema: { tags, summary: '조직별 인원 분석', querystring: headcountQuerySchema, response: { 200: headcountAnalysisSchema } },
    },
    async ({ query }) => tree.headcountAnalysis(db, query),
  );
};
