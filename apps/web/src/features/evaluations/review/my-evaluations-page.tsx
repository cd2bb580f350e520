import { partyLabels } from '@saram/shared/evaluations/evaluations';
import type { EvaluationTask } from '@saram/shared/evaluations/answers.schemas';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatDateTime } from '../../../lib/labels/format';
import { myTasksQuery } from './api';
import { EvaluationStatusBadge } from './review-badges';

export function TaskListSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="불러오는 중">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}

/** What a self-review shows about its result: the grade once released, never before. */
function resultText(task: EvaluationTask): string {
  if (task.cycleStatus === 'released') return task.grade ? `${task.grade} 등급` : '결과 없음';
  return '공개 전';
}

function MyTaskCard({ task }: { task: EvaluationTask }) {
  const write = task.actionRequired;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="my-evaluation">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-gray-900">{task.cycleName}</h3>
          <EvaluationStatusBadge status={task.status} />
        </div>
        <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-gray-600">
          {task.dueDate && task.cycleStatus === 'open' && (
            <div className="flex gap-1">
              <dt>마감</dt>
              <dd className="tabular-nums">{formatDate(task.dueDate)}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>최근 수정</dt>
            <dd className="tabular-nums">{formatDateTime(task.updatedAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>결과</dt>
            <dd className={task.grade ? 'font-semibold text-gray-900' : undefined} data-testid="my-result">
              {resultText(task)}
            </dd>
          </div>
        </dl>
      </div>
      <Link to={`/eval/evaluations/${task.id}`} className={buttonClasses({ variant: write ? 'primary' : 'outline', size: 'md' })}>
        {write ? (task.status === 'draft' ? '자기평가 작성' : '평가 작성') : task.cycleStatus === 'released' ? '결과 보기' : '내용 보기'}
      </Link>
    </li>
  );
}

function TaskSection({ id, title, empty, tasks }: { id: string; title: string; empty: string; tasks: EvaluationTask[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {tasks.length ? (
        <ul className="space-y-2">
          {tasks.map((t) => (
            <MyTaskCard key={t.id} task={t} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{empty}</p>
      )}
    </section>
  );
}

/** /eval/my: my self-reviews in progress and my past evaluations with results once released. */
export function MyEvaluationsPage() {
  const tasks = useQuery(myTasksQuery());
  const mine = tasks.data?.mine ?? [];
  const current = mine.filter((t) => t.cycleStatus === 'open');
  const past = mine.filter((t) => t.cycleStatus !== 'open');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="내 평가" description={`${partyLabels.self} 평가(자기평가)를 작성하고, 공개된 평가 결과를 확인합니다.`} />
      {tasks.isPending ? (
        <TaskListSkeleton />
      ) : tasks.isError ? (
        <QueryErrorState error={tasks.error} title="내 평가를 불러오지 못했습니다." onRetry={() => void tasks.refetch()} />
      ) : mine.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title="배정된 평가가 없습니다." description="평가 주기가 시작되면 이곳에서 자기평가를 작성할 수 있습니다." />
      ) : (
        <div className="space-y-8">
          <TaskSection id="my-current" title="진행 중인 평가" empty="진행 중인 평가가 없습니다." tasks={current} />
          <TaskSection id="my-past" title="지난 평가" empty="지난 평가가 없습니다." tasks={past} />
        </div>
      )}
    </div>
  );
}
