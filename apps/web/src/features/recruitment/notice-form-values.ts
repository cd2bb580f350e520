import type { UnitTreeNode } from '@saram/shared/organization';
import { defaultRequiredDocuments, type CreateNotice, type Notice } from '@saram/shared/recruitment';
import { emptyPlacement, placementLevels, type Placement } from '../employees/record/org-placement';

/** The notice form's values: what POST recruitment/notices takes. */
export type NoticeFormValues = Omit<CreateNotice, 'required_documents' | 'approver_id'> & { required_documents: string[]; approver_id: string | null };

export function emptyNoticeForm(today: string): NoticeFormValues {
  return {
    title: '',
    unit_id: '',
    job_function: '',
    employment_type: '정규직',
    headcount: 1,
    start_date: today,
    end_date: today,
    description: '',
    required_documents: [...defaultRequiredDocuments],
    approver_id: null,
  };
}

export function noticeFormValues(notice: Notice): NoticeFormValues {
  return {
    title: notice.title,
    unit_id: notice.unit.id ?? '',
    job_function: notice.job_function,
    employment_type: notice.employment_type,
    headcount: notice.headcount,
    start_date: notice.start_date,
    end_date: notice.end_date,
    description: notice.description,
    required_documents: [...notice.required_documents],
    approver_id: notice.approver?.id ?? null,
  };
}

/** The unit a placement names: its deepest picked level ('' when only the company is picked). */
export function unitIdOf(placement: Placement): string {
  return [...placementLevels].reverse().map((level) => placement[level.key].id).find(Boolean) ?? '';
}

/** The picker's levels for a unit of the tree: the unit and every unit above it, by level. */
export function placementOfUnit(tree: readonly UnitTreeNode[], unitId: string): Placement {
  const path = pathTo(tree, unitId);
  const placement = emptyPlacement();
  if (!path) return placement;
  for (const node of path) {
    const level = placementLevels.find((l) => l.level === node.level);
    if (level) placement[level.key] = { id: node.id, name: node.unitName };
  }
  const corporationId = path.find((node) => node.corporationId)?.corporationId;
  if (corporationId) placement.corporation = { id: corporationId, name: '' };
  return placement;
}

function pathTo(nodes: readonly UnitTreeNode[], id: string): UnitTreeNode[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

/** Today in Asia/Seoul (YYYY-MM-DD). */
export function seoulToday(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
}
