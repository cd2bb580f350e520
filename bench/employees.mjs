#!/usr/bin/env node
// Employee benchmark: `node bench/employees.mjs` (also a step of `npm run bench`; BENCH_EMPLOYEES=0
// skips it there). See bench/README.md ("Employees").
//
// Steps: make sure apps/server/dist/server.js exists -> throwaway PostgreSQL database -> start Saram
// on it (migrations run on start), read its generated encryption key, sign in as admin -> seed the
// 2,000-unit tree under four corporations and 100,000 realistic employees (bench/seed-employees.mjs)
// -> start the bare Fastify + pg baseline on the same database (bench/bare-server.mjs,
// GET /bare/employees: the same page in the least code) -> check every case once -> GET
// employees/all once (time, the server's peak RSS) -> warm up -> three phases (p95 at 1 and at 4
// connections, req/s at 50), cases interleaved in short slices as in bench/run.mjs, each read case
// beside its baseline twin -> table, bench/results/employees.json -> stop both servers, drop the
// database (also on failure and Ctrl-C).
//
// Requests vary per request (autocannon setupRequest): list pages 1-200 of 50, filter by one of
// the 300 teams (재직), search by 김민, by 초성 ㄱㅁㅅ and by the first six digits of a random
// 사번 (each with the same query string on the baseline), and create with a fresh 사번 and e-mail
// each time. p95 is exact (every 2xx response time).
//
// Slices are longer than in bench/run.mjs (3 s) and followed by a pause of twice the slice's p99
// (at most 3 s): requests still running in PostgreSQL when autocannon stops a slice would
// otherwise load the next case's slice.
//
// Env: BENCH_DATABASE_URL (as bench/run.mjs), BENCH_EMPLOYEES_COUNT (default 100000),
// BENCH_EMPLOYEES_DURATION (measured seconds per case and phase, default 6), BENCH_ROUNDS (slices
// per phase, default 2), BENCH_WARMUP (seconds per case, default 1), BENCH_EMPLOYEES_SQL (statements
// run on the seeded database before measuring, e.g. a proposed index; printed with the results),
// BENCH_EMPLOYEES_KEEP (a database name: seeded once, kept and reused by later runs),
// BENCH_EMPLOYEES_CASES (e.g. "search-name,create,all": only those cases, each with its baseline),
// BENCH_EMPLOYEES_PHASES (connections, default "1,4,50").
import { randomBytes } from 'node:crypto';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  adminQuery,
  adminUrl,
  assertAlive,
  benchDir,
  cleanupRegistry,
  createDatabase,
  dropDatabase,
  ensureBuild,
  exitOnSignals,
  fmt,
  makeLog,
  percentile,
  root,
  serverJs,
  signIn,
  startChild,
  startSaram,
  table,
} from './lib.mjs';
import { seedEmployees, seedUnits } from './seed-employees.mjs';

const count = Number(process.env.BENCH_EMPLOYEES_COUNT || 100_000);
const duration = Number(process.env.BENCH_EMPLOYEES_DURATION || 6);
const rounds = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS || 2)));
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const resultsFile = path.join(benchDir, 'results/employees.json');
const today = '2026-11-02';
const extraSql = process.env.BENCH_EMPLOYEES_SQL?.trim() || '';
const keep = process.env.BENCH_EMPLOYEES_KEEP?.trim() || '';
const only = process.env.BENCH_EMPLOYEES_CASES?.split(',').map((c) => c.trim()).filter(Boolean) ?? [];
const chosen = (name) => only.length === 0 || only.includes(name);
const PHASES = (process.env.BENCH_EMPLOYEES_PHASES || '1,4,50').split(',').map(Number);
const corporations = ['벤치홀딩스', '벤치소프트', '벤치제약', '벤치물류'];

const goals = {
  read: { p95at1: 10, p95: 15, ratio: 0.7, text: 'p95 @1 <= 10 ms, @4 <= 15 ms, req/s @50 >= 70% of bare' },
  create: { p95: 25, text: 'p95 @4 <= 25 ms' },
};

