import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleRuleEndpoints as endpoints } from '@saram/shared/role-rules/role-rules.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import * as rules from './role-rules.service';

export const roleRuleRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const tags = ['admin'];
  route(app, endpoints.list, { tags, summary: '역할 배정 규칙 목록' }, async (request) => rules.list(db, request.query));
  route(app, endpoints.create, { tags, summary: '역할 배정 규칙 추가' }, async (request) => rules.create(db, request.actor, request.body));
  route(app, endpoints.update, { tags, summary: '역할 배정 규칙 수정 (비활성화하면 이 규칙의 권한을 회수)' }, async (request) =>
    rules.update(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.remove, { tags, summary: '역할 배정 규칙 삭제 (이 규칙의 권한을 회수)' }, async (request) => {
    await rules.remove(db, request.actor, request.params.id);
  });
  route(app, endpoints.test, { tags, summary: '역할 배정 규칙 시험 실행(dryRun) 또는 적용' }, async (request) =>
    rules.test(db, request.actor, request.params.id, request.body.dryRun),
  );
  route(app, endpoints.applyAll, { tags, summary: '모든 역할 배정 규칙 다시 적용' }, async (request) =>
    rules.applyAll(db, request.actor, request.body.dryRun),
  );
};
