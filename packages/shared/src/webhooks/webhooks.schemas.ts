import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { pageOf, pageQuerySchema } from '../pagination.schemas';
import { webhookDeliveryStatusLabels, webhookEventTypes, webhookRoutes, type WebhookEventType } from './webhooks';

/** Webhooks (webhooks.ts): the schemas of requests and answers, and the endpoints. */

const eventSchema = z.enum(webhookEventTypes as [WebhookEventType, ...WebhookEventType[]]);

const urlSchema = z
  .url({ protocol: /^https?$/, error: '주소는 http:// 또는 https://로 시작하는 올바른 주소여야 합니다.' })
  .max(2000)
  .meta({ description: '이벤트를 받을 주소 (http·https)' });

export const webhookInputSchema = z
  .object({
    name: z.string().trim().min(1, '이름을 입력해주세요.').max(100),
    url: urlSchema,
    events: z.array(eventSchema).min(1, '이벤트를 하나 이상 고르세요.').max(webhookEventTypes.length),
    active: z.boolean().default(true),
  })
  .strict();

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    events: z.array(eventSchema),
    active: z.boolean(),
    secretHint: z.string().meta({ description: '비밀키 앞 10자 (식별용)' }),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastDelivery: z
      .object({ status: z.enum(Object.keys(webhookDeliveryStatusLabels) as ['pending', 'succeeded', 'failed']), at: z.string() })
      .nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().meta({ description: '서명 비밀키. 이 응답에서 한 번만 보여줍니다.' }),
});

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    endpointId: z.string(),
    eventId: z.string(),
    eventType: eventSchema,
    status: z.enum(Object.keys(webhookDeliveryStatusLabels) as ['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    responseCode: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    error: z.string().nullable(),
    redeliveryOf: z.string().nullable(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()).meta({ description: '보낸 본문 (JSON)' }),
  })
  .meta({ id: 'WebhookDelivery' });

export type WebhookInput = z.input<typeof webhookInputSchema>;
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const idParams = z.object({ id: z.uuid() });

export const webhookEndpoints = withSchemas(webhookRoutes, {
  list: { response: z.object({ data: z.array(webhookEndpointSchema) }) },
  create: { body: webhookInputSchema, response: webhookWithSecretSchema },
  update: { params: idParams, body: webhookInputSchema, response: webhookEndpointSchema },
  remove: { params: idParams },
  rotateSecret: { params: idParams, response: webhookWithSecretSchema },
  deliveries: { params: idParams, query: pageQuerySchema, response: pageOf(webhookDeliverySchema) },
  redeliver: { params: z.object({ deliveryId: z.uuid() }), response: webhookDeliverySchema },
});
