import { ruleTypeLabels, type RoleRule, type RuleRunResult } from '@saram/shared/role-rules';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Pencil, Plus, RefreshCw, Trash2, Workflow } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/query-error-state';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { showSuccess } from '../../lib/toast';
import { ruleBody, rulesQueryOptions, useDeleteRule, useRunRules, useUpdateRule } from './api';
import { conditionSummary, roleLabel, scopeSummary, useRuleOptions } from './rule-options';
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
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead pinned>규칙 이름</TableHead>
              <TableHead>역할</TableHead>
              <TableHead>범위</TableHead>
              <TableHead>조건</TableHead>
              <TableHead numeric>우선순위</TableHead>
              <TableHead numeric>배정</TableHead>
              <TableHead>활성</TableHead>
              <TableHead>
                <span className="sr-only">작업</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((rule) => (
              <TableRow key={rule.id}>
                <TableCell pinned>
                  <div className="font-semibold text-gray-900">{rule.name}</div>
                  <Badge tone="neutral" className="mt-1">
                    {ruleTypeLabels[rule.ruleType]}
                  </Badge>
                </TableCell>
                <TableCell>{roleLabel(rule.role)}</TableCell>
                <TableCell wrap>{scopeSummary(rule, nameOf)}</TableCell>
                <TableCell wrap>
                  <ul className="space-y-0.5">
                    {conditionSummary(rule, nameOf).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </TableCell>
                <TableCell numeric>{rule.priority}</TableCell>
                <TableCell numeric>{`${rule.grantCount}명`}</TableCell>
                <TableCell>
                  <Switch
                    checked={rule.isActive}
                    aria-label={`${rule.name} 활성`}
                    disabled={update.isPending}
                    onCheckedChange={(on) => (on ? quietly(setActive(rule, true)) : setDeactivating(rule))}
                  />
                </TableCell>
                <TableCell>
                  <div className="flex gap-1">
                    <Button size="sm" variant="outline" onClick={() => test(rule)} disabled={runner.isPending}>
                      <FlaskConical className="size-4" aria-hidden="true" />
                      시험 실행
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`${rule.name} 수정`} onClick={() => setEditing(rule)}>
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`${rule.name} 삭제`} onClick={() => setDeleting(rule)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
