import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind, ReminderRule } from '@saram/shared/notifications/notifications';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { notificationPreferences, notificationRules, notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'kind' | 'title' | 'body' | 'link' | 'dedupeKey'>;

/** Inserts the notifications not yet there (by user and dedupe key); returns those inserted. */
export function insertNotifications(tx: Db | Tx, rows: readonly NewNotification[], at: Date): Promise<NotificationRow[]> {
  if (!rows.length) return Promise.resolve([]);
  return tx
    .insert(notifications)
    .values(rows.map((r) => ({ ...r, createdAt: at })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey], where: sql`${notifications.dedupeKey} is not null` })
    .returning();
}

export function listOf(db: Db, userId: string, unreadOnly: boolean, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own unread notifications read (all, or one); returns the ids changed. */
export async function markRead(tx: Tx, userId: string, at: Date, id?: string): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

export function ownsNotification(db: Db | Tx, userId: string, id: string): Promise<boolean> {
  return db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .then((rows) => rows.length > 0);
}

export function ruleRows(db: Db | Tx) {
  return db.select().from(notificationRules);
}

export async function upsertRule(tx: Tx, row: { rule: ReminderRule; days: number; enabled: boolean; updatedBy: string }, at: Date) {
  await tx
    .insert(notificationRules)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({ target: notificationRules.rule, set: { days: row.days, enabled: row.enabled, updatedBy: row.updatedBy, updatedAt: at } });
}

/** The kinds each of these users turned mail off (or on) for. */
export function preferencesOf(db: Db | Tx, userIds: readonly string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, [...userIds]));
}

export async function upsertPreferences(tx: Tx, userId: string, rows: readonly { kind: NotificationKind; email: boolean }[], at: Date) {
  for (const row of rows) {
    await tx
      .insert(notificationPreferences)
      .values({ userId, ...row, updatedAt: at })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { email: row.email, updatedAt: at } });
  }
}

/** E-mail addresses of active accounts. */
export function mailboxesOf(db: Db | Tx, userIds: readonly string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.isActive, true)));
}
