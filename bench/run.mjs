#!/usr/bin/env node
// Saram HTTP benchmark: `npm run bench`. See bench/README.md for what it measures and the goals.
//
// Steps: make sure apps/server/dist/server.js exists -> create a throwaway PostgreSQL database ->
// start Saram on it (child process) and a bare Fastify baseline (child process, bench/bare-server.mjs)
// -> sign in as admin -> warm every target up -> throughput phase at 50 connections -> latency
// phase at 4 connections -> print a table, write bench/results/latest.json -> web bench on the same
// Saram (bench/web.mjs: gzip weight and Lighthouse of /login and the signed-in shell; skip with
// BENCH_WEB=0) -> stop both servers, drop the database, remove the data dir (also on failure and on
// Ctrl-C).
//
// Each phase interleaves the targets in BENCH_ROUNDS short slices (order rotated per round), so
// outside load on this shared machine hits baseline and targets alike; req/s is the median slice.
//
// p95: autocannon 9 reports p50/p90/p97_5/p99 only, and its latency histogram stores whole
// milliseconds (sub-millisecond responses all land in 0 or 1 ms). So every 2xx response time is
// taken from the instance's `response` event (autocannon measures it with process.hrtime, as a
// float in ms) and p95 is computed exactly from the sorted samples (nearest-rank).
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; must allow
// CREATE DATABASE), BENCH_DURATION (measured seconds per target and phase, default 5),
// BENCH_ROUNDS (slices per phase, default 5), BENCH_WARMUP (seconds per target, default 1, 0 = none).
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertAlive,
  benchDir,
  cleanupRegistry,
  createDatabase,
  ensureBuild,
  exitOnSignals,
  fmt,
  load,
  makeLog,
  percentile,
  root,
  serverJs,
  signIn,
  startChild,
  startSaram,
  table,
} from './lib.mjs';

const resultsFile = path.join(benchDir, 'results/latest.json');

const duration = positiveNumber('BENCH_DURATION', 5);
const warmup = positiveNumber('BENCH_WARMUP', 1, { allowZero: true });
const rounds = Math.max(1, Math.round(positiveNumber('BENCH_ROUNDS', 5)));
const THROUGHPUT_CONNECTIONS = 50;
const LATENCY_CONNECTIONS = 4;

// Goals (quality bar): reported as PASS/WARN, they do not change the exit code.
const goals = [
  {
    target: 'health',
    text: 'req/s @50 >= 60% of bare',
    check: (r) => r.ratio >= 0.6,
  },
  {
    target: 'me',
    text: 'p95 @4 < 20 ms',
    check: (r) => r.latency.ms.p95 < 20,
  },
];

const log = makeLog('bench');

// ---------------------------------------------------------------------------------------------
// Cleanup: everything started registers how to undo itself; run once, in reverse, on any exit path.
const cleanups = cleanupRegistry('bench');
exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 }, (signal) => `\nbench: ${signal}, cleaning up`);

