import { checkEmployee, withRrnFacts } from '@saram/shared/employees/employee-input';
import { toEmployeeDraft } from '@saram/shared/employees/employee-input.schemas';
import { employeeSectionsSchema } from '@saram/shared/employees/employee-record.schemas';
import { rowValues, type EmployeeValues } from '../employee-record';

/**
 * Row values for loading many records at once outside a request (the employee benchmark): the
 * conversion, defaults, checks and column mapping of `prepare` + `rowValues`, without its queries.
 * The caller guarantees unique numbers and e-mails and gives the placement (names and ids of the
 * corporation and units) that `resolvePlacement` would have found.
 */

export type BulkPlacement = {
  corporationId: string | null;
  insuranceCorp: string;
  divisionId: string | null;
  division: string;
  headquartersId: string | null;
  headquarters: string;
  teamId: string | null;
  team: string;
  partId: string | null;
  part: string;
};

export function bulkRowValues(raw: Record<string, unknown>, placement: BulkPlacement, key: Buffer): EmployeeValues {
  const draft = toEmployeeDraft(raw);
  const rrn = typeof (draft.sections.personal as { rrn?: unknown } | undefined)?.rrn === 'string' ? (draft.sections.personal as { rrn: string }).rrn : undefined;
  const parsed = withRrnFacts(employeeSectionsSchema.parse(draft.sections), rrn);
  const sections = {
    ...parsed,
    personal: { ...parsed.personal, phone: parsed.personal.phone.replace(/\D/g, '') },
    organization: {
      ...parsed.organization,
      insuranceCorp: placement.insuranceCorp,
      insuranceCorpId: placement.corporationId,
      division: placement.division,
      divisionId: placement.divisionId,
      headquarters: placement.headquarters,
      headquarterId: placement.headquartersId,
      team: placement.team,
      teamId: placement.teamId,
      part: placement.part,
      partId: placement.partId,
    },
  };
  const { errors } = checkEmployee(sections, rrn);
  if (Object.keys(errors).length) throw new Error(`invalid record ${sections.personal.employeeNo}: ${JSON.stringify(errors)}`);
  return rowValues({ sections, rrn, salary: draft.salary, warnings: [] }, key, null);
}
