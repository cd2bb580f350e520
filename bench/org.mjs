#!/usr/bin/env node
// Organisation tree benchmark: `node bench/org.mjs` (also run as the last step of `npm run bench`).
//
// Steps: make sure apps/server/dist/server.js exists -> create a throwaway PostgreSQL database ->
// start Saram on it (migrations run on start) and sign in as admin -> seed, straight in SQL with
// generate_series, 2,000 units (10 business units, 90 divisions, 300 teams, 1,600 parts) and
// 100,000 employees, each with a primary post in a team or part and every tenth with a concurrent
// post in a division -> warm up -> GET /api/v1/organizational-hierarchy/tree?includeHeadcount=true
// at 4 connections -> print p95 (goal <= 50 ms), write bench/results/org.json -> stop Saram, drop
// the database (also on failure and Ctrl-C).
//
// Requests carry `accept-encoding: gzip, deflate, br` as a browser does (the org chart loads the
// tree this way; the answer, ~550 KB of JSON for 2,000 units, goes out gzipped, ~40 KB). A second,
// shorter run without it is printed for comparison. p95 is exact (nearest rank over every 2xx
// response time from autocannon's `response` event), as in bench/run.mjs.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; must allow CREATE
// DATABASE), BENCH_ORG_DURATION (measured seconds, default 10), BENCH_WARMUP (seconds, default 2),
// BENCH_SERVER_JS (the built server to run, default apps/server/dist/server.js).
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  assertAlive,
  benchDir,
  cleanupRegistry,
  createDatabase,
  ensureBuild,
  exitOnSignals,
  load as loadRun,
  makeLog,
  percentile,
  root,
  serverJs as defaultServerJs,
  signIn,
  startSaram,
} from './lib.mjs';
import { seedUnits } from './seed-employees.mjs';

const serverJs = process.env.BENCH_SERVER_JS ? path.resolve(process.env.BENCH_SERVER_JS) : defaultServerJs;
const resultsFile = path.join(benchDir, 'results/org.json');
const duration = Number(process.env.BENCH_ORG_DURATION || 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2) || 2;
const CONNECTIONS = 4;
const GOAL_P95_MS = 50;
const TREE_PATH = '/api/v1/organizational-hierarchy/tree?includeHeadcount=true';

const log = makeLog('bench/org');

const cleanups = cleanupRegistry('bench/org');
exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 143 });

