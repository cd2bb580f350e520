import { routes } from '../endpoint';

/** The events an endpoint may subscribe to, with their Korean labels. */
export const webhookEventLabels = {
  'employee.created': '직원 등록',
  'employee.updated': '직원 정보 변경',
  'employee.retired': '퇴직 처리',
  'appointment.effective': '인사발령 시행',
  'resignation.approved': '사직서 승인',
  'applicant.hired': '지원자 입사 등록',
} as const;

export type WebhookEventType = keyof typeof webhookEventLabels;
export const webhookEventTypes = Object.keys(webhookEventLabels) as WebhookEventType[];

/** pending: queued or retrying; succeeded: a 2xx answer; failed: every try used up. */
export const webhookDeliveryStatusLabels = { pending: '전송 대기', succeeded: '성공', failed: '실패' } as const;
export type WebhookDeliveryStatus = keyof typeof webhookDeliveryStatusLabels;

/** The headers every delivery carries; the signature is `v1=` + hex HMAC-SHA256(secret, `${timestamp}.${body}`). */
export const webhookHeaders = {
  event: 'Saram-Event',
  delivery: 'Saram-Delivery',
  timestamp: 'Saram-Timestamp',
  signature: 'Saram-Signature',
} as const;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: webhooks.schemas.ts)

const base = '/api/admin/webhooks';

export const webhookRoutes = routes({
  list: { method: 'GET', path: base, access: 'admin:webhooks' },
  create: { method: 'POST', path: base, access: 'admin:webhooks', status: 201 },
  update: { method: 'PUT', path: `${base}/:id`, access: 'admin:webhooks' },
  remove: { method: 'DELETE', path: `${base}/:id`, access: 'admin:webhooks', status: 204 },
  rotateSecret: { method: 'POST', path: `${base}/:id/rotate-secret`, access: 'admin:webhooks' },
  deliveries: { method: 'GET', path: `${base}/:id/deliveries`, access: 'admin:webhooks' },
  redeliver: { method: 'POST', path: `${base}/deliveries/:deliveryId/redeliver`, access: 'admin:webhooks', status: 201 },
});
