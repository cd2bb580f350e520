import type { ApiToken } from '@saram/shared/api-tokens.schemas';
import { permissionCatalogue, type Permission } from '@saram/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/query-error-state';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDateTime } from '../../lib/format';
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

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  const status = tokenStatus(token);
  return (
    <TableRow>
      <TableCell pinned>
        <span className="font-medium text-gray-900">{token.name}</span>
        <span className="block font-mono text-[11px] text-gray-500">{token.prefix}…</span>
      </TableCell>
      <TableCell wrap title={token.scopes.join(', ')}>
        {token.scopes.map(scopeLabel).join(', ')}
      </TableCell>
      <TableCell>{token.ownerLabel}</TableCell>
      <TableCell numeric>{formatDateTime(token.expiresAt)}</TableCell>
      <TableCell>
        {token.lastUsedAt ? (
          <>
            <span className="tabular-nums">{formatDateTime(token.lastUsedAt)}</span>
            <span className="block font-mono text-[11px] text-gray-500">{token.lastUsedIp ?? '-'}</span>
          </>
        ) : (
          <span className="text-gray-500">사용 기록 없음</span>
        )}
      </TableCell>
      <TableCell>
        <Badge tone={status.tone} dot>
          {status.label}
        </Badge>
      </TableCell>
      <TableCell className="text-right">
        {!token.revokedAt && (
          <Button variant="outline" size="sm" onClick={() => onRevoke(token)} aria-label={`${token.name} 폐기`}>
            폐기
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Phones: one card per token, everything in view (the table would scroll sideways). */
function TokenCard({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  const status = tokenStatus(token);
  return (
    <Card className="p-4" role="listitem" aria-label={token.name}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-gray-900">{token.name}</p>
          <p className="font-mono text-[11px] text-gray-500">{token.prefix}…</p>
        </div>
        <Badge tone={status.tone} dot>
          {status.label}
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1.5 text-[13px]">
        <dt className="text-gray-600">권한</dt>
        <dd className="text-gray-900">{token.scopes.map(scopeLabel).join(', ')}</dd>
        <dt className="text-gray-600">발급자</dt>
        <dd className="text-gray-900">{token.ownerLabel}</dd>
        <dt className="text-gray-600">만료</dt>
        <dd className="text-gray-900 tabular-nums">{formatDateTime(token.expiresAt)}</dd>
        <dt className="text-gray-600">마지막 사용</dt>
        <dd className="text-gray-900">
          {token.lastUsedAt ? `${formatDateTime(token.lastUsedAt)} · ${token.lastUsedIp ?? '-'}` : '사용 기록 없음'}
        </dd>
      </dl>
      {!token.revokedAt && (
        <Button variant="outline" size="sm" className="mt-3 w-full" onClick={() => onRevoke(token)} aria-label={`${token.name} 폐기`}>
          폐기
        </Button>
      )}
    </Card>
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
      <>
      <div className="space-y-3 sm:hidden" role="list" aria-label="API 토큰 목록">
        {tokens.data.data.map((token) => (
          <TokenCard key={token.id} token={token} onRevoke={setRevoking} />
        ))}
      </div>
      <Table aria-label="API 토큰 목록" containerClassName="hidden sm:block">
        <TableHeader>
          <TableRow>
            <TableHead pinned>이름</TableHead>
            <TableHead>권한</TableHead>
            <TableHead>발급자</TableHead>
            <TableHead numeric>만료</TableHead>
            <TableHead>마지막 사용</TableHead>
            <TableHead>상태</TableHead>
            <TableHead>
              <span className="sr-only">작업</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tokens.data.data.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={setRevoking} />
          ))}
        </TableBody>
      </Table>
      </>
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
