import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { containing, eraseText, valuesFor, type ErasedPerson } from '../data/erase';
import type { JobRunner } from './jobs';
import * as repo from './mailer.repo';

/**
 * The one mailer. Every mail gets a `mail_outbox` row first. With SMTP configured (SMTP_URL or
 * SMTP_HOST...) the row is 'queued' and the job `mail-send` delivers it in the background (retried
 * with backoff; 'sent', or 'failed' with the error after the last try), so a request never waits on
 * SMTP. Without SMTP the mail is written to the log (recipient and subject; the body stays in the
 * outbox, it may carry links) and kept as 'logged': never silently dropped.
 *
 * Call `send` after your transaction commits: the send job runs on its own connection.
 */

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };
export type MailStatus = 'queued' | 'sent' | 'failed' | 'logged';
export type Mailer = ReturnType<typeof createMailer>;

export const MAIL_SEND_JOB = 'mail-send';

type Log = { info: (obj: object, msg: string) => void };

function transportFor(smtp: NonNullable<Config['mail']['smtp']>): Transporter {
  if ('url' in smtp) return nodemailer.createTransport(smtp.url);
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
  });
}

export function createMailer(deps: { db: Db; jobs: JobRunner; mail: Config['mail']; log: Log }) {
  const { db, jobs, mail, log } = deps;
  const transport = mail.smtp ? transportFor(mail.smtp) : undefined;

  jobs.defineJob<{ id: string }>(
    MAIL_SEND_JOB,
    async ({ id }, ctx) => {
      const row = await repo.queuedMail(db, id);
      if (!row || !transport) return;
      const files = await repo.attachmentsOf(db, id);
      const attachments = files.map((f) => ({ filename: f.filename, contentType: f.contentType, content: f.data }));
      try {
        await transport.sendMail({
          from: mail.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(attachments.length ? { attachments } : {}),
        });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await db.transaction(async (tx) => {
          await repo.updateMail(tx, id, { error, ...(ctx.lastAttempt ? { status: 'failed' as const } : {}) });
          if (ctx.lastAttempt) await repo.deleteAttachmentsOf(tx, id);
        });
        throw err;
      }
      // The files (report PDFs about people) are kept only until the mail has gone or finally failed:
      // no copy outlives the report run's own file, which the retention rules already cover.
      await db.transaction(async (tx) => {
        await repo.updateMail(tx, id, { status: 'sent', sentAt: ctx.now, error: null });
        await repo.deleteAttachmentsOf(tx, id);
      });
    },
    { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true },
  );

  return {
    /** Records the mail and queues its delivery (or logs it without SMTP). Returns the outbox row's id and status. */
    async send(message: Mail): Promise<{ id: string; status: MailStatus }> {
      const status: MailStatus = transport ? 'queued' : 'logged';
      const id = await repo.insertMail(db, { to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, status });
      if (message.attachments?.length) {
        await repo.insertAttachments(db, message.attachments.map((a) => ({ mailId: id, filename: a.filename, contentType: a.contentType, data: a.content })));
      }
      if (transport) {
        await jobs.enqueue(MAIL_SEND_JOB, { id });
      } else {
        log.info({ mailId: id, to: message.to, subject: message.subject }, 'mail not sent (no SMTP configured): kept in mail_outbox');
      }
      return { id, status };
    },
    /** Closes SMTP connections (pooled transports). */
    close() {
      transport?.close();
    },
  };
}

/**
 * The retention purge's erasure in the outbox (lib/data/erase.ts): a mail is about a person when it went
 * to one of their addresses, or names their id, or their name together with their 사번.
 */
export async function eraseFromOutbox(tx: Tx, people: readonly ErasedPerson[]): Promise<void> {
  if (people.length === 0) return;
  const marks = containing(people.flatMap((p) => [p.id, p.employeeNo, ...p.distinctive]));
  const rows = await repo.mailsMatching(tx, marks);
  for (const row of rows) {
    const all = [row.to, row.subject, row.text, row.html ?? ''].join('\n');
    const values = valuesFor(people, (p) => p.distinctive.includes(row.to) || all.includes(p.id) || (all.includes(p.employeeNo) && all.includes(p.name)));
    const erased = { to: eraseText(row.to, values), subject: eraseText(row.subject, values), text: eraseText(row.text, values), html: row.html === null ? null : eraseText(row.html, values) };
    if (Object.entries(erased).some(([k, v]) => v !== row[k as keyof typeof erased])) await repo.updateMail(tx, row.id, erased);
  }
}
