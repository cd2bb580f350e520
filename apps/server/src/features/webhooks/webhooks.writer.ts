import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@saram/shared/webhooks/webhooks';
import { queryRows, type Tx } from '../../db/client';
import { allowedData, type EmployeeSnapshot } from './webhook-payload';

/**
 * How other features raise webhook events: inside the transaction of their change, one outbox row
 * (webhook_deliveries) per active endpoint subscribed to the event. A rolled-back change leaves no
 * row, so nothing is sent for it; the relay (webhook-delivery.ts) queues committed rows.
 */

let emitted = 0;
/** Grows with every emit: the relay runs after a request only when this moved (no query otherwise). */
export const emitCount = () => emitted;
/** For the webhooks feature's own outbox rows (재전송). */
export const noteEmitted = () => void emitted++;

export async function emitWebhookEvent(tx: Tx, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  const payload = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data: allowedData(type, data) };
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, payload)
      select id, ${payload.id}, ${type}, ${JSON.stringify(payload)}::jsonb from webhook_endpoints where active and ${type} = any(events)
      returning id`,
  );
  if (rows.length) emitted++;
}

/** An event about one person: their allow-listed snapshot as `employee`, plus `extra` (ids and dates). */
export async function emitEmployeeEvent(tx: Tx, type: WebhookEventType, employeeId: string, extra: Record<string, unknown> = {}): Promise<void> {
  await emitEmployeeEvents(tx, type, [employeeId], extra);
}

/** One event per person (a move of a whole unit's members): the subscription is asked once. */
export async function emitEmployeeEvents(tx: Tx, type: WebhookEventType, employeeIds: readonly string[], extra: Record<string, unknown> = {}): Promise<void> {
  if (!employeeIds.length) return;
  const [subscribed] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from webhook_endpoints where active and ${type} = any(events)`);
  if (!subscribed?.n) return;
  for (const employeeId of employeeIds) await emitSnapshot(tx, type, employeeId, extra);
}

async function emitSnapshot(tx: Tx, type: WebhookEventType, employeeId: string, extra: Record<string, unknown>): Promise<void> {
  const [employee] = await queryRows<EmployeeSnapshot>(
    tx,
    sql`select id, employee_no as "employeeNo", name_kor as name, name_eng as "nameEng", employment_status as "employmentStatus",
        employment_type as "employmentType", job_grade as "jobGrade", job_title as "jobTitle", job_function as "jobFunction",
        hire_date::text as "hireDate", termination_date::text as "terminationDate", corporation_id as "corporationId",
        division_id as "divisionId", division, headquarters_id as "headquartersId", headquarters, team_id as "teamId", team,
        part_id as "partId", part
      from employees where id = ${employeeId}`,
  );
  if (employee) await emitWebhookEvent(tx, type, { ...extra, employee });
}
