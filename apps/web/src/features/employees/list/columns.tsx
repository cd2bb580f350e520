import { employmentStatuses, type EmployeeSortKey, type EmploymentStatus } from '@saram/shared/employees/employees';
import type { EmployeeListItem } from '@saram/shared/employees/employees.schemas';
import { formatPhone } from '@saram/shared/korea';
import type { ReactNode } from 'react';
import { Badge, EmploymentStatusBadge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/labels/format';

/** The columns of the employee and retired-employee tables, shared by the table and the column chooser. */

export type ListSortKey = EmployeeSortKey | 'terminationDate';

export type ListColumn = {
  id: string;
  label: string;
  /** The API's sortBy value; without one the server cannot sort by the column. */
  sortKey?: ListSortKey | undefined;
  /** Width in px: the virtualised rows keep the header and the cells aligned with it. */
  width: number;
  numeric?: boolean | undefined;
  /** Always shown (the first, pinned column); the chooser does not offer it. */
  fixed?: boolean | undefined;
  /** The text of a cell, for the tooltip of truncated cells and for the mobile card. */
  text: (row: EmployeeListItem) => string;
  cell?: ((row: EmployeeListItem) => ReactNode) | undefined;
};

/** design.md: dates 2026.11.21. */

function isEmploymentStatus(value: string): value is EmploymentStatus {
  return (employmentStatuses as readonly string[]).includes(value);
}

export function StatusBadge({ status }: { status: string }) {
  if (isEmploymentStatus(status)) return <EmploymentStatusBadge status={status} />;
  return status ? <Badge>{status}</Badge> : null;
}

/** 본부 > 팀 > 파트, or the 사업부 (then 법인) for people placed higher up. */
export function placementOf(row: Pick<EmployeeListItem, 'departmentPath' | 'division_name' | 'corporation_name'>): string {
  return row.departmentPath || row.division_name || row.corporation_name;
}

const columns = {
  name: { id: 'name', label: '이름', sortKey: 'name', width: 96, fixed: true, text: (r) => r.nameKor },
  employeeNo: { id: 'employeeNo', label: '사번', sortKey: 'employeeNo', width: 96, text: (r) => r.employee_number },
  placement: { id: 'placement', label: '소속', sortKey: 'organization', width: 180, text: placementOf },
  jobTitle: { id: 'jobTitle', label: '직책', sortKey: 'jobTitle', width: 72, text: (r) => r.job_title },
  jobGrade: { id: 'jobGrade', label: '직급', sortKey: 'jobGrade', width: 64, text: (r) => r.job_grade },
  employmentType: { id: 'employmentType', label: '고용형태', sortKey: 'employmentType', width: 76, text: (r) => r.work_form },
  hireDate: { id: 'hireDate', label: '입사일', sortKey: 'hireDate', width: 100, numeric: true, text: (r) => formatDate(r.hire_date) },
  status: {
    id: 'status',
    label: '재직상태',
    sortKey: 'status',
    width: 84,
    text: (r) => r.employment_status,
    cell: (r) => <StatusBadge status={r.employment_status} />,
  },
  contact: { id: 'contact', label: '연락처', width: 124, numeric: true, text: (r) => (r.contact ? formatPhone(r.contact) : '') },
  email: { id: 'email', label: '이메일', width: 200, text: (r) => r.email },
  terminationDate: {
    id: 'terminationDate',
    label: '퇴직일',
    sortKey: 'terminationDate',
    width: 100,
    numeric: true,
    text: (r) => formatDate(r.termination_date),
  },
  terminationReason: { id: 'terminationReason', label: '퇴직 사유', width: 200, text: (r) => r.termination_reason },
} satisfies Record<string, ListColumn>;

export const employeeColumns: readonly ListColumn[] = [
  columns.name,
  columns.employeeNo,
  columns.placement,
  columns.jobTitle,
  columns.jobGrade,
  columns.employmentType,
  columns.hireDate,
  columns.status,
  columns.contact,
  columns.email,
];

export const retiredColumns: readonly ListColumn[] = [
  columns.name,
  columns.employeeNo,
  columns.placement,
  columns.jobTitle,
  columns.jobGrade,
  columns.hireDate,
  columns.terminationDate,
  columns.terminationReason,
  columns.contact,
  columns.email,
];

/** The visible columns in table order; a fixed column stays whatever is stored. */
export function visibleColumns(all: readonly ListColumn[], hidden: readonly string[]): ListColumn[] {
  return all.filter((column) => column.fixed || !hidden.includes(column.id));
}
