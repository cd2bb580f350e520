import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessRequestEndpoints as endpoints } from '@saram/shared/access-requests/access-requests.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { routeLimit } from '../../lib/http/rate-limit';
import { route } from '../../lib/http/route';
import * as requests from './access-requests.service';

export const accessRequestRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const limit = routeLimit(app, { max: 5, timeWindow: 3_600_000 });

  route(app, endpoints.submit, { tags: ['auth'], summary: '계정 신청 (회원가입 화면)', bodyLimit: 8 * 1024 }, async (request, reply) => {
    await limit(request, reply);
    return requests.submit(db, request.actor, request.body);
  });

  const tags = ['admin'];
  route(app, endpoints.list, { tags, summary: '계정 신청 목록' }, async (request) => ({ data: await requests.list(db, request.query.status) }));
  route(app, endpoints.approve, { tags, summary: '계정 신청 승인 (계정 생성, SSO 이메일 연결 허용)' }, async (request) =>
    requests.approve(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.reject, { tags, summary: '계정 신청 반려' }, async (request) =>
    requests.reject(db, request.actor, request.params.id, request.body.comment),
  );
};
