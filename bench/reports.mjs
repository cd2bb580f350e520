#!/usr/bin/env node
// Report benchmark: `node bench/reports.mjs` (also a step of `npm run bench`; BENCH_REPORTS=0 skips it
// there). Each of the ten reports' data (GET /api/reports/data/{slug}, default filters: the last 12
// months, the whole company) at 100,000 employees on PostgreSQL, p95 at 1 connection (goal: <= 50 ms).
//
// Steps: build if needed -> throwaway PostgreSQL database (or BENCH_REPORTS_KEEP: a kept one, seeded
// once) -> start Saram on it with known keys -> seed the 2,000-unit tree and 100,000 employees
// (bench/seed-employees.mjs, salaries sealed with the server's key), then what the reports read:
// unit leaders, two evaluation cycles (a released one with scores, grades and competency ratings, an
// open one in progress), job notices with applicants, pending and approved resignations -> the first
// (cold) answer of each report -> warm up -> BENCH_ROUNDS slices per report at 1 connection,
// interleaved -> table, bench/results/reports.json -> stop, drop the database.
//
// Env: BENCH_DATABASE_URL, BENCH_REPORTS_COUNT (default 100000), BENCH_REPORTS_DURATION (measured
// seconds per report, default 6), BENCH_ROUNDS (default 3), BENCH_WARMUP (seconds, default 1),
// BENCH_REPORTS_KEEP (database name to seed once and reuse), BENCH_REPORTS_SQL (statements run
// before measuring, e.g. a proposed index).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminQuery, adminUrl, benchDir, cleanupRegistry, createDatabase, ensureBuild, exitOnSignals, fmt, load, makeLog, percentile, serverJs, signIn, startSaram, table } from './lib.mjs';
import { seedEmployees, seedUnits } from './seed-employees.mjs';

const count = Number(process.env.BENCH_REPORTS_COUNT || 100_000);
const duration = Number(process.env.BENCH_REPORTS_DURATION || 6);
const rounds = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS || 3)));
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const keep = process.env.BENCH_REPORTS_KEEP?.trim() || '';
const extraSql = process.env.BENCH_REPORTS_SQL?.trim() || '';
const today = '2026-11-02';
const goalMs = 50;
const slugs = [
  'executive-dashboard',
  'department-performance',
  'individual-progress',
  'talent-analytics',
  'succession-planning',
  'compensation',
  'retention-risk',
  'skills-gap',
  'training-effectiveness',
  'manager-effectiveness',
];

const log = makeLog('bench/reports');
const cleanups = cleanupRegistry('bench/reports');
exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 143 }, (signal) => `\nbench/reports: ${signal}, cleaning up`);