function positiveNumber(name, fallback, { allowZero = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) throw new Error(`${name} must be a positive number of seconds, got "${raw}"`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Servers: Saram (signed in as admin) and the bare baseline
async function startSaramSignedIn(databaseUrl) {
  const { state, base, password } = await startSaram({ cleanups, log, databaseUrl });
  const token = (await signIn(base, password)).token.access_token;
  const me = await fetch(`${base}/api/mongo/admin/me`, { headers: { authorization: `Bearer ${token}` } });
  if (me.status !== 200) throw new Error(`GET /api/mongo/admin/me with the new token: HTTP ${me.status} ${await me.text()}`);
  return { state, base, token, password };
}

async function startBare() {
  const state = startChild(
    'bare fastify',
    [path.join(benchDir, 'bare-server.mjs')],
    { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
    cleanups,
  );
  const port = await new Promise((resolve, reject) => {
    let buf = '';
    const onData = (chunk) => {
      buf += chunk.toString();
      const line = buf.split('\n')[0];
      if (buf.includes('\n')) {
        state.child.stdout.off('data', onData);
        try {
          resolve(JSON.parse(line).port);
        } catch {
          reject(new Error(`bare server printed ${line}`));
        }
      }
    };
    state.child.stdout.on('data', onData);
    state.child.once('exit', () => reject(new Error(`bare server exited:\n${state.output}`)));
    setTimeout(() => reject(new Error('bare server did not start within 15 s')), 15_000).unref();
  });
  const base = `http://127.0.0.1:${port}`;
  const res = await fetch(`${base}/bare`);
  if (res.status !== 200) throw new Error(`bare server: HTTP ${res.status}`);
  log(`bare Fastify up on ${base}`);
  return { state, base };
}

// ---------------------------------------------------------------------------------------------
// Load
const round = (n, digits = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : null);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One phase (fixed connection count) over all targets. The machine is shared (2 cores, other work
 * may run), so instead of one long run per target the phase runs `rounds` short slices per target,
 * interleaved and with the order rotated each round: a burst of outside load then hits every
 * target alike. req/s = median of the slices' 2xx/s; latency percentiles over all slices' samples.
 */
async function phase(targets, connections, servers) {
  const seconds = duration / rounds;
  const acc = new Map(targets.map((t) => [t.name, { slices: [], samples: [] }]));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(r + i) % targets.length];
      const run = await load({ url: target.url, headers: target.headers, connections, seconds });
      servers.forEach(assertAlive);
      const a = acc.get(target.name);
      a.slices.push(run);
      for (const ms of run.samples) a.samples.push(ms);
      run.samples = undefined;
    }
  }
  const out = new Map();
  for (const [name, { slices, samples }] of acc) {
    const sorted = Float64Array.from(samples).sort();
    const ok = sorted.length;
    const sum = (key) => slices.reduce((n, s) => n + s[key], 0);
    out.set(name, {
      connections,
      slices: slices.length,
      seconds: round(sum('seconds'), 2),
      requests: sum('requests'),
      ok2xx: ok,
      non2xx: sum('non2xx'),
      errors: sum('errors'),
      timeouts: sum('timeouts'),
      rps: round(median(slices.map((s) => s.ok2xx / s.seconds)), 1),
      rpsOverall: round(ok / sum('seconds'), 1),
      sliceRps: slices.map((s) => round(s.ok2xx / s.seconds, 0)),
      ms: {
        mean: round(ok ? sorted.reduce((x, y) => x + y, 0) / ok : NaN, 3),
        p50: round(percentile(sorted, 50), 3),
        p90: round(percentile(sorted, 90), 3),
        p95: round(percentile(sorted, 95), 3),
        p99: round(percentile(sorted, 99), 3),
        max: round(ok ? sorted[ok - 1] : NaN, 3),
      },
    });
  }
  return out;
}

