import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTokenEndpoints as endpoints } from '@saram/shared/tokens/api-tokens.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import * as tokens from './tokens.service';

export const tokenRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const tags = ['admin'];
  route(app, endpoints.list, { tags, summary: 'API 토큰 목록' }, async (request) => ({ data: await tokens.listApiTokens(db, request.actor) }));
  route(app, endpoints.create, { tags, summary: 'API 토큰 발급 (평문은 한 번만 응답)' }, async (request) =>
    tokens.createApiToken(db, request.actor, request.body),
  );
  route(app, endpoints.revoke, { tags, summary: 'API 토큰 폐기' }, async (request) => {
    await tokens.revokeApiToken(db, request.actor, request.params.id);
  });
};