/** What the reports read besides the employees, set-based. */
const seedSql = `
update org_units u set leader_id = l.id
  from (select distinct on (unit) coalesce(part_id, team_id, headquarters_id, division_id) as unit, id from employees
        where employment_status = '재직' order by unit, hire_date, id) l
  where l.unit = u.id and u.sort_order % 10 <> 0;
insert into evaluation_codes (kind, code, name, sort_order) values ('competency', 'COMM', '커뮤니케이션', 1), ('competency', 'LEAD', '리더십', 2);
insert into evaluation_templates (name, sections) values ('벤치 템플릿',
  '[{"id":"s1","title":"역량","questions":[{"id":"q1","kind":"competency","competencyCode":"COMM","weight":50},{"id":"q2","kind":"competency","competencyCode":"LEAD","weight":50}]}]');
insert into evaluation_cycles (name, period_start, period_end, template_id, population, status, opened_at, closed_at, released_at)
  select '2025년 평가', '2025-01-01', '2025-12-31', id, '{}', 'released', now(), now(), now() from evaluation_templates;
insert into evaluation_cycles (name, period_start, period_end, template_id, population, status, opened_at)
  select '2026년 평가', '2026-01-01', '2026-12-31', id, '{}', 'open', now() from evaluation_templates;
insert into evaluations (cycle_id, employee_id, unit_id, status, final_score, grade, computed_grade, first_evaluator_id, parts)
  select c.id, e.id, coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id), 'confirmed', s.score, s.grade, s.grade,
    (select u.leader_id from org_units u where u.id = coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id)),
    jsonb_build_object('first', jsonb_build_object('answers', jsonb_build_object('q1', jsonb_build_object('score', 1 + floor(random() * 5)), 'q2', jsonb_build_object('score', 1 + floor(random() * 5))), 'comment', '', 'submittedAt', null))
  from employees e cross join lateral (select r.score, case when r.score >= 90 then 'S' when r.score >= 80 then 'A' when r.score >= 70 then 'B' when r.score >= 60 then 'C' else 'D' end as grade
      from (select round((50 + random() * 50 + 0 * length(e.employee_no))::numeric, 1)::float8 as score) r) s
  join evaluation_cycles c on c.name = '2025년 평가'
  where e.hire_date <= '2025-06-30' and (e.termination_date is null or e.termination_date > '2025-12-31');
insert into evaluations (cycle_id, employee_id, unit_id, status, first_evaluator_id)
  select c.id, e.id, coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id),
    (array['draft', 'submitted', 'first_reviewed', 'second_reviewed', 'confirmed'])[1 + floor(random() * 5)::int],
    (select u.leader_id from org_units u where u.id = coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id))
  from employees e join evaluation_cycles c on c.name = '2026년 평가' where e.employment_status <> '퇴직';
insert into recruitment_notices (title, unit_id, unit_name, unit_path, job_function, employment_type, headcount, start_date, end_date, status, author_label)
  select '공고 ' || u.sort_order, u.id, u.name, u.name, '개발', '정규직', 1 + u.sort_order % 3, '2026-10-01', '2026-12-31',
    case when u.sort_order % 4 = 0 then 'closed' else 'in_progress' end, 'bench'
  from org_units u where u.level = 3 and u.sort_order % 5 = 0;
insert into applicants (notice_id, name, email, phone, apply_channel, applied_job_function, applied_at, status)
  select n.id, '지원자' || g, 'bench' || g || '@example.com', '01000000000', '직접 지원', '개발', '2026-10-15',
    (array['received', 'document_passed', 'interview_1', 'interview_2', 'final_passed', 'failed', 'declined'])[1 + g % 7]
  from recruitment_notices n cross join generate_series(1, 50) g;
insert into resignations (employee_id, status, request_date, last_working_date, resignation_type, requested_by_label)
  select id, case when k % 3 = 0 then 'approved' else 'pending' end, '2026-10-20', '2026-12-31', '자진퇴사', 'bench'
  from (select id, row_number() over (order by id) as k from employees where employment_status = '재직' order by id limit 600) x;
`;

function freshSecrets() {
  const b64 = () => randomBytes(32).toString('base64');
  let password;
  do password = randomBytes(24).toString('base64url');
  while (password.toLowerCase().includes('admin'));
  return { encryptionKey: b64(), jwtSecret: b64(), password };
}

async function database() {
  if (!keep) return { db: await createDatabase({ prefix: 'saram_bench_rep_', cleanups }), secrets: freshSecrets(), seeded: false };
  const url = new URL(adminUrl);
  url.pathname = `/${keep}`;
  const version = (await adminQuery('show server_version')).rows[0].server_version;
  const exists = (await adminQuery(`select 1 from pg_database where datname = '${keep.replace(/'/g, "''")}'`)).rows.length > 0;
  if (exists) {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query('select * from bench_reports_keep').catch(() => ({ rows: [] }));
    await client.end();
    if (rows.length) {
      log(`reusing database ${keep}`);
      return { db: { name: keep, url: url.toString(), version }, secrets: { encryptionKey: rows[0].encryption_key, jwtSecret: rows[0].jwt_secret, password: rows[0].password }, seeded: true };
    }
    await adminQuery(`drop database "${keep}"`);
  }
  await adminQuery(`create database "${keep}"`);
  return { db: { name: keep, url: url.toString(), version }, secrets: freshSecrets(), seeded: false };
}

