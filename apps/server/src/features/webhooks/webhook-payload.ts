import type { WebhookEventType } from '@saram/shared/webhooks/webhooks';

/**
 * What a webhook may carry, by explicit allow-list: ids, names, placement, 직급·직책, status and
 * dates. Anything else a caller hands over (RRN, salary, address, phone, bank, a whole record) is
 * dropped here, so a careless caller cannot leak a protected field to a third party.
 */
export const employeeFields = [
  'id',
  'employeeNo',
  'name',
  'nameEng',
  'employmentStatus',
  'employmentType',
  'jobGrade',
  'jobTitle',
  'jobFunction',
  'hireDate',
  'terminationDate',
  'corporationId',
  'divisionId',
  'division',
  'headquartersId',
  'headquarters',
  'teamId',
  'team',
  'partId',
  'part',
] as const;

export type EmployeeSnapshot = { [K in (typeof employeeFields)[number]]: string | null };

/** Each event's top-level keys; `employee` is always an employee snapshot. */
export const eventFields: Record<WebhookEventType, readonly string[]> = {
  'employee.created': ['employee'],
  // change: what changed it (record: an edit; org_move, corporation_rename: the organisation; rehire: 재입사).
  'employee.updated': ['change', 'employee'],
  'employee.retired': ['employee'],
  'appointment.effective': ['appointmentId', 'appointmentType', 'effectiveDate', 'employee'],
  'resignation.approved': ['resignationId', 'requestDate', 'lastWorkingDate', 'resignationType', 'employee'],
  'applicant.hired': ['applicantId', 'noticeId', 'hireDate', 'employee'],
};

type Scalar = string | number | boolean | null;
const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function pickScalars(value: Record<string, unknown>, keys: readonly string[]): Record<string, Scalar> {
  return Object.fromEntries(keys.filter((k) => isScalar(value[k])).map((k) => [k, value[k] as Scalar]));
}

/** The event's data restricted to its allow-list (nested objects other than `employee` are dropped). */
export function allowedData(type: WebhookEventType, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = pickScalars(data, eventFields[type].filter((k) => k !== 'employee'));
  const employee = data.employee;
  if (eventFields[type].includes('employee') && employee && typeof employee === 'object') out.employee = pickScalars(employee as Record<string, unknown>, employeeFields);
  return out;
}
