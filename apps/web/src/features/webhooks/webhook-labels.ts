import { webhookDeliveryStatusLabels, webhookEventLabels, type WebhookDeliveryStatus, type WebhookEventType } from '@saram/shared/webhooks/webhooks';
import type { WebhookDelivery } from '@saram/shared/webhooks/webhooks.schemas';
import type { BadgeTone } from '../../components/ui/badge';

const tones: Record<WebhookDeliveryStatus, BadgeTone> = { pending: 'info', succeeded: 'success', failed: 'danger' };

/** A delivery's badge: 성공, 실패, or 전송 대기 — '재시도 중' once a try has failed and another is coming. */
export function deliveryStatus(d: Pick<WebhookDelivery, 'status' | 'attempts'>): { label: string; tone: BadgeTone } {
  if (d.status === 'pending' && d.attempts > 0) return { label: `재시도 중 (${d.attempts}회 실패)`, tone: 'warning' };
  return { label: webhookDeliveryStatusLabels[d.status], tone: tones[d.status] };
}

export const eventLabel = (type: WebhookEventType) => webhookEventLabels[type] ?? type;

/** '직원 등록 · 퇴직 처리' */
export const eventsText = (events: readonly WebhookEventType[]) => events.map(eventLabel).join(' · ');

/** '200 · 35ms', '연결 실패' */
export function answerText(d: Pick<WebhookDelivery, 'responseCode' | 'durationMs' | 'attempts'>): string {
  if (d.attempts === 0) return '-';
  const code = d.responseCode === null ? '응답 없음' : String(d.responseCode);
  return d.durationMs === null ? code : `${code} · ${d.durationMs.toLocaleString('ko-KR')}ms`;
}
