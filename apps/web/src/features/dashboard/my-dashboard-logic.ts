import { differenceInCalendarDays, parseISO } from 'date-fns';
import { myTaskKindLabels, myTaskSections, type MyTaskSectionId } from '@saram/shared/dashboard/my-dashboard';
import type { MyEvaluation, MyTask, MyTaskGroup } from '@saram/shared/dashboard/my-dashboard.schemas';
import { evaluationStatusLabels } from '@saram/shared/evaluations/evaluations';
import type { BadgeTone } from '../../components/ui/badge';
import { formatDate } from '../../lib/labels/format';

/** The task list's logic: sections, due-date badges and counts, kept apart from the markup (and tested). */

export type DueBadge = { text: string; tone: BadgeTone; label: string };

const daysBetween = (from: string, to: string) => differenceInCalendarDays(parseISO(to.slice(0, 10)), parseISO(from.slice(0, 10)));

/** 'D-3' (amber within 3 days), '오늘 마감', '3일 지남' (red), or the date; null without a due date. */
export function dueBadge(dueDate: string | null, today: string): DueBadge | null {
  if (!dueDate) return null;
  const left = daysBetween(today, dueDate);
  const label = `기한 ${formatDate(dueDate)}`;
  if (left < 0) return { text: `${-left}일 지남`, tone: 'danger', label: `${label}, ${-left}일 지남` };
  if (left === 0) return { text: '오늘 마감', tone: 'danger', label: `${label}, 오늘 마감` };
  if (left <= 3) return { text: `D-${left}`, tone: 'warning', label: `${label}, ${left}일 남음` };
  return { text: formatDate(dueDate), tone: 'neutral', label };
}

export type TaskGroupView = MyTaskGroup & { label: string; more: number };
export type TaskSectionView = { id: MyTaskSectionId; title: string; total: number; groups: TaskGroupView[] };

/**
 * The three sections (확인할 체크리스트 항목, 작성할 평가, 결재 대기) with the groups the server sent,
 * each labelled, with how many are left out of its list; a section without tasks is left out.
 */
export function taskSections(groups: readonly MyTaskGroup[]): TaskSectionView[] {
  return myTaskSections.flatMap((section) => {
    const mine = groups
      .filter((g) => (section.kinds as readonly string[]).includes(g.kind) && g.total > 0)
      .map((g) => ({ ...g, label: myTaskKindLabels[g.kind], more: Math.max(0, g.total - g.items.length) }));
    if (!mine.length) return [];
    return [{ id: section.id, title: section.title, total: mine.reduce((n, g) => n + g.total, 0), groups: mine }];
  });
}

export function taskTotal(groups: readonly MyTaskGroup[]): number {
  return groups.reduce((n, g) => n + g.total, 0);
}

/** Tasks past their due date or due within 3 days, across the groups (the listed ones). */
export function urgentCount(groups: readonly MyTaskGroup[], today: string): number {
  return groups.flatMap((g) => g.items).filter((t: MyTask) => t.dueDate && daysBetween(today, t.dueDate) <= 3).length;
}

/** How an own evaluation reads: '자기평가 작성 필요', '1차 평가 진행 중', '확정 · 등급 A'. */
export function evaluationStatusText(ev: MyEvaluation): { text: string; tone: BadgeTone } {
  if (ev.actionRequired) return { text: '자기평가 작성 필요', tone: 'warning' };
  if (ev.grade) return { text: `등급 ${ev.grade}`, tone: 'success' };
  switch (ev.status) {
    case 'draft':
      return { text: ev.cycleStatus === 'open' ? '작성 중' : '미제출', tone: 'neutral' };
    case 'submitted':
      return { text: '1차 평가 진행 중', tone: 'info' };
    case 'first_reviewed':
      return { text: '2차 평가 진행 중', tone: 'info' };
    default:
      return { text: evaluationStatusLabels[ev.status], tone: 'success' };
  }
}
