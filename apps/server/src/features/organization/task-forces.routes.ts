import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@saram/shared/organization';
import {
  approverCandidatesQuerySchema,
  approverCandidatesSchema,
  createTaskForceSchema,
  dissolveTaskForceSchema,
  extendTaskForceSchema,
  reviewListSchema,
  taskForceDetailSchema,
  taskForceListQuerySchema,
  taskForceSchema,
  updateTaskForceSchema,
  workflowBodySchema,
  workflowHistorySchema,
  workflowParamsSchema,
} from '@saram/shared/organization-task-forces';
import { pageOf } from '@saram/shared/pagination';
import type { FeatureDeps } from '../../app';
import { hierarchyBase, read, tags, write } from './access';
import { usersWithPermission } from '../auth/auth.service';
import * as workflow from './task-force-workflow.service';
import * as tf from './task-forces.service';

/** v1/organizational-hierarchy/tf: task forces and their approval workflow. */
export const taskForceRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const base = `${hierarchyBase}/tf`;

  app.get(
    base,
    { config: read, schema: { tags, summary: 'TF 목록', querystring: taskForceListQuerySchema, response: { 200: pageOf(taskForceSchema) } } },
    async ({ query }) => tf.list(db, query),
  );

  app.post(
    base,
    { config: write, schema: { tags, summary: 'TF 생성 (작성 중)', body: createTaskForceSchema, response: { 201: taskForceDetailSchema } } },
    async (request, reply) => reply.status(201).send(await tf.create(db, request.actor, request.body)),
  );

  app.get(
    `${base}/review`,
    { config: read, schema: { tags, summary: '내 결재 차례인 TF', response: { 200: reviewListSchema } } },
    async ({ actor }) => workflow.review(db, actor),
  );

  app.get(
    `${base}/approver-candidates`,
    {
      config: write,
      schema: {
        tags,
        summary: 'TF 결재자 후보 (조직 관리 권한이 있는 활성 사용자, 이름·로그인 ID·이메일·초성 검색)',
        querystring: approverCandidatesQuerySchema,
        response: { 200: approverCandidatesSchema },
      },
    },
    async ({ query }) => ({ data: await usersWithPermission(db, 'organization:write', query.q, query.limit) }),
  );

  app.get(
    `${base}/workflow/:id`,
    { config: read, schema: { tags, summary: 'TF 결재 이력', params: idParamsSchema, response: { 200: workflowHistorySchema } } },
    async ({ params }) => workflow.workflowHistory(db, params.id),
  );

  app.post(
    `${base}/workflow/:id/:action`,
    {
      config: write,
      schema: {
        tags,
        summary: 'TF 결재 (submit | approve | reject | cancel), 반려는 사유 필수',
        params: workflowParamsSchema,
        body: workflowBodySchema,
        response: { 200: workflowHistorySchema },
      },
    },
    async ({ actor, params, body }) => workflow.act(db, actor, params.id, params.action, body?.comments),
  );

  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, summary: 'TF 상세', params: idParamsSchema, response: { 200: taskForceDetailSchema } } },
    async ({ params }) => tf.get(db, params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, summary: 'TF 수정 (version 필수)', params: idParamsSchema, body: updateTaskForceSchema, response: { 200: taskForceDetailSchema } },
    },
    async ({ actor, params, body }) => tf.update(db, actor, params.id, body),
  );

  app.delete(
    `${base}/:id`,
    { config: write, schema: { tags, summary: 'TF 삭제 (작성 중·반려만)', params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await tf.remove(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/extend`,
    {
      config: write,
      schema: { tags, summary: 'TF 기간 연장', params: idParamsSchema, body: extendTaskForceSchema, response: { 200: taskForceDetailSchema } },
    },
    async ({ actor, params, body }) => tf.extend(db, actor, params.id, body),
  );

  app.post(
    `${base}/:id/dissolve`,
    {
      config: write,
      schema: { tags, summary: 'TF 해산', params: idParamsSchema, body: dissolveTaskForceSchema, response: { 200: taskForceDetailSchema } },
    },
    async ({ actor, params, body }) => tf.dissolve(db, actor, params.id, body?.comments),
  );
};
