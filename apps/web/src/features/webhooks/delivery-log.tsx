import type { WebhookDelivery, WebhookEndpoint } from '@saram/shared/webhooks/webhooks.schemas';
import { useQuery } from '@tanstack/react-query';
import { History, RotateCw } from 'lucide-react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { DataCard, DataTable, type DataColumn } from '../../components/data-table';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/labels/format';
import { showSuccess } from '../../lib/toast';
import { deliveriesQueryOptions, useRedeliver } from './api';
import { answerText, deliveryStatus, eventLabel } from './webhook-labels';

const when = (d: WebhookDelivery) => formatDateTime(d.lastAttemptAt ?? d.createdAt);

function StatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  const status = deliveryStatus(delivery);
  return (
    <Badge tone={status.tone} dot>
      {status.label}
    </Badge>
  );
}

const columns: DataColumn<WebhookDelivery>[] = [
  {
    header: '이벤트',
    pinned: true,
    cell: (d) => (
      <>
        <span className="font-medium text-gray-900">{eventLabel(d.eventType)}</span>
        <span className="block font-mono text-[11px] text-gray-500">{d.redeliveryOf ? `재전송 · ${d.eventId.slice(0, 8)}` : d.eventId.slice(0, 8)}</span>
      </>
    ),
  },
  { header: '상태', cell: (d) => <StatusBadge delivery={d} /> },
  { header: '시도', numeric: true, cell: (d) => `${d.attempts}회` },
  { header: '응답', numeric: true, cell: (d) => answerText(d) },
  { header: '시각', numeric: true, cell: when },
  { header: '오류', wrap: true, cell: (d) => <span className="text-gray-600">{d.error ?? ''}</span> },
];

/** 전송 기록: the endpoint's latest deliveries, each with 재전송 (the same event as a new delivery). */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const deliveries = useQuery(deliveriesQueryOptions(endpoint.id));
  const redeliver = useRedeliver();
  const resend = (d: WebhookDelivery) => redeliver.mutate(d.id, { onSuccess: () => showSuccess('재전송을 예약했습니다', eventLabel(d.eventType)) });
  const ResendButton = ({ delivery, className }: { delivery: WebhookDelivery; className?: string }) => (
    <Button variant="outline" size="sm" className={className} disabled={redeliver.isPending} onClick={() => resend(delivery)} aria-label={`${eventLabel(delivery.eventType)} ${when(delivery)} 재전송`}>
      <RotateCw aria-hidden="true" />
      재전송
    </Button>
  );

  let body;
  if (deliveries.isPending) body = <Skeleton className="h-40 rounded-xl" aria-label="전송 기록 불러오는 중" />;
  else if (deliveries.isError) body = <QueryErrorState error={deliveries.error} icon={History} title="전송 기록을 불러오지 못했습니다" onRetry={() => deliveries.refetch()} />;
  else if (deliveries.data.data.length === 0) body = <EmptyState icon={History} title="아직 보낸 이벤트가 없습니다" description="구독한 이벤트가 생기면 여기에 전송 결과가 남습니다." />;
  else
    body = (
      <DataTable
        label={`${endpoint.name} 전송 기록`}
        rows={deliveries.data.data}
        rowKey={(d) => d.id}
        columns={columns}
        actions={(d) => <ResendButton delivery={d} />}
        cardsBelow="md"
        cardLabel={(d) => `${eventLabel(d.eventType)} ${when(d)}`}
        card={(d) => (
          <DataCard
            title={<p className="font-medium text-gray-900">{eventLabel(d.eventType)}</p>}
            aside={<StatusBadge delivery={d} />}
            fields={[
              ['시각', <span className="tabular-nums">{when(d)}</span>],
              ['시도', `${d.attempts}회`],
              ['응답', answerText(d)],
              ...(d.error ? ([['오류', d.error]] as [string, string][]) : []),
            ]}
            footer={<ResendButton delivery={d} className="w-full" />}
          />
        )}
      />
    );

  return (
    <section aria-labelledby="delivery-log-title" className="mt-8">
      <h2 id="delivery-log-title" className="mb-1 text-base font-semibold text-gray-900">
        전송 기록 · {endpoint.name}
      </h2>
      <p className="mb-3 text-[13px] text-gray-600">최근 50건. 실패한 전송은 30초부터 간격을 늘려 5번 더 시도합니다.</p>
      <Card className="overflow-hidden">{body}</Card>
    </section>
  );
}
