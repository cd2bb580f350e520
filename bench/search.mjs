#!/usr/bin/env node
// Global search benchmark (issue 31): `node bench/search.mjs` (also a step of `npm run bench`;
// BENCH_SEARCH=0 skips it there). See bench/README.md ("Search").
//
// PostgreSQL: throwaway database -> Saram on it -> the 2,000-unit tree and 100,000 employees
// (bench/seed-employees.mjs) -> set-wise: 500 job notices, 10,000 applicants with 30,000 documents,
// 5,000 onboarding checklists with 20,000 verification documents (50,000 documents), an evaluation
// cycle over 10,000 people -> GET /api/search over all sources (type=all, limit 10, as the header
// popover asks) at 1 connection for a 1-, 2- and 3-character name, 초성, a name being typed and a
// 사번 prefix -> p95 each (goal <= 20 ms).
// PGlite: Saram with SARAM_DEMO=1 on an empty DATA_DIR (the embedded default and its demo data),
// the same queries (goal <= 60 ms).
//
// Env: BENCH_DATABASE_URL (as bench/run.mjs), BENCH_SEARCH_COUNT (employees, default 100000),
// BENCH_SEARCH_DURATION (seconds per case, default 5), BENCH_WARMUP (seconds per case, default 1),
// BENCH_SEARCH_PGLITE=0 skips the PGlite part, BENCH_SEARCH_KEEP (a database name: seeded once, kept
// and reused by later runs; drop it yourself when done).
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { adminQuery, adminUrl, benchDir, cleanupRegistry, createDatabase, dropDatabase, ensureBuild, exitOnSignals, fmt, makeLog, percentile, root, serverJs, signIn, startSaram, table } from './lib.mjs';
import { seedEmployees, seedUnits } from './seed-employees.mjs';

const count = Number(process.env.BENCH_SEARCH_COUNT || 100_000);
const duration = Number(process.env.BENCH_SEARCH_DURATION || 5);
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const keep = process.env.BENCH_SEARCH_KEEP?.trim() || '';
const resultsFile = path.join(benchDir, 'results/search.json');
const log = makeLog('bench/search');
const cleanups = cleanupRegistry('bench/search');
exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 143 }, (signal) => `\nbench/search: ${signal}, cleaning up`);

const queries = [
  { name: '1 char', q: '김' },
  { name: '2 chars', q: '김민' },
  { name: '3 chars', q: '김민준' },
  { name: '초성', q: 'ㄱㅁㅈ' },
  { name: 'typing', q: '김ㅁ' },
  { name: 'title', q: '이력서' },
];

/**
 * A throwaway database, or with BENCH_SEARCH_KEEP the kept one of that name (seeded on the first run,
 * reused as it is later: the admin password and the seed's figures are kept in its table bench_keep).
 */
async function database() {
  if (!keep) return { db: await createDatabase({ prefix: 'saram_bench_search_', cleanups, log }), password: undefined, reuse: null };
  const url = new URL(adminUrl);
  url.pathname = `/${keep}`;
  const version = (await adminQuery('show server_version')).rows[0].server_version;
  const db = { name: keep, url: url.toString(), version };
  if ((await adminQuery(`select 1 from pg_database where datname = '${keep.replace(/'/g, "''")}'`)).rows.length) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query('select * from bench_keep').catch(() => ({ rows: [] }));
    await client.end();
    if (rows[0]?.employees === count) {
      log(`reusing database ${keep}`);
      return { db, password: rows[0].password, reuse: rows[0].seeded };
    }
    await dropDatabase(keep);
  }
  await adminQuery(`create database "${keep}"`);
  return { db, password: undefined, reuse: null };
}

