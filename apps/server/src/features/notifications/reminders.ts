import type { Actor } from '../../lib/auth/actor';
import type { JobRunner } from '../../lib/jobs/jobs';
import { seoulToday } from '../../lib/seoul-time';
import { mailNotifications, notify, type MailDeps, type NotifyInput } from './notifications.writer';
import { ruleSettings } from './notifications.service';
import { rules } from './reminder-rules';

/**
 * The daily run of the date rules (08:00 Asia/Seoul). Each enabled rule's reminders become
 * notifications in one transaction (deduplicated per person, rule, subject and due date), then the
 * new ones are mailed to those who keep mail on. An administrator may also run them at once (a rerun
 * adds only what is new).
 */

export const NOTIFICATION_REMINDER_JOB = 'notification-reminders';
export const notificationReminderSchedule = '0 8 * * *';

export async function runReminders(deps: MailDeps, now: Date, actor?: Actor): Promise<{ created: number; mailed: number }> {
  const { db } = deps;
  const today = seoulToday(now);
  const settings = new Map((await ruleSettings(db)).map((s) => [s.rule, s]));
  const inputs: NotifyInput[] = [];
  for (const def of rules) {
    const setting = settings.get(def.rule);
    if (!setting?.enabled) continue;
    const reminders = await def.collect({ db, today, days: setting.days, now });
    inputs.push(...reminders.map(({ subjectId, due, ...r }) => ({ ...r, kind: def.rule, dedupeKey: `${def.rule}:${subjectId}:${due}` })));
  }
  const created = await db.transaction((tx) => notify(tx, inputs, now, actor));
  return { created: created.length, mailed: await mailNotifications(deps, created) };
}

export function defineNotificationReminderJob(jobs: JobRunner, deps: MailDeps) {
  // The day is the slot's: a retry after midnight still runs that morning's rules.
  jobs.defineJob(
    NOTIFICATION_REMINDER_JOB,
    async (_data, ctx) => {
      await runReminders(deps, ctx.slot ?? ctx.now);
    },
    { schedule: notificationReminderSchedule, retryLimit: 2 },
  );
}
