import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mutation, written in the transaction of the change. Append-only (database trigger). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetCollection: text('target_collection').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  // Keyset paging newest first, (at, id) descending, with or without a filter (features/audit).
  (t) => [
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_target_idx').on(t.targetCollection, t.targetId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Personal-data access records (개인정보 접속기록, PIPA art. 8). Append-only (database trigger). */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    ip: text('ip'),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action', { enum: ['view', 'change', 'input', 'delete', 'print', 'download'] }).notNull(),
    fields: text('fields').array().notNull(),
    reason: text('reason'),
    requestId: text('request_id'),
  },
  (t) => [
    index('access_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('access_log_subject_idx').on(t.subjectType, t.subjectId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('access_log_actor_idx').on(t.actorId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
