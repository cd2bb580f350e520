#!/usr/bin/env node
// The long run of the fuzz test (apps/server/src/security/fuzz.test.ts): every contract route fed
// SARAM_FUZZ_RUNS generated requests (default here 200; `npm test` runs 2) on PGlite, then on
// PostgreSQL when one answers (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// FUZZ_POSTGRES=0 skips it). SARAM_FUZZ_SEED replays a run; the seed is printed with the figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = process.env.SARAM_FUZZ_RUNS ?? '200';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function fuzz(label, env) {
  console.log(`\n== fuzz on ${label}: ${runs} generated requests per route ==`);
  const started = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', 'apps/server/src/security/fuzz.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, SARAM_FUZZ_RUNS: runs },
  });
  console.log(`== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ==`);
  return result.status === 0;
}

const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;
let ok = fuzz('PGlite', withoutPostgres);
const postgresAnswers = spawnSync('pg_isready', ['-q', '-d', postgresUrl]).status === 0;
if (process.env.FUZZ_POSTGRES !== '0' && postgresAnswers) ok = fuzz('PostgreSQL', { ...process.env, TEST_DATABASE_URL: postgresUrl }) && ok;
else console.log('\nPostgreSQL run skipped (FUZZ_POSTGRES=0 or no PostgreSQL answers).');
process.exit(ok ? 0 : 1);
