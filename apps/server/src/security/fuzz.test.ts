import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { allEndpoints } from '@saram/shared/contract';
import { fillPath, type Endpoint } from '@saram/shared/endpoint';
import { queryRows } from '../db/client';
import { systemActor } from '../lib/auth/actor';
import { seedDemo } from '../demo/seed';
import { bearer, createTestApp, createTestUser, login, testPassword, type TestApp } from '../test/app';
import { multipart } from '../test/multipart';
import { arbitraryFor } from './zod-arbitrary';

/**
 * Every route of the contract fed generated input built from its own zod schemas (valid, boundary and
 * invalid bodies, queries and path ids), plus fixed hostile cases: wrong content types, deep JSON, NUL,
 * bodies over the limit. Each answer: no 5xx, no stack trace or source path, every refusal in the
 * `{message, code, details, errorId}` shape, and a refusal writes no row (row counts of every table).
 *
 * SARAM_FUZZ_RUNS sets the generated cases per route (CI default below; `bench/security/fuzz.mjs` runs
 * it long), SARAM_FUZZ_SEED replays a run (the seed is printed with any failure).
 */
const runs = Number(process.env.SARAM_FUZZ_RUNS ?? 2);
const seed = Number(process.env.SARAM_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * Tables a refused request may write, by design: a failed sign-in is recorded (login_attempts) and
 * counts toward the lockout (login_throttle). Nothing else may change on a 4xx.
 */
const writtenOnRefusal: Record<string, string> = {
  'public.login_attempts': 'every sign-in attempt is recorded, failed ones too',
  'public.login_throttle': 'a failed sign-in counts toward the account and address lockout',
};

/** The table (`table` or `table.column`, default column id) whose rows a path parameter names, by the path segment before it. */
const idTables: Record<string, string[]> = {
  'api-tokens': ['api_tokens'],
  units: ['org_units'],
  organizations: ['org_units'],
  tf: ['task_forces.unit_id'],
  workflow: ['task_forces.unit_id'],
  'corporate-structure': ['corporations'],
  'access-requests': ['access_requests'],
  documents: ['applicant_documents', 'checklist_documents'],
  admins: ['users'],
  accounts: ['users'],
  users: ['users'],
  id: ['employees'],
  employees: ['employees'],
  holds: ['employees'],
  'common-types': ['common_types'],
  rules: ['role_assignment_rules'],
  test: ['role_assignment_rules'],
  templates: ['checklist_templates'],
  'ui-items': ['ui_items'],
  instances: ['checklist_instances'],
  onboarding: ['checklist_instances', 'employees'],
  'email-preferences': ['employees'],
  verifications: ['checklist_verifications'],
  notices: ['recruitment_notices'],
  list: ['recruitment_notices'],
  application: ['applicants'],
  applicant: ['applicants'],
  status: ['applicants'],
  resignations: ['resignations'],
  'evaluation-codes': ['evaluation_codes'],
  'evaluation-templates': ['evaluation_templates'],
  'evaluation-cycles': ['evaluation_cycles'],
  evaluations: ['evaluations'],
  saved: ['saved_reports'],
  runs: ['report_runs'],
};

/** Path ids that are not ids; the last two are as long as Fastify's parameter limit and past it. */
const notIds = ['not-a-uuid', '1', '-1', '0', "1' or '1'='1", '\u0000', '..', '가나다', '{00000000-0000-4000-8000-000000000000}', 'a'.repeat(100), 'a'.repeat(101)];
const uuidOfNothing = '6f1c2a8e-0000-4000-8000-00000000dead';

type Case = { label: string; method: Endpoint['method']; url: string; headers?: Record<string, string>; payload?: string | Buffer };
type Finding = { route: string; label: string; status: number; problem: string; request: string; answer: string };

let t: TestApp;
let tables: string[] = [];
let countQuery = '';
const ids = new Map<string, string[]>();
/** Every real id, for uuid fields of bodies (a unit, an employee, an approver ...). */
let allIds: string[] = [];
const sessions: Record<'admin' | 'employee', Record<string, string>> = { admin: {}, employee: {} };
const findings: Finding[] = [];
const statuses = new Map<number, number>();
/** Refusals that wrote one of the tables of `writtenOnRefusal`, by table (printed with the figures). */
const allowedWrites = new Map<string, number>();
let requests = 0;
let counts: Record<string, number> | null = null;

async function rowCounts(): Promise<Record<string, number>> {
  const rows = await queryRows<{ t: string; n: number }>(t.db, sql.raw(countQuery));
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}

beforeAll(async () => {
  const cpu = process.cpuUsage();
  t = await createTestApp();
  await seedDemo(t.db, systemActor('test'), testPassword, t.secrets.encryptionKey, { employees: 60 });
  const admin = await createTestUser(t, 'fuzz.admin', ['admin']);
  sessions.admin = bearer((await login(t, 'fuzz.admin')).token.access_token);
  sessions.employee = bearer((await login(t, 'employee')).token.access_token);
  const list = await queryRows<{ s: string; t: string }>(
    t.db,
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  tables = list.map((r) => `${r.s}.${r.t}`);
  countQuery = list.map((r) => `select '${r.s}.${r.t}' as t, count(*)::int as n from "${r.s}"."${r.t}"`).join(' union all ');
  // Real records for the path ids, except the two signed-in accounts (a fuzzed "disable account" must not end the run).
  const employeeUser = await queryRows<{ id: string }>(t.db, sql`select id::text as id from users where login_id = 'employee'`);
  const keep = new Set([admin.id, employeeUser[0]!.id]);
  for (const table of new Set(Object.values(idTables).flat())) {
    const [name, column = 'id'] = table.split('.');
    const rows = await queryRows<{ id: string }>(t.db, sql.raw(`select ${column}::text as id from ${name} order by 1 limit 4`));
    ids.set(table, rows.map((r) => r.id).filter((id) => !keep.has(id)));
  }
  allIds = [...new Set([...ids.values()].flat())];
  console.info(`set-up cpu ${Math.round(process.cpuUsage(cpu).user / 1000)} ms`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const routeKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);

function realIds(path: string, name: string): string[] {
  const segments = path.split('/');
  const before = segments[segments.indexOf(`:${name}`) - 1] ?? '';
  return (idTables[before] ?? []).flatMap((table) => ids.get(table) ?? []);
}

/** A lone surrogate cannot be percent-encoded into a URL at all. */
const wellFormed = (s: string) => s.replace(/\p{Cs}/gu, '\uFFFD');

function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'object' || value === null) return `?${encodeURIComponent(wellFormed(String(value)))}`;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) q.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A value of each path parameter that names a real record, where there is one. */
function realParams(e: Endpoint): Record<string, string> {
  return Object.fromEntries(paramNames(e.path).map((name) => [name, realIds(e.path, name)[0] ?? uuidOfNothing]));
}

function generatedCases(e: Endpoint): fc.Arbitrary<Case> {
  const shape = (e.params as unknown as { shape?: Record<string, never> } | undefined)?.shape ?? {};
  const params = fc.record(
    Object.fromEntries(
      paramNames(e.path).map((name) => {
        const real = realIds(e.path, name);
        const options = [
          { weight: 3, arbitrary: shape[name] ? arbitraryFor(shape[name], { hostility: 0 }) : fc.string() },
          { weight: 1, arbitrary: fc.constantFrom(...notIds, uuidOfNothing) },
          ...(real.length ? [{ weight: 4, arbitrary: fc.constantFrom(...real) }] : []),
        ];
        // A fuzzed change to the admin role would take the signed-in admin's own permissions away.
        return [name, fc.oneof(...options).map((v) => wellFormed(typeof v === 'string' && v !== '' && !(e.path.includes('/roles/') && v === 'admin') ? v : `x${String(v)}`))];
      }),
    ),
  );
  const query = e.query ? fc.option(arbitraryFor(e.query), { nil: undefined, freq: 8 }) : fc.option(fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 8 }), { maxKeys: 2 }), { nil: undefined });
  // A third of the bodies only hold values the schema accepts, so that the services behind validation are fuzzed too.
  const bodyArbitrary =
    e.body && !e.multipart
      ? fc.oneof({ weight: 2, arbitrary: arbitraryFor(e.body, { ids: allIds }) }, { weight: 1, arbitrary: arbitraryFor(e.body, { ids: allIds, valid: true }) })
      : fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined });
  return fc.record({ params, query, body: bodyArbitrary }).map(({ params: p, query: q, body }) => {
    const hasBody = e.method !== 'GET' && body !== undefined;
    return {
      label: 'generated',
      method: e.method,
      url: fillPath(e.path, p) + queryString(q),
      ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) } : {}),
    };
  });
}

