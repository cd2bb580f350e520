import type { z } from 'zod';
import { notificationKindLabels, reminderRuleDefaults } from '@saram/shared/notifications/notification-kinds';
import { notificationKinds, reminderRules, type ReminderRule } from '@saram/shared/notifications/notifications';
import type { Notification, NotificationPreference, putPreferencesSchema, putRuleSchema, RuleSetting } from '@saram/shared/notifications/notifications.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError } from '../../lib/errors';
import * as repo from './notifications.repo';

/** The caller's own notifications, mail preferences, and (administrators) the rules' settings. */

function ownerOf(actor: Actor): string {
  if (!actor.userId) throw new AppError('FORBIDDEN', '알림은 로그인한 사용자만 볼 수 있습니다.');
  return actor.userId;
}

const dto = (row: repo.NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export async function list(db: Db, actor: Actor, query: { unread?: 'true' | 'false'; limit: number }) {
  const userId = ownerOf(actor);
  const [rows, unread] = await Promise.all([repo.listOf(db, userId, query.unread === 'true', query.limit), repo.unreadCount(db, userId)]);
  return { data: rows.map(dto), unread };
}

export async function unreadCount(db: Db, actor: Actor) {
  return { count: await repo.unreadCount(db, ownerOf(actor)) };
}

/** Another person's notification answers 404, as one that does not exist. */
export async function markRead(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  const userId = ownerOf(actor);
  await db.transaction(async (tx) => {
    if (!(await repo.ownsNotification(tx, userId, id))) throw new AppError('NOT_FOUND', '알림을 찾을 수 없습니다.');
    const changed = await repo.markRead(tx, userId, now, id);
    if (changed.length) await writeAudit(tx, actor, { action: 'notifications.read', targetCollection: 'notifications', targetId: id });
  });
}

export async function markAllRead(db: Db, actor: Actor, now: Date) {
  const userId = ownerOf(actor);
  return db.transaction(async (tx) => {
    const changed = await repo.markRead(tx, userId, now);
    if (changed.length) await writeAudit(tx, actor, { action: 'notifications.read_all', targetCollection: 'notifications', after: { count: changed.length } });
    return { count: changed.length };
  });
}

export async function preferences(db: Db, actor: Actor): Promise<{ data: NotificationPreference[] }> {
  const rows = await repo.preferencesOf(db, [ownerOf(actor)]);
  const email = new Map(rows.map((r) => [r.kind, r.email]));
  return { data: notificationKinds.map((kind) => ({ kind, label: notificationKindLabels[kind], email: email.get(kind) ?? true })) };
}

export async function putPreferences(db: Db, actor: Actor, input: z.output<typeof putPreferencesSchema>, now: Date) {
  const userId = ownerOf(actor);
  const before = await preferences(db, actor);
  await db.transaction(async (tx) => {
    await repo.upsertPreferences(tx, userId, input.preferences, now);
    await writeAudit(tx, actor, { action: 'notifications.preferences', targetCollection: 'notification_preferences', targetId: userId, before: before.data, after: input.preferences });
  });
  return preferences(db, actor);
}

/** Each rule's N and switch: the administrator's row, else the default. */
export async function ruleSettings(db: Db | Tx): Promise<RuleSetting[]> {
  const rows = new Map((await repo.ruleRows(db)).map((r) => [r.rule, r]));
  return reminderRules.map((rule) => {
    const d = reminderRuleDefaults[rule];
    const row = rows.get(rule);
    return { rule, label: notificationKindLabels[rule], meaning: d.meaning, recipients: d.recipients, days: row?.days ?? d.days, enabled: row?.enabled ?? true };
  });
}

export async function putRule(db: Db, actor: Actor, rule: ReminderRule, input: z.output<typeof putRuleSchema>, now: Date): Promise<RuleSetting> {
  await db.transaction(async (tx) => {
    const before = (await ruleSettings(tx)).find((r) => r.rule === rule);
    await repo.upsertRule(tx, { rule, ...input, updatedBy: actor.label }, now);
    await writeAudit(tx, actor, { action: 'notifications.rule', targetCollection: 'notification_rules', targetId: rule, before: before && { days: before.days, enabled: before.enabled }, after: input });
  });
  return (await ruleSettings(db)).find((r) => r.rule === rule)!;
}