/** Set-wise: notices, applicants and their documents, onboarding checklists and theirs, an evaluation cycle. */
async function seedRest(client) {
  const started = Date.now();
  await client.query('begin');
  await client.query(`insert into recruitment_notices (title, unit_id, unit_name, unit_path, job_function, employment_type, headcount, start_date, end_date, status, author_label)
    select u.name || ' ' || (array['백엔드 개발자','데이터 분석가','인사 담당자','영업 관리자','디자이너'])[1 + i % 5] || ' 채용', u.id, u.name, u.name,
      '개발', '정규직', 1 + i % 3, date '2026-01-01' + i % 200, date '2026-07-01' + i % 150,
      (array['in_progress','closed','waiting_approval','disabled'])[1 + i % 4], 'bench'
    from generate_series(1, 500) i join lateral (select id, name from org_units where level = 3 order by id offset i % 300 limit 1) u on true`);
  await client.query(`insert into applicants (notice_id, name, email, phone, apply_channel, applied_job_function, applied_at, status)
    select n.id, e.name_kor, 'applicant' || e.rn || '@mail.example', '010' || lpad(e.rn::text, 8, '0'), '직접 지원', '개발', date '2026-03-01' + (e.rn % 200)::int,
      (array['received','document_passed','interview_1','interview_2','final_passed','failed'])[1 + e.rn % 6]
    from (select name_kor, row_number() over () as rn from (select name_kor from employees order by md5(id::text) limit 10000) s) e
    join lateral (select id from recruitment_notices order by id offset e.rn % 500 limit 1) n on true`);
  await client.query(`insert into applicant_documents (applicant_id, kind, filename, content_type, size, sha256, data, uploaded_by)
    select a.id, k.kind, k.label || '_' || a.name || '.pdf', 'application/pdf', 1024, md5(a.id::text || k.kind), '\\x255044462d312e34'::bytea, 'bench'
    from applicants a cross join (values ('resume','이력서'), ('cover_letter','자기소개서'), ('portfolio','포트폴리오')) k(kind, label)`);
  await client.query(`insert into checklist_templates (feature_id, name, current_version, created_by)
    select 'onboarding', '온보딩 ' || i, 1, 'bench' from generate_series(1, 20) i`);
  await client.query(`insert into checklist_template_versions (template_id, version, name, sections, items, created_by)
    select id, 1, name, '[]', '[{"id":"contract"},{"id":"id-card"},{"id":"bank"},{"id":"diploma"}]', 'bench' from checklist_templates`);
  await client.query(`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, created_by)
    select 'onboarding', e.id, t.id, 1, t.name, '[]', '[]', 'bench'
    from (select id, row_number() over () as rn from (select id from employees order by md5(id::text || 'c') limit 5000) s) e
    join lateral (select id, name from checklist_templates order by id offset e.rn % 20 limit 1) t on true`);
  await client.query(`insert into checklist_documents (instance_id, filename, content_type, size, sha256, data, uploaded_by)
    select i.id, k.label || '_' || e.name_kor || k.ext, k.mime, 2048, md5(i.id::text || k.label), '\\x255044462d312e34'::bytea, e.name_kor
    from checklist_instances i join employees e on e.id = i.employee_id
    cross join (values ('신분증', '.png', 'image/png'), ('통장사본', '.pdf', 'application/pdf'), ('졸업증명서', '.pdf', 'application/pdf'), ('가족관계증명서', '.pdf', 'application/pdf')) k(label, ext, mime)`);
  await client.query(`insert into evaluation_templates (name, sections) values ('벤치 평가', '[]')`);
  await client.query(`insert into evaluation_cycles (name, period_start, period_end, template_id, population, status)
    select '2026 상반기', '2026-01-01', '2026-06-30', id, '{}', 'open' from evaluation_templates where name = '벤치 평가'`);
  await client.query(`insert into evaluations (cycle_id, employee_id, unit_id)
    select c.id, e.id, e.team_id from evaluation_cycles c cross join (select id, team_id from employees order by md5(id::text || 'e') limit 10000) e where c.name = '2026 상반기'`);
  await client.query('commit');
  await client.query('vacuum analyze');
  const { rows } = await client.query(`select (select count(*) from org_units)::int as units, (select count(*) from applicants)::int as applicants,
    (select count(*) from applicant_documents)::int + (select count(*) from checklist_documents)::int as documents, (select count(*) from evaluations)::int as evaluations`);
  log(`seeded ${JSON.stringify(rows[0])} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return rows[0];
}

/** p95 of GET /api/search?q= at one connection for `seconds` (after a warm-up), every 2xx time kept. */
async function measure(base, headers, q, seconds) {
  const url = `${base}/api/search?q=${encodeURIComponent(q)}&type=all&limit=10`;
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${q}: HTTP ${check.status} ${await check.text()}`);
  const { counts } = await check.json();
  const run = async (s) => {
    const samples = [];
    const instance = autocannon({ url, headers, connections: 1, duration: s, pipelining: 1, timeout: 10 });
    instance.on('response', (_c, status, _b, ms) => status >= 200 && status < 300 && samples.push(ms));
    const r = await instance;
    return { samples, bad: r.non2xx + r.errors + r.timeouts };
  };
  if (warmup > 0) await run(warmup);
  const { samples, bad } = await run(seconds);
  const sorted = Float64Array.from(samples).sort();
  return { answers: sorted.length, bad, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), counts };
}

