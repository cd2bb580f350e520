import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { mailRoutes, mailStatuses } from './mail';
import { pageOf, pageQuerySchema } from '../pagination.schemas';

/** The mail outbox (mail.ts): the schemas of its query and rows, and the endpoints. */

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

export const mailEndpoints = withSchemas(mailRoutes, {
  outbox: { query: mailOutboxQuerySchema, response: pageOf(mailOutboxItemSchema) },
});
