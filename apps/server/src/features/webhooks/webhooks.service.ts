import type { z } from 'zod';
import { pageResult, type Page } from '@saram/shared/pagination';
import type { WebhookEventType } from '@saram/shared/webhooks/webhooks';
import type { WebhookDelivery, WebhookEndpoint, webhookInputSchema } from '@saram/shared/webhooks/webhooks.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { encryptField, randomToken } from '../../lib/auth/crypto';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import { refusedTarget } from './webhook-target';
import * as repo from './webhooks.repo';
import { noteEmitted } from './webhooks.writer';

/** Where webhooks live: the database, the field key that seals their secrets, and the SSRF rule. */
export type Store = { db: Db; key: Buffer; allowPrivate: boolean };
type Input = z.output<typeof webhookInputSchema>;

const collection = 'webhook_endpoints';
const notFound = () => new AppError('NOT_FOUND', '웹훅을 찾을 수 없습니다.');

function dto(row: repo.EndpointRow, last: repo.LastDelivery = null): WebhookEndpoint {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: row.events as WebhookEventType[],
    active: row.active,
    secretHint: row.secretHint,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastDelivery: last ? { status: last.status, at: new Date(last.at).toISOString() } : null,
  };
}

function deliveryDto(row: repo.DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    durationMs: row.durationMs,
    error: row.error,
    redeliveryOf: row.redeliveryOf,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    payload: row.payload as Record<string, unknown>,
  };
}

/** A fresh secret, shown once: what is stored is sealed with the field key (HMAC needs the secret itself). */
function newSecret(key: Buffer) {
  const secret = `whsec_${randomToken()}`;
  return { secret, sealed: { secretEnc: encryptField(key, secret), secretHint: secret.slice(0, 10) } };
}

function checked(store: Store, input: Input) {
  const refused = refusedTarget(input.url, store.allowPrivate);
  if (refused) throw validationError({ url: refused });
  return { name: input.name, url: input.url, events: [...new Set(input.events)], active: input.active };
}

export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  return (await repo.listEndpoints(db)).map((r) => dto(r.endpoint, r.last));
}

export async function createEndpoint(store: Store, actor: Actor, input: Input) {
  const values = checked(store, input);
  const { secret, sealed } = newSecret(store.key);
  return store.db.transaction(async (tx) => {
    const endpoint = dto(await repo.insertEndpoint(tx, { ...values, ...sealed }));
    await writeAudit(tx, actor, { action: 'webhooks.create', targetCollection: collection, targetId: endpoint.id, after: values });
    return { endpoint, secret };
  });
}

export async function updateEndpoint(store: Store, actor: Actor, id: string, input: Input): Promise<WebhookEndpoint> {
  const values = checked(store, input);
  return store.db.transaction(async (tx) => {
    const before = await repo.findEndpoint(tx, id);
    if (!before) throw notFound();
    const row = (await repo.updateEndpoint(tx, id, values))!;
    const { name, url, events, active } = before;
    await writeAudit(tx, actor, { action: 'webhooks.update', targetCollection: collection, targetId: id, before: { name, url, events, active }, after: values });
    return dto(row);
  });
}

export async function removeEndpoint(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findEndpoint(tx, id);
    if (!before || !(await repo.deleteEndpoint(tx, id))) throw notFound();
    await writeAudit(tx, actor, { action: 'webhooks.delete', targetCollection: collection, targetId: id, before: { name: before.name, url: before.url } });
  });
}

/** A new secret replaces the old one at once; the old one signs nothing from then on. */
export async function rotateSecret(store: Store, actor: Actor, id: string) {
  const { secret, sealed } = newSecret(store.key);
  return store.db.transaction(async (tx) => {
    const row = await repo.updateEndpoint(tx, id, sealed);
    if (!row) throw notFound();
    await writeAudit(tx, actor, { action: 'webhooks.rotate_secret', targetCollection: collection, targetId: id, after: { secretHint: sealed.secretHint } });
    return { endpoint: dto(row), secret };
  });
}

export async function deliveries(db: Db, id: string, page: { page: number; limit: number }): Promise<Page<WebhookDelivery>> {
  if (!(await repo.findEndpoint(db, id))) throw notFound();
  const { rows, total } = await repo.listDeliveries(db, id, page);
  return pageResult(rows.map(deliveryDto), total, page);
}

/** 재전송: the same event (id, body) as a new delivery, queued by the relay. */
export async function redeliver(db: Db, actor: Actor, deliveryId: string): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const original = await repo.findDelivery(tx, deliveryId);
    if (!original) throw new AppError('NOT_FOUND', '전송 기록을 찾을 수 없습니다.');
    const { endpointId, eventId, eventType, payload } = original;
    const row = await repo.insertDelivery(tx, { endpointId, eventId, eventType, payload, redeliveryOf: original.id });
    noteEmitted();
    await writeAudit(tx, actor, { action: 'webhooks.redeliver', targetCollection: 'webhook_deliveries', targetId: row.id, after: { redeliveryOf: original.id, eventId, eventType } });
    return deliveryDto(row);
  });
}
