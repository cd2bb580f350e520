import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { webhookHeaders } from '@saram/shared/webhooks/webhooks';
import type { Db } from '../../db/client';
import { decryptField } from '../../lib/auth/crypto';
import type { JobContext, JobRunner } from '../../lib/jobs/jobs';
import { guardedLookup, refusedTarget } from './webhook-target';
import * as repo from './webhooks.repo';

/**
 * Delivery. The relay takes committed outbox rows no job carries yet and queues one `webhook-deliver`
 * job each; it runs after any request that emitted (routes) and every minute (events raised by jobs).
 * The job POSTs the JSON body, signed, and records each attempt; a non-2xx answer or a network error
 * throws, so the runner retries with backoff until the last try marks the delivery failed.
 */

export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';
export const WEBHOOK_RELAY_JOB = 'webhook-relay';
export const deliveryRetry = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true } as const;
const timeoutMs = 10_000;

export type DeliveryDeps = { db: Db; jobs: JobRunner; key: Buffer; allowPrivate: boolean; clock: () => Date };

/** `v1=` + hex HMAC-SHA256(secret, `${timestamp}.${body}`): what a receiver recomputes to trust a delivery. */
export function signature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function defineWebhookJobs(deps: DeliveryDeps) {
  deps.jobs.defineJob<{ id: string }>(WEBHOOK_DELIVER_JOB, async ({ id }, ctx) => deliver(deps, id, ctx), deliveryRetry);
  deps.jobs.defineJob(WEBHOOK_RELAY_JOB, async () => {
    await relay(deps);
    await requeueStale(deps);
  }, { schedule: '* * * * *', retryLimit: 1 });
}

/** Claimed deliveries never tried after `staleMinutes`: queued again (the minute's relay, with a job runner). */
export const staleMinutes = 10;
export async function requeueStale(deps: DeliveryDeps): Promise<number> {
  const ids = await repo.reclaimStale(deps.db, staleMinutes, 100);
  for (const id of ids) await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { id });
  return ids.length;
}

/** Queues every committed, unqueued delivery; without a job runner each is tried once in this process. */
export async function relay(deps: DeliveryDeps): Promise<number> {
  let total = 0;
  for (let ids = await repo.claimUnqueued(deps.db, 100); ids.length; ids = await repo.claimUnqueued(deps.db, 100)) {
    for (const id of ids) {
      if (await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { id })) continue;
      void deliver(deps, id, { jobId: 'inline', now: deps.clock(), retryCount: 0, lastAttempt: true }).catch(() => {});
    }
    total += ids.length;
  }
  return total;
}

type Answer = { status: number | null; error: string | null };

function post(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<Answer> {
  return new Promise((resolve) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, lookup: guardedLookup(allowPrivate), timeout: timeoutMs },
      (response) => {
        response.resume(); // the answer's body is not kept
        response.on('end', () => resolve({ status: response.statusCode ?? null, error: null }));
        response.on('error', (err) => resolve({ status: response.statusCode ?? null, error: err.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${timeoutMs / 1000}초 안에 응답이 없습니다.`)));
    request.on('error', (err) => resolve({ status: null, error: err.message }));
    request.end(body);
  });
}

export async function deliver(deps: DeliveryDeps, id: string, ctx: JobContext): Promise<void> {
  const found = await repo.deliveryToSend(deps.db, id);
  if (!found) return;
  const { delivery, endpoint } = found;
  const started = Date.now();
  const refused = !endpoint.active ? '비활성화된 엔드포인트입니다.' : refusedTarget(endpoint.url, deps.allowPrivate);
  let answer: Answer = { status: null, error: refused };
  if (!refused) {
    const body = JSON.stringify(delivery.payload);
    const timestamp = String(Math.floor(ctx.now.getTime() / 1000));
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Saram-Webhooks/1',
      [webhookHeaders.event]: delivery.eventType,
      [webhookHeaders.delivery]: delivery.id,
      [webhookHeaders.timestamp]: timestamp,
      [webhookHeaders.signature]: signature(decryptField(deps.key, endpoint.secretEnc), timestamp, body),
    };
    answer = await post(endpoint.url, headers, body, deps.allowPrivate);
  }
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const error = ok ? null : (answer.error ?? `응답 코드 ${answer.status}`);
  // A refused target will not mend by retrying; anything else gets the runner's retries.
  const final = ok || refused !== null || ctx.lastAttempt;
  await repo.recordAttempt(deps.db, id, {
    status: ok ? 'succeeded' : final ? 'failed' : 'pending',
    responseCode: answer.status,
    durationMs: Date.now() - started,
    error,
    lastAttemptAt: ctx.now,
  });
  if (!final) throw new Error(error ?? 'webhook delivery failed');
}
