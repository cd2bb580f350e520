// Helpers shared by the benchmark scripts (bench/run.mjs, bench/web.mjs, bench/org.mjs): paths, the
// build check, throwaway PostgreSQL databases, child processes (Saram and others) with their cleanup,
// autocannon runs with exact percentiles, and the report table.
//
// Nothing here runs on import except reading BENCH_DATABASE_URL; each script keeps its own log prefix,
// settings and output, and passes its `log` and cleanup registry in.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(benchDir, '..');
/** The built server the benchmarks start (bench/org.mjs may override it with BENCH_SERVER_JS). */
export const serverJs = path.join(root, 'apps/server/dist/server.js');

/** PostgreSQL to create the throwaway databases on (must allow CREATE DATABASE). */
export const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** `log('x')` prints `<prefix>: x` on stdout. */
export const makeLog = (prefix) => (msg) => console.log(`${prefix}: ${msg}`);

// ---------------------------------------------------------------------------------------------
// Cleanup

/**
 * Everything a script starts registers how to undo itself with `add(name, fn)`; `run()` undoes it
 * all once, newest first, on any exit path (a second call returns the same promise). A failing step
 * is printed as `<prefix>: cleanup "<name>" failed: ...` and the others still run.
 */
export function cleanupRegistry(prefix) {
  const steps = [];
  let running = null;
  return {
    add(name, fn) {
      steps.push({ name, fn });
    },
    run() {
      running ??= (async () => {
        while (steps.length) {
          const { name, fn } = steps.pop();
          try {
            await fn();
          } catch (err) {
            console.error(`${prefix}: cleanup "${name}" failed: ${err?.message ?? err}`);
          }
        }
      })();
      return running;
    },
  };
}

/**
 * On each signal of `codes` (e.g. `{ SIGINT: 130, SIGTERM: 143 }`) runs the cleanup, then exits
 * with that code. `announce` (optional) is printed on stderr first, given the signal's name.
 */
