import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookEndpoints as endpoints } from '@saram/shared/webhooks/webhooks.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import { defineWebhookJobs, relay, type DeliveryDeps } from './webhook-delivery';
import * as webhooks from './webhooks.service';
import { emitCount } from './webhooks.writer';

/**
 * The delivery jobs and the relay, on the app itself (not inside the routes' plugin) so that every
 * route's answer can trigger it: events are emitted inside other features' transactions, committed by
 * the time the answer goes out. The relay asks the database only after a request during which something
 * emitted: a count kept per process could be taken by an overlapping request that answered before the
 * emitting one committed, leaving its delivery unqueued until the minute's relay.
 */
export function registerWebhookRelay(app: FastifyInstance, { db, jobs, secrets, config, clock }: FeatureDeps): void {
  const delivery: DeliveryDeps = { db, jobs, key: secrets.encryptionKey, allowPrivate: config.webhooks.allowPrivate, clock: clock ?? (() => new Date()) };
  defineWebhookJobs(delivery);
  const emitsAtStart = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => void emitsAtStart.set(request, emitCount()));
  app.addHook('onResponse', async (request) => {
    if (emitCount() === emitsAtStart.get(request)) return;
    void relay(delivery).catch((err: unknown) => app.log.error({ err }, 'webhook relay failed'));
  });
}

export const webhookRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, secrets, config }) => {
  const store: webhooks.Store = { db, key: secrets.encryptionKey, allowPrivate: config.webhooks.allowPrivate };
  const tags = ['admin'];
  route(app, endpoints.list, { tags, summary: '웹훅 목록' }, async () => ({ data: await webhooks.listEndpoints(db) }));
  route(app, endpoints.create, { tags, summary: '웹훅 등록 (서명 비밀키는 한 번만 응답)' }, async (request) => webhooks.createEndpoint(store, request.actor, request.body));
  route(app, endpoints.update, { tags, summary: '웹훅 수정' }, async (request) => webhooks.updateEndpoint(store, request.actor, request.params.id, request.body));
  route(app, endpoints.remove, { tags, summary: '웹훅 삭제 (전송 기록 포함)' }, async (request) => {
    await webhooks.removeEndpoint(db, request.actor, request.params.id);
  });
  route(app, endpoints.rotateSecret, { tags, summary: '웹훅 서명 비밀키 재발급 (한 번만 응답)' }, async (request) => webhooks.rotateSecret(store, request.actor, request.params.id));
  route(app, endpoints.deliveries, { tags, summary: '웹훅 전송 기록' }, async (request) => webhooks.deliveries(db, request.params.id, request.query));
  route(app, endpoints.redeliver, { tags, summary: '웹훅 재전송' }, async (request) => webhooks.redeliver(db, request.actor, request.params.deliveryId));
};
