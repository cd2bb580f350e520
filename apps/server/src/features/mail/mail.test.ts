import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { body, createTestApp, signedInUsers, type TestApp } from '../../test/app';
import { startSmtpServer, type TestSmtp } from '../../test/smtp';
import { waitFor } from '../../test/wait-for';

const subject = '[사람] 수습 기간 종료 7일 전 안내 — 홍길동님';
const text = '홍길동님의 수습 기간이 2026년 3월 9일에 끝납니다.\n남은 체크리스트: 보안서약서, 계좌 등록.';

describe('mail without SMTP', () => {
  let t: TestApp;
  let headers: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signedInUsers(t, [
      ['mail.admin', 'admin'],
      ['mail.staff', 'hr_staff'],
    ]);
  }, 60_000);
  afterAll(() => t.close());

  it('is kept in mail_outbox as logged, never dropped', async () => {
    const sent = await t.app.mailer.send({ to: 'hong@example.co.kr', subject, text });
    expect(sent.status).toBe('logged');
    const rows = await queryRows<{ status: string; subject: string; text: string }>(t.db, sql`select status, subject, text from mail_outbox where id = ${sent.id}`);
    expect(rows).toEqual([{ status: 'logged', subject, text }]);
  });

  it('is listed for the administrator and refused to HR staff', async () => {
    const url = '/api/mongo/admin/mail-outbox?page=1&limit=10';
    expect((await t.app.inject({ url, headers: headers['mail.staff'] })).statusCode).toBe(403);
    const res = await t.app.inject({ url, headers: headers['mail.admin'] });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ total: 1, page: 1, limit: 10, hasNext: false, data: [{ to: 'hong@example.co.kr', subject, status: 'logged', sentAt: null }] });
    const filtered = await t.app.inject({ url: `${url}&status=sent`, headers: headers['mail.admin'] });
    expect(body(filtered)).toMatchObject({ total: 0, data: [] });
    expect((await t.app.inject({ url: `${url}&status=nope`, headers: headers['mail.admin'] })).statusCode).toBe(400);
  });
});

describe('mail through SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let received: ParsedMail[];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    t = await createTestApp(smtp.env);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is queued, delivered by the send job, and arrives with the Korean subject and body intact', async () => {
    const sent = await t.app.mailer.send({ to: 'hong@example.co.kr', subject, text, html: `<p>${text}</p>` });
    expect(sent.status).toBe('queued');
    await waitFor(() => received.length === 1);
    const [mail] = received;
    expect(mail!.subject).toBe(subject);
    expect(mail!.text?.trim()).toBe(text);
    expect(mail!.html).toContain('홍길동님의 수습 기간');
    expect(mail!.from?.value[0]).toMatchObject({ address: 'hr@saram.test', name: '사람 HR' });
    await waitFor(async () => {
      const [row] = await queryRows<{ status: string }>(t.db, sql`select status from mail_outbox where id = ${sent.id}`);
      return row?.status === 'sent';
    });
    const [row] = await queryRows<{ sent_at: string | null; error: string | null }>(t.db, sql`select sent_at, error from mail_outbox where id = ${sent.id}`);
    expect(row?.sent_at).not.toBeNull();
    expect(row?.error).toBeNull();
  }, 30_000);

  it('keeps the SMTP error on the row when delivery fails, to be retried', async () => {
    const sent = await t.app.mailer.send({ to: 'nobody@example.co.kr', subject, text });
    await waitFor(async () => {
      const [row] = await queryRows<{ error: string | null }>(t.db, sql`select error from mail_outbox where id = ${sent.id}`);
      return row?.error != null;
    });
    const [row] = await queryRows<{ status: string; error: string }>(t.db, sql`select status, error from mail_outbox where id = ${sent.id}`);
    expect(row?.status).toBe('queued'); // retried with backoff; 'failed' after the last try
    expect(row?.error).toContain('550');
    expect(received.map((m) => m.to)).toHaveLength(1);
  }, 30_000);
});
