import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageOf, pageQuerySchema } from './pagination';

export const mailStatuses = ['queued', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof mailStatuses)[number];
export const mailStatusLabels: Record<MailStatus, string> = { queued: '발송 대기', sent: '발송됨', failed: '발송 실패', logged: '기록만 (SMTP 미설정)' };

export const mailOutboxItemSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    status: z.enum(mailStatuses),
    error: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'MailOutboxItem' });

export const mailOutboxQuerySchema = pageQuerySchema.extend({ status: z.enum(mailStatuses).optional() });

export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;

export const mailEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/api/mongo/admin/mail-outbox',
    access: 'admin:audit',
    query: mailOutboxQuerySchema,
    response: pageOf(mailOutboxItemSchema),
  }),
};