async function main() {
  ensureBuild({ needs: [serverJs], serverOnly: true, log });
  const { db, secrets, seeded } = await database();
  log(`PostgreSQL ${db.version}, database ${db.name}`);
  const saram = await startSaram({
    cleanups,
    log,
    databaseUrl: db.url,
    dataDirPrefix: 'saram-bench-reports-',
    password: secrets.password,
    env: { SARAM_ENCRYPTION_KEY: secrets.encryptionKey, SARAM_JWT_SECRET: secrets.jwtSecret },
  });
  const headers = { authorization: `Bearer ${(await signIn(saram.base, saram.password)).token.access_token}` };
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  if (!seeded) {
    await client.query('begin');
    await seedUnits(client, { corporations: ['벤치홀딩스', '벤치소프트', '벤치제약', '벤치물류'] });
    await client.query('commit');
    await seedEmployees(client, { count, key: Buffer.from(secrets.encryptionKey, 'base64'), today, log });
    const started = Date.now();
    await client.query(seedSql);
    await client.query('vacuum analyze org_units, evaluations, evaluation_cycles, recruitment_notices, applicants, resignations, employees');
    log(`leaders, evaluations, notices, applicants, resignations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (keep) {
      await client.query('create table bench_reports_keep (encryption_key text, jwt_secret text, password text)');
      await client.query('insert into bench_reports_keep values ($1, $2, $3)', [secrets.encryptionKey, secrets.jwtSecret, secrets.password]);
    }
  }
  if (extraSql) {
    log(`BENCH_REPORTS_SQL: ${extraSql}`);
    await client.query(extraSql);
  }
  const sizes = (await client.query(`select (select count(*) from employees)::int as employees, (select count(*) from employees where employment_status <> '퇴직')::int as staff,
    (select count(*) from evaluations)::int as evaluations, (select count(*) from org_units where leader_id is not null)::int as leaders`)).rows[0];
  await client.end();
  log(`data: ${JSON.stringify(sizes)}`);

  const cold = {};
  for (const slug of slugs) {
    const t0 = performance.now();
    const res = await fetch(`${saram.base}/api/reports/data/${slug}`, { headers });
    const text = await res.text();
    cold[slug] = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${slug}: HTTP ${res.status} ${text.slice(0, 300)}`);
    log(`${slug}: first answer ${cold[slug].toFixed(0)} ms, ${(text.length / 1024).toFixed(0)} KB`);
  }
  if (warmup > 0) for (const slug of slugs) await load({ url: `${saram.base}/api/reports/data/${slug}`, headers, connections: 1, seconds: warmup });
  const samples = Object.fromEntries(slugs.map((s) => [s, []]));
  const failures = Object.fromEntries(slugs.map((s) => [s, 0]));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < slugs.length; i++) {
      const slug = slugs[(r + i) % slugs.length];
      const out = await load({ url: `${saram.base}/api/reports/data/${slug}`, headers, connections: 1, seconds: duration / rounds });
      samples[slug].push(...out.samples);
      failures[slug] += out.non2xx + out.errors + out.timeouts;
    }
  }
  const results = slugs.map((slug) => {
    const sorted = samples[slug].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    return { slug, requests: sorted.length, failures: failures[slug], p50: percentile(sorted, 50), p95, p99: percentile(sorted, 99), coldMs: cold[slug], pass: p95 <= goalMs };
  });
  console.log(
    `\nReports at ${sizes.employees.toLocaleString('en')} employees (${sizes.staff.toLocaleString('en')} current), PostgreSQL ${db.version}, 1 connection, ${duration} s each:\n` +
      table(results, [
        { title: 'report', get: (r) => r.slug },
        { title: 'requests', get: (r) => r.requests, right: true },
        { title: 'p50 ms', get: (r) => fmt(r.p50, 1), right: true },
        { title: 'p95 ms', get: (r) => fmt(r.p95, 1), right: true },
        { title: 'p99 ms', get: (r) => fmt(r.p99, 1), right: true },
        { title: 'first ms', get: (r) => fmt(r.coldMs, 0), right: true },
        { title: `p95 <= ${goalMs} ms`, get: (r) => (r.pass ? 'PASS' : 'WARN') },
      ]),
  );
  await mkdir(path.join(benchDir, 'results'), { recursive: true });
  await writeFile(
    path.join(benchDir, 'results/reports.json'),
    JSON.stringify({ at: new Date().toISOString(), data: sizes, settings: { duration, rounds, warmup, extraSql }, results, loadAverage: os.loadavg(), machine: { node: process.version, cpus: os.cpus().length } }, null, 2) + '\n',
  );
}

try {
  await main();
} finally {
  await cleanups.run();
}
