import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@saram/shared/contract';
import { hasPermission, type RouteAccess } from '@saram/shared/permissions';
import {
  matrix,
  permissionsOf,
  principals,
  recordKinds,
  refusedDespitePermission,
  variants,
  type MatrixRow,
  type Outcome,
  type Principal,
  type RecordKind,
  type Variant,
} from './authorization-matrix';
import { createWorld, type World } from './fixture';

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

/** The id of the caller's own record of the row's kind, the colleague's or the other unit's (World names them by kind). */
const recordId = (row: MatrixRow, p: Principal, v: Variant): string => w[row.record!][v === 'own' ? p : v];

/** A route's path with `id` for :id and placeholders for the other parameters. */
const pathOf = (url: string, id: string | null) =>
  url.replace(/:([a-zA-Z]+)/g, (_, name: string) => (name === 'id' && id !== null ? id : (placeholders[name] ?? absentId)));

/**
 * A write the table allows gets a broken JSON body (refused as such once the guard has let it through). A refused
 * one gets the row's valid body, or none where the service itself refuses; a plain 403 is refused before the body.
 */
async function send(route: Route, row: MatrixRow, p: Principal, outcome: Outcome, id: string | null): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...w.headers[p] };
  let payload: string | undefined;
  if (route.method !== 'GET') {
    const byService = outcome === 'F' && `${key(route)} ${p}` in refusedDespitePermission;
    if (outcome === 'A' || (outcome === 'F' && !byService && !row.body)) payload = '{"';
    else if (row.body) payload = JSON.stringify(row.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
  }
  const path = pathOf(route.url, id);
  const url = outcome === 'A' && row.query ? `${path}?${row.query}` : path;
  return w.t.app.inject({ method: route.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
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
  return null;
}

/** The permissions each caller holds (a session route is every signed-in user's, but never an API token's). */
function holds(p: Principal, access: RouteAccess): boolean {
  if (access === 'public') return true;
  if (p === 'token' && access === 'session') return false;
  return hasPermission(permissionsOf(p), access);
}

describe('authorization matrix (issue 32 item 1)', () => {
  it('has one row per registered route, and no row for a route that no longer exists', () => {
    const live = liveRoutes().map(key).sort();
    expect(live.filter((k) => !(k in matrix)), 'routes without a row in authorization-matrix.ts').toEqual([]);
    expect(Object.keys(matrix).filter((k) => !live.includes(k)), 'rows for routes that no longer exist').toEqual([]);
    expect(live.length).toBe(allEndpoints.length);
  });

  it("agrees with the permission each route declares: F wherever the caller lacks it, and F with it only where the table says why", () => {
    const disagreements: string[] = [];
    for (const route of liveRoutes()) {
      const cells = cellsOf(matrix[key(route)]!);
      for (const p of principals) {
        const refused = cells[p].every((c) => c === 'F');
        const someRefused = cells[p].some((c) => c === 'F');
        const held = holds(p, route.access);
        const why = refusedDespitePermission[`${key(route)} ${p}`];
        if (!held && !refused) disagreements.push(`${key(route)} ${p}: lacks ${route.access} but is not refused`);
        if (held && someRefused && !why) disagreements.push(`${key(route)} ${p}: holds ${route.access} but is refused without a reason in refusedDespitePermission`);
        if (why && !(held && someRefused)) disagreements.push(`${key(route)} ${p}: a reason in refusedDespitePermission for a cell that is not such a refusal`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('every caller gets the outcome of its cell on every route, and a record out of sight answers like a missing one', async () => {
    const failures: string[] = [];
    for (const route of liveRoutes()) {
      const row = matrix[key(route)]!;
      const cells = cellsOf(row);
      const seen: string[] = [];
      for (const p of principals) {
        let group = '';
        for (const [i, v] of (row.record ? variants : ([null] as const)).entries()) {
          const expected = cells[p][i]!;
          const res = await send(route, row, p, expected, v ? recordId(row, p, v) : null);
          group += res.statusCode === 403 ? 'F' : res.statusCode === 404 && (row.record || !route.url.includes(':')) ? 'N' : res.statusCode >= 500 ? '!' : 'A';
          const bad = verdict(res, expected, route, row);
          if (bad) failures.push(`${key(route)} ${p}${v ? ` ${v}` : ''}: ${bad}`);
          if (expected === 'N' && res.statusCode === 404) {
            // The same call for an id that names nothing must answer the same (the error's own id aside).
            const random = await send(route, row, p, expected, randomUUID());
            if (JSON.stringify(shapeOf(random)) !== JSON.stringify(shapeOf(res))) failures.push(`${key(route)} ${p} ${v}: 404 differs from a random id's: ${res.body} vs ${random.body}`);
          }
        }
        seen.push(group);
      }
      if (seen.join(' ') !== row.expect) failures.push(`${key(route)}: answered '${seen.join(' ')}', the table says '${row.expect}'`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  /**
   * Beyond the record routes: every read a scoped caller may make (lists, reports, dashboards, a cycle's pages, each
   * with the ids it may see) must not name a person or record out of its sight. Found the cycle assignments leak.
   */
  it("no read answers a scoped caller with a person or record out of its sight", async () => {
    const markers = (who: 'same' | 'other', kinds: readonly RecordKind[] = recordKinds) => kinds.map((k) => [`${who} ${k}`, w[k][who]] as const);
    // The evaluator sees the colleague it evaluates (their evaluation names them), not the rest of their records.
    const hidden: Partial<Record<Principal, (readonly [string, string])[]>> = {
      unit: markers('other'),
      evaluator: [...markers('other'), ...markers('same', ['resignation', 'checklist', 'verification'])],
      evaluation_only: [...markers('same'), ...markers('other')],
      employee: [...markers('same'), ...markers('other')],
    };
    const reads = liveRoutes().filter((r) => r.method === 'GET' && r.access !== 'public' && !/export|\.pdf|certificate|\/file|\/report$/.test(r.url));
    const leaks: string[] = [];
    for (const [p, secrets] of Object.entries(hidden) as [Principal, (readonly [string, string])[]][]) {
      const mine = [w.cycle, w.taskForce, w.units.teamA1, w.units.teamB1, w.employee[p], w.resignation[p], w.evaluation[p], w.checklist[p], w.verification[p]];
      if (p === 'unit') mine.push(w.employee.same, w.resignation.same, w.checklist.same, w.verification.same);
      for (const route of reads.filter((r) => holds(p, r.access))) {
        const ids = route.url.includes(':id') ? mine : [absentId];
        for (const id of ids) {
          const path = pathOf(route.url, id);
          let res = await w.t.app.inject({ method: 'GET', url: `${path}?limit=100`, headers: w.headers[p] });
          if (res.statusCode === 400) res = await w.t.app.inject({ method: 'GET', url: path, headers: w.headers[p] });
          if (res.statusCode >= 300) continue;
          for (const [label, value] of secrets) if (res.body.includes(value)) leaks.push(`${p} ${route.url} (${id}): names ${label}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 60_000);
});
