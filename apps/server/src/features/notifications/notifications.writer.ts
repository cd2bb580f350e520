import type { NotificationKind } from '@saram/shared/notifications/notifications';
import type { Db, Tx } from '../../db/client';
import { systemActor, type Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import type { Mailer } from '../../lib/jobs/mailer';
import * as repo from './notifications.repo';

/**
 * How any feature notifies people: `notify(tx, ...)` inside the transaction of the change, then,
 * after it commits, `mailNotifications(...)` with what notify returned (the mail goes to those who
 * keep mail on for the kind). A `dedupeKey` makes a repeat for the same person add nothing.
 */

export type NotifyInput = {
  /** Accounts to notify; empty and repeated entries are dropped. */
  userIds: readonly (string | null | undefined)[];
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path of the web app, e.g. /employees/<id>. */
  link?: string | null;
  dedupeKey?: string | null;
};
export type CreatedNotification = repo.NotificationRow;

export async function notify(tx: Tx, input: NotifyInput | readonly NotifyInput[], now: Date, actor: Actor = systemActor('알림 규칙')): Promise<CreatedNotification[]> {
  const rows = [input].flat().flatMap((n) =>
    [...new Set(n.userIds.filter((id): id is string => !!id))].map((userId) => ({
      userId,
      kind: n.kind,
      title: n.title,
      body: n.body ?? '',
      link: n.link ?? null,
      dedupeKey: n.dedupeKey ?? null,
    })),
  );
  const created = await repo.insertNotifications(tx, rows, now);
  if (created.length) {
    const kinds = [...new Set(created.map((c) => c.kind))];
    await writeAudit(tx, actor, { action: 'notifications.create', targetCollection: 'notifications', after: { count: created.length, kinds } });
  }
  return created;
}

export type MailDeps = { db: Db; mailer: Mailer; publicUrl: string };

/** Mails the created notifications to those whose preferences keep mail on for the kind (the default). */
export async function mailNotifications(deps: MailDeps, created: readonly CreatedNotification[]): Promise<number> {
  const userIds = [...new Set(created.map((c) => c.userId))];
  const [prefs, boxes] = await Promise.all([repo.preferencesOf(deps.db, userIds), repo.mailboxesOf(deps.db, userIds)]);
  const off = new Set(prefs.filter((p) => !p.email).map((p) => `${p.userId}:${p.kind}`));
  const emailOf = new Map(boxes.map((b) => [b.id, b.email]));
  let sent = 0;
  for (const n of created) {
    const to = emailOf.get(n.userId);
    if (!to || off.has(`${n.userId}:${n.kind}`)) continue;
    const text = [n.body, '', ...(n.link ? [`확인하기: ${deps.publicUrl}${n.link}`] : []), '', '메일 수신 설정은 사람의 알림 화면에서 바꿀 수 있습니다.'].join('\n');
    await deps.mailer.send({ to, subject: `[사람] ${n.title}`, text });
    sent += 1;
  }
  return sent;
}
