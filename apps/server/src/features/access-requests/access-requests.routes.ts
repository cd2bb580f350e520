import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessRequestListQuerySchema,
  accessRequestSchema,
  approveAccessRequestSchema,
  createAccessRequestSchema,
  rejectAccessRequestSchema,
} from '@saram/shared/access-requests';
import type { FeatureDeps } from '../../app';
import { rateLimiter } from '../../lib/rate-limit';
import * as requests from './access-requests.service';

export const accessRequestRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const limit = rateLimiter({ max: 5, windowMs: 3_600_000 });
  const admin = { access: 'admin:users' } as const;
  const idParams = z.object({ id: z.uuid() });

  app.post(
    '/api/access-requests',
    {
      config: { access: 'public' },
      bodyLimit: 8 * 1024,
      schema: { tags: ['auth'], summary: '계정 신청 (회원가입 화면)', body: createAccessRequestSchema, response: { 201: accessRequestSchema } },
    },
    async (request, reply) => {
      limit(request.ip);
      return reply.status(201).send(await requests.submit(db, request.actor, request.body));
    },
  );

  app.get(
    '/api/mongo/admin/access-requests',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: '계정 신청 목록',
        querystring: accessRequestListQuerySchema,
        response: { 200: z.object({ data: z.array(accessRequestSchema) }) },
      },
    },
    async (request) => ({ data: await requests.list(db, request.query.status) }),
  );

  app.put(
    '/api/mongo/admin/access-requests/:id/approve',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: '계정 신청 승인 (계정 생성, SSO 이메일 연결 허용)',
        params: idParams,
        body: approveAccessRequestSchema,
        response: { 200: accessRequestSchema },
      },
    },
    async (request) => requests.approve(db, request.actor, request.params.id, request.body),
  );

  app.put(
    '/api/mongo/admin/access-requests/:id/reject',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: '계정 신청 반려',
        params: idParams,
        body: rejectAccessRequestSchema,
        response: { 200: accessRequestSchema },
      },
    },
    async (request) => requests.reject(db, request.actor, request.params.id, request.body.comment),
  );
};
