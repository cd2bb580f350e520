import { partyLabels } from '@saram/shared/evaluations/evaluations';
import type { EvaluationTask } from '@saram/shared/evaluations/answers.schemas';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { StatusTabs } from '../../../components/list/status-tabs';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../../components/ui/overlays/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/forms/label';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { Textarea } from '../../../components/ui/forms/textarea';
import { isApiError } from '../../../lib/api/api-client';
import { formatDate, orDash } from '../../../lib/labels/format';
import { showError, showSuccess } from '../../../lib/toast';
import { myTasksQuery, useBulkSave } from './api';
import { TaskListSkeleton } from './my-evaluations-page';
import { EvaluationStatusBadge } from './review-badges';
import { stageOf, stageTabs, type Stage } from './review-logic';

/**
 * /evaluations (평가자 포털): the evaluations I review as 1차 / 2차 평가자, by stage, with bulk
 * actions (a comment for many, submit many) through bulk-save where my part is open.
 */
export function EvaluatorPortalPage() {
  const tasks = useQuery(myTasksQuery());
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const stage = (stageTabs.find((t) => t.value === params.get('stage'))?.value ?? 'todo') as Stage;
  const reviews = useMemo(() => tasks.data?.reviews ?? [], [tasks.data]);
  const counts = useMemo(() => Object.fromEntries(stageTabs.map((t) => [t.value, reviews.filter((r) => stageOf(r) === t.value || t.value === 'all').length])), [reviews]);
  const rows = reviews.filter((r) => stage === 'all' || stageOf(r) === stage);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectable = rows.filter((r) => r.actionRequired);
  const chosen = selectable.filter((r) => selected.has(r.id));
  const myOpen = (tasks.data?.mine ?? []).filter((t) => t.actionRequired);
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChecked = selectable.length > 0 && chosen.length === selectable.length ? true : chosen.length > 0 ? 'indeterminate' : false;

  return (
    <div>
      <PageHeader title="평가자 포털" description="내가 1차·2차 평가자로 배정된 평가를 단계별로 보고 작성합니다." />
      {myOpen.length > 0 && (
        <Alert className="mb-4" title="작성할 자기평가가 있습니다">
          <Link to="/eval/my" className="font-medium text-brand-700 underline underline-offset-2">
            내 평가에서 자기평가 {myOpen.length}건 작성하기
          </Link>
        </Alert>
      )}
      <div className="mb-4">
        <StatusTabs
          label="단계"
          tabs={stageTabs.map((tab) => ({ ...tab, count: tasks.data ? counts[tab.value] : undefined }))}
          value={stage}
          onChange={(next) => {
            setSelected(new Set());
            setParams(next === 'todo' ? {} : { stage: next }, { replace: true });
          }}
        />
      </div>
      {chosen.length > 0 && <BulkBar tasks={chosen} onDone={() => setSelected(new Set())} />}
      {tasks.isPending ? (
        <TaskListSkeleton />
      ) : tasks.isError ? (
        <QueryErrorState error={tasks.error} title="평가 목록을 불러오지 못했습니다." onRetry={() => void tasks.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={stage === 'todo' ? '지금 작성할 평가가 없습니다.' : '이 단계의 평가가 없습니다.'}
          description={reviews.length === 0 ? '평가자로 배정된 평가가 없습니다.' : '다른 단계를 선택해 확인해주세요.'}
        />
      ) : (
        <>
          <Table containerClassName="hidden md:block">
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">
                  <Checkbox aria-label="작성할 평가 모두 선택" checked={allChecked} disabled={selectable.length === 0} onCheckedChange={(on) => setSelected(on === true ? new Set(selectable.map((r) => r.id)) : new Set())} />
                </TableHead>
                <TableHead>대상자</TableHead>
                <TableHead>소속</TableHead>
                <TableHead>평가</TableHead>
                <TableHead>내 역할</TableHead>
                <TableHead>상태</TableHead>
                <TableHead>마감</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} onClick={() => navigate(`/eval/evaluations/${r.id}`)}>
                  <TableCell onClick={(e) => e.stopPropagation()}>
                    {r.actionRequired && <Checkbox aria-label={`${r.employee.name} 선택`} checked={selected.has(r.id)} onCheckedChange={(on) => toggle(r.id, on === true)} />}
                  </TableCell>
                  <TableCell>
                    <Link to={`/eval/evaluations/${r.id}`} onClick={(e) => e.stopPropagation()} className="font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
                      {r.employee.name}
                    </Link>{' '}
                    <span className="text-gray-500 tabular-nums">({r.employee.employeeNo})</span>
                  </TableCell>
                  <TableCell>{orDash(r.employee.unit)}</TableCell>
                  <TableCell>{r.cycleName}</TableCell>
                  <TableCell>{partyLabels[r.role]}</TableCell>
                  <TableCell>
                    <span className="inline-flex items-center gap-2">
                      <EvaluationStatusBadge status={r.status} />
                      {r.actionRequired && <span className="text-[13px] font-medium text-brand-700">작성 필요</span>}
                    </span>
                  </TableCell>
                  <TableCell className="tabular-nums">{formatDate(r.dueDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ul className="space-y-2 md:hidden">
            {rows.map((r) => (
              <TaskCard key={r.id} task={r} checked={selected.has(r.id)} onCheck={(on) => toggle(r.id, on)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function TaskCard({ task, checked, onCheck }: { task: EvaluationTask; checked: boolean; onCheck: (on: boolean) => void }) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-4">
      {task.actionRequired && <Checkbox className="mt-1" aria-label={`${task.employee.name} 선택`} checked={checked} onCheckedChange={(on) => onCheck(on === true)} />}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to={`/eval/evaluations/${task.id}`} className="font-semibold text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
            {task.employee.name} <span className="font-normal text-gray-500 tabular-nums">({task.employee.employeeNo})</span>
          </Link>
          <EvaluationStatusBadge status={task.status} />
        </div>
        <p className="mt-0.5 text-[13px] text-gray-600">{[task.employee.unit, task.cycleName, partyLabels[task.role]].filter(Boolean).join(' · ')}</p>
        <div className="mt-3 flex items-center justify-between gap-2 text-[13px]">
          <span className="text-gray-600 tabular-nums">마감 {formatDate(task.dueDate)}</span>
          <Link to={`/eval/evaluations/${task.id}`} className={buttonClasses({ variant: task.actionRequired ? 'primary' : 'outline', size: 'sm' })}>
            {task.actionRequired ? '평가 작성' : '보기'}
          </Link>
        </div>
      </div>
    </li>
  );
}

/** Bulk action on the selected evaluations: one comment for all (optional), and submit them all. */
function BulkBar({ tasks, onDone }: { tasks: EvaluationTask[]; onDone: () => void }) {
  const [open, setOpen] = useState<'comment' | 'submit' | null>(null);
  const [comment, setComment] = useState('');
  const bulk = useBulkSave();
  const run = async () => {
    try {
      const result = await bulk.mutateAsync({
        evaluationIds: tasks.map((t) => t.id),
        fields: { answers: {}, ...(open === 'comment' ? { comment } : {}) },
        submit: open === 'submit',
      });
      showSuccess(open === 'submit' ? `평가 ${result.count}건을 제출했습니다.` : `평가 ${result.count}건에 의견을 저장했습니다.`);
      setOpen(null);
      setComment('');
      onDone();
    } catch (error) {
      showError(open === 'submit' ? '일괄 제출하지 못했습니다.' : '일괄 저장하지 못했습니다.', bulkErrorText(error, tasks));
    }
  };
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5" role="region" aria-label="일괄 작업">
      <p className="mr-auto text-sm font-medium text-gray-900">
        <span className="tabular-nums">{tasks.length}</span>건 선택됨
      </p>
      <Button size="sm" variant="outline" onClick={() => setOpen('comment')}>
        의견 일괄 입력
      </Button>
      <Button size="sm" onClick={() => setOpen('submit')}>
        일괄 제출
      </Button>
      <Dialog open={open !== null} onOpenChange={(o) => !bulk.isPending && !o && setOpen(null)}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{open === 'submit' ? '선택한 평가 일괄 제출' : '선택한 평가에 의견 입력'}</DialogTitle>
            <DialogDescription>
              {open === 'submit'
                ? `${tasks.length}건을 저장된 내용 그대로 제출합니다. 필수 문항이 빈 평가가 있으면 아무것도 제출되지 않습니다.`
                : `${tasks.length}건의 종합 의견을 아래 내용으로 바꿉니다.`}
            </DialogDescription>
          </DialogHeader>
          {open === 'comment' && (
            <DialogBody>
              <Label htmlFor="bulk-comment">종합 의견</Label>
              <Textarea id="bulk-comment" className="mt-1.5" value={comment} onChange={(e) => setComment(e.target.value)} />
            </DialogBody>
          )}
          <DialogActions
            submitLabel={open === 'submit' ? '제출' : '저장'}
            onCancel={() => setOpen(null)}
            pending={bulk.isPending}
            onSubmit={() => void run()}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** A bulk 400 names fields `<evaluationId>.answers.<question>`: say whose evaluation is incomplete. */
export function bulkErrorText(error: unknown, tasks: readonly EvaluationTask[]): string | undefined {
  if (!isApiError(error)) return undefined;
  const fields = (error.details as { fields?: Record<string, string> } | null)?.fields;
  if (error.status === 400 && fields) {
    const names = new Set(Object.keys(fields).flatMap((key) => tasks.filter((t) => key.startsWith(`${t.id}.`)).map((t) => t.employee.name)));
    if (names.size) return `${[...names].join(', ')}님의 평가에 빠진 필수 문항이 있습니다.`;
  }
  return error.message;
}

