import { and, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';

type Conn = Db | Tx;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type LastDelivery = { status: DeliveryRow['status']; at: Date } | null;

const lastDelivery = sql<LastDelivery>`(select json_build_object('status', d.status, 'at', coalesce(d.last_attempt_at, d.created_at))
  from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id order by d.created_at desc limit 1)`;

export async function listEndpoints(db: Conn): Promise<{ endpoint: EndpointRow; last: LastDelivery }[]> {
  return db.select({ endpoint: webhookEndpoints, last: lastDelivery }).from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
}

export async function findEndpoint(db: Conn, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function insertEndpoint(db: Conn, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(db: Conn, id: string, values: Partial<typeof webhookEndpoints.$inferInsert>): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Conn, id: string): Promise<boolean> {
  return (await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id })).length > 0;
}

export async function listDeliveries(db: Conn, endpointId: string, page: { page: number; limit: number }): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findDelivery(db: Conn, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

export async function insertDelivery(db: Conn, values: typeof webhookDeliveries.$inferInsert): Promise<DeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

/** Takes up to `limit` rows no job carries yet, each once whoever else asks at the same time. */
export async function claimUnqueued(db: Conn, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`update webhook_deliveries set queued_at = now()
    where id in (select id from webhook_deliveries where queued_at is null order by created_at limit ${limit} for update skip locked)
    returning id`);
  return rows.map((r) => r.id);
}

/**
 * Claimed rows never tried (the process stopped between the claim and the queue): claimed again, so
 * that the minute's relay queues them. Should the first job still be waiting after all, whichever runs
 * second finds the delivery no longer pending and sends nothing.
 */
export async function reclaimStale(db: Conn, minutes: number, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`update webhook_deliveries set queued_at = now()
    where id in (select id from webhook_deliveries where status = 'pending' and attempts = 0 and queued_at < now() - make_interval(mins => ${minutes})
      order by queued_at limit ${limit} for update skip locked)
    returning id`);
  return rows.map((r) => r.id);
}

export async function deliveryToSend(db: Conn, id: string): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
  return row;
}

export async function recordAttempt(
  db: Conn,
  id: string,
  values: Pick<DeliveryRow, 'status' | 'responseCode' | 'durationMs' | 'error' | 'lastAttemptAt'>,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ ...values, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}