async function benchAll(targets, servers) {
  if (warmup > 0) {
    for (const t of targets) await load({ url: t.url, headers: t.headers, connections: THROUGHPUT_CONNECTIONS, seconds: warmup });
    servers.forEach(assertAlive);
  }
  log(`throughput phase: ${THROUGHPUT_CONNECTIONS} connections`);
  const throughput = await phase(targets, THROUGHPUT_CONNECTIONS, servers);
  log(`latency phase: ${LATENCY_CONNECTIONS} connections`);
  const latency = await phase(targets, LATENCY_CONNECTIONS, servers);
  return targets.map((target) => {
    const t = throughput.get(target.name);
    const l = latency.get(target.name);
    const problems = [t, l]
      .filter((run) => run.non2xx || run.errors || run.timeouts || run.ok2xx === 0)
      .map((run) => `@${run.connections}: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts, ${run.ok2xx} ok`);
    if (problems.length) log(`${target.name} INVALID: ${problems.join('; ')}`);
    return {
      name: target.name,
      label: target.label,
      path: new URL(target.url).pathname,
      throughput: t,
      latency: l,
      problems,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Report
function gitCommit() {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

async function main() {
  const startedAt = new Date();
  ensureBuild({ needs: [serverJs, path.join(root, 'apps/server/dist/migrations')], log });
  const db = await createDatabase({ prefix: 'saram_bench_', cleanups, log });
  log(`PostgreSQL ${db.version}, database ${db.name}`);
  const saram = await startSaramSignedIn(db.url);
  const bare = await startBare();
  const servers = [saram.state, bare.state];

  const targets = [
    { name: 'bare', label: 'bare Fastify GET /bare (baseline)', url: `${bare.base}/bare` },
    { name: 'health', label: 'GET /api/health', url: `${saram.base}/api/health` },
    {
      name: 'me',
      label: 'GET /api/mongo/admin/me (Bearer)',
      url: `${saram.base}/api/mongo/admin/me`,
      headers: { authorization: `Bearer ${saram.token}` },
    },
  ];
  log(
    `${targets.length} targets x (${warmup} s warm-up + ${duration} s @${THROUGHPUT_CONNECTIONS} + ${duration} s @${LATENCY_CONNECTIONS}), ` +
      `interleaved in ${rounds} rounds: ~${Math.ceil(targets.length * (warmup + 2 * duration))} s`,
  );

  const results = await benchAll(targets, servers);

  const baseline = results.find((r) => r.name === 'bare').throughput.rps;
  for (const r of results) r.ratio = round(r.throughput.rps / baseline, 3);
  const verdicts = goals.map((g) => {
    const r = results.find((x) => x.name === g.target);
    return { target: g.target, goal: g.text, pass: r.problems.length === 0 && g.check(r) };
  });
  for (const r of results) r.goals = verdicts.filter((v) => v.target === r.name);

  console.log('');
  console.log(
    table(results, [
      { title: 'target', get: (r) => r.label },
      { title: `req/s @${THROUGHPUT_CONNECTIONS}`, right: true, get: (r) => fmt(r.throughput.rps, 0) },
      { title: `p95 ms @${LATENCY_CONNECTIONS}`, right: true, get: (r) => fmt(r.latency.ms.p95, 2) },
      { title: `p99 ms @${LATENCY_CONNECTIONS}`, right: true, get: (r) => fmt(r.latency.ms.p99, 2) },
      { title: 'vs bare', right: true, get: (r) => (r.ratio == null ? '-' : `${fmt(r.ratio * 100, 1)}%`) },
      {
        title: 'goal',
        get: (r) =>
          r.problems.length
            ? 'INVALID (non-2xx/errors)'
            : r.goals.map((g) => `${g.pass ? 'PASS' : 'WARN'} ${g.goal}`).join('; ') || '-',
      },
    ]),
  );
  console.log('');

  const invalid = results.filter((r) => r.problems.length);
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    commit: gitCommit(),
    machine: { node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
    database: { kind: 'postgres', version: db.version },
    settings: {
      durationSeconds: duration,
      warmupSeconds: warmup,
      throughputConnections: THROUGHPUT_CONNECTIONS,
      latencyConnections: LATENCY_CONNECTIONS,
      rounds,
      rpsMethod: 'median over the rounds of 2xx responses per second; targets interleaved, order rotated each round',
      p95Method: 'exact nearest-rank over every 2xx response time (autocannon response events, float ms)',
    },
    baselineRps: baseline,
    results,
    goals: verdicts,
    valid: invalid.length === 0,
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, JSON.stringify(report, null, 2) + '\n');
  log(`results written to ${path.relative(root, resultsFile)}`);

  if (process.env.BENCH_WEB !== '0') {
    log('web bench (bench/web.mjs) on the same Saram');
    const { runWebBench } = await import('./web.mjs');
    await runWebBench({ base: saram.base, password: saram.password });
  }
  if (invalid.length) throw new Error(`invalid run (targets answered errors): ${invalid.map((r) => r.name).join(', ')}`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(`bench: FAILED: ${err?.stack ?? err}`);
  exitCode = 1;
} finally {
  await cleanups.run();
}
// Extra step: the organisation tree with headcount, 2,000 units over 100,000 employees (bench/org.mjs;
// BENCH_ORG=0 skips it). Its own database and server, after the ones above are gone.
if (exitCode === 0 && process.env.BENCH_ORG !== '0') {
  log('extra step: node bench/org.mjs');
  const org = spawnSync(process.execPath, [path.join(benchDir, 'org.mjs')], { cwd: root, stdio: 'inherit', env: process.env });
  if (org.status !== 0) exitCode = 1;
}
// Extra step: `npm start` on an empty DATA_DIR to a ready /api/health, restart and demo start, with
// peak memory (bench/start.mjs; BENCH_START=0 skips it).
if (exitCode === 0 && process.env.BENCH_START !== '0') {
  log('extra step: node bench/start.mjs');
  const start = spawnSync(process.execPath, [path.join(benchDir, 'start.mjs')], { cwd: root, stdio: 'inherit', env: process.env });
  if (start.status !== 0) exitCode = 1;
}
// Extra step: employee list, filter, search and create over 100,000 employees against a bare
// Fastify + pg list (bench/employees.mjs; BENCH_EMPLOYEES=0 skips it). Its own database and servers.
if (exitCode === 0 && process.env.BENCH_EMPLOYEES !== '0') {
  log('extra step: node bench/employees.mjs');
  const employees = spawnSync(process.execPath, [path.join(benchDir, 'employees.mjs')], { cwd: root, stdio: 'inherit', env: process.env });
  if (employees.status !== 0) exitCode = 1;
}
// Extra step: the Excel import of 10,000 and 50,000 rows on PostgreSQL and PGlite (bench/import.mjs;
// BENCH_IMPORT=0 skips it). Its own database and servers.
if (exitCode === 0 && process.env.BENCH_IMPORT !== '0') {
  log('extra step: node bench/import.mjs');
  const imported = spawnSync(process.execPath, [path.join(benchDir, 'import.mjs')], { cwd: root, stdio: 'inherit', env: process.env });
  if (imported.status !== 0) exitCode = 1;
}
// Extra step: the ten reports' data at 100,000 employees, p95 at 1 connection (bench/reports.mjs;
// BENCH_REPORTS=0 skips it). Its own database and server.
if (exitCode === 0 && process.env.BENCH_REPORTS !== '0') {
  log('extra step: node bench/reports.mjs');
  const reports = spawnSync(process.execPath, [path.join(benchDir, 'reports.mjs')], { cwd: root, stdio: 'inherit', env: process.env });
  if (reports.status !== 0) exitCode = 1;
}
process.exit(exitCode);
