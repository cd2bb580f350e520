import {
  employeeListQuerySchema,
  retiredListQuerySchema,
  type EmployeeListQuery,
  type RetiredListQuery,
} from '@saram/shared/employees';
import type { z } from 'zod';

/**
 * The list screens keep filters, sort and page in the URL under the API's own parameter names, read
 * through the shared query schemas: a shared link or the back button restores the screen, and a
 * hand-edited bad value falls back to its default instead of breaking the page. The page size is
 * a per-user preference (list-preferences.ts), never part of the URL.
 */

type ListSchema = typeof employeeListQuerySchema | typeof retiredListQuerySchema;

/** The filters of a list without page, page size and sort (what the export sends). */
export type ListFilters<Q> = Omit<Q, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

function parseLenient<S extends ListSchema>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = Object.fromEntries(params);
  delete raw.limit;
  // Each round drops the keys the schema refused; a round that drops nothing ends with the defaults.
  for (;;) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data as z.output<S>;
    const before = Object.keys(raw).length;
    for (const issue of result.error.issues) delete raw[String(issue.path[0] ?? '')];
    if (Object.keys(raw).length === before) return schema.parse({}) as z.output<S>;
  }
}

export function parseEmployeeListParams(params: URLSearchParams): EmployeeListQuery {
  return parseLenient(employeeListQuerySchema, params);
}

export function parseRetiredListParams(params: URLSearchParams): RetiredListQuery {
  return parseLenient(retiredListQuerySchema, params);
}

export const employeeListDefaults: EmployeeListQuery = employeeListQuerySchema.parse({});
export const retiredListDefaults: RetiredListQuery = retiredListQuerySchema.parse({});

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
