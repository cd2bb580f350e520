import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageOf, pageQuerySchema } from './pagination';

export const auditQuerySchema = pageQuerySchema
  .extend({
    action: z.string().max(100).optional(),
    target_collection: z.string().max(100).optional(),
    target_id: z.string().max(100).optional(),
    actor_id: z.string().max(100).optional(),
  })
  .strict();

export const auditEntrySchema = z
  .object({
    id: z.number(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorLabel: z.string(),
    action: z.string(),
    targetCollection: z.string(),
    targetId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const accessEntrySchema = z
  .object({
    id: z.number(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorLabel: z.string(),
    ip: z.string().nullable(),
    subjectType: z.string(),
    subjectId: z.string(),
    action: z.string(),
    fields: z.array(z.string()),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AccessEntry' });

export const accessQuerySchema = pageQuerySchema
  .extend({
    subject_type: z.string().max(100).optional(),
    subject_id: z.string().max(100).optional(),
    actor_id: z.string().max(100).optional(),
  })
  .strict();

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEndpoints = {
  auditLogs: endpoint({ method: 'GET', path: '/api/mongo/admin/audit-logs', access: 'admin:audit', query: auditQuerySchema, response: pageOf(auditEntrySchema) }),
  accessLogs: endpoint({ method: 'GET', path: '/api/mongo/admin/access-logs', access: 'admin:audit', query: accessQuerySchema, response: pageOf(accessEntrySchema) }),
};
