import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/layout/page-header';
import { UnsavedChangesGuard } from '../../components/dialogs/unsaved-changes-guard';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AccountsTab } from './accounts-tab';
import { GrantEditor } from './grant-editor';
import type { MatrixDraft } from './matrix-draft';
import { RoleMatrix } from './role-matrix';

/**
 * 시스템 권한 관리 (/rbac): the roles × permissions matrix and the grants per account.
 * `?userId=<id>` opens that account's grant editor (the admin-ID screen links here).
 */
export function RbacPage() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<MatrixDraft>({});
  const userId = params.get('userId');
  const tab = userId ? 'accounts' : (params.get('tab') ?? 'matrix');
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title="시스템 권한 관리" description="역할마다 쓸 수 있는 권한을 정하고, 계정에 역할과 직원 조회 범위를 부여합니다." />
      <Tabs value={tab} onValueChange={(value) => update({ tab: value, userId: null })}>
        <TabsList>
          <TabsTrigger value="matrix">역할·권한 매트릭스</TabsTrigger>
          <TabsTrigger value="accounts">계정별 권한</TabsTrigger>
        </TabsList>
        <TabsContent value="matrix">
          <RoleMatrix draft={draft} setDraft={setDraft} />
        </TabsContent>
        <TabsContent value="accounts">
          <AccountsTab onEdit={(row) => row.account && update({ tab: 'accounts', userId: row.account.id })} />
        </TabsContent>
      </Tabs>
      <UnsavedChangesGuard when={() => Object.keys(draft).length > 0} />
      <GrantEditor userId={userId} onClose={() => update({ userId: null, tab: 'accounts' })} />
    </>
  );
}