const log = makeLog('bench/employees');
const cleanups = cleanupRegistry('bench/employees');
exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 143 }, (signal) => `\nbench/employees: ${signal}, cleaning up`);

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function startBare(databaseUrl) {
  const state = startChild('bare fastify+pg', [path.join(benchDir, 'bare-server.mjs')], { PATH: process.env.PATH ?? '', NODE_ENV: 'production', BARE_DATABASE_URL: databaseUrl }, cleanups);
  const port = await new Promise((resolve, reject) => {
    let buf = '';
    state.child.stdout.on('data', (chunk) => {
      buf += chunk.toString();
      if (buf.includes('\n')) resolve(JSON.parse(buf.split('\n')[0]).port);
    });
    state.child.once('exit', () => reject(new Error(`bare server exited:\n${state.output}`)));
    setTimeout(() => reject(new Error('bare server did not start within 15 s')), 15_000).unref();
  });
  return { state, base: `http://127.0.0.1:${port}` };
}

/** One autocannon run whose requests come from `next()` ({ path, method?, body? }); every 2xx time kept. */
async function load(c, connections, seconds) {
  const samples = [];
  const instance = autocannon({
    url: c.base,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    headers: c.headers,
    requests: [{ setupRequest: (req) => ({ ...req, ...c.next() }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) samples.push(ms);
  });
  const r = await instance;
  if (process.env.BENCH_DEBUG && samples.length === 0) console.log('DEBUG zero', c.name, connections, JSON.stringify({ sent: r.requests?.sent, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx }));
  return { seconds: r.duration, ok: samples.length, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, samples };
}

/** Every case at `connections`, interleaved in `rounds` slices (order rotated each round). */
async function phase(cases, connections, servers) {
  const acc = new Map(cases.map((c) => [c.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < cases.length; i++) {
      const c = cases[(r + i) % cases.length];
      const slice = await load(c, connections, duration / rounds);
      acc.get(c.name).push(slice);
      servers.forEach(assertAlive);
      const p99 = percentile(Float64Array.from(slice.samples).sort(), 99);
      await new Promise((r) => setTimeout(r, Math.min(3000, Math.max(100, 2 * (Number.isFinite(p99) ? p99 : 1500)))));
    }
  }
  return new Map(
    [...acc].map(([name, slices]) => {
      const sorted = Float64Array.from(slices.flatMap((s) => s.samples)).sort();
      const rps = slices.map((s) => s.ok / s.seconds).sort((a, b) => a - b);
      const bad = slices.reduce((n, s) => n + s.non2xx + s.errors + s.timeouts, 0);
      return [name, { connections, answers: sorted.length, bad, rps: rps[Math.floor(rps.length / 2)], p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }];
    }),
  );
}

/** The server's resident memory in MB (Linux /proc). */
async function rssMb(state) {
  assertAlive(state);
  const status = await readFile(`/proc/${state.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/**
 * GET /api/mongo/employees/all once, uncompressed (as autocannon asks): time to the first byte and
 * to the last, bytes, rows, and the server's RSS before and at its peak (sampled every 5 ms).
 */
async function measureAll(saram, headers) {
  const rssBeforeMb = await rssMb(saram.state);
  let rssPeakMb = rssBeforeMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeakMb = Math.max(rssPeakMb, await rssMb(saram.state));
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${saram.base}/api/mongo/employees/all`, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`employees/all: HTTP ${res.status}`);
  const chunks = [];
  let firstByteMs = null;
  for await (const chunk of res.body) {
    firstByteMs ??= performance.now() - started;
    chunks.push(chunk);
  }
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const body = Buffer.concat(chunks);
  const rows = JSON.parse(body.toString('utf8')).data.length;
  return { rows, megabytes: body.length / 1e6, seconds, firstByteMs, rssBeforeMb, rssPeakMb };
}

/** Keys of the server and the admin password, chosen here so a kept database can be used again. */
function freshSecrets() {
  const b64 = () => randomBytes(32).toString('base64');
  let password;
  do password = randomBytes(24).toString('base64url');
  while (password.toLowerCase().includes('admin'));
  return { encryptionKey: b64(), jwtSecret: b64(), password };
}

/**
 * The database to measure: a throwaway one, or with BENCH_EMPLOYEES_KEEP the kept one of that name
 * (created and seeded on the first run, then reused as it is; the server's keys and the admin password
 * are kept in it, table bench_keep). Rows a previous run's create case added are deleted first.
 */
async function database() {
  if (!keep) return { db: await createDatabase({ prefix: 'saram_bench_emp_', cleanups }), secrets: freshSecrets(), seeded: null };
  const url = new URL(adminUrl);
  url.pathname = `/${keep}`;
  const version = (await adminQuery('show server_version')).rows[0].server_version;
  const exists = (await adminQuery(`select 1 from pg_database where datname = '${keep.replace(/'/g, "''")}'`)).rows.length > 0;
  if (exists) {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query(`select * from bench_keep`).catch(() => ({ rows: [] }));
      if (rows[0]?.employees === count) {
        const { rowCount } = await client.query(`delete from employees where employee_no like 'B%'`);
        if (rowCount) await client.query('vacuum analyze employees');
        log(`reusing database ${keep} (${count} employees; ${rowCount} rows of earlier create runs deleted)`);
        const { encryption_key: encryptionKey, jwt_secret: jwtSecret, password } = rows[0];
        return { db: { name: keep, url: url.toString(), version }, secrets: { encryptionKey, jwtSecret, password }, seeded: rows[0].seed };
      }
    } finally {
      await client.end();
    }
    log(`database ${keep} is not a finished seed of ${count} employees: dropping it`);
    await dropDatabase(keep);
  }
  await adminQuery(`create database "${keep}"`);
  return { db: { name: keep, url: url.toString(), version }, secrets: freshSecrets(), seeded: null };
}

async function main() {
  ensureBuild({ needs: [serverJs], serverOnly: true, log });
  const { db, secrets, seeded } = await database();
  log(`PostgreSQL ${db.version}, database ${db.name}`);
  const saram = await startSaram({
    cleanups,
    log,
    databaseUrl: db.url,
    dataDirPrefix: `saram-bench-emp-${process.pid}-`,
    password: secrets.password,
    // A kept database may have migrations to run on its 100,000 rows first.
    timeoutSeconds: 600,
    env: { SARAM_ENCRYPTION_KEY: secrets.encryptionKey, SARAM_JWT_SECRET: secrets.jwtSecret },
  });
  const key = Buffer.from(secrets.encryptionKey, 'base64');
  const token = (await signIn(saram.base, saram.password)).token.access_token;

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  cleanups.add('close seed connection', () => client.end());
  let seedTimes = seeded;
  if (!seedTimes) {
    await client.query('begin');
    await seedUnits(client, { corporations });
    await client.query('commit');
    seedTimes = await seedEmployees(client, { count, key, today, log });
    if (keep) {
      await client.query(`create table bench_keep (employees int, encryption_key text, jwt_secret text, password text, seed jsonb)`);
      await client.query(`insert into bench_keep values ($1, $2, $3, $4, $5)`, [count, secrets.encryptionKey, secrets.jwtSecret, secrets.password, JSON.stringify(seedTimes)]);
    }
  }
  if (extraSql) {
    log(`BENCH_EMPLOYEES_SQL: ${extraSql}`);
    await client.query(extraSql);
    await client.query('analyze employees');
  }
  const { rows: teams } = await client.query(`select id from org_units where level = 3`);
  const { rows: numbers } = await client.query(`select employee_no from employees tablesample system (1) limit 500`);
  const { rows: someUnits } = await client.query(`select id from org_units where level = 4 order by random() limit 200`);
  const bare = await startBare(db.url);
  const servers = [saram.state, bare.state];

  const auth = { authorization: `Bearer ${token}` };
  const list = '/api/mongo/employees/list';
  const search = (term) => () => `searchTerm=${encodeURIComponent(term)}&page=1&limit=50`;
  // Each read case runs twice: on Saram and on the bare baseline, with the same query string.
  const reads = [
    { name: 'list', label: 'list ?page=1..200&limit=50', query: () => `page=${1 + Math.floor(Math.random() * 200)}&limit=50` },
    { name: 'filter', label: 'list ?team=<id>&status=재직', query: () => `team=${pick(teams).id}&status=${encodeURIComponent('재직')}&page=1&limit=50` },
    { name: 'search-name', label: 'list ?searchTerm=김민', query: search('김민') },
    { name: 'search-chosung', label: 'list ?searchTerm=ㄱㅁㅅ', query: search('ㄱㅁㅅ') },
    { name: 'search-number', label: 'list ?searchTerm=<사번 6 digits>', query: () => search(pick(numbers).employee_no.slice(0, 6))() },
  ];
  let seq = 0;
  const runId = Date.now().toString(36).slice(-5).toUpperCase();
  const cases = [
    ...reads.flatMap((r) => [
      { name: r.name, label: r.label, kind: 'read', twin: `bare:${r.name}`, next: () => ({ path: `${list}?${r.query()}` }) },
      { name: `bare:${r.name}`, label: `  bare fastify+pg, same page`, base: bare.base, headers: {}, next: () => ({ path: `/bare/employees?${r.query()}` }) },
    ]),
    {
      name: 'create',
      label: 'POST /api/mongo/employees (nested, placed)',
      kind: 'create',
      phases: [1, 4],
      headers: { ...auth, 'content-type': 'application/json' },
      next: () => {
        const n = ++seq;
        return {
          path: '/api/mongo/employees',
          method: 'POST',
          body: JSON.stringify({
            personal: { nameKor: pick(['김민준', '이서연', '박도윤', '최하은', '정지호']), employeeNo: `B${runId}${n}`, phone: `010-${2000 + (n % 7000)}-${String(n % 10000).padStart(4, '0')}`, rrn: '900101-1234568' },
            organization: { partId: pick(someUnits).id, employmentType: '정규직', jobTitle: '팀원', jobGrade: '사원' },
            accounts: { email: `bench.${runId.toLowerCase()}.${n}@bench.example` },
            employmentHistory: [{ startDate: today }],
            salary: { baseSalary: 3_200_000, allowances: 200_000 },
          }),
        };
      },
    },
  ]
    .map((c) => ({ base: saram.base, headers: auth, phases: PHASES, ...c }))
    .filter((c) => chosen(c.name.replace(/^bare:/, '')));
  if (!cases.length && !chosen('all')) throw new Error(`BENCH_EMPLOYEES_CASES=${only.join(',')} names no case`);

  // Each case answers 2xx once, with data, before anything is measured.
  for (const c of cases) {
    const { path: p, method = 'GET', body } = c.next();
    const res = await fetch(c.base + p, { method, headers: c.headers, body });
    const json = await res.json().catch(() => null);
    if (res.status >= 300) throw new Error(`${c.name}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    c.sample = json?.total ?? json?.data?.length ?? 1;
    log(`${c.name}: HTTP ${res.status}, ${c.sample} ${json?.total !== undefined ? 'matching' : 'rows'}`);
  }

  let everyone = null;
  if (chosen('all')) {
    log('GET /api/mongo/employees/all');
    everyone = await measureAll(saram, auth);
    log(`GET all: ${everyone.rows} rows in ${fmt(everyone.seconds, 2)} s, peak RSS ${fmt(everyone.rssPeakMb, 0)} MB`);
  }
  if (process.env.BENCH_DEBUG) {
    for (const c of cases.slice(0, 4)) {
      const t0 = performance.now();
      const res = await fetch(c.base + c.next().path, { headers: c.headers });
      await res.text();
      log(`DEBUG ${c.name}: ${res.status} in ${(performance.now() - t0).toFixed(1)} ms`);
    }
  }
  if (warmup > 0) for (const c of cases) await load(c, 50, warmup);
  const loadBefore = os.loadavg()[0];
  const measured = {};
  for (const connections of PHASES) {
    log(`phase: ${connections} connection(s)`);
    measured[connections] = await phase(
      cases.filter((c) => c.phases.includes(connections)),
      connections,
      servers,
    );
  }

  const results = cases.map((c) => {
    const at = (n) => measured[n]?.get(c.name);
    const twin = c.twin && measured[50]?.get(c.twin);
    const ratio = twin && at(50) ? at(50).rps / twin.rps : null;
    const bad = PHASES.reduce((n, k) => n + (at(k)?.bad ?? 0), 0);
    let pass = null;
    // A goal is judged only when every phase it names was run.
    if (c.kind === 'read' && at(1) && at(4) && ratio != null) pass = at(1).p95 <= goals.read.p95at1 && at(4).p95 <= goals.read.p95 && ratio >= goals.read.ratio;
    if (c.kind === 'create' && at(4)) pass = at(4).p95 <= goals.create.p95;
    return { name: c.name, label: c.label, matching: c.sample, p95at1: at(1)?.p95, p95at4: at(4)?.p95, p99at4: at(4)?.p99, rpsAt50: at(50)?.rps ?? null, p95at50: at(50)?.p95 ?? null, ratio, bad, pass, goal: goals[c.kind]?.text ?? '-' };
  });

  console.log('');
  const loadAfter = os.loadavg()[0];
  console.log(`${count.toLocaleString('en')} employees, 2,000 units, PostgreSQL ${db.version}; load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} on ${os.cpus().length} CPUs`);
  if (extraSql) console.log(`with BENCH_EMPLOYEES_SQL: ${extraSql}`);
  console.log(
    table(results, [
      { title: 'case', get: (r) => r.label },
      { title: 'hits', right: true, get: (r) => String(r.matching) },
      { title: 'p95 ms @1', right: true, get: (r) => fmt(r.p95at1, 2) },
      { title: 'p95 ms @4', right: true, get: (r) => fmt(r.p95at4, 2) },
      { title: 'req/s @50', right: true, get: (r) => fmt(r.rpsAt50, 0) },
      { title: 'p95 ms @50', right: true, get: (r) => fmt(r.p95at50, 1) },
      { title: 'vs bare', right: true, get: (r) => (r.ratio == null ? '-' : `${fmt(r.ratio * 100, 0)}%`) },
      { title: 'goal', get: (r) => (r.bad ? `INVALID (${r.bad} non-2xx/errors)` : r.pass == null ? '-' : `${r.pass ? 'PASS' : 'WARN'} ${r.goal}`) },
    ]),
  );
  if (everyone) console.log(
    `GET /api/mongo/employees/all: ${everyone.rows.toLocaleString('en')} employees, ${fmt(everyone.megabytes, 1)} MB of JSON in ${fmt(everyone.seconds, 2)} s (first byte ${fmt(everyone.firstByteMs, 0)} ms); ` +
      `server RSS ${fmt(everyone.rssBeforeMb, 0)} MB before, peak ${fmt(everyone.rssPeakMb, 0)} MB during (+${fmt(everyone.rssPeakMb - everyone.rssBeforeMb, 0)} MB)`,
  );
  console.log('');
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(
    resultsFile,
    JSON.stringify({ at: new Date().toISOString(), employees: count, seed: seedTimes, settings: { duration, rounds, warmup, extraSql, keep, cases: only, phases: PHASES }, loadAverage: { before: loadBefore, after: loadAfter }, results, all: everyone, machine: { node: process.version, cpus: os.cpus().length } }, null, 2) + '\n',
  );
  log(`results written to ${path.relative(root, resultsFile)}`);
  const invalid = results.filter((r) => r.bad);
  if (invalid.length) throw new Error(`invalid run: ${invalid.map((r) => r.name).join(', ')} answered errors`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(`bench/employees: FAILED: ${err?.stack ?? err}`);
  exitCode = 1;
} finally {
  await cleanups.run();
}
process.exit(exitCode);
