import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenSchema, createApiTokenSchema, createdApiTokenSchema } from '@saram/shared/api-tokens';
import type { FeatureDeps } from '../../app';
import * as tokens from './tokens.service';

export const tokenRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const base = '/api/mongo/admin/api-tokens';
  const config = { access: 'admin:tokens' } as const;

  app.get(
    base,
    { config, schema: { tags: ['admin'], summary: 'API 토큰 목록', response: { 200: z.object({ data: z.array(apiTokenSchema) }) } } },
    async (request) => ({ data: await tokens.listApiTokens(db, request.actor) }),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'API 토큰 발급 (평문은 한 번만 응답)',
        body: createApiTokenSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tokens.createApiToken(db, request.actor, request.body)),
  );

  app.delete(
    `${base}/:id`,
    { config, schema: { tags: ['admin'], summary: 'API 토큰 폐기', params: z.object({ id: z.uuid() }), response: { 204: z.null() } } },
    async (request, reply) => {
      await tokens.revokeApiToken(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
