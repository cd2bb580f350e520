import { employeeSectionsSchema, type Employee, type EmployeeSections } from '@saram/shared/employees/employee-record.schemas';
import { checkEmployee, readMoney } from '@saram/shared/employees/employee-input';
import type { EmployeeUpdate } from '@saram/shared/employees/employees.schemas';
import { formatPhoneInput, groupThousands, seoulToday } from '../../../lib/labels/format';
import type { FieldSpec, SectionSpec } from './section-specs';

/**
 * A section form's values, checks and PUT body. Values are kept at the record's own nested paths
 * ('personal.phone'), so the shared `checkEmployee` errors land on the form's fields unchanged.
 */

export type Values = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined), source);
}

export function setPath<T extends Values>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (!rest.length) return { ...target, [head!]: value };
  const child = isObject(target[head!]) ? (target[head!] as Values) : {};
  return { ...target, [head!]: setPath(child, rest.join('.'), value) };
}

/** organization fields the 소속 pickers write. */
export const placementPaths = [
  'organization.insuranceCorp',
  'organization.insuranceCorpId',
  'organization.division',
  'organization.divisionId',
  'organization.headquarters',
  'organization.headquarterId',
  'organization.team',
  'organization.teamId',
  'organization.part',
  'organization.partId',
] as const;

const rrnPath = 'personal.rrn';

/** The fields the caller may write: the RRN only for those who may see it (the server refuses it otherwise). */
export function writableSpec(spec: SectionSpec, rrnRestricted: boolean): SectionSpec {
  if (!spec.fields || !rrnRestricted) return spec;
  return { ...spec, fields: spec.fields.filter((field) => field.path !== rrnPath) };
}

function editedPaths(spec: SectionSpec): string[] {
  return [...(spec.fields ?? []).map((f) => f.path), ...(spec.list ? [spec.list.path] : []), ...(spec.placement ? placementPaths : [])];
}

function toInput(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'tel') return formatPhoneInput(String(value ?? ''));
  if (field.kind === 'money') return groupThousands(value as number | null);
  if (field.kind === 'checkbox') return Boolean(value);
  if (field.kind === 'number') return typeof value === 'number' ? value : 0;
  return value ?? '';
}

function fromInput(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'money') {
    // An amount that cannot be read stays as typed: the check below names it, the server refuses it.
    const read = readMoney(String(value ?? '').trim());
    return 'error' in read ? String(value) : read.value;
  }
  if (field.kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  if (field.kind === 'checkbox') return Boolean(value);
  return typeof value === 'string' ? value.trim() : (value ?? '');
}

const listRow = (fields: FieldSpec[], row: unknown, read: (f: FieldSpec, v: unknown) => unknown) =>
  Object.fromEntries(fields.map((f) => [f.path, read(f, getPath(row, f.path))]));

/** The form's starting values: the record's, shaped for inputs. The RRN input starts empty. */
export function initialValues(employee: Employee, spec: SectionSpec): Values {
  let values: Values = {};
  for (const field of spec.fields ?? []) {
    values = setPath(values, field.path, field.path === rrnPath ? '' : toInput(field, getPath(employee, field.path)));
  }
  if (spec.list) {
    const rows = (getPath(employee, spec.list.path) as unknown[] | null) ?? [];
    values = setPath(values, spec.list.path, rows.map((row) => listRow(spec.list!.fields, row, toInput)));
  }
  if (spec.placement) for (const path of placementPaths) values = setPath(values, path, getPath(employee, path) ?? '');
  return values;
}

export function sectionsOf(employee: Employee): EmployeeSections {
  const keys = Object.keys(employeeSectionsSchema.shape) as (keyof EmployeeSections)[];
  return Object.fromEntries(keys.map((key) => [key, employee[key]])) as EmployeeSections;
}

/** A changed address keeps the previous one in the address history, newest first. */
function withAddressHistory(before: EmployeeSections, after: Values): Values {
  const old = before.personal.addressInfo;
  const next = getPath(after, 'personal.addressInfo') as EmployeeSections['personal']['addressInfo'];
  const changed = (['zipcode', 'address', 'addressDetail', 'extraAddress'] as const).some((k) => old[k] !== next[k]);
  if (!changed || !(old.address || old.zipcode)) return after;
  const { addressHistory, ...previous } = old;
  return setPath(after, 'personal.addressInfo.addressHistory', [{ ...previous, changedAt: seoulToday() }, ...addressHistory]);
}

/** The record with the form's values in place (what the server will store after merging). */
export function mergedRecord(employee: Employee, spec: SectionSpec, values: Values): Values {
  let merged: Values = { ...sectionsOf(employee), salary: employee.salary ?? { baseSalary: null, allowances: null } };
  for (const field of spec.fields ?? []) merged = setPath(merged, field.path, fromInput(field, getPath(values, field.path)));
  if (spec.list) {
    const rows = (getPath(values, spec.list.path) as unknown[] | undefined) ?? [];
    merged = setPath(merged, spec.list.path, rows.map((row) => listRow(spec.list!.fields, row, fromInput)));
  }
  if (spec.placement) for (const path of placementPaths) merged = setPath(merged, path, getPath(values, path) || (path.endsWith('Id') ? null : ''));
  if (spec.id === 'address') merged = withAddressHistory(sectionsOf(employee), merged);
  return merged;
}

/** Blocking problems of the form, by path: the record's schema, then the server's checks. */
export function sectionErrors(employee: Employee, spec: SectionSpec, values: Values): Record<string, string> {
  const merged = mergedRecord(employee, spec, values);
  const paths = editedPaths(spec);
  const mine = (path: string) => paths.some((p) => path === p || path.startsWith(`${p}.`));
  const { salary: _salary, ...sections } = merged;
  const amounts: [string, string][] = (spec.fields ?? []).flatMap((field): [string, string][] => {
    const read = field.kind === 'money' ? readMoney(String(getPath(values, field.path) ?? '').trim()) : { value: null };
    return 'error' in read ? [[field.path, read.error]] : [];
  });
  if (amounts.length) return Object.fromEntries(amounts);
  const parsed = employeeSectionsSchema.safeParse(sections);
  if (!parsed.success) {
    return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]).filter(([path]) => mine(String(path))));
  }
  const rrn = String(getPath(values, rrnPath) ?? '').trim();
  const { errors } = checkEmployee(parsed.data, rrn || undefined);
  return Object.fromEntries(Object.entries(errors).filter(([path]) => mine(path)));
}

/**
 * The PUT body: each changed field under its section, a nested object (militaryService, visa,
 * addressInfo) whole, a list whole. The server merges a section field by field.
 */
export function updateBody(employee: Employee, spec: SectionSpec, values: Values): EmployeeUpdate {
  const merged = mergedRecord(employee, spec, values);
  let body: Values = { version: employee.version };
  for (const path of editedPaths(spec)) {
    if (path === rrnPath && !String(getPath(values, rrnPath) ?? '').trim()) continue;
    const [section, key] = path.split('.');
    body = key === undefined ? { ...body, [section!]: merged[section!] } : setPath(body, `${section}.${key}`, getPath(merged, `${section}.${key}`));
  }
  return body as EmployeeUpdate;
}
