import { employeeSortKeys } from '@saram/shared/employees/employees';
import type { EmployeeListQuery, RetiredListQuery } from '@saram/shared/employees/employees.schemas';

/**
 * The list screens keep filters, sort and page in the URL under the API's own parameter names: a
 * shared link or the back button restores the screen, and a hand-edited bad value falls back to its
 * default instead of breaking the page. The page size is a per-user preference (list-preferences.ts),
 * never part of the URL.
 *
 * The URL is read here without zod (it would be a quarter of the list screen's JavaScript); the
 * server validates with the shared query schemas (employeeListQuerySchema, retiredListQuerySchema),
 * and list-params.test.ts checks that both read every URL alike.
 */

/** The filters of a list without page, page size and sort (what the export sends). */
export type ListFilters<Q> = Omit<Q, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

type Reader = (value: string | undefined) => unknown;

/** '전체' (all) and blank values mean no filter (spec 5); more than 200 characters is refused. */
const filter: Reader = (value) => {
  const text = value?.trim();
  return !text || text === '전체' || text.length > 200 ? undefined : text;
};
const page: Reader = (value) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
};
const oneOf =
  (values: readonly string[], fallback: string): Reader =>
  (value) =>
    value !== undefined && values.includes(value) ? value : fallback;
/** YYYY-MM-DD naming a day of the calendar. */
const isoDate: Reader = (value) => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
};

const organizationFilters = { searchTerm: filter, corporation: filter, division: filter, department: filter, team: filter, part: filter };
// In the order of the shared schemas' keys, which is the order of the URL's parameters.
const employeeFields: Record<keyof EmployeeListQuery, Reader> = {
  page,
  limit: () => 20,
  ...organizationFilters,
  status: filter,
  jobTitle: filter,
  employmentType: filter,
  hireFrom: isoDate,
  hireTo: isoDate,
  sortBy: oneOf(employeeSortKeys, 'employeeNo'),
  sortOrder: oneOf(['asc', 'desc'], 'asc'),
};
const retiredFields: Record<keyof RetiredListQuery, Reader> = {
  page,
  limit: () => 20,
  ...organizationFilters,
  jobTitle: filter,
  employmentType: filter,
  hireFrom: isoDate,
  hireTo: isoDate,
  sortBy: oneOf([...employeeSortKeys, 'terminationDate'], 'terminationDate'),
  sortOrder: oneOf(['asc', 'desc'], 'desc'),
  terminationFrom: isoDate,
  terminationTo: isoDate,
  resignationType: filter,
};

function read<Q>(fields: Record<string, Reader>, params: URLSearchParams): Q {
  return Object.fromEntries(Object.entries(fields).map(([key, reader]) => [key, reader(params.getAll(key).at(-1))])) as Q;
}

export function parseEmployeeListParams(params: URLSearchParams): EmployeeListQuery {
  return read(employeeFields, params);
}

export function parseRetiredListParams(params: URLSearchParams): RetiredListQuery {
  return read(retiredFields, params);
}

export const employeeListDefaults: EmployeeListQuery = parseEmployeeListParams(new URLSearchParams());
export const retiredListDefaults: RetiredListQuery = parseRetiredListParams(new URLSearchParams());

/** The URL of a query: only what differs from the defaults, never the page size. */
export function toListParams<Q extends object>(query: Q, defaults: Q): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'limit' || value === undefined || value === null || value === '') continue;
    if (value === (defaults as Record<string, unknown>)[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

const pagingKeys = new Set(['page', 'limit', 'sortBy', 'sortOrder']);

/** The filters that are set (export parameters, 'is anything filtered?'). */
export function activeFilters<Q extends object>(query: Q): Partial<ListFilters<Q>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (pagingKeys.has(key) || value === undefined || value === '') continue;
    out[key] = value;
  }
  return out as Partial<ListFilters<Q>>;
}

export function hasActiveFilters(query: object): boolean {
  return Object.keys(activeFilters(query)).length > 0;
}

/**
 * A change of filters: the page goes back to 1 (the old page may not exist any more); a change of
 * page keeps everything else.
 */
export function withChange<Q extends { page: number }>(query: Q, change: Partial<Q>): Q {
  const next = { ...query, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** Clears every filter and the page; keeps the sort. */
export function withoutFilters<Q extends { page: number; limit: number; sortBy: string; sortOrder: string }>(query: Q, defaults: Q): Q {
  return { ...defaults, sortBy: query.sortBy, sortOrder: query.sortOrder, limit: query.limit };
}

/** Clicking a sortable header: the same column flips the order, another column starts ascending. */
export function withSort<Q extends { page: number; sortBy: string; sortOrder: 'asc' | 'desc' }>(query: Q, sortBy: Q['sortBy']): Q {
  const sortOrder = query.sortBy === sortBy && query.sortOrder === 'asc' ? 'desc' : 'asc';
  return { ...query, sortBy, sortOrder, page: 1 };
}
