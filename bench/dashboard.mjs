#!/usr/bin/env node
// HR dashboard benchmark: `node bench/dashboard.mjs` (also a step of `npm run bench`; BENCH_DASHBOARD=0
// skips it there).
//
// Steps: make sure apps/server/dist/server.js exists -> throwaway PostgreSQL database -> start Saram
// on it (migrations run on start) and sign in as admin -> seed the 2,000-unit tree under four
// corporations and 100,000 realistic employees (bench/seed-employees.mjs: 재직, 휴직 and 퇴직 with full
// records, as bench/employees.mjs), then in SQL ~600 pending resignations, 3,000
// onboarding checklists, 20 open notices with 2,000 applicants, an open evaluation cycle over 60,000
// people -> warm up -> each of the three calls (GET mongo/dashboard/statistics, onboarding,
// departments), for the whole company and for one corporation, at 1 connection, interleaved slices
// -> p95 per call (goal <= 50 ms), bench/results/dashboard.json -> stop Saram, drop the database.
//
// Env: BENCH_DATABASE_URL (as bench/run.mjs), BENCH_DASHBOARD_DURATION (measured seconds per case,
// default 6), BENCH_ROUNDS (slices per case, default 3), BENCH_WARMUP (seconds per case, default 1),
// BENCH_DASHBOARD_KEEP (a database name: seeded once, kept and reused by later runs).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminQuery, adminUrl, assertAlive, benchDir, cleanupRegistry, createDatabase, ensureBuild, exitOnSignals, load, makeLog, percentile, root, serverJs, signIn, startSaram, table, fmt } from './lib.mjs';
import { seedEmployees, seedUnits } from './seed-employees.mjs';

const resultsFile = path.join(benchDir, 'results/dashboard.json');
const duration = Number(process.env.BENCH_DASHBOARD_DURATION || 6);
const rounds = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS || 3)));
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const COUNT = 100_000;
const today = '2026-11-02';
const GOAL_P95_MS = 50;
const keep = process.env.BENCH_DASHBOARD_KEEP?.trim() || '';
const log = makeLog('bench/dashboard');
const cleanups = cleanupRegistry('bench/dashboard');
exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 143 });

/**
 * The records the dashboard counts: the tree and 100,000 realistic employees as bench/employees.mjs
 * seeds them (full records, so rows are as wide as in use), then the rest straight in SQL.
 */