export function exitOnSignals(cleanups, codes, announce) {
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      if (announce) console.error(announce(signal));
      cleanups.run().finally(() => process.exit(code));
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Build

/**
 * Makes sure every file in `needs` exists. Otherwise builds: `npm run build` (web + server) and,
 * if that fails and the web app is not needed (`needsWeb` false), the server alone; with
 * `serverOnly` the server alone straight away. Throws if the files are still missing.
 */
export function ensureBuild({ needs, log, needsWeb = false, serverOnly = false }) {
  const missing = needs.filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  const built = () => needs.every((file) => existsSync(file));
  const npm = (args) => spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status === 0;
  log(`${missing.map((file) => path.relative(root, file)).join(', ')} missing: npm run build${serverOnly ? ' -w @saram/server' : ''}`);
  if (!serverOnly) {
    if (npm(['run', 'build']) && built()) return;
    if (needsWeb) throw new Error('npm run build failed');
    log('full build failed (the web build may be in progress elsewhere): building the server only');
  }
  if (!npm(['run', 'build', '-w', '@saram/server']) || !built()) throw new Error('npm run build -w @saram/server failed');
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** One statement on the admin connection (a fresh client each time). */
export async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops a database even with sessions still open on it. */
export async function dropDatabase(name) {
  await adminQuery(`drop database if exists "${name}" with (force)`);
}

/**
 * Creates the empty database `<prefix><12 hex>` on `adminUrl` and registers its drop with
 * `cleanups` (logged when `log` is given). Returns its name, URL and the server's version.
 */
export async function createDatabase({ prefix, cleanups, log }) {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const version = (await adminQuery('show server_version')).rows[0].server_version;
  await adminQuery(`create database "${name}"`);
  cleanups.add(`drop database ${name}`, async () => {
    await dropDatabase(name);
    log?.(`dropped database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), version };
}

// ---------------------------------------------------------------------------------------------
// Child processes

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `node ...args` in the repository root with exactly `env`, keeps the tail of its output for
 * error messages and registers its stop (SIGTERM, SIGKILL after 5 s). Its stdin stays open: a child
 * may exit when it closes (bench/bare-server.mjs does). Returns `{ child, name, output, exited }`.
 */
export function startChild(name, args, env, cleanups) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const state = { child, name, output: '', exited: null };
  const keep = (chunk) => {
    state.output = (state.output + chunk.toString()).slice(-16_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.stdin.on('error', () => {});
  child.on('exit', (code, signal) => {
    state.exited = { code, signal };
  });
  cleanups.add(`stop ${name}`, () => stopChild(state));
  return state;
}

async function stopChild(state) {
  if (state.exited) return;
  const exited = new Promise((resolve) => state.child.once('exit', resolve));
  state.child.kill('SIGTERM');
  const timer = setTimeout(() => state.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Throws, with the child's last output, if it has exited. */
export function assertAlive(state) {
  if (state.exited) {
    throw new Error(`${state.name} exited (code ${state.exited.code}, signal ${state.exited.signal}). Last output:\n${state.output}`);
  }
}

/**
 * Starts the built server `serverJs` on a free port of 127.0.0.1 with a temporary DATA_DIR (removed
 * at cleanup), `databaseUrl` ('' = embedded PGlite) and the admin `password` (default: a random one, never
 * containing 'admin'), in a minimal environment: nothing from the caller's shell (SARAM_DEMO, PUBLIC_URL, ...)
 * leaks in; `env` adds variables (bench/web.mjs: SARAM_DEMO=1). Waits for /api/health
 * (`timeoutSeconds`); with `log`, prints `<label> up on <base> in N s`. Returns `{ state, base, password }`; sign in with `signIn(base, password)`.
 */
export async function startSaram({ cleanups, log, databaseUrl = '', server = serverJs, dataDirPrefix = 'saram-bench-', label = 'Saram', timeoutSeconds = 60, env: extraEnv = {}, password: given }) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), dataDirPrefix));
  cleanups.add('remove data dir', () => rm(dataDir, { recursive: true, force: true }));
  let password = given;
  while (!password || password.toLowerCase().includes('admin')) password = randomBytes(24).toString('base64url');
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SARAM_ADMIN_PASSWORD: password,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const state = startChild('saram', [server], env, cleanups);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    assertAlive(state);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutSeconds * 1000) {
      throw new Error(`Saram did not answer /api/health within ${timeoutSeconds} s. Output:\n${state.output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  log?.(`${label} up on ${base} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { state, base, password };
}

/** Signs in as admin through the API; returns the answer's body (`token.access_token`, `user`, ...). */
export async function signIn(base, password) {
  const res = await fetch(`${base}/api/mongo/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'admin', password }),
  });
  const body = await res.json().catch(() => null);
  if (res.status !== 200 || typeof body?.token?.access_token !== 'string') {
    throw new Error(`login failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return body;
}

// ---------------------------------------------------------------------------------------------
// Load and statistics

/**
 * One autocannon run; returns its counters and every 2xx response time (float ms, from the
 * `response` event, which autocannon measures with process.hrtime: its own histogram keeps whole ms).
 */
export async function load({ url, headers, connections, seconds }) {
  const samples = [];
  const instance = autocannon({ url, headers, connections, duration: seconds, pipelining: 1, timeout: 10 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
  });
  const r = await instance;
  return {
    seconds: r.duration,
    requests: r.requests.total,
    ok2xx: samples.length,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    samples,
  };
}

/** Nearest-rank percentile `p` (0-100) of ascending `sorted`; NaN if empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

// ---------------------------------------------------------------------------------------------
// Report

/** `n` with `digits` decimals, '-' for null or not finite. */
export const fmt = (n, digits = 0) => (n == null || !Number.isFinite(n) ? '-' : n.toFixed(digits));

/**
 * A plain-text table: `columns` are `{ title, get(row), right? }` (right-aligned when `right`),
 * two spaces between columns, a dashed line under the titles.
 */
export function table(rows, columns) {
  const cells = rows.map((row) => columns.map((c) => String(c.get(row))));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map((r) => r[i].length)));
  const line = (vals) => vals.map((v, i) => (columns[i].right ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  return [line(columns.map((c) => c.title)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

// Web benches (web.mjs, fonts.mjs): Debian's Chromium, a signed-in session, the Saram they measure.

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Signs in through the API; returns what the web app persists under auth-storage. */
export async function authStorageFor(base, password) {
  const body = await signIn(base, password);
  const { access_token, expires_at, refresh_token } = body.token;
  const token = { access_token, expires_at, ...(refresh_token ? { refresh_token } : {}) };
  return JSON.stringify({ state: { isAuthenticated: true, user: body.user, token }, version: 1 });
}

/** BENCH_WEB_URL with BENCH_WEB_PASSWORD (a running Saram), else one on embedded PGlite with the demo company. */
export async function webBenchSaram({ cleanups, log, dataDirPrefix }) {
  const base = process.env.BENCH_WEB_URL;
  const password = process.env.BENCH_WEB_PASSWORD;
  if (base && password) return { base, password };
  return startSaram({ cleanups, log, dataDirPrefix, label: 'Saram (PGlite, demo company)', timeoutSeconds: 180, env: { SARAM_DEMO: '1' } });
}
