import { cycleTransitions } from '@saram/shared/evaluations/evaluations';
import type { EvaluationCycle, Person } from '@saram/shared/evaluations/cycles.schemas';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, RefreshCw, UserCog } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../../components/feedback/query-error-state';
import { Alert } from '../../../../components/ui/alert';
import { ConfirmDialog } from '../../../../components/ui/overlays/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/layout/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { errorMessage } from '../../../../lib/api/form-errors';
import { orDash } from '../../../../lib/labels/format';
import { showError, showSuccess } from '../../../../lib/toast';
import { useCan } from '../../../../lib/auth/use-can';
import { assignmentsQuery, cyclesQuery, useBuildPopulation, useCycleAction, type CycleAction } from '../api';
import { CreateCycleDialog } from './create-cycle-dialog';
import { CycleStatusBadge, LoadingBlock, cyclePeriod } from './cycle-parts';
import { OverrideDialog, type OverrideTarget } from './override-dialog';

const personLabel = (p: Person | null) => (p ? `${p.name} (${p.employeeNo})` : null);

const actionTexts: Record<CycleAction, { label: string; title: string; description: string; done: string }> = {
  open: { label: '평가 시작', title: '평가 주기를 열까요?', description: '대상자와 평가자에게 평가가 열립니다. 템플릿은 이 주기에 고정되어, 이후 편집은 사본으로 저장됩니다.', done: '평가 주기를 열었습니다' },
  close: { label: '평가 마감', title: '평가를 마감할까요?', description: '더 이상 작성·제출할 수 없습니다. 마감 후 결과를 보고 등급을 조정할 수 있습니다.', done: '평가를 마감했습니다' },
  release: { label: '결과 공개', title: '결과를 공개할까요?', description: '대상자 본인이 최종 점수와 등급, 평가 의견을 볼 수 있게 됩니다. 공개 후에는 등급을 조정할 수 없습니다.', done: '결과를 공개했습니다' },
};
const nextAction = (cycle: EvaluationCycle): CycleAction | null =>
  (Object.entries(cycleTransitions).find(([, t]) => t.from === cycle.status)?.[0] as CycleAction | undefined) ?? null;

