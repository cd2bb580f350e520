#!/usr/bin/env node
// 개인정보 접속기록 keyset-paging benchmark: `node bench/access-log.mjs` (not part of `npm test`).
//
// Steps: make sure apps/server/dist/server.js exists -> create a throwaway PostgreSQL database ->
// start Saram on it (migrations run on start) and sign in as admin -> seed, straight in SQL with
// generate_series, 1,000,000 access_log rows (200 accounts, 20,000 subjects, the six actions, a year
// of times with every tenth row sharing its second with the next) -> vacuum analyze -> take the
// cursor of the row 900,000 deep (newest first) -> GET /api/mongo/admin/access-logs?limit=50&cursor=…
// at 1 and 4 connections, and the same deep page filtered by one account -> print p95 (goal <= 50 ms
// at 4 connections), write bench/results/access-log.json -> stop Saram, drop the database (also on
// failure and Ctrl-C).
//
// The cursor is the server's own encoding (base64url of JSON [at as PostgreSQL prints it, id]); a
// page after it is an index range scan on (at desc, id desc) whatever its depth, where OFFSET would
// read the 900,000 rows before it. p95 is exact (nearest rank over every 2xx response time), as in
// bench/run.mjs.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; must allow CREATE
// DATABASE), BENCH_ACCESS_ROWS (default 1000000), BENCH_ACCESS_DURATION (measured seconds per run,
// default 8), BENCH_WARMUP (seconds, default 2).
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
  load,
  makeLog,
  percentile,
  root,
  serverJs,
  signIn,
  startSaram,
} from './lib.mjs';

const resultsFile = path.join(benchDir, 'results/access-log.json');
const rows = Number(process.env.BENCH_ACCESS_ROWS || 1_000_000);
const duration = Number(process.env.BENCH_ACCESS_DURATION || 8);
const warmup = Number(process.env.BENCH_WARMUP ?? 2) || 2;
const GOAL_P95_MS = 50;
const depth = Math.floor(rows * 0.9);

const log = makeLog('bench/access-log');
const cleanups = cleanupRegistry('bench/access-log');
exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 143 });

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `rows` access records over the past year, straight in SQL. */
async function seed(url) {
  return withClient(url, async (client) => {
    const started = Date.now();
    await client.query(`insert into access_log (at, actor_id, actor_label, ip, subject_type, subject_id, action, fields, reason)
      select now() - make_interval(secs => (i - i % 10 * (i % 2)) * (31536000.0 / ${rows})),
        'user-' || (i % 200), '사용자' || (i % 200) || ' (user' || (i % 200) || ')', '10.0.' || (i % 250) || '.' || (i % 7),
        'employee', 'subject-' || (i % 20000),
        (array['view','change','input','delete','print','download'])[1 + i % 6], '{record}',
        case when i % 50 = 0 then '급여 확인' end
      from generate_series(1, ${rows}) i`);
    await client.query('vacuum analyze access_log');
    const { rows: [r] } = await client.query('select count(*)::int as n from access_log');
    log(`seeded ${r.n} access records in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return r.n;
  });
}

/** The cursor of the row `offset` deep, newest first (optionally among one account's rows). */
async function cursorAt(url, offset, actorId) {
  return withClient(url, async (client) => {
    const { rows: [r] } = await client.query(
      `select at::text as at, id from access_log ${actorId ? 'where actor_id = $2' : ''} order by at desc, id desc offset $1 limit 1`,
      actorId ? [offset, actorId] : [offset],
    );
    return Buffer.from(JSON.stringify([r.at, Number(r.id)])).toString('base64url');
  });
}

function summary(run) {
  const sorted = Float64Array.from(run.samples).sort();
  return {
    answers: sorted.length,
    rps: sorted.length / run.seconds,
    ms: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] },
    invalid: run.non2xx + run.errors + run.timeouts,
  };
}

async function main() {
  ensureBuild({ needs: [serverJs], serverOnly: true, log });
  const db = await createDatabase({ prefix: 'saram_bench_access_', cleanups });
  log(`database ${db.name}`);
  const saram = await startSaram({ cleanups, databaseUrl: db.url, dataDirPrefix: 'saram-bench-access-' });
  const token = (await signIn(saram.base, saram.password)).token.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const count = await seed(db.url);

  const targets = [
    { name: `deep page (${depth.toLocaleString('en')} rows in)`, url: `/api/mongo/admin/access-logs?limit=50&cursor=${await cursorAt(db.url, depth)}` },
    { name: 'deep page of one account', url: `/api/mongo/admin/access-logs?limit=50&actor_id=user-7&cursor=${await cursorAt(db.url, Math.floor((rows / 200) * 0.9), 'user-7')}` },
    { name: 'first page', url: '/api/mongo/admin/access-logs?limit=50' },
  ];
  for (const t of targets) {
    const probe = await fetch(`${saram.base}${t.url}`, { headers });
    const body = await probe.json();
    if (probe.status !== 200 || body.data.length !== 50 || !body.nextCursor) throw new Error(`${t.name}: HTTP ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);
  }

  const results = [];
  for (const t of targets) {
    await load({ url: `${saram.base}${t.url}`, headers, connections: 4, seconds: warmup });
    for (const connections of [1, 4]) {
      const run = summary(await load({ url: `${saram.base}${t.url}`, headers, connections, seconds: duration }));
      assertAlive(saram.state);
      results.push({ target: t.name, connections, ...run });
    }
  }

  console.log('');
  console.log(`GET /api/mongo/admin/access-logs?limit=50 over ${count.toLocaleString('en')} rows (PostgreSQL), ${duration} s per run`);
  for (const r of results) {
    console.log(`  ${r.target.padEnd(34)} @${r.connections}  p50 ${r.ms.p50.toFixed(2)} ms  p95 ${r.ms.p95.toFixed(2)} ms  p99 ${r.ms.p99.toFixed(2)} ms  ${r.rps.toFixed(0)} req/s`);
  }
  const deep4 = results.find((r) => r.target === targets[0].name && r.connections === 4);
  const pass = deep4.ms.p95 <= GOAL_P95_MS && results.every((r) => r.invalid === 0);
  console.log(`  ${pass ? 'PASS' : 'WARN'} deep page p95 @4 <= ${GOAL_P95_MS} ms`);
  console.log('');
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(
    resultsFile,
    JSON.stringify({ at: new Date().toISOString(), rows: count, depth, results, goal: { p95: GOAL_P95_MS, pass }, machine: { node: process.version, cpus: os.cpus().length } }, null, 2) + '\n',
  );
  log(`results written to ${path.relative(root, resultsFile)}`);
  if (results.some((r) => r.invalid)) throw new Error('invalid run: non-2xx answers, errors or timeouts');
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(`bench/access-log: FAILED: ${err?.stack ?? err}`);
  exitCode = 1;
} finally {
  await cleanups.run();
}
process.exit(exitCode);
