// Helpers shared by the `npm run bench:security` steps (bench/security/<step>.mjs): the step's log,
// cleanup and result file, API calls with a bearer token, a small organisation, Excel import files,
// and SQL on the database a Saram used (PostgreSQL, or the PGlite directory once its server stopped).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { benchDir, cleanupRegistry, ensureBuild, exitOnSignals, makeLog, serverJs } from '../lib.mjs';

/** Integer env var `name`, else `fallback`. */
export const envInt = (name, fallback) => {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : Number.parseInt(v, 10);
};

/**
 * The frame of one step: log prefix `bench/security/<name>`, its cleanup registry (also run on
 * Ctrl-C), the build check, and `finish(pass, figures)`, which writes bench/results/security-<name>.json,
 * prints `<name>: PASS|FAIL (reason)` and exits with 0 or 1.
 */
export function step(name, { needsWeb = false } = {}) {
  const prefix = `bench/security/${name}`;
  const log = makeLog(prefix);
  const cleanups = cleanupRegistry(prefix);
  exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 143 }, (signal) => `${prefix}: ${signal}, cleaning up`);
  const needs = [serverJs, ...(needsWeb ? [path.join(benchDir, '../apps/web/dist/index.html')] : [])];
  ensureBuild({ needs, log, needsWeb });
  const started = Date.now();
  async function finish(pass, reasons, figures) {
    await cleanups.run();
    const result = {
      step: name,
      pass,
      reasons,
      at: new Date().toISOString(),
      seconds: (Date.now() - started) / 1000,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      cpus: os.cpus().length,
      ...figures,
    };
    const dir = path.join(benchDir, 'results');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `security-${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
    log(`load average ${result.loadAverage.join(' ')} on ${result.cpus} cores; results in bench/results/security-${name}.json`);
    console.log(`${name}: ${pass ? 'PASS' : 'FAIL'}${reasons.length ? ` (${reasons.join('; ')})` : ''}`);
    process.exit(pass ? 0 : 1);
  }
  /** Runs `main()`; a throw is a FAIL with its message. */
  function run(main) {
    main().catch(async (err) => {
      console.error(err?.stack ?? err);
      await finish(false, [`crashed: ${String(err?.message ?? err).split('\n')[0]}`], {});
    });
  }
  return { log, cleanups, finish, run };
}

/** `{ status, body, text }` of a response; body is null when the answer is not JSON. */
async function answerOf(res) {
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, text };
}

/** `api(method, path, body?)` against `base` with the bearer `token`: `{ status, body }`, never throws on HTTP errors. */
export function apiClient(base, token) {
  return async (method, url, body, headers = {}) => {
    const res = await fetch(base + url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return answerOf(res);
  };
}

/** Like apiClient's call, but throws unless 2xx. */
export async function must(api, method, url, body) {
  const r = await api(method, url, body);
  if (r.status < 200 || r.status >= 300) throw new Error(`${method} ${url}: HTTP ${r.status} ${r.text.slice(0, 300)}`);
  return r.body;
}

/** Runs `fn` over `items` with at most `limit` at a time; results in order. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** One 사업부 with two 본부 of two 팀 each; returns the teams as `{ id, parentId, path: [division, hq, team] }`. */
export async function createOrg(api, tag) {
  const idOf = (u) => u.id ?? u._id;
  const division = await must(api, 'POST', '/api/mongo/organizations', { name: `${tag}사업부`, type: 'division' });
  const teams = [];
  for (const h of [1, 2]) {
    const hq = await must(api, 'POST', '/api/mongo/organizations', { name: `${tag}본부${h}`, type: 'headquarters', parentId: idOf(division) });
    for (const t of [1, 2]) {
      const team = await must(api, 'POST', '/api/mongo/organizations', { name: `${tag}팀${h}-${t}`, type: 'team', parentId: idOf(hq) });
      teams.push({ id: idOf(team), parentId: idOf(hq), path: [`${tag}사업부`, `${tag}본부${h}`, `${tag}팀${h}-${t}`] });
    }
  }
  return teams;
}

const surnames = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const givenNames = ['민준', '서연', '도윤', '하은', '지호', '서준', '지우', '예준', '수아', '시우'];
/** A Korean name for the n-th generated person. */
export const nameOf = (n) => surnames[n % 10] + givenNames[Math.floor(n / 10) % 10];

/** The nested body of POST /api/mongo/employees for person `no` in `team`. */
export function employeeBody(no, n, team) {
  return {
    personal: { nameKor: nameOf(n), employeeNo: no, phone: `010-${String(2000 + (n % 7000)).padStart(4, '0')}-${String(n % 10000).padStart(4, '0')}`, rrn: '900101-1234568' },
    organization: { teamId: team.id, employmentType: '정규직', jobTitle: '팀원', jobGrade: '사원' },
    accounts: { email: `${no.toLowerCase()}@bench.example` },
    employmentHistory: [{ startDate: '2024-03-01' }],
    salary: { baseSalary: 3_200_000, allowances: 200_000 },
  };
}

/** An import workbook (the template's columns) of `count` people numbered `<prefix>1..count`, placed in `teams`. */
export async function importWorkbook(prefix, count, teams) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('직원');
  ws.columns = [
    ['person_name', '이름'],
    ['employee_number', '사번'],
    ['division_name', '사업부'],
    ['headquarter_name', '본부'],
    ['team_name', '팀'],
    ['work_form', '고용형태'],
    ['hire_date', '입사일'],
    ['employment_status', '재직상태'],
    ['email', '이메일'],
    ['base_salary', '기본급'],
  ].map(([key, header]) => ({ key, header }));
  for (let i = 1; i <= count; i++) {
    const [division, hq, team] = teams[i % teams.length].path;
    ws.addRow({
      person_name: nameOf(i),
      employee_number: `${prefix}${i}`,
      division_name: division,
      headquarter_name: hq,
      team_name: team,
      work_form: '정규직',
      hire_date: '2024-03-01',
      employment_status: '재직',
      email: `${prefix.toLowerCase()}${i}@bench.example`,
      base_salary: 3_000_000 + i,
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST /api/mongo/employees/import of `file` (JSON answer, sent after the transaction commits). */
export async function postImport(base, token, file, filename) {
  const form = new FormData();
  form.append('validateOnly', 'false');
  form.append('file', new Blob([file]), filename);
  const res = await fetch(`${base}/api/mongo/employees/import`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, body: form });
  return answerOf(res);
}

/**
 * `sql(text, params)` → rows on the database a Saram used: PostgreSQL at `databaseUrl`, or the PGlite
 * directory `<dataDir>/pgdata` (open it only while no server uses it). `close()` when done.
 */
export async function openSql({ databaseUrl, dataDir }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { sql: async (text, params = []) => (await client.query(text, params)).rows, close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  return { sql: async (text, params = []) => (await db.query(text, params)).rows, close: () => db.close() };
}

/** Resident set size of process `pid` in MB (current and peak), from /proc. */
export async function rssOf(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** A password account for employee `employeeId` with `roles`; signs it in and returns its access token. */
export async function createAccount(api, base, { employeeId, loginId, roles }) {
  const password = `Pw-${randomBytes(12).toString('base64url')}`;
  const temporary = `Pw-${randomBytes(12).toString('base64url')}`;
  const account = await must(api, 'POST', '/api/mongo/admin/accounts', { mode: 'password', employeeId, loginId, password: temporary, roles });
  // An administrator's password is temporary: the account sets its own before it may work.
  const own = apiClient(base, await signInAs(base, loginId, temporary));
  await must(own, 'PUT', '/api/mongo/users/me/password', { currentPassword: temporary, newPassword: password });
  return { account, password, token: await signInAs(base, loginId, password) };
}

/** Signs `loginId` in through the API; returns the access token. */
export async function signInAs(base, loginId, password, headers = {}) {
  const res = await fetch(`${base}/api/mongo/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ loginId, password }) });
  const body = await res.json().catch(() => null);
  if (res.status !== 200) throw new Error(`login ${loginId}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.token.access_token;
}
