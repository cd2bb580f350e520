import type { RoleRule, RuleRunResult } from '@saram/shared/role-rules/role-rules.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus, RefreshCw, Workflow } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { showSuccess } from '../../lib/toast';
import { ruleBody, rulesQueryOptions, useDeleteRule, useRunRules, useUpdateRule } from './api';
import { RuleList } from './rule-list';
import { useRuleOptions } from './rule-options';
import { RuleFormDialog } from './rule-form-dialog';
import { RunResultDialog } from './run-result-dialog';

type Run = { rule: RoleRule | null; result: RuleRunResult };

/** /role-assignment-rules (역할 배정 규칙): rules, their test runs and application. */
export function RoleRulesPage() {
  const rules = useQuery(rulesQueryOptions());
  const { nameOf } = useRuleOptions();
  const [editing, setEditing] = useState<RoleRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RoleRule | null>(null);
  const [deactivating, setDeactivating] = useState<RoleRule | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const update = useUpdateRule(true);
  const remove = useDeleteRule();
  const runner = useRunRules();

  // Failures show the mutation's error toast.
  const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);
  const test = (rule: RoleRule | null) => quietly(runner.mutateAsync({ id: rule?.id ?? null, dryRun: true }).then((result) => setRun({ rule, result })));
  const apply = async () => {
    if (!run) return;
    const result = await runner.mutateAsync({ id: run.rule?.id ?? null, dryRun: false });
    setRun({ ...run, result });
    showSuccess('규칙을 적용했습니다.', `배정 ${result.gains.length}건, 회수 ${result.losses.length}건`);
  };
  const setActive = async (rule: RoleRule, isActive: boolean) => {
    await update.mutateAsync({ id: rule.id, body: ruleBody(rule, { isActive }) });
    showSuccess(isActive ? '규칙을 활성화했습니다.' : '규칙을 비활성화했습니다.', isActive ? '시험 실행 후 적용하면 권한이 배정됩니다.' : undefined);
    setDeactivating(null);
  };
  const list = rules.data?.data ?? [];

  return (
    <div>
      <PageHeader
        title="역할 배정 규칙"
        description="조직·직책·직급·고용형태·법인 조건에 맞는 직원의 계정에 역할을 자동으로 배정합니다. 직접 배정한 권한은 규칙이 바꾸지 않습니다."
        actions={
          <>
            <Button variant="outline" onClick={() => test(null)} disabled={runner.isPending || list.length === 0}>
              <RefreshCw className="size-4" aria-hidden="true" />
              전체 규칙 다시 적용
            </Button>
            <Button onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" />
              규칙 추가
            </Button>
          </>
        }
      />
      {rules.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="규칙 목록 불러오는 중">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : rules.isError ? (
        <QueryErrorState error={rules.error} title="규칙 목록을 불러오지 못했습니다" onRetry={() => rules.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Workflow}
          title="역할 배정 규칙이 없습니다"
          description="예: '개발본부의 팀장에게 인사 담당자 역할을 개발본부 범위로' 같은 규칙을 만들어 보세요."
          action={<Button onClick={() => setEditing('new')}>규칙 추가</Button>}
        />
      ) : (
        <RuleList
          rules={list}
          nameOf={nameOf}
          busy={runner.isPending || update.isPending}
          onTest={test}
          onEdit={setEditing}
          onDelete={setDeleting}
          onToggle={(rule, on) => (on ? quietly(setActive(rule, true)) : setDeactivating(rule))}
        />
      )}
      <RuleFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} rule={editing === 'new' || editing === null ? undefined : editing} />
      <RunResultDialog title={run ? (run.rule?.name ?? null) : null} result={run?.result ?? null} nameOf={nameOf} onClose={() => setRun(null)} onApply={apply} applying={runner.isPending} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="규칙을 삭제할까요?"
        description={`'${deleting?.name ?? ''}' 규칙을 삭제하면 이 규칙이 배정한 권한 ${deleting?.grantCount ?? 0}건도 바로 회수됩니다. 되돌릴 수 없습니다.`}
        confirmLabel="삭제"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          quietly(
            remove.mutateAsync(deleting!.id).then(() => {
              showSuccess('규칙을 삭제했습니다.', deleting?.name);
              setDeleting(null);
            }),
          )
        }
      />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title="규칙을 비활성화할까요?"
        description={`'${deactivating?.name ?? ''}' 규칙이 배정한 권한 ${deactivating?.grantCount ?? 0}건이 바로 회수됩니다.`}
        confirmLabel="비활성화"
        destructive
        pending={update.isPending}
        onConfirm={() => quietly(setActive(deactivating!, false))}
      />
    </div>
  );
}
