import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailEndpoints as endpoints } from '@saram/shared/mail/mail.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import * as mail from './mail.service';

export const mailRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  route(app, endpoints.outbox, { tags: ['admin'], summary: '메일 발송 기록 (최신순; SMTP 미설정 시 기록만 된 메일 포함)' }, async ({ query }) =>
    mail.mailOutbox(db, query),
  );
};
