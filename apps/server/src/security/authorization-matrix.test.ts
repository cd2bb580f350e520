import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@saram/shared/contract';
import { defaultRoles, hasPermission, type RouteAccess } from '@saram/shared/permissions';
import { matrix, principals, variants, type MatrixRow, type Outcome, type Principal, type Variant } from './authorization-matrix';
import { createWorld, customUnitPermissions, tokenScopes, type World } from './fixture';

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(() => w?.t.close());

type Route = { method: string; url: string; access: RouteAccess };
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** The API's routes: the OpenAPI documents (/api/docs) are outside the contract and public. */
const liveRoutes = (): Route[] => w.t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs')) as Route[];

/** Placeholder values of path parameters that name no record of the world (valid in form where a form is checked). */
const placeholders: Record<string, string> = { month: '2026-10', n: '3', legacyType: 'dept', action: 'approve', name: 'custom_absent' };
const absentId = '00000000-0000-4000-8000-000000000000';

function cellsOf(row: MatrixRow): Record<Principal, Outcome[]> {
  const groups = row.expect.trim().split(/\s+/);
  if (groups.length !== principals.length) throw new Error(`${row.expect}: one group per caller`);
  const width = row.record ? 3 : 1;
  return Object.fromEntries(
    principals.map((p, i) => {
      const g = groups[i]!;
      if (g.length !== width || !/^[AFN]+$/.test(g)) throw new Error(`${row.expect}: ${p} needs ${width} of A, F, N`);
      return [p, [...g] as Outcome[]];
    }),
  ) as Record<Principal, Outcome[]>;
}

function recordId(row: MatrixRow, p: Principal, v: Variant): string {
  const who = v === 'own' ? p : v;
  switch (row.record!) {
    case 'employee':
      return w.employee[who];
    case 'employeeNo':
      return w.employeeNo[who];
    case 'resignation':
      return w.resignation[who];
    case 'evaluation':
      return w.evaluation[who];
  }
}

function urlOf(route: Route, row: MatrixRow, id: string | null): string {
  const path = route.url.replace(/:([a-zA-Z]+)/g, (_, name: string) => (name === 'id' && id !== null ? id : (placeholders[name] ?? absentId)));
  return row.query ? `${path}?${row.query}` : path;
}

async function send(route: Route, row: MatrixRow, p: Principal, outcome: Outcome, id: string | null): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...w.headers[p] };
  let payload: string | undefined;
  if (route.method !== 'GET') {
    if (outcome !== 'N') payload = '{"';
    else if (row.body) payload = JSON.stringify(row.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
  }
  return w.t.app.inject({ method: route.method as 'GET', url: urlOf(route, row, id), headers, ...(payload === undefined ? {} : { payload }) });
}

/** What a 404 tells: everything but the error's own id. */
const shapeOf = (res: LightMyRequestResponse) => {
  const { errorId, ...rest } = res.json() as { errorId?: unknown };
  return { status: res.statusCode, keys: Object.keys(res.json() as object).sort(), errorId: typeof errorId, ...rest };
};

function verdict(res: LightMyRequestResponse, expected: Outcome, route: Route, row: MatrixRow): string | null {
  const s = res.statusCode;
  if (s >= 500) return `${s} ${res.body.slice(0, 200)}`;
  if (expected === 'F') return s === 403 ? null : `expected 403, got ${s}`;
  if (expected === 'N') return s === 404 ? null : `expected 404 (not visible), got ${s}`;
  if (s === 401 || s === 403) return `expected allowed, got ${s} ${res.body.slice(0, 120)}`;
  // A placeholder id names nothing: 404 is the right answer once the guard has let the call through.
  if (s === 404 && (row.record || !route.url.includes(':'))) return `expected allowed, got 404 ${res.body.slice(0, 120)}`;
  if (route.method === 'GET' && row.record && s >= 300) return `expected a 2xx read, got ${s} ${res.body.slice(0, 120)}`;
  return null;
}

const observe = process.env.MATRIX_OBSERVE === '1';

describe('authorization matrix (issue 32 item 1)', () => {
  it('has one row per registered route, and no row for a route that no longer exists', () => {
    const live = liveRoutes().map(key).sort();
    expect(live.filter((k) => !(k in matrix)), 'routes without a row in authorization-matrix.ts').toEqual(observe ? live.filter((k) => !(k in matrix)) : []);
    expect(Object.keys(matrix).filter((k) => !live.includes(k)), 'rows for routes that no longer exist').toEqual([]);
    expect(live.length).toBe(allEndpoints.length);
  });

  it('every caller gets the outcome of its cell on every route', async () => {
    const failures: string[] = [];
    const observed: string[] = [];
    for (const route of liveRoutes()) {
      const row = matrix[key(route)] ?? { expect: principals.map(() => 'A').join(' '), ...(observe ? { record: guessRecord(route.url) } : {}) };
      const cells = cellsOf(row.record && row.expect.length < 20 ? { ...row, expect: principals.map(() => 'AAA').join(' ') } : row);
      const seen: string[] = [];
      const started = performance.now();
      for (const p of principals) {
        let group = '';
        for (const [i, v] of (row.record ? variants : ([null] as const)).entries()) {
          const expected = cells[p][i]!;
          const id = v ? recordId(row, p, v) : null;
          const res = await send(route, row, p, expected, id);
          group += res.statusCode === 403 ? 'F' : res.statusCode === 404 && (row.record || !route.url.includes(':')) ? 'N' : res.statusCode >= 500 ? '!' : 'A';
          const bad = verdict(res, expected, route, row);
          if (bad) failures.push(`${key(route)} ${p}${v ? ` ${v}` : ''}: ${bad}`);
          if (expected === 'N' && res.statusCode === 404) {
            const random = await send(route, row, p, expected, randomUUID());
            const same = JSON.stringify(shapeOf(random)) === JSON.stringify(shapeOf(res));
            if (!same) failures.push(`${key(route)} ${p} ${v}: the 404 differs from a random id's: ${res.body} vs ${random.body}`);
          }
        }
        seen.push(group);
      }
      if (observe && performance.now() - started > 300) console.log(`SLOW ${key(route)} ${Math.round(performance.now() - started)} ms`);
      observed.push(`  '${key(route)}': { ${row.record ? `record: '${row.record}', ` : ''}expect: '${seen.join(' ')}' },`);
    }
    if (observe) console.log(observed.join('\n'));
    expect(failures).toEqual([]);
  }, 240_000);
});

function guessRecord(url: string): MatrixRow['record'] {
  if (url.startsWith('/api/mongo/employees/id/:id')) return 'employeeNo';
  if (url.startsWith('/api/mongo/employees/:id')) return 'employee';
  if (url.startsWith('/api/mongo/resignations/:id')) return 'resignation';
  if (url.startsWith('/api/evaluations/:id') || url.startsWith('/api/mongo/evaluation/evaluations/:id')) return 'evaluation';
  return undefined;
}

void defaultRoles;
void hasPermission;
void customUnitPermissions;
void tokenScopes;
