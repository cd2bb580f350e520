import type { Db } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/jobs';
import type { Mail, Mailer } from '../../lib/jobs/mailer';
import { addDays, seoulToday } from '../../lib/seoul-time';
import { usersWithPermission } from '../auth/auth.service';
import { effectivePreferencesOf } from './email-preferences.service';
import * as repo from './onboarding.repo';
import { statuses } from './onboarding.service';
import { openItemsMail, probationEndingMail } from './reminder-mails';

/**
 * The daily reminders (09:00 Asia/Seoul): to each new hire whose onboarding is running, their open
 * required items every `open_items_interval_days` (counted from the last reminder, or from the
 * start); to HR, the probation ending N days before, for each N of `probation_ending_days`. Each
 * reminder is claimed in onboarding_reminders before its mail is queued, so a rerun, a retry or a
 * second instance never mails it twice.
 */

export const REMINDER_JOB = 'onboarding-reminders';
export const reminderSchedule = '0 9 * * *';

export type ReminderDeps = { db: Db; mailer: Mailer; publicUrl: string };

/** Everyone holding checklists:write with an e-mail: HR when no recipients are set. */
async function hrFallback(db: Db): Promise<string[]> {
  const holders = await usersWithPermission(db, 'checklists:write', '', 200);
  return holders.map((u) => u.email).filter((e): e is string => !!e);
}

export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<{ to: string; subject: string }[]> {
  const { db, mailer } = deps;
  const today = seoulToday(now);
  const instances = await repo.inProgressInstances(db);
  const ids = instances.map((i) => i.employeeId);
  const [all, prefsOf, lastSent] = await Promise.all([statuses(db, ids, null, now), effectivePreferencesOf(db, ids), repo.lastOpenItemsReminders(db, ids)]);
  const startedOn = new Map(instances.map((i) => [i.employeeId, seoulToday(i.createdAt)]));
  const emails = new Map((await repo.newHires(db, ids, null)).map((p) => [p.id, p.email]));
  let fallback: string[] | undefined;
  const outgoing: Mail[] = [];

  for (const status of all) {
    const id = status.employee.id;
    const prefs = prefsOf.get(id)!;
    if (!prefs.enabled) continue;
    const open = status.open_required_items;

    if (prefs.open_items && open.length) {
      const since = lastSent.get(id) ?? startedOn.get(id)!;
      const to = [...new Set([...(prefs.notify_new_hire && emails.get(id) ? [emails.get(id)!] : []), ...prefs.hr_recipients])];
      if (to.length && addDays(since, prefs.open_items_interval_days) <= today && (await repo.claimReminder(db, id, 'open_items', today, today, now))) {
        const mail = openItemsMail(status, deps.publicUrl);
        outgoing.push(...to.map((address) => ({ to: address, ...mail })));
      }
    }

    const { probation_end_date: end, days_left: daysLeft } = status.employee;
    if (prefs.probation_ending && end) {
      for (const n of new Set(prefs.probation_ending_days)) {
        if (n !== daysLeft) continue;
        const to = prefs.hr_recipients.length ? prefs.hr_recipients : (fallback ??= await hrFallback(db));
        if (!to.length || !(await repo.claimReminder(db, id, 'probation_ending', `${n}:${end}`, today, now))) continue;
        const mail = probationEndingMail(status, n, deps.publicUrl);
        outgoing.push(...to.map((address) => ({ to: address, ...mail })));
      }
    }
  }
  for (const mail of outgoing) await mailer.send(mail);
  return outgoing.map(({ to, subject }) => ({ to, subject }));
}

export function defineReminderJob(jobs: JobRunner, deps: ReminderDeps) {
  // The day is the slot's (a retry after midnight still sends that morning's reminders, once).
  jobs.defineJob(
    REMINDER_JOB,
    async (_data, ctx) => {
      await sendDueReminders(deps, ctx.slot ?? ctx.now);
    },
    { schedule: reminderSchedule, retryLimit: 2 },
  );
}