async function seed(databaseUrl, key) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    await client.query('begin');
    await seedUnits(client, { corporations: ['벤치홀딩스', '벤치소프트', '벤치제약', '벤치물류'] });
    await client.query('commit');
    await seedEmployees(client, { count: COUNT, key, today, log });
    await client.query('begin');
    await client.query(`insert into resignations (employee_id, request_date, last_working_date, resignation_type, requested_by_label, status)
      select id, date '2026-10-20', date '2026-12-31', '자진퇴사', 'bench', case when n % 3 = 0 then 'approved' else 'pending' end
      from (select id, row_number() over (order by employee_no) as n from employees where employment_status = '재직') e where n % 100 = 7 limit 900`);
    const template = (await client.query(`insert into checklist_templates (feature_id, name, current_version, created_by) values ('onboarding', '신규 입사', 1, 'bench') returning id`)).rows[0].id;
    await client.query(
      `insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, status, created_by)
       select 'onboarding', id, $1, 1, '신규 입사', '[]', '[]', case when n % 4 = 0 then 'completed' else 'in_progress' end, 'bench'
       from (select id, row_number() over (order by hire_date desc, employee_no) as n from employees where employment_status = '재직') e where n <= 3000`,
      [template],
    );
    await client.query(`insert into recruitment_notices (title, unit_name, unit_path, job_function, employment_type, headcount, start_date, end_date, author_label, status)
      select '공고 ' || i, '팀', '사업부 > 팀', '개발', '정규직', 2, date '2026-10-01', date '2026-12-31', 'bench', case when i <= 20 then 'in_progress' else 'closed' end
      from generate_series(1, 40) i`);
    await client.query(`insert into applicants (notice_id, name, email, phone, apply_channel, applied_job_function, applied_at, status)
      select n.id, '지원자', 'a' || i || '@bench.example', '01000000000', '직접', '개발', date '2026-10-15',
        (array['received','document_passed','interview_1','interview_2','final_passed','failed','declined'])[1 + i % 7]
      from generate_series(1, 100) i cross join recruitment_notices n`);
    const evalTemplate = (await client.query(`insert into evaluation_templates (name, sections) values ('2026 평가', '[]') returning id`)).rows[0].id;
    const cycle = (
      await client.query(
        `insert into evaluation_cycles (name, period_start, period_end, template_id, population, status)
         values ('2026 연간', '2026-01-01', '2026-12-31', $1, '{"unitIds":[],"employmentTypes":[],"hiredOnOrBefore":null}', 'open') returning id`,
        [evalTemplate],
      )
    ).rows[0].id;
    await client.query(
      `insert into evaluations (cycle_id, employee_id, status)
       select $1, id, (array['draft','submitted','first_reviewed','second_reviewed','confirmed'])[1 + n % 5]
       from (select id, row_number() over (order by employee_no) as n from employees where employment_status <> '퇴직') e where n <= 60000`,
      [cycle],
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    const { rows } = await client.query(`select (select count(*) from employees)::int as employees, (select count(*) from resignations)::int as resignations,
      (select count(*) from checklist_instances)::int as checklists, (select count(*) from applicants)::int as applicants, (select count(*) from evaluations)::int as evaluations,
      (select id from corporations where name = '벤치소프트') as corporation`);
    log(`seeded ${JSON.stringify(rows[0])} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** BENCH_DASHBOARD_KEEP: the named database, created on the first run and reused (with its admin password) after it. */
async function keptDatabase() {
  const url = new URL(adminUrl);
  url.pathname = `/${keep}`;
  const version = (await adminQuery('show server_version')).rows[0].server_version;
  const exists = (await adminQuery(`select 1 from pg_database where datname = '${keep.replace(/'/g, "''")}'`)).rows.length > 0;
  if (!exists) await adminQuery(`create database "${keep}"`);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('select seed, password, encryption_key from bench_keep').catch(() => ({ rows: [] }));
    return { name: keep, url: url.toString(), version, seeded: rows[0]?.seed ?? null, password: rows[0]?.password, encryptionKey: rows[0]?.encryption_key };
  } finally {
    await client.end();
  }
}

async function keepSeed(databaseUrl, seeded, password, encryptionKey) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('create table if not exists bench_keep (seed jsonb, password text, encryption_key text)');
  await client.query('delete from bench_keep');
  await client.query('insert into bench_keep values ($1, $2, $3)', [JSON.stringify(seeded), password, encryptionKey]);
  await client.end();
}

