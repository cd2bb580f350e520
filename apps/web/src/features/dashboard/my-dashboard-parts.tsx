import { itemStateLabels, onboardingStateLabels } from '@saram/shared/onboarding/onboarding';
import type { MyEvaluation, MyOnboarding, MyTask } from '@saram/shared/dashboard/my-dashboard.schemas';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/labels/format';
import { dueBadge, evaluationStatusText, type TaskSectionView } from './my-dashboard-logic';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** A titled card of the dashboard. */
export function Panel({ title, description, action, children, className }: { title: string; description?: ReactNode; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold tracking-tight text-gray-900">{title}</h2>
          {description && <CardDescription className="mt-1">{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A headline count; with `href` the whole tile opens the screen behind it. */
export function CountTile({ label, value, hint, href }: { label: string; value: string; hint?: string; href?: string | undefined }) {
  const body = (
    <>
      <span className="flex items-center justify-between gap-2 text-sm font-medium text-gray-600">
        {label}
        {href && <ChevronRight className="size-4 text-gray-400 group-hover:text-brand-600" aria-hidden="true" />}
      </span>
      <span className="mt-1 block text-2xl font-bold tracking-tight text-gray-900 tabular-nums">{value}</span>
      {hint && <span className="mt-1 block text-xs leading-snug text-gray-600">{hint}</span>}
    </>
  );
  const tile = 'group block h-full rounded-xl border border-gray-200 bg-white p-4';
  return href ? (
    <Link to={href} className={cn(tile, 'transition-colors hover:border-brand-300 hover:bg-brand-50/30', focusRing)}>
      {body}
    </Link>
  ) : (
    <div className={tile}>{body}</div>
  );
}

function TaskRow({ task, today }: { task: MyTask; today: string }) {
  const due = dueBadge(task.dueDate, today);
  return (
    <li>
      <Link to={task.href} className={cn('flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-gray-50', focusRing)}>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-gray-900" title={task.title}>
            {task.title}
          </span>
          {task.detail && <span className="block truncate text-xs text-gray-600">{task.detail}</span>}
        </span>
        {due && (
          <Badge tone={due.tone} className="shrink-0 tabular-nums">
            <span aria-hidden="true">{due.text}</span>
            <span className="sr-only">{due.label}</span>
          </Badge>
        )}
        <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** One section of the task list: its kinds, each with its tasks and a link to the whole list. */
export function TaskSection({ section, today }: { section: TaskSectionView; today: string }) {
  return (
    <Panel title={section.title}>
      <div className="space-y-5">
        {section.groups.map((group) => (
          <section key={group.kind} aria-label={`${group.label} ${group.total}건`}>
            <div className="mb-1 flex items-center justify-between gap-2">
              <h3 className="text-[13px] font-semibold text-gray-700">
                {group.label} <span className="font-normal text-gray-600 tabular-nums">{group.total.toLocaleString('ko-KR')}건</span>
              </h3>
              <Link to={group.href} className={cn('text-[13px] font-medium text-brand-700 hover:underline', focusRing)}>
                {group.more > 0 ? `${group.more.toLocaleString('ko-KR')}건 더 보기` : '목록 보기'}
              </Link>
            </div>
            <ul className="-mx-3 divide-y divide-gray-100">
              {group.items.map((task) => (
                <TaskRow key={`${task.kind}:${task.id}`} task={task} today={today} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Panel>
  );
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} className="h-2 rounded-full bg-gray-100">
      <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
    </div>
  );
}

export function OnboardingPanel({ onboarding }: { onboarding: MyOnboarding }) {
  const { progress } = onboarding;
  return (
    <Panel title="내 온보딩" description={onboarding.templateName ?? '온보딩 체크리스트'} action={<Badge tone={onboarding.state === 'rejected' ? 'danger' : onboarding.state === 'completed' ? 'success' : 'info'}>{onboardingStateLabels[onboarding.state]}</Badge>}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-gray-600">입사일</dt>
          <dd className="font-medium text-gray-900 tabular-nums">{formatDate(onboarding.hireDate)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">수습 종료일</dt>
          <dd className="font-medium text-gray-900 tabular-nums">{formatDate(onboarding.probationEndDate)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <div className="mb-1.5 flex justify-between text-sm">
          <span className="text-gray-600">진행률</span>
          <span className="font-medium text-gray-900 tabular-nums">
            {progress.done}/{progress.total}개 · {progress.percent}%
          </span>
        </div>
        <ProgressBar percent={progress.percent} label="온보딩 진행률" />
      </div>
      {onboarding.openItems.length > 0 && (
        <div className="mt-4">
          <h3 className="text-[13px] font-semibold text-gray-700">남은 필수 항목</h3>
          <ul className="mt-1.5 space-y-1.5">
            {onboarding.openItems.map((item) => (
              <li key={item.title} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate text-gray-800">{item.title}</span>
                <Badge tone={item.state === 'rejected' ? 'danger' : item.state === 'submitted' ? 'info' : 'neutral'}>{itemStateLabels[item.state]}</Badge>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-gray-600">항목은 인사 담당자와 소속 조직장이 확인합니다. 제출할 서류는 인사 담당자에게 문의하세요.</p>
        </div>
      )}
    </Panel>
  );
}

export function EvaluationsPanel({ evaluations }: { evaluations: MyEvaluation[] }) {
  return (
    <Panel title="내 평가" action={<Link to="/eval/my" className={cn('text-[13px] font-medium text-brand-700 hover:underline', focusRing)}>전체 보기</Link>}>
      {evaluations.length === 0 ? (
        <p className="py-4 text-center text-sm text-gray-600">진행 중이거나 공개된 평가가 없습니다.</p>
      ) : (
        <ul className="-mx-3 divide-y divide-gray-100">
          {evaluations.map((ev) => {
            const status = evaluationStatusText(ev);
            return (
              <li key={ev.id}>
                <Link to={ev.href} className={cn('flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-gray-50', focusRing)}>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-gray-900">{ev.cycleName}</span>
                    {ev.dueDate && <span className="block text-xs text-gray-600 tabular-nums">마감 {formatDate(ev.dueDate)}</span>}
                  </span>
                  <Badge tone={status.tone}>{status.text}</Badge>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