/** Evaluator assignment of one cycle: who evaluates whom, people without a 1차 평가자, overrides. */
function Assignments({ cycle, canManage }: { cycle: EvaluationCycle; canManage: boolean }) {
  const assignments = useQuery(assignmentsQuery(cycle.id));
  const build = useBuildPopulation();
  const [target, setTarget] = useState<OverrideTarget | null>(null);
  const draft = cycle.status === 'draft';
  const people = useMemo(() => {
    const map = new Map<string, Person>();
    for (const a of assignments.data?.data ?? []) for (const p of [a.employee, a.first, a.second]) if (p) map.set(p.id, p);
    return [...map.values()].sort((a, b) => a.name.localeCompare(b.name, 'ko'));
  }, [assignments.data]);

  if (assignments.isPending) return <LoadingBlock rows={3} />;
  if (assignments.isError) return <QueryErrorState error={assignments.error} title="평가자 배정을 불러오지 못했습니다" onRetry={() => void assignments.refetch()} />;
  const { data, withoutEvaluator } = assignments.data;
  return (
    <div className="space-y-3">
      {draft && canManage && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            loading={build.isPending}
            loadingText="구성 중..."
            onClick={() =>
              build.mutate(cycle.id, {
                onSuccess: (r) => showSuccess('대상자를 다시 구성했습니다', `${r.data.length}명`),
                onError: (e) => showError('대상자 구성 실패', errorMessage(e)),
              })
            }
          >
            <RefreshCw aria-hidden="true" />
            대상자 다시 구성
          </Button>
          <p className="text-xs text-gray-600">1차 평가자는 소속 조직장, 2차 평가자는 상위 조직장입니다. 직접 바꾼 배정은 다시 구성해도 유지됩니다.</p>
        </div>
      )}
      {withoutEvaluator.length > 0 && (
        <Alert tone="warning" title={`1차 평가자가 없는 대상자 ${withoutEvaluator.length}명`}>
          {withoutEvaluator.map((p) => personLabel(p)).join(', ')} — 평가자를 지정해야 주기를 열 수 있습니다.
        </Alert>
      )}
      {data.length === 0 ? (
        <p className="text-sm text-gray-600">대상자가 없습니다. {draft && '대상자를 구성하세요.'}</p>
      ) : (
        <Table aria-label={`${cycle.name} 평가자 배정`}>
          <TableHeader>
            <TableRow>
              <TableHead>대상자</TableHead>
              <TableHead>조직</TableHead>
              <TableHead>1차 평가자</TableHead>
              <TableHead>2차 평가자</TableHead>
              {draft && canManage && <TableHead className="w-24">변경</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((a) => (
              <TableRow key={a.evaluationId}>
                <TableCell className="font-medium text-gray-900">{personLabel(a.employee)}</TableCell>
                <TableCell>{orDash(a.employee.unit)}</TableCell>
                <TableCell className={a.first ? undefined : 'font-medium text-red-700'}>
                  {personLabel(a.first) ?? '미지정'}
                  {a.overridden && <span className="ml-1 text-xs text-gray-600">(직접 지정)</span>}
                </TableCell>
                <TableCell>{orDash(personLabel(a.second))}</TableCell>
                {draft && canManage && (
                  <TableCell>
                    <Button variant="ghost" size="sm" aria-label={`${a.employee.name} 평가자 변경`} onClick={() => setTarget(a)}>
                      <UserCog aria-hidden="true" />
                      변경
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {target && <OverrideDialog cycleId={cycle.id} target={target} people={people} onClose={() => setTarget(null)} />}
    </div>
  );
}

function CycleDetail({ cycle, canManage }: { cycle: EvaluationCycle; canManage: boolean }) {
  const action = nextAction(cycle);
  const run = useCycleAction();
  const [confirming, setConfirming] = useState(false);
  const assignments = useQuery({ ...assignmentsQuery(cycle.id), enabled: cycle.status === 'draft' });
  const blocked = action === 'open' && (assignments.data?.withoutEvaluator.length ?? 0) > 0;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle>{cycle.name}</CardTitle>
          <p className="mt-1 text-sm text-gray-600">
            {cyclePeriod(cycle)} · 템플릿 {cycle.templateName} · 대상 {cycle.evaluationCount}명
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {cycle.status !== 'draft' && (
            <>
              <Link className="text-sm font-medium text-brand-700 hover:underline" to={`/eval/cycles/${cycle.id}/status`}>
                진행 현황
              </Link>
              <Link className="text-sm font-medium text-brand-700 hover:underline" to={`/eval/cycles/${cycle.id}/results`}>
                결과·등급 조정
              </Link>
            </>
          )}
          {canManage && action && (
            <Button size="sm" disabled={blocked} title={blocked ? '1차 평가자가 없는 대상자가 있습니다.' : undefined} onClick={() => setConfirming(true)}>
              {actionTexts[action].label}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <h3 className="mb-2 text-sm font-semibold text-gray-900">평가자 배정</h3>
        <Assignments cycle={cycle} canManage={canManage} />
      </CardContent>
      {action && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={actionTexts[action].title}
          description={actionTexts[action].description}
          confirmLabel={actionTexts[action].label}
          pending={run.isPending}
          onConfirm={() =>
            run.mutate(
              { id: cycle.id, action, version: cycle.version },
              {
                onSuccess: () => {
                  showSuccess(actionTexts[action].done, cycle.name);
                  setConfirming(false);
                },
                onError: (e) => {
                  showError(`${actionTexts[action].label} 실패`, errorMessage(e));
                  setConfirming(false);
                },
              },
            )
          }
        />
      )}
    </Card>
  );
}

/** /eval/cycles (평가 주기): every cycle; one selected shows its evaluators and its next step. */
export function CyclesPage() {
  const [params, setParams] = useSearchParams();
  const canManage = useCan('evaluations:manage');
  const cycles = useQuery(cyclesQuery());
  const [creating, setCreating] = useState(false);
  const rows = cycles.data?.data ?? [];
  const selectedId = params.get('cycle') ?? rows[0]?.id;
  const selected = rows.find((c) => c.id === selectedId);
  const select = (id: string) => setParams({ cycle: id }, { replace: true });

  return (
    <div>
      <PageHeader
        title="평가 주기"
        description="평가 기간과 대상자, 1차·2차 평가자를 정해 평가를 열고, 마감하고, 결과를 공개합니다."
        actions={
          canManage && (
            <Button onClick={() => setCreating(true)}>
              <CalendarPlus aria-hidden="true" />새 평가 주기
            </Button>
          )
        }
      />
      {cycles.isPending ? (
        <LoadingBlock />
      ) : cycles.isError ? (
        <QueryErrorState error={cycles.error} title="평가 주기를 불러오지 못했습니다" onRetry={() => void cycles.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={CalendarPlus} title="평가 주기가 없습니다" description="새 평가 주기를 만들어 평가를 시작하세요." />
      ) : (
        <div className="space-y-6">
          <Table aria-label="평가 주기 목록">
            <TableHeader>
              <TableRow>
                <TableHead>평가 이름</TableHead>
                <TableHead>기간</TableHead>
                <TableHead>템플릿</TableHead>
                <TableHead numeric>대상</TableHead>
                <TableHead>상태</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id} onClick={() => select(c.id)} aria-selected={c.id === selectedId} className={c.id === selectedId ? 'bg-brand-50/60' : undefined}>
                  <TableCell>
                    <button
                      type="button"
                      className="font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                      onClick={(e) => {
                        e.stopPropagation();
                        select(c.id);
                      }}
                    >
                      {c.name}
                    </button>
                  </TableCell>
                  <TableCell className="tabular-nums">{cyclePeriod(c)}</TableCell>
                  <TableCell>{c.templateName}</TableCell>
                  <TableCell numeric>{c.evaluationCount}명</TableCell>
                  <TableCell>
                    <CycleStatusBadge status={c.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {selected && <CycleDetail key={selected.id} cycle={selected} canManage={canManage} />}
        </div>
      )}
      {creating && (
        <CreateCycleDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            select(id);
          }}
        />
      )}
    </div>
  );
}
