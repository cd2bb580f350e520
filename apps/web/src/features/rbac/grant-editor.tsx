import { scopeText } from '@saram/shared/rbac/rbac';
import type { Role } from '@saram/shared/rbac/rbac.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDiscardChanges } from '../../components/dialogs/discard-changes';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { ScopeTypeSelect } from '../../components/fields/scope-type-select';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/forms/select';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { showSuccess } from '../../lib/toast';
import { rolesQueryOptions, userGrantsQueryOptions, useSetUserGrants } from './api';
import { draftsOf, grantProblems, picksIds, toGrantInputs, withScopeType, type GrantDraft } from './grant-draft';
import { ScopePicker, useScopeNames } from './scope-picker';

/** The role every person holds for their own screens (packages/shared permissions: employee). */
const baseRole = 'employee';

type GrantRowProps = {
  index: number;
  draft: GrantDraft;
  roles: readonly Role[];
  problem?: string | undefined;
  idsError?: string | undefined;
  onChange: (next: GrantDraft) => void;
  onRemove: () => void;
};

function GrantRow({ index, draft, roles, problem, idsError, onChange, onRemove }: GrantRowProps) {
  const n = index + 1;
  return (
    <li className="rounded-lg border border-gray-200 p-3" aria-label={`부여 ${n}`}>
      <div className="mb-1 flex items-center justify-between">
        <span className="text-[13px] font-semibold text-gray-700">부여 {n}</span>
        <Button variant="ghost" size="icon-sm" onClick={onRemove} aria-label={`부여 ${n} 삭제`}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="역할" required error={problem}>
          {(control) => (
            <Select value={draft.role} onValueChange={(role) => onChange({ ...draft, role })}>
              <SelectTrigger {...control}>
                <SelectValue placeholder="역할 선택" />
              </SelectTrigger>
              <SelectContent>
                {roles.map((r) => (
                  <SelectItem key={r.name} value={r.name}>
                    {r.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="조회 범위">
          {(control) => <ScopeTypeSelect value={draft.scopeType} onChange={(v) => onChange(withScopeType(draft, v))} control={control} />}
        </FormField>
      </div>
      {picksIds(draft.scopeType) && (
        <div className="mt-3">
          <p className="mb-1.5 text-[13px] text-gray-600">
            {draft.scopeType === 'unit' ? '조직을 고르면 그 하위 조직까지 포함합니다.' : '법인을 고르세요.'} 고르지 않으면 본인 소속{' '}
            {draft.scopeType === 'unit' ? '조직' : '법인'}입니다.
          </p>
          <ScopePicker
            kind={draft.scopeType}
            value={draft.scopeUnitIds}
            onChange={(scopeUnitIds) => onChange({ ...draft, scopeUnitIds })}
            label={`부여 ${n} ${draft.scopeType === 'unit' ? '조직' : '법인'} 선택`}
          />
          {idsError && <p className="mt-1.5 text-[13px] text-red-700">{idsError}</p>}
        </div>
      )}
    </li>
  );
}

export type GrantEditorProps = { userId: string | null; title?: string | undefined; onClose: () => void };

/** The grant editor of one account: manual grants (역할 + 조회 범위) editable, rule grants shown. */
export function GrantEditor({ userId, title, onClose }: GrantEditorProps) {
  const grants = useQuery({ ...userGrantsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  const roles = useQuery(rolesQueryOptions());
  const save = useSetUserGrants();
  const nameOf = useScopeNames();
  const [drafts, setDrafts] = useState<GrantDraft[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  /** The row of the base 직원 role waiting for a yes before it goes. */
  const [removingBase, setRemovingBase] = useState<number | null>(null);

  // The drafts start from the account's grants once per account: a background refetch while the
  // dialog is open must not wipe what is being edited.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return setLoadedFor(null);
    if (!grants.data || grants.isFetching || loadedFor === userId) return;
    setDrafts(draftsOf(grants.data.grants));
    setLoadedFor(userId);
    setShowProblems(false);
    save.reset();
  }, [grants.data, grants.isFetching, userId, loadedFor]);

  const ruleGrants = grants.data?.grants.filter((g) => g.source === 'rule') ?? [];
  const problems = grantProblems(drafts, ruleGrants.map((g) => g.role));
  const serverErrors = serverFieldErrors(save.error);
  const labelOf = (name: string) => roles.data?.data.find((r) => r.name === name)?.label ?? name;
  const update = (i: number, next: GrantDraft) => setDrafts(drafts.map((d, j) => (j === i ? next : d)));
  const dirty = Boolean(grants.data) && JSON.stringify(toGrantInputs(drafts)) !== JSON.stringify(toGrantInputs(draftsOf(grants.data?.grants ?? [])));
  const discard = useDiscardChanges({ onClose, description: '바꾼 역할 부여가 저장되지 않습니다. 닫을까요?' });

  const submit = () => {
    setShowProblems(true);
    if (!userId || Object.keys(problems).length) return;
    save.mutate(
      { userId, grants: toGrantInputs(drafts) },
      {
        onSuccess: (result) => {
          showSuccess('권한을 저장했습니다', `${result.userName ?? result.loginId} 계정의 역할 부여가 바뀌었습니다. 다음 요청부터 적용됩니다.`);
          onClose();
        },
      },
    );
  };

  const account = grants.data;
  return (
    <Dialog open={Boolean(userId)} onOpenChange={(open) => !open && discard.requestClose(dirty, save.isPending)}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>역할 부여{account ? `: ${account.userName ?? account.loginId}` : title ? `: ${title}` : ''}</DialogTitle>
          <DialogDescription>
            {account ? `로그인 ID ${account.loginId}. ` : ''}역할과 그 역할로 볼 수 있는 직원 범위를 정합니다. 저장하면 다음 요청부터 적용됩니다.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {grants.isPending || roles.isPending ? (
            <Skeleton className="h-40" />
          ) : grants.isError || roles.isError ? (
            <QueryErrorState error={grants.error ?? roles.error} icon={UserX} title="계정의 권한을 불러오지 못했습니다" onRetry={() => grants.refetch()} />
          ) : (
            <div className="space-y-4">
              {save.isError && !Object.keys(serverErrors).length && <Alert tone="danger">{errorMessage(save.error)}</Alert>}
              {ruleGrants.length > 0 && (
                <section aria-label="규칙으로 부여된 역할">
                  <h3 className="mb-2 text-sm font-semibold text-gray-900">규칙으로 부여된 역할</h3>
                  <ul className="space-y-1.5">
                    {ruleGrants.map((g) => (
                      <li key={g.role} className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
                        <Badge tone="info">규칙</Badge>
                        <span className="font-medium">{labelOf(g.role)}</span>
                        <span className="text-gray-600">{scopeText(g, nameOf)}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1.5 text-[13px] text-gray-600">역할 배정 규칙 화면에서 바꿀 수 있습니다.</p>
                </section>
              )}
              <section aria-label="직접 부여한 역할">
                <h3 className="mb-2 text-sm font-semibold text-gray-900">직접 부여한 역할</h3>
                {drafts.length === 0 && <p className="mb-2 text-sm text-gray-600">직접 부여한 역할이 없습니다. 역할이 없으면 로그인 후 쓸 수 있는 화면이 없습니다.</p>}
                <ul className="space-y-3">
                  {drafts.map((d, i) => (
                    <GrantRow
                      key={i}
                      index={i}
                      draft={d}
                      roles={roles.data.data}
                      problem={(showProblems ? problems[i] : undefined) ?? serverErrors[`grants.${i}.role`]}
                      idsError={serverErrors[`grants.${i}.scopeUnitIds`]}
                      onChange={(next) => update(i, next)}
                      onRemove={() => (d.role === baseRole ? setRemovingBase(i) : setDrafts(drafts.filter((_, j) => j !== i)))}
                    />
                  ))}
                </ul>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => setDrafts([...drafts, { role: '', scopeType: 'all', scopeUnitIds: [] }])}>
                  <Plus className="size-4" aria-hidden="true" />
                  역할 추가
                </Button>
              </section>
            </div>
          )}
        </DialogBody>
        <DialogActions
          submitLabel="저장"
          pendingLabel="저장 중..."
          onCancel={() => discard.requestClose(dirty)}
          pending={save.isPending}
          disabled={!grants.data}
          onSubmit={submit}
        />
      </DialogContent>
      {discard.confirm}
      <ConfirmDialog
        open={removingBase !== null}
        onOpenChange={(open) => !open && setRemovingBase(null)}
        title="직원 역할을 뺄까요?"
        description="직원 역할은 내 정보, 내 평가, 사직서 제출처럼 누구나 쓰는 본인 화면을 엽니다. 빼면 이 계정은 다른 역할이 여는 화면만 쓸 수 있습니다."
        confirmLabel="빼기"
        destructive
        onConfirm={() => {
          setDrafts(drafts.filter((_, j) => j !== removingBase));
          setRemovingBase(null);
        }}
      />
    </Dialog>
  );
}
