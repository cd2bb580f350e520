import { progressOf } from '@saram/shared/onboarding/progress';
import type { OnboardingStatus } from '@saram/shared/onboarding/onboarding.schemas';
import { newHireDto, type InstanceState } from '../checklists/checklists.service';
import type { NewHireRow } from './onboarding.repo';

/** A person's onboarding as the status call answers it, from their record and their live instance. */

export function statusOf(person: NewHireRow, state: InstanceState | undefined, today: string): OnboardingStatus {
  const employee = newHireDto(person, today);
  if (!state) {
    return {
      employee,
      state: 'not_started',
      instance_id: null,
      template_name: null,
      progress: progressOf([]),
      open_required_items: [],
      completed_at: null,
      completed_by: null,
      rejected_reason: null,
    };
  }
  const { row, items, progress } = state;
  const open = items.filter((i) => i.required && i.state !== 'verified').map((i) => ({ item_id: i.id, title: i.title, state: i.state }));
  return {
    employee,
    state: row.status === 'in_progress' ? (open.length ? 'in_progress' : 'ready') : row.status,
    instance_id: row.id,
    template_name: row.templateName,
    progress,
    open_required_items: open,
    completed_at: row.status === 'completed' ? (row.completedAt?.toISOString() ?? null) : null,
    completed_by: row.status === 'completed' ? row.completedBy : null,
    rejected_reason: row.status === 'rejected' ? row.statusReason : null,
  };
}

/** "필수 항목 2건이 끝나지 않았습니다: 근로계약서 서명, 직무 교육 이수" */
export function openItemsMessage(open: OnboardingStatus['open_required_items']): string {
  return `필수 항목 ${open.length}건이 끝나지 않았습니다: ${open.map((i) => i.title).join(', ')}`;
}
