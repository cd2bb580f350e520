import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskForceEndpoints as endpoints } from '@saram/shared/organization/organization-task-forces.schemas';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { route } from '../../../lib/http/route';
import { tags } from '../access';
import * as workflow from './task-force-workflow.service';
import * as tf from './task-forces.service';

/** v1/organizational-hierarchy/tf: task forces and their approval workflow. */
export const taskForceRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, jobs }) => {
  jobs.defineJob(
    tf.ACTIVATION_JOB,
    async (_data, ctx) => {
      await tf.activateDue(db, ctx.now);
    },
    { schedule: tf.activationSchedule, retryLimit: 3 },
  );
  route(app, endpoints.list, { tags, summary: 'TF 목록' }, async ({ query }) => tf.list(db, query));
  route(app, endpoints.create, { tags, summary: 'TF 생성 (작성 중)' }, async (request) => tf.create(db, request.actor, request.body));
  route(app, endpoints.review, { tags, summary: '내 결재 차례인 TF' }, async ({ actor }) => workflow.review(db, actor));
  route(
    app,
    endpoints.approverCandidates,
    { tags, summary: 'TF 결재자 후보 (조직 관리 권한이 있는 활성 사용자, 이름·로그인 ID·이메일·초성 검색)' },
    async ({ actor, query }) => tf.approverCandidates(db, actor, query),
  );
  route(app, endpoints.workflowHistory, { tags, summary: 'TF 결재 이력' }, async ({ params }) => workflow.workflowHistory(db, params.id));
  route(app, endpoints.workflowAction, { tags, summary: 'TF 결재 (submit | approve | reject | cancel), 반려는 사유 필수' }, async ({ actor, params, body }) =>
    workflow.act(db, actor, params.id, params.action, body?.comments),
  );
  route(app, endpoints.get, { tags, summary: 'TF 상세' }, async ({ actor, params }) => tf.get(db, actor, params.id));
  route(app, endpoints.update, { tags, summary: 'TF 수정 (version 필수)' }, async ({ actor, params, body }) => tf.update(db, actor, params.id, body));
  route(app, endpoints.remove, { tags, summary: 'TF 삭제 (작성 중·반려만)' }, async (request) => {
    await tf.remove(db, request.actor, request.params.id);
  });
  route(app, endpoints.extend, { tags, summary: 'TF 기간 연장' }, async ({ actor, params, body }) => tf.extend(db, actor, params.id, body));
  route(app, endpoints.dissolve, { tags, summary: 'TF 해산' }, async ({ actor, params, body }) => tf.dissolve(db, actor, params.id, body?.comments));
};
