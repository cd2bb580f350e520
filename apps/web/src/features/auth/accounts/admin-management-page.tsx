import { useQuery } from '@tanstack/react-query';
import { Search, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/use-current-user';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/forms/input';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AccessRequestsTab } from './access-requests-tab';
import { AccountsTable } from './accounts-table';
import { accountsQueryOptions, pendingRequestsQueryOptions } from './api';
import { CreateAccountDialog } from './create-account-dialog';

function AccountsTab({ onCreate }: { onCreate: () => void }) {
  const me = useCurrentUser();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const accounts = useQuery(accountsQueryOptions(q));

  return (
    <div className="space-y-4">
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
        <Input
          type="search"
          className="pl-9"
          aria-label="계정 검색"
          placeholder="이름, 로그인 ID, 이메일, 사번"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {accounts.isPending ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : accounts.isError ? (
        <QueryErrorState error={accounts.error} title="관리자 ID 목록을 불러오지 못했습니다" onRetry={() => accounts.refetch()} />
      ) : accounts.data.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title={q ? '검색 결과가 없습니다' : '관리자 ID가 없습니다'}
          description={q ? '다른 이름이나 사번으로 찾아보세요.' : '직원에게 로그인 계정을 만들어 주세요.'}
          action={!q && <Button onClick={onCreate}>관리자 ID 생성</Button>}
        />
      ) : (
        <Card className="overflow-hidden">
          <AccountsTable accounts={accounts.data.data} myId={me?.id} />
        </Card>
      )}
    </div>
  );
}

/** 관리자 ID 관리 (spec 2.2): accounts linked to employees and the pending sign-up requests. */
export function AdminManagementPage() {
  const [creating, setCreating] = useState(false);
  const pending = useQuery(pendingRequestsQueryOptions());
  const pendingCount = pending.data?.data.length ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="관리자 ID 관리"
        description="직원의 로그인 계정을 만들고, 사용 중지·비밀번호 초기화·잠금 해제를 하고, 가입 요청을 처리합니다."
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" />
            관리자 ID 생성
          </Button>
        }
      />
      <Tabs defaultValue="accounts">
        <TabsList>
          <TabsTrigger value="accounts">계정</TabsTrigger>
          <TabsTrigger value="requests">
            가입 요청
            {pendingCount > 0 && (
              <Badge tone="brand" className="ml-1.5">
                {pendingCount}
              </Badge>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="accounts" className="pt-4">
          <AccountsTab onCreate={() => setCreating(true)} />
        </TabsContent>
        <TabsContent value="requests" className="pt-4">
          <AccessRequestsTab />
        </TabsContent>
      </Tabs>
      {creating && <CreateAccountDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
