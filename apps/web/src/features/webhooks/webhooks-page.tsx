import type { WebhookEndpoint } from '@saram/shared/webhooks/webhooks.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { DataCard, DataTable, type DataColumn } from '../../components/data-table';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/labels/format';
import { showSuccess } from '../../lib/toast';
import { useRemoveWebhook, useRotateWebhookSecret, webhooksQueryOptions } from './api';
import { DeliveryLog } from './delivery-log';
import { SecretDialog, WebhookDialog } from './webhook-dialog';
import { deliveryStatus, eventsText } from './webhook-labels';

const ActiveBadge = ({ endpoint }: { endpoint: WebhookEndpoint }) => (
  <Badge tone={endpoint.active ? 'success' : 'neutral'} dot>
    {endpoint.active ? '사용' : '중지'}
  </Badge>
);

function LastDelivery({ endpoint }: { endpoint: WebhookEndpoint }) {
  const last = endpoint.lastDelivery;
  if (!last) return <span className="text-gray-500">없음</span>;
  return (
    <>
      <span className="tabular-nums">{formatDateTime(last.at)}</span>
      <span className="block text-[12px] text-gray-600">{deliveryStatus({ status: last.status, attempts: 0 }).label}</span>
    </>
  );
}

const columns: DataColumn<WebhookEndpoint>[] = [
  {
    header: '이름',
    pinned: true,
    cell: (e) => (
      <>
        <span className="font-medium text-gray-900">{e.name}</span>
        <span className="block max-w-[22rem] truncate font-mono text-[11px] text-gray-500" title={e.url}>
          {e.url}
        </span>
      </>
    ),
  },
  { header: '이벤트', wrap: true, cell: (e) => eventsText(e.events) },
  { header: '비밀키', cell: (e) => <span className="font-mono text-[12px]">{e.secretHint}…</span> },
  { header: '최근 전송', cell: (e) => <LastDelivery endpoint={e} /> },
  { header: '상태', cell: (e) => <ActiveBadge endpoint={e} /> },
];

type Act = (endpoint: WebhookEndpoint) => void;

function RowActions({ endpoint, onLog, onEdit, onRotate, onRemove, className }: { endpoint: WebhookEndpoint; onLog: Act; onEdit: Act; onRotate: Act; onRemove: Act; className?: string }) {
  const button = (label: string, act: Act) => (
    <Button variant="outline" size="sm" onClick={() => act(endpoint)} aria-label={`${endpoint.name} ${label}`}>
      {label}
    </Button>
  );
  return (
    <div className={className ?? 'flex flex-wrap justify-end gap-1.5'}>
      {button('전송 기록', onLog)}
      {button('수정', onEdit)}
      {button('비밀키 재발급', onRotate)}
      {button('삭제', onRemove)}
    </div>
  );
}

/** 웹훅 관리 (/webhook-management): endpoints that receive signed HR events, their secrets and delivery log. */
export function WebhooksPage() {
  const endpoints = useQuery(webhooksQueryOptions());
  const rotate = useRotateWebhookSecret();
  const remove = useRemoveWebhook();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const list = endpoints.data?.data ?? [];
  const selected = list.find((e) => e.id === selectedId) ?? null;
  const actions = { onLog: (e: WebhookEndpoint) => setSelectedId(e.id), onEdit: setEditing, onRotate: setRotating, onRemove: setRemoving };

  let body;
  if (endpoints.isPending) body = <Skeleton className="h-48 rounded-xl" aria-label="웹훅 목록 불러오는 중" />;
  else if (endpoints.isError)
    body = (
      <Card>
        <QueryErrorState error={endpoints.error} icon={Webhook} title="웹훅 목록을 불러오지 못했습니다" onRetry={() => endpoints.refetch()} />
      </Card>
    );
  else if (list.length === 0)
    body = (
      <Card>
        <EmptyState icon={Webhook} title="등록된 웹훅이 없습니다" description="직원 등록·퇴직 같은 인사 이벤트를 다른 시스템에 알리려면 웹훅을 등록하세요." />
      </Card>
    );
  else
    body = (
      <DataTable
        label="웹훅 목록"
        rows={list}
        rowKey={(e) => e.id}
        columns={columns}
        onRowClick={actions.onLog}
        actions={(e) => <RowActions endpoint={e} {...actions} />}
        cardsBelow="md"
        cardLabel={(e) => e.name}
        card={(e) => (
          <DataCard
            title={
              <>
                <p className="font-medium break-words text-gray-900">{e.name}</p>
                <p className="font-mono text-[11px] break-all text-gray-500">{e.url}</p>
              </>
            }
            aside={<ActiveBadge endpoint={e} />}
            fields={[
              ['이벤트', eventsText(e.events)],
              ['비밀키', <span className="font-mono text-[12px]">{e.secretHint}…</span>],
              ['최근 전송', <LastDelivery endpoint={e} />],
            ]}
            footer={<RowActions endpoint={e} {...actions} className="grid grid-cols-2 gap-2" />}
          />
        )}
      />
    );

  return (
    <>
      <PageHeader
        title="웹훅 관리"
        description="인사 이벤트(직원 등록·변경·퇴직, 인사발령, 사직 승인, 입사 등록)를 다른 시스템에 서명된 JSON으로 보냅니다. 수신 측은 Saram-Signature 헤더로 진위를 확인합니다."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            웹훅 등록
          </Button>
        }
      />
      {body}
      {selected && <DeliveryLog endpoint={selected} />}
      {editing && <WebhookDialog endpoint={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title="비밀키를 재발급할까요?"
        description={`'${rotating?.name ?? ''}'의 이전 비밀키는 바로 쓸 수 없게 됩니다. 수신 측의 비밀키도 함께 바꿔야 합니다.`}
        confirmLabel="재발급"
        pending={rotate.isPending}
        onConfirm={() => rotating && rotate.mutate(rotating.id, { onSuccess: (res) => (setRotating(null), setSecret(res.secret)) })}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="웹훅을 삭제할까요?"
        description={`'${removing?.name ?? ''}'로 더 이상 이벤트를 보내지 않고, 전송 기록도 함께 삭제됩니다. 되돌릴 수 없습니다.`}
        confirmLabel="삭제"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              showSuccess('웹훅을 삭제했습니다', removing.name);
              if (selectedId === removing.id) setSelectedId(null);
              setRemoving(null);
            },
          })
        }
      />
    </>
  );
}
