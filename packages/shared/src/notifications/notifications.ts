import { routes } from '../endpoint';

/**
 * Reminders and the notification centre (issue 34 item 4). Date rules run each morning and notify
 * the people concerned (one notification per person, rule, subject and due date); each person sees
 * theirs under the header's bell and chooses which kinds also reach them by mail. Other features
 * notify through the server's `notify` with a kind of their own.
 */

/** The date rules an administrator configures (N days, on or off). */
export const reminderRules = ['probation_ending', 'visa_expiry', 'contract_end', 'evaluation_deadline', 'onboarding_overdue', 'approval_pending'] as const;
export type ReminderRule = (typeof reminderRules)[number];

/** Every kind of notification: the rules plus what features send directly. */
export const notificationKinds = [...reminderRules, 'general'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: notifications.schemas.ts). Everyone reads and marks only their own.

const base = '/api/notifications';

export const notificationRoutes = routes({
  list: { method: 'GET', path: base, access: 'session' },
  unreadCount: { method: 'GET', path: `${base}/unread-count`, access: 'session' },
  markRead: { method: 'PUT', path: `${base}/:id/read`, access: 'session', status: 204 },
  markAllRead: { method: 'PUT', path: `${base}/read-all`, access: 'session' },
  getPreferences: { method: 'GET', path: `${base}/preferences`, access: 'session' },
  putPreferences: { method: 'PUT', path: `${base}/preferences`, access: 'session' },
  getRules: { method: 'GET', path: `${base}/rules`, access: 'admin:notifications' },
  putRule: { method: 'PUT', path: `${base}/rules/:rule`, access: 'admin:notifications' },
  runRules: { method: 'POST', path: `${base}/rules/run`, access: 'admin:notifications' },
});