function deepJson(depth: number): string {
  return `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
}

/** Every string at the top level of the body replaced by NUL-laden text (or a NUL object for other shapes). */
function nulBody(e: Endpoint): string {
  const shape = (e.body as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return JSON.stringify(shape ? Object.fromEntries(Object.keys(shape).map((k) => [k, 'x\u0000y'])) : { value: '\u0000' });
}

/**
 * Hostile requests that do not come from the schema. The core ones are sent to every route on each run;
 * the others are drawn among the generated cases (so a long run sends each of them to every route).
 */
function fixedCases(e: Endpoint): { core: Case[]; extra: Case[] } {
  const names = paramNames(e.path);
  const core: Case[] = [];
  const extra: Case[] = [];
  const withIds = (id: string): Case => ({ label: `id ${JSON.stringify(id)}`, method: e.method, url: fillPath(e.path, Object.fromEntries(names.map((n) => [n, id]))) });
  if (names.length) {
    core.push(withIds('\u0000'), withIds(uuidOfNothing));
    extra.push(...notIds.filter((id) => id !== '\u0000').map(withIds));
  }
  if (e.method === 'GET') return { core, extra };
  const url = fillPath(e.path, realParams(e));
  const withType = (label: string, type: string, payload: string | Buffer): Case => ({ label, method: e.method, url, headers: { 'content-type': type }, payload });
  core.push(
    withType('application/xml', 'application/xml', '<a>1</a>'),
    withType('JSON nested 100 deep', 'application/json', deepJson(100)),
    withType('NUL in every field', 'application/json', nulBody(e)),
  );
  const form = multipart([{ name: 'file', filename: 'x.xlsx', data: Buffer.from('not a spreadsheet\u0000') }, { name: 'data', value: '{"a":' }]);
  extra.push(
    withType('text/plain', 'text/plain', 'hello'),
    withType('form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=2'),
    withType('no content type', '', '{"a":1}'),
    withType('invalid JSON', 'application/json', '{"a":'),
    withType('JSON nested 60 deep', 'application/json', deepJson(60)),
    withType('prototype keys', 'application/json', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
    withType('multipart garbage', form.headers['content-type'], form.payload),
    withType('multipart, boundary missing', 'multipart/form-data', '--x\r\n\r\n'),
  );
  return { core, extra };
}

const stackFrame = /\n\s+at |\bat (?:async )?[\w$.<>]+ \((?:file:|node:|\/)/;

function problemsOf(res: LightMyRequestResponse, sent: string): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  const type = String(res.headers['content-type'] ?? '');
  const text = type.includes('json') || type.startsWith('text/') ? res.body : '';
  if (stackFrame.test(text)) problems.push('stack trace in the answer');
  const markers = res.statusCode >= 400 ? ['/src/', 'node_modules', 'at '] : ['/src/', 'node_modules'];
  for (const marker of markers) if (text.includes(marker) && !sent.includes(marker)) problems.push(`'${marker}' in the answer`);
  if (res.statusCode >= 400) {
    let answer: Record<string, unknown> | null = null;
    try {
      answer = res.json();
    } catch {
      problems.push('error answer is not JSON');
    }
    if (answer && !(typeof answer.message === 'string' && answer.message && typeof answer.code === 'string' && 'details' in answer && typeof answer.errorId === 'string')) {
      problems.push('error answer without {message, code, details, errorId}');
    }
  }
  return problems;
}

async function send(route: string, c: Case, as: 'admin' | 'employee'): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: c.method,
    url: c.url,
    // Fuzzed sign-ins come from other addresses than the test's own, so address throttling spares the test.
    remoteAddress: `10.77.${requests % 250}.${(requests >> 8) % 250}`,
    headers: { ...sessions[as], ...c.headers },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  };
  counts ??= await rowCounts();
  const res = await t.app.inject(options);
  requests++;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const sent = `${c.url} ${typeof c.payload === 'string' ? c.payload : ''}`;
  const problems = problemsOf(res, sent);
  const after = await rowCounts();
  if (res.statusCode >= 400) {
    for (const table of Object.keys(writtenOnRefusal)) if (after[table] !== counts![table]) allowedWrites.set(table, (allowedWrites.get(table) ?? 0) + 1);
    const changed = tables.filter((table) => after[table] !== counts![table] && !(table in writtenOnRefusal));
    if (changed.length) problems.push(`refusal wrote rows: ${changed.map((table) => `${table} ${counts![table]}→${after[table]}`).join(', ')}`);
  }
  counts = after;
  for (const problem of problems) {
    findings.push({ route, label: `${as}: ${c.label}`, status: res.statusCode, problem, request: `${c.method} ${c.url.slice(0, 200)} ${sent.slice(c.url.length, 400)}`, answer: res.body.slice(0, 400) });
  }
  // A fuzzed logout (or refresh) ends the session: sign in again.
  if (res.statusCode === 401) {
    sessions[as] = bearer((await login(t, as === 'admin' ? 'fuzz.admin' : 'employee')).token.access_token);
    counts = null;
  }
  return res;
}

async function fuzzRoute(e: Endpoint, as: 'admin' | 'employee', count: number, fixed: boolean) {
  const route = routeKey(e);
  const { core, extra } = fixedCases(e);
  if (fixed) for (const c of core) await send(route, c, as);
  if (count === 0) return;
  const cases = extra.length ? fc.oneof({ weight: 3, arbitrary: generatedCases(e) }, { weight: 1, arbitrary: fc.constantFrom(...extra) }) : generatedCases(e);
  await fc.assert(
    fc.asyncProperty(cases, async (c) => {
      await send(route, c, as);
    }),
    { numRuns: count, seed, endOnFailure: true },
  );
}

const started = process.cpuUsage();
function report(title: string) {
  const byStatus = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' ');
  console.info(`${title}: ${requests} requests (seed ${seed}, ${runs} generated per route), statuses ${byStatus}, refusals writing an allowed table ${JSON.stringify(Object.fromEntries(allowedWrites))}, cpu ${Math.round(process.cpuUsage(started).user / 1000)} ms`);
}

/** File answers (reports, exports, PDFs) build whole documents: fewer generated cases, same fixed ones. */
const runsFor = (e: Endpoint) => (e.file ? Math.ceil(runs / 2) : runs);

describe('fuzzing every route from its zod schemas', () => {
  beforeEach(() => {
    findings.length = 0;
  });

  it('as a user with few permissions: refusals in the error shape, nothing written', async () => {
    for (const [i, e] of allEndpoints.entries()) if (i % 5 === 0) await fuzzRoute(e, 'employee', 1, false);
    report('employee sample');
    expect(findings, `seed ${seed}`).toEqual([]);
  }, 120_000);

  it('as the administrator: no 5xx, no stack traces, refusals in the error shape and writing nothing', async () => {
    for (const e of allEndpoints) await fuzzRoute(e, 'admin', runsFor(e), true);
    report('administrator');
    expect(findings, `seed ${seed}`).toEqual([]);
    // The run kept its administrator: a fuzzed request never took the signed-in admin's rights away.
    expect((await t.app.inject({ method: 'GET', url: '/api/mongo/admin/roles', headers: sessions.admin })).statusCode).toBe(200);
  }, 300_000 + runs * 30_000);

  it('refuses bodies of 10 MB with 413 before any work, and past-limit uploads with a 4xx', async () => {
    const big = 'a'.repeat(10 * 1024 * 1024);
    const employee = ids.get('employees')![0]!;
    const jsonCases: [Endpoint['method'], string, string][] = [
      ['POST', '/api/mongo/admin/login', JSON.stringify({ loginId: 'fuzz.admin', password: big })],
      ['POST', '/api/access-requests', JSON.stringify({ name: big })],
      ['POST', '/api/client-errors', JSON.stringify({ message: big })],
      ['POST', '/api/mongo/employees', JSON.stringify({ name: big })],
      ['PUT', `/api/mongo/employees/${employee}`, JSON.stringify({ name: big, version: 1 })],
      ['POST', '/api/v1/organizational-hierarchy/units/bulk', JSON.stringify({ units: [{ name: big }] })],
    ];
    for (const [method, url, payload] of jsonCases) {
      const res = await send('10 MB', { label: '10 MB JSON', method, url, headers: { 'content-type': 'application/json' }, payload }, 'admin');
      expect({ url, status: res.statusCode }).toEqual({ url, status: 413 });
    }
    // Upload routes accept larger bodies (an import up to 30 MB): 10 MB of garbage is refused, never a 5xx.
    for (const e of allEndpoints.filter((x) => x.multipart)) {
      const form = multipart([{ name: 'file', filename: 'big.xlsx', data: Buffer.from(big) }]);
      const res = await send(routeKey(e), { label: '10 MB upload', method: e.method, url: fillPath(e.path, realParams(e)), headers: form.headers, payload: form.payload }, 'admin');
      expect({ route: routeKey(e), refused: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ route: routeKey(e), refused: true });
    }
    expect(findings, `seed ${seed}`).toEqual([]);
  }, 120_000);
});