/** CPU time (utime + stime, ms) a process has used, 0 once it is gone (Linux /proc; clock ticks of 10 ms). */
async function cpuMs(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function main() {
  ensureBuild({ needs: [serverJs], serverOnly: true, log });
  const db = keep ? await keptDatabase() : await createDatabase({ prefix: 'saram_bench_dash_', cleanups, log });
  log(`PostgreSQL ${db.version}, database ${db.name}`);
  const encryptionKey = db.encryptionKey ?? randomBytes(32).toString('base64');
  const saram = await startSaram({
    cleanups,
    log,
    databaseUrl: db.url,
    dataDirPrefix: 'saram-bench-dash-',
    password: db.password,
    timeoutSeconds: 600,
    env: { SARAM_ENCRYPTION_KEY: encryptionKey },
  });
  const headers = { authorization: `Bearer ${(await signIn(saram.base, saram.password)).token.access_token}` };
  const seeded = db.seeded ?? (await seed(db.url, Buffer.from(encryptionKey, 'base64')));
  if (keep) await keepSeed(db.url, seeded, saram.password, encryptionKey);
  const cases = ['statistics', 'onboarding', 'departments'].flatMap((call) => [
    { name: `${call}`, path: `/api/mongo/dashboard/${call}` },
    { name: `${call} (법인)`, path: `/api/mongo/dashboard/${call}?corporationId=${seeded.corporation}` },
  ]);
  for (const c of cases) {
    const res = await fetch(`${saram.base}${c.path}`, { headers });
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`${c.path}: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    if (c.name === 'statistics') log(`statistics: headcount ${answer.headcount.total}, hires ${answer.hires}, leavers ${answer.leavers}, turnover ${answer.turnoverRate}%`);
    if (warmup) await load({ url: `${saram.base}${c.path}`, headers, connections: 1, seconds: warmup });
  }
  const samples = new Map(cases.map((c) => [c.name, { ok: 0, bad: 0, seconds: 0, times: [], cpu: 0 }]));
  // CPU time (Saram's process and the PostgreSQL backends serving it) per answer: what a request costs,
  // which moves far less with other load on this shared machine than its wall time does.
  const monitor = new pg.Client({ connectionString: db.url, application_name: 'bench-monitor' });
  await monitor.connect();
  cleanups.add('close monitor connection', () => monitor.end());
  const cpuNow = async () => {
    const { rows } = await monitor.query(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [db.name]);
    const times = await Promise.all([saram.state.child.pid, ...rows.map((r) => r.pid)].map(cpuMs));
    return new Map([saram.state.child.pid, ...rows.map((r) => r.pid)].map((pid, i) => [pid, times[i]]));
  };
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < cases.length; i++) {
      const c = cases[(r + i) % cases.length];
      const before = await cpuNow();
      const run = await load({ url: `${saram.base}${c.path}`, headers, connections: 1, seconds: duration / rounds });
      assertAlive(saram.state);
      const after = await cpuNow();
      const acc = samples.get(c.name);
      acc.cpu += [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
      acc.times.push(...run.samples);
      acc.ok += run.ok2xx;
      acc.bad += run.non2xx + run.errors + run.timeouts;
      acc.seconds += run.seconds;
    }
  }
  const results = cases.map((c) => {
    const acc = samples.get(c.name);
    const sorted = Float64Array.from(acc.times).sort();
    const p95 = percentile(sorted, 95);
    const cpuPerAnswer = acc.ok ? acc.cpu / acc.ok : NaN;
    return { name: c.name, path: c.path, answers: acc.ok, bad: acc.bad, rps: acc.ok / acc.seconds, p50: percentile(sorted, 50), p95, p99: percentile(sorted, 99), cpuPerAnswer, pass: p95 <= GOAL_P95_MS && acc.bad === 0 };
  });
  console.log('');
  console.log(`HR dashboard @1 connection, ${seeded.employees.toLocaleString('en-US')} employees, PostgreSQL ${db.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(
    table(results, [
      { title: 'call', get: (r) => r.name },
      { title: 'req/s', get: (r) => fmt(r.rps, 1), right: true },
      { title: 'p50 ms', get: (r) => fmt(r.p50, 2), right: true },
      { title: 'p95 ms', get: (r) => fmt(r.p95, 2), right: true },
      { title: 'p99 ms', get: (r) => fmt(r.p99, 2), right: true },
      { title: 'CPU ms/answer', get: (r) => fmt(r.cpuPerAnswer, 1), right: true },
      { title: 'errors', get: (r) => r.bad, right: true },
      { title: `p95 <= ${GOAL_P95_MS} ms`, get: (r) => (r.pass ? 'PASS' : 'WARN') },
    ]),
  );
  console.log('');
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(
    resultsFile,
    JSON.stringify({ at: new Date().toISOString(), data: seeded, connections: 1, results, goal: { p95: GOAL_P95_MS }, machine: { node: process.version, cpus: os.cpus().length } }, null, 2) + '\n',
  );
  log(`results written to ${path.relative(root, resultsFile)}`);
  if (results.some((r) => r.bad)) throw new Error('invalid run: some calls answered errors');
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(`bench/dashboard: FAILED: ${err?.stack ?? err}`);
  exitCode = 1;
} finally {
  await cleanups.run();
}
process.exit(exitCode);
