#!/usr/bin/env node
// Embedded start (issue 16 item 7): `npm start` on the built app with the embedded PGlite, timed from
// the spawn to the first 200 of /api/health, with the server's peak memory (VmHWM from /proc).
// Three cases: an empty DATA_DIR (the quick start), a restart on that DATA_DIR, and an empty DATA_DIR
// with SARAM_DEMO=1. Run alone with `node bench/start.mjs`, or as a step of `npm run bench`
// (BENCH_START=0 skips it). Env: BENCH_START_RUNS (runs per case, default 5; the demo case runs once
// per two of them, at least once).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchDir, ensureBuild, fmt, freePort, makeLog, root, serverJs, table } from './lib.mjs';

const log = makeLog('start');
const runs = Math.max(1, Number(process.env.BENCH_START_RUNS ?? 5) || 5);
const resultsFile = path.join(benchDir, 'results/start.json');
const goalSeconds = 6;

/** Peak and current resident memory of a process, in MB (Linux). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return { peakMb: NaN, rssMb: NaN };
  }
}

/** One `npm start` (node scripts/start.mjs: the server runs in that process) until /api/health answers. */
async function startOnce(dataDir, extraEnv = {}) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SARAM_ADMIN_PASSWORD: 'bench-Saram-Passw0rd!',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let done = false;
  void exited.then(() => (done = true));
  try {
    for (;;) {
      if (done) throw new Error(`npm start exited before it was ready:\n${stderr}`);
      if (performance.now() - started > 120_000) throw new Error('npm start: not ready within 120 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, ...memoryOf(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(name, count, runOne) {
  const samples = [];
  for (let i = 0; i < count; i++) {
    const s = await runOne();
    log(`${name} #${i + 1}: ${s.seconds.toFixed(2)} s, peak ${s.peakMb.toFixed(0)} MB`);
    samples.push(s);
  }
  return {
    name,
    runs: count,
    medianSeconds: median(samples.map((s) => s.seconds)),
    maxSeconds: Math.max(...samples.map((s) => s.seconds)),
    peakMb: median(samples.map((s) => s.peakMb)),
    samples,
  };
}

async function main() {
  ensureBuild({ needs: [serverJs, path.join(root, 'apps/web/dist/index.html')], log, needsWeb: true });
  const loadBefore = os.loadavg();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'saram-start-bench-'));
  try {
    const empty = await measure('empty DATA_DIR', runs, async () => {
      const dir = await mkdtemp(path.join(tmp, 'empty-'));
      return startOnce(dir);
    });
    const kept = await mkdtemp(path.join(tmp, 'kept-'));
    await startOnce(kept);
    const restart = await measure('restart (existing DATA_DIR)', runs, () => startOnce(kept));
    const demo = await measure('empty DATA_DIR, SARAM_DEMO=1', Math.max(1, Math.floor(runs / 2)), async () => {
      const dir = await mkdtemp(path.join(tmp, 'demo-'));
      return startOnce(dir, { SARAM_DEMO: '1' });
    });
    const results = [
      { ...empty, goal: `<= ${goalSeconds} s`, pass: empty.medianSeconds <= goalSeconds },
      { ...restart, goal: '-', pass: null },
      { ...demo, goal: '-', pass: null },
    ];
    const loadAfter = os.loadavg();
    console.log('');
    console.log(
      table(results, [
        { title: 'npm start', get: (r) => r.name },
        { title: 'runs', right: true, get: (r) => r.runs },
        { title: 'median s', right: true, get: (r) => fmt(r.medianSeconds, 2) },
        { title: 'max s', right: true, get: (r) => fmt(r.maxSeconds, 2) },
        { title: 'peak RSS MB', right: true, get: (r) => fmt(r.peakMb, 0) },
        { title: 'goal', get: (r) => (r.pass === null ? '-' : `${r.pass ? 'PASS' : 'WARN'} ${r.goal}`) },
      ]),
    );
    console.log(`load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' ')}\n`);
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(resultsFile, JSON.stringify({ at: new Date().toISOString(), loadBefore, loadAfter, results }, null, 2) + '\n');
    log(`results written to ${path.relative(root, resultsFile)}`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (err) {
  console.error(`start: FAILED: ${err?.stack ?? err}`);
  process.exit(1);
}
