import { routes } from '../endpoint';

export const mailStatuses = ['queued', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof mailStatuses)[number];
export const mailStatusLabels: Record<MailStatus, string> = { queued: '발송 대기', sent: '발송됨', failed: '발송 실패', logged: '기록만 (SMTP 미설정)' };

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: mail.schemas.ts)

export const mailRoutes = routes({
  outbox: { method: 'GET', path: '/api/mongo/admin/mail-outbox', access: 'admin:audit' },
});
