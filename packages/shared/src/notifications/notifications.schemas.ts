import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { notificationKinds, notificationRoutes, reminderRules } from './notifications';

/** Notifications (notifications.ts): the schemas of requests and answers, and the endpoints. */

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(notificationKinds),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().meta({ description: '알림 대상 화면의 경로 (예: /employees/…)' }),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object({
  unread: z.enum(['true', 'false']).optional().meta({ description: 'true: 읽지 않은 알림만' }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const countSchema = z.object({ count: z.number().int() });

export const preferenceSchema = z.object({ kind: z.enum(notificationKinds), label: z.string(), email: z.boolean() });
export type NotificationPreference = z.infer<typeof preferenceSchema>;
export const putPreferencesSchema = z
  .object({ preferences: z.array(z.object({ kind: z.enum(notificationKinds), email: z.boolean() }).strict()).min(1).max(notificationKinds.length) })
  .strict();

export const ruleSettingSchema = z.object({
  rule: z.enum(reminderRules),
  label: z.string(),
  meaning: z.string(),
  recipients: z.string(),
  days: z.number().int(),
  enabled: z.boolean(),
});
export type RuleSetting = z.infer<typeof ruleSettingSchema>;
export const putRuleSchema = z
  .object({
    days: z.number({ error: '일수를 입력해주세요.' }).int('정수로 입력해주세요.').min(1, '1일 이상이어야 합니다.').max(365, '365일 이하여야 합니다.'),
    enabled: z.boolean(),
  })
  .strict();

export const notificationEndpoints = withSchemas(notificationRoutes, {
  list: { query: listNotificationsQuerySchema, response: z.object({ data: z.array(notificationSchema), unread: z.number().int() }) },
  unreadCount: { response: countSchema },
  markRead: { params: z.object({ id: z.uuid({ error: '알림 ID가 올바르지 않습니다.' }) }) },
  markAllRead: { response: countSchema.meta({ description: '읽음으로 바꾼 알림 수' }) },
  getPreferences: { response: z.object({ data: z.array(preferenceSchema) }) },
  putPreferences: { body: putPreferencesSchema, response: z.object({ data: z.array(preferenceSchema) }) },
  getRules: { response: z.object({ data: z.array(ruleSettingSchema) }) },
  runRules: { response: z.object({ created: z.number().int().meta({ description: '새로 만든 알림 수' }), mailed: z.number().int().meta({ description: '메일로 보낸 수' }) }) },
  putRule: { params: z.object({ rule: z.enum(reminderRules, { error: '알 수 없는 알림 규칙입니다.' }) }), body: putRuleSchema, response: ruleSettingSchema },
});