async function runCases(label, base, password, goal) {
  const token = (await signIn(base, password)).token.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const rows = [];
  for (const c of queries) {
    const r = await measure(base, headers, c.q, duration);
    const found = Object.values(r.counts).reduce((a, b) => a + b, 0);
    rows.push({ database: label, case: c.name, q: c.q, found, ...r, goal, pass: r.p95 <= goal });
    log(`${label} ${c.name} (${c.q}): p95 ${fmt(r.p95, 1)} ms, ${found} found`);
  }
  return rows;
}

async function main() {
  ensureBuild({ needs: [serverJs], serverOnly: true, log });
  const results = [];
  const { db, password, reuse } = await database();
  const saram = await startSaram({ cleanups, log, databaseUrl: db.url, password, dataDirPrefix: `saram-bench-search-${process.pid}-`, timeoutSeconds: 600, env: {} });
  const client = new pg.Client({ connectionString: db.url, application_name: 'bench' });
  await client.connect();
  cleanups.add('close seed connection', () => client.end());
  let seeded = reuse;
  if (!seeded) {
    await client.query('begin');
    await seedUnits(client, { corporations: ['벤치홀딩스', '벤치소프트', '벤치제약', '벤치물류'] });
    await client.query('commit');
    await seedEmployees(client, { count, key: Buffer.alloc(32, 7), today: '2026-11-02', log });
    seeded = await seedRest(client);
    if (keep) await client.query(`create table bench_keep as select $1::int as employees, $2::text as password, $3::jsonb as seeded`, [count, saram.password, JSON.stringify(seeded)]);
  }
  results.push(...(await runCases(`PostgreSQL ${db.version}`, saram.base, saram.password, 20)));
  saram.state.child.kill('SIGTERM');

  if (process.env.BENCH_SEARCH_PGLITE !== '0') {
    const demo = await startSaram({ cleanups, log, label: 'Saram (PGlite, demo)', dataDirPrefix: `saram-bench-search-pglite-${process.pid}-`, timeoutSeconds: 300, env: { SARAM_DEMO: '1' } });
    results.push(...(await runCases('PGlite demo', demo.base, demo.password, 60)));
    demo.state.child.kill('SIGTERM');
  }

  console.log('');
  console.log(
    table(results, [
      { title: 'database', get: (r) => r.database },
      { title: 'case', get: (r) => `${r.case} (${r.q})` },
      { title: 'found', right: true, get: (r) => r.found },
      { title: 'answers', right: true, get: (r) => r.answers },
      { title: 'p50 ms', right: true, get: (r) => fmt(r.p50, 1) },
      { title: 'p95 ms', right: true, get: (r) => fmt(r.p95, 1) },
      { title: 'p99 ms', right: true, get: (r) => fmt(r.p99, 1) },
      { title: 'goal', get: (r) => `${r.pass ? 'PASS' : 'WARN'} p95 <= ${r.goal} ms` },
    ]),
  );
  console.log(`load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}\n`);
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, JSON.stringify({ at: new Date().toISOString(), employees: count, seeded, results }, null, 2) + '\n');
  log(`results written to ${path.relative(root, resultsFile)}`);
}

try {
  await main();
} catch (err) {
  console.error(`bench/search: FAILED: ${err?.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