/** 2,000 units in four levels and 100,000 employees with their posts, straight in SQL. */
async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    await client.query('begin');
    await seedUnits(client);
    await client.query(`insert into employees (employee_no, name_kor)
      select 'E' || lpad(i::text, 6, '0'), '직원' || i from generate_series(1, 100000) i`);
    await client.query(`with u as (select id, row_number() over (order by level, sort_order) - 1 as k from org_units where level >= 3),
        e as (select id, row_number() over (order by employee_no) - 1 as k from employees)
      insert into unit_members (unit_id, employee_id, is_primary) select u.id, e.id, true from e join u on u.k = e.k % 1900`);
    await client.query(`with u as (select id, row_number() over (order by sort_order) - 1 as k from org_units where level = 2),
        e as (select id, row_number() over (order by employee_no) - 1 as k from employees)
      insert into unit_members (unit_id, employee_id, is_primary) select u.id, e.id, false from e join u on u.k = e.k % 90 where e.k % 10 = 0`);
    await client.query('commit');
    await client.query('vacuum analyze org_units, employees, unit_members');
    const { rows } = await client.query(`select (select count(*) from org_units)::int as units, (select count(*) from employees)::int as employees,
      (select count(*) from unit_members)::int as members`);
    log(`seeded ${rows[0].units} units, ${rows[0].employees} employees, ${rows[0].members} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return rows[0];
  } finally {
    await client.end();
  }
}

const load = (url, headers, seconds) => loadRun({ url, headers, connections: CONNECTIONS, seconds });

/** The tree computed afresh: every request follows a change of the tree version (as after any edit). */
async function coldRuns(databaseUrl, url, headers, n) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const times = [];
  try {
    for (let i = 0; i < n; i++) {
      await client.query('update org_tree_state set version = version + 1 where id = 1');
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`cold GET tree: HTTP ${res.status}`);
      times.push(performance.now() - started);
    }
  } finally {
    await client.end();
  }
  return Float64Array.from(times).sort();
}

async function main() {
  ensureBuild({ needs: [serverJs], serverOnly: true, log });
  const db = await createDatabase({ prefix: 'saram_bench_org_', cleanups });
  log(`database ${db.name}`);
  const saram = await startSaram({ cleanups, databaseUrl: db.url, server: serverJs, dataDirPrefix: 'saram-bench-org-' });
  const token = (await signIn(saram.base, saram.password)).token.access_token;
  const counts = await seed(db.url);
  const url = `${saram.base}${TREE_PATH}`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const identityHeaders = { authorization: `Bearer ${token}` };

  const probe = await fetch(url, { headers: identityHeaders });
  const tree = await probe.json();
  if (probe.status !== 200) throw new Error(`GET tree: HTTP ${probe.status} ${JSON.stringify(tree).slice(0, 300)}`);
  const headcount = tree.data.reduce((n, node) => n + node.headcount, 0);
  if (tree.total !== 2000 || headcount !== 100000) throw new Error(`unexpected tree: ${tree.total} units, headcount ${headcount}`);
  log(`tree: ${tree.total} units, headcount ${headcount}, ${(JSON.stringify(tree).length / 1024).toFixed(0)} KiB`);

  await load(url, headers, warmup);
  const run = await load(url, headers, duration);
  assertAlive(saram.state);
  const identity = await load(url, identityHeaders, Math.max(2, Math.round(duration / 2)));
  const cold = await coldRuns(db.url, url, headers, 30);
  const identitySorted = Float64Array.from(identity.samples).sort();
  const sorted = Float64Array.from(run.samples).sort();
  const ms = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
  const pass = ms.p95 <= GOAL_P95_MS && !run.non2xx && !run.errors && !run.timeouts;
  console.log('');
  console.log(`GET ${TREE_PATH} @${CONNECTIONS} connections, ${run.seconds} s, ${sorted.length} answers (${(sorted.length / run.seconds).toFixed(1)} req/s)`);
  console.log(`  p50 ${ms.p50.toFixed(2)} ms   p95 ${ms.p95.toFixed(2)} ms   p99 ${ms.p99.toFixed(2)} ms   max ${ms.max.toFixed(2)} ms`);
  console.log(`  ${pass ? 'PASS' : 'WARN'} p95 <= ${GOAL_P95_MS} ms (2,000 units, 100,000 employees, PostgreSQL)`);
  console.log(
    `  cache miss (tree version bumped before each of ${cold.length} sequential requests): p50 ${percentile(cold, 50).toFixed(2)} ms, p95 ${percentile(cold, 95).toFixed(2)} ms (information only)`,
  );
  console.log(
    `  without accept-encoding (550 KB answers): p50 ${percentile(identitySorted, 50).toFixed(2)} ms, p95 ${percentile(identitySorted, 95).toFixed(2)} ms (information only)`,
  );
  console.log('');
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(
    resultsFile,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        target: TREE_PATH,
        data: counts,
        connections: CONNECTIONS,
        seconds: run.seconds,
        answers: sorted.length,
        non2xx: run.non2xx,
        errors: run.errors,
        timeouts: run.timeouts,
        ms,
        cacheMiss: { requests: cold.length, p50: percentile(cold, 50), p95: percentile(cold, 95) },
        withoutCompression: { answers: identitySorted.length, p50: percentile(identitySorted, 50), p95: percentile(identitySorted, 95) },
        goal: { p95: GOAL_P95_MS, pass },
        machine: { node: process.version, cpus: os.cpus().length },
      },
      null,
      2,
    ) + '\n',
  );
  log(`results written to ${path.relative(root, resultsFile)}`);
  if (run.non2xx || run.errors || run.timeouts) throw new Error(`invalid run: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(`bench/org: FAILED: ${err?.stack ?? err}`);
  exitCode = 1;
} finally {
  await cleanups.run();
}
process.exit(exitCode);
