// `npm run bench:security`: the long safety checks of issue 32, one child process per step
// (bench/security/<step>.mjs), in order; each prints its figures and a PASS/FAIL line and writes
// bench/results/security-<step>.json. BENCH_SECURITY_STEPS=crash,load picks steps.
// A listed step whose file is missing is skipped. Exit 1 if any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const steps = ['fuzz', 'crash', 'scaleout', 'load', 'attack'];
const chosen = process.env.BENCH_SECURITY_STEPS ? process.env.BENCH_SECURITY_STEPS.split(',') : steps;
const unknown = chosen.filter((s) => !steps.includes(s));
if (unknown.length) {
  console.error(`bench/security: unknown step ${unknown.join(', ')} (steps: ${steps.join(', ')})`);
  process.exit(2);
}

const summary = [];
for (const name of steps.filter((s) => chosen.includes(s))) {
  const file = path.join(dir, `${name}.mjs`);
  if (!existsSync(file)) {
    summary.push({ name, outcome: 'SKIP (no file)', seconds: 0 });
    continue;
  }
  console.log(`\n=== bench/security: ${name} (load average ${os.loadavg()[0].toFixed(2)}) ===`);
  const started = Date.now();
  const r = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  summary.push({ name, outcome: r.status === 0 ? 'PASS' : `FAIL (exit ${r.status ?? r.signal})`, seconds: (Date.now() - started) / 1000 });
}
console.log('\nbench/security summary');
for (const s of summary) console.log(`  ${s.name.padEnd(9)} ${s.outcome.padEnd(16)} ${s.seconds.toFixed(0)} s`);
process.exit(summary.some((s) => s.outcome.startsWith('FAIL')) ? 1 : 0);
