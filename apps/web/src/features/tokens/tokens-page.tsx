import type { ApiToken } from '@saram/shared/tokens/api-tokens.schemas';
import { permissionCatalogue, type Permission } from '@saram/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { DataCard, DataTable, type DataColumn } from '../../components/data-table';
import { formatDateTime } from '../../lib/labels/format';
import { showSuccess } from '../../lib/toast';
import { apiTokensQueryOptions, useRevokeApiToken } from './api';
import { CreateTokenDialog } from './create-token-dialog';

type Status = { label: string; tone: BadgeTone };

export function tokenStatus(token: ApiToken, now = Date.now()): Status {
  if (token.revokedAt) return { label: '폐기됨', tone: 'neutral' };
  if (Date.parse(token.expiresAt) <= now) return { label: '만료됨', tone: 'warning' };
  return { label: '사용 중', tone: 'success' };
}

const scopeLabel = (p: string) => permissionCatalogue[p as Permission] ?? p;

const lastUsed = (token: ApiToken) => (token.lastUsedAt ? `${formatDateTime(token.lastUsedAt)} · ${token.lastUsedIp ?? '-'}` : '사용 기록 없음');

const columns: DataColumn<ApiToken>[] = [
  {
    header: '이름',
    pinned: true,
    cell: (token) => (
      <>
        <span className="font-medium text-gray-900">{token.name}</span>
        <span className="block font-mono text-[11px] text-gray-500">{token.prefix}…</span>
      </>
    ),
  },
  { header: '권한', wrap: true, cell: (token) => <span title={token.scopes.join(', ')}>{token.scopes.map(scopeLabel).join(', ')}</span> },
  { header: '발급자', cell: (token) => token.ownerLabel },
  { header: '만료', numeric: true, cell: (token) => formatDateTime(token.expiresAt) },
  {
    header: '마지막 사용',
    cell: (token) =>
      token.lastUsedAt ? (
        <>
          <span className="tabular-nums">{formatDateTime(token.lastUsedAt)}</span>
          <span className="block font-mono text-[11px] text-gray-500">{token.lastUsedIp ?? '-'}</span>
        </>
      ) : (
        <span className="text-gray-500">사용 기록 없음</span>
      ),
  },
  { header: '상태', cell: (token) => <StatusBadge token={token} /> },
];

function StatusBadge({ token }: { token: ApiToken }) {
  const status = tokenStatus(token);
  return (
    <Badge tone={status.tone} dot>
      {status.label}
    </Badge>
  );
}

function RevokeButton({ token, onRevoke, className }: { token: ApiToken; onRevoke: (token: ApiToken) => void; className?: string }) {
  if (token.revokedAt) return null;
  return (
    <Button variant="outline" size="sm" className={className} onClick={() => onRevoke(token)} aria-label={`${token.name} 폐기`}>
      폐기
    </Button>
  );
}

/** API 토큰 관리 (/token-management): issue tokens for other systems, see where they were last used, revoke them. */
export function TokenManagementPage() {
  const tokens = useQuery(apiTokensQueryOptions());
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const header = (
    <PageHeader
      title="API 토큰 관리"
      description="외부 시스템 연동용 토큰을 발급하고, 마지막 사용 시각과 주소를 확인하고, 폐기합니다. 토큰으로 한 작업은 토큰 이름과 함께 감사 로그에 남습니다."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          토큰 발급
        </Button>
      }
    />
  );

  let body;
  if (tokens.isPending) body = <Skeleton className="h-48 rounded-xl" aria-label="토큰 목록 불러오는 중" />;
  else if (tokens.isError)
    body = (
      <Card>
        <QueryErrorState error={tokens.error} icon={KeyRound} title="토큰 목록을 불러오지 못했습니다" onRetry={() => tokens.refetch()} />
      </Card>
    );
  else if (tokens.data.data.length === 0)
    body = (
      <Card>
        <EmptyState icon={KeyRound} title="발급된 토큰이 없습니다" description="외부 시스템이 Saram API를 부를 때 쓸 토큰을 발급하세요." />
      </Card>
    );
  else
    body = (
      <DataTable
        label="API 토큰 목록"
        rows={tokens.data.data}
        rowKey={(token) => token.id}
        columns={columns}
        actions={(token) => <RevokeButton token={token} onRevoke={setRevoking} />}
        cardsBelow="sm"
        cardLabel={(token) => token.name}
        card={(token) => (
          <DataCard
            title={
              <>
                <p className="font-medium break-words text-gray-900">{token.name}</p>
                <p className="font-mono text-[11px] text-gray-500">{token.prefix}…</p>
              </>
            }
            aside={<StatusBadge token={token} />}
            fields={[
              ['권한', token.scopes.map(scopeLabel).join(', ')],
              ['발급자', token.ownerLabel],
              ['만료', <span className="tabular-nums">{formatDateTime(token.expiresAt)}</span>],
              ['마지막 사용', lastUsed(token)],
            ]}
            footer={<RevokeButton token={token} onRevoke={setRevoking} className="w-full" />}
          />
        )}
      />
    );

  return (
    <>
      {header}
      {body}
      {creating && <CreateTokenDialog open onOpenChange={(open) => !open && setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="토큰을 폐기할까요?"
        description={`'${revoking?.name ?? ''}' 토큰을 쓰는 외부 시스템은 바로 API를 호출할 수 없게 됩니다. 되돌릴 수 없습니다.`}
        confirmLabel="폐기"
        destructive
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              showSuccess('토큰을 폐기했습니다', revoking.name);
              setRevoking(null);
            },
          })
        }
      />
    </>
  );
}
