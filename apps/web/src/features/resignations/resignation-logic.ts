import { resignationStatuses, resignationStatusLabels, type ResignationStatus } from '@saram/shared/resignations/resignations';
import type { Resignation } from '@saram/shared/resignations/resignations.schemas';
import { pageSizes, type PageSize } from '../../components/list/page-sizes';

/** Statuses of a request still in progress: one at a time per person (the server refuses a second). */
export const openStatuses: readonly ResignationStatus[] = ['pending', 'approved'];

/** The person's request in progress (pending or approved), newest first; null when they may file a new one. */
export function openRequestOf(rows: readonly Resignation[]): Resignation | null {
  return [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at)).find((r) => openStatuses.includes(r.status)) ?? null;
}

export type StatusFilter = 'ALL' | ResignationStatus;
export const statusTabs: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: '전체' },
  ...resignationStatuses.map((s) => ({ value: s, label: resignationStatusLabels[s] })),
];

const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** /resignation-management's filters from the URL (links and the back button keep them); bad values fall back. */
export type ManagementParams = {
  status: StatusFilter;
  page: number;
  limit: PageSize;
  unit_id?: string;
  search?: string;
  resignationType?: string;
  from?: string;
  to?: string;
};

export function parseManagementParams(params: URLSearchParams): ManagementParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: statusTabs.some((tab) => tab.value === status) ? (status as StatusFilter) : 'ALL',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: pageSizes.includes(limit as PageSize) ? (limit as PageSize) : 20,
    ...(params.get('unit') ? { unit_id: params.get('unit')! } : {}),
    ...(params.get('q') ? { search: params.get('q')! } : {}),
    ...(params.get('type') ? { resignationType: params.get('type')! } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
  };
}

/** Whether anything narrows the list beyond the status (the empty state then offers 필터 초기화). */
export function isFiltered(p: ManagementParams): boolean {
  return Boolean(p.unit_id || p.search || p.resignationType || p.from || p.to || p.status !== 'ALL');
}
